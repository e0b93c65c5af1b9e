import type { AlbumItem, ArtistItem, PlaylistItem, ServiceProfile, TrackItem } from '../types.js';

export interface BeatportImage {
  id?: number;
  uri?: string | null;
  dynamic_uri?: string | null;
}
export interface BeatportArtist {
  id: number;
  name: string;
  slug?: string;
  image?: BeatportImage | null;
}
export interface BeatportReleaseRef {
  id: number;
  name: string;
  slug?: string;
  image?: BeatportImage | null;
}
export interface BeatportTrack {
  id: number;
  name: string;
  mix_name?: string | null;
  slug?: string;
  isrc?: string | null;
  length_ms?: number | null;
  sample_url?: string | null;
  is_explicit?: boolean | null;
  is_available_for_streaming?: boolean | null;
  enabled?: boolean;
  artists?: BeatportArtist[];
  release?: BeatportReleaseRef | null;
}
export interface BeatportRelease {
  id: number;
  name: string;
  slug?: string;
  upc?: string | null;
  track_count?: number | null;
  image?: BeatportImage | null;
  artists?: BeatportArtist[];
}
export interface BeatportPlaylist {
  id: number;
  name: string;
  track_count?: number | null;
  created_date?: string | null;
  updated_date?: string | null;
}
/** One entry of a playlist: its own id (what bulk removal names) around the catalogue track. */
export interface BeatportPlaylistEntry {
  id: number;
  track: BeatportTrack;
}
export interface BeatportAccount {
  id: number;
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

const WEB = 'https://www.beatport.com';
const webUrl = (kind: string, slug: string | undefined, id: number) => `${WEB}/${kind}/${slug || '-'}/${id}`;

/** The mix every track has unless it is a remix or an edit: the name alone says it. */
const PLAIN_MIX = 'original mix';

/**
 * The track's name as other services write it: Beatport keeps the mix apart (`Strobe` +
 * `Layton Giordani Extended Remix`), and only a mix other than the original tells recordings apart.
 */
export function trackName(name: string, mixName: string | null | undefined): string {
  const mix = mixName?.trim();
  return mix && mix.toLowerCase() !== PLAIN_MIX ? `${name} (${mix})` : name;
}

export function artistItem(a: BeatportArtist): ArtistItem {
  return {
    id: String(a.id),
    name: a.name,
    imageUrl: a.image?.uri ?? null,
    // Beatport counts no followers of an artist.
    followers: null,
    url: webUrl('artist', a.slug, a.id),
  };
}

/** The track's own `image` is its waveform: the cover is the release's. */
export function trackItem(t: BeatportTrack, entryId: string | null = null): TrackItem {
  const cover = t.release?.image?.uri ?? null;
  return {
    id: String(t.id),
    entryId,
    name: trackName(t.name, t.mix_name),
    isrc: t.isrc || null,
    durationMs: t.length_ms ?? null,
    imageUrl: cover,
    previewUrl: t.sample_url || null,
    album: t.release
      ? { id: String(t.release.id), name: t.release.name, totalItems: null, artists: null, imageUrl: cover }
      : null,
    artists: (t.artists ?? []).map(artistItem),
    // A store track that does not stream is still sold and matchable: only a disabled one is gone.
    isAvailable: t.enabled === false ? false : t.is_available_for_streaming ? true : null,
    dateAdded: null,
    explicit: t.is_explicit ?? null,
    url: webUrl('track', t.slug, t.id),
    kind: 'track',
  };
}

export function albumItem(r: BeatportRelease): AlbumItem {
  return {
    id: String(r.id),
    name: r.name,
    totalItems: r.track_count ?? null,
    imageUrl: r.image?.uri ?? null,
    artists: r.artists ? r.artists.map(artistItem) : null,
    upc: r.upc || null,
    dateAdded: null,
    url: webUrl('release', r.slug, r.id),
  };
}

/** Every playlist under `/my/playlists/` is the listener's own. */
export function playlistItem(p: BeatportPlaylist): PlaylistItem {
  return {
    id: String(p.id),
    name: p.name,
    description: null,
    totalItems: p.track_count ?? null,
    imageUrl: null,
    dateAdded: p.created_date ?? null,
    isOwner: true,
    isPublic: null,
    url: null,
    // updated_date, as clients read "My Beatport" playlists (no recorded answer: a reconstruction).
    version: p.updated_date ?? null,
  };
}

export function profile(a: BeatportAccount): ServiceProfile {
  const fullName = [a.first_name, a.last_name].filter(Boolean).join(' ').trim();
  return {
    id: String(a.id),
    name: fullName || a.username || null,
    email: a.email || null,
    imageUrl: null,
    country: null,
    raw: a as unknown as Record<string, unknown>,
  };
}
