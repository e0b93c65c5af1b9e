import type { ServiceId } from '../../integrations/serviceIds.js';

/**
 * The seeded catalogue shared by every emulator. It describes recordings once, canonically,
 * and each service's view renders them with that service's own metadata habits and ids, so that
 * matching between services is real work (docs/decisions.md, "Music services").
 */

/** Versions that make a different recording (hard negatives of the original). */
export type RecordingVersion =
  'live' | 'remix' | 'acoustic' | 'instrumental' | 'karaoke' | 'cover' | 'sped up' | 'slowed' | 'radio edit';

export interface CanonicalArtist {
  key: string;
  name: string;
  followers: number;
}

export interface CanonicalAlbum {
  key: string;
  title: string;
  artistKeys: string[];
  upc: string;
  releaseDate: string;
  kind: 'album' | 'single' | 'compilation';
  recordingKeys: string[];
}

export interface CanonicalRecording {
  key: string;
  title: string;
  /** Null for an original; otherwise the version that makes it a different recording. */
  version: RecordingVersion | null;
  /** For a version: the original it derives from (the hard-negative pair). */
  originalKey: string | null;
  artistKeys: string[];
  featuredArtistKeys: string[];
  albumKey: string;
  isrc: string;
  durationMs: number;
  explicit: boolean;
  /** Whether the master is a remaster (renders as "Remastered 2011" etc.; the same recording). */
  remasterYear: number | null;
  /** ISO 3166-1 alpha-2 countries where the recording cannot be played. */
  unavailableIn: string[];
  /** Services that do not carry the recording at all. */
  absentFrom: ServiceId[];
}

/** One track as one service lists it: the service's id, title habits, artists, album and ISRC. */
export interface ServiceTrack {
  id: string;
  recordingKey: string | null;
  name: string;
  artists: { id: string; name: string }[];
  album: { id: string; name: string; totalItems: number; upc: string | null; imageUrl: string | null };
  /** Null where the service does not know or does not publish it. */
  isrc: string | null;
  durationMs: number;
  explicit: boolean;
  /** Countries where the service cannot play it. */
  unavailableIn: string[];
  imageUrl: string | null;
  previewUrl: string | null;
  popularity: number;
}

export interface ServiceAlbum {
  id: string;
  albumKey: string | null;
  name: string;
  artists: { id: string; name: string }[];
  trackIds: string[];
  upc: string | null;
  releaseDate: string;
  imageUrl: string | null;
  kind: 'album' | 'single' | 'compilation';
}

export interface ServiceArtist {
  id: string;
  artistKey: string | null;
  name: string;
  followers: number;
  imageUrl: string | null;
}

export interface SearchQuery {
  /** Free text, as typed into the service's search box. */
  text?: string;
  track?: string;
  artist?: string;
  album?: string;
  isrc?: string;
}

/**
 * One service's catalogue: its items by its own ids, and a search that ranks like a real
 * service (token match, fuzzy, popularity), never an oracle.
 */
export interface ServiceCatalogue {
  service: ServiceId;
  track(id: string): ServiceTrack | undefined;
  album(id: string): ServiceAlbum | undefined;
  artist(id: string): ServiceArtist | undefined;
  /** Ranked results, best first; `offset` and `limit` page through them. */
  searchTracks(query: SearchQuery, offset: number, limit: number): { items: ServiceTrack[]; total: number };
  searchAlbums(query: SearchQuery, offset: number, limit: number): { items: ServiceAlbum[]; total: number };
  searchArtists(query: SearchQuery, offset: number, limit: number): { items: ServiceArtist[]; total: number };
  /** Tracks carrying this ISRC (several for re-releases). */
  tracksByIsrc(isrc: string): ServiceTrack[];
  /** Adds or replaces tracks (used to load a labeled matching set into an emulator). */
  load(tracks: ServiceTrack[]): void;
  /** The service id of the canonical recording, where the service carries it. */
  trackIdFor(recordingKey: string): string | undefined;
  albumIdFor(albumKey: string): string | undefined;
  artistIdFor(artistKey: string): string | undefined;
  /** Every track of the view, loaded ones included. */
  allTracks(): Iterable<ServiceTrack>;
  size(): number;
}

export interface SeededPlaylist {
  key: string;
  name: string;
  description: string;
  isPublic: boolean;
  recordingKeys: string[];
}

/** A demo user who has an account on every service, with the same library everywhere it fits. */
export interface SeededUser {
  key: string;
  displayName: string;
  email: string;
  country: string;
  /** The password of every emulator's sign-in form for this user. */
  password: string;
  playlists: SeededPlaylist[];
  likedRecordingKeys: string[];
  savedAlbumKeys: string[];
  followedArtistKeys: string[];
}

export interface Catalogue {
  seed: number;
  recordings: CanonicalRecording[];
  albums: CanonicalAlbum[];
  artists: CanonicalArtist[];
  users: SeededUser[];
  /** The service's view, built on first use and kept. */
  view(service: ServiceId): ServiceCatalogue;
}
