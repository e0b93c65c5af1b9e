import type { AlbumItem, AlbumRef, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// Qobuz API 0.2 objects, as far as the adapter reads them. Album ids are strings (often the UPC);
// every other id is a number. Times are Unix seconds and durations whole seconds.

export interface QobuzImage {
  thumbnail?: string | null;
  small?: string | null;
  medium?: string | null;
  large?: string | null;
  extralarge?: string | null;
  mega?: string | null;
}
export interface QobuzArtist {
  id: number;
  name: string;
  image?: QobuzImage | null;
  picture?: string | null;
  favorited_at?: number;
}
export interface QobuzAlbum {
  id: string;
  title: string;
  tracks_count?: number;
  image?: QobuzImage | null;
  artist?: QobuzArtist;
  upc?: string;
  favorited_at?: number;
}
export interface QobuzTrack {
  id: number;
  title: string;
  version?: string | null;
  duration?: number;
  isrc?: string | null;
  performer?: { id: number; name: string };
  performers?: string;
  album?: QobuzAlbum;
  streamable?: boolean;
  parental_warning?: boolean;
  /** In a playlist: the entry's own id, its place and when it was added. */
  playlist_track_id?: number;
  position?: number;
  created_at?: number;
  favorited_at?: number;
}
export interface QobuzPlaylist {
  id: number;
  name: string;
  description?: string;
  tracks_count?: number;
  is_public?: boolean;
  owner?: { id: number; name?: string };
  images?: string[];
  images150?: string[];
  images300?: string[];
  /** Unix seconds of the playlist's last change (its tracks or its details). */
  updated_at?: number;
}
/** The user beside a list (`{id, login}`), or the whole account of `user/login`. */
export interface QobuzUser {
  id: number;
  login?: string;
  email?: string;
  firstname?: string | null;
  lastname?: string | null;
  display_name?: string | null;
  country_code?: string | null;
  avatar?: string | null;
}
/** Qobuz's page of a collection. */
export interface QobuzCollection<T> {
  offset: number;
  limit: number;
  total: number;
  items?: T[];
}

const OPEN = 'https://open.qobuz.com';
const date = (seconds?: number) => (seconds ? new Date(seconds * 1000).toISOString() : null);
const picture = (image?: QobuzImage | null) =>
  image?.large ?? image?.extralarge ?? image?.medium ?? image?.small ?? image?.thumbnail ?? null;

export function artistItem(a: QobuzArtist): ArtistItem {
  return {
    id: String(a.id),
    name: a.name,
    imageUrl: picture(a.image) ?? a.picture ?? null,
    followers: null,
    url: `${OPEN}/artist/${a.id}`,
  };
}

export function albumItem(a: QobuzAlbum): AlbumItem {
  return {
    id: String(a.id),
    name: a.title,
    totalItems: a.tracks_count ?? null,
    imageUrl: picture(a.image),
    artists: a.artist ? [artistItem(a.artist)] : null,
    upc: a.upc || null,
    dateAdded: date(a.favorited_at),
    url: `${OPEN}/album/${a.id}`,
  };
}

function albumRef(a: QobuzAlbum): AlbumRef {
  return {
    id: String(a.id),
    name: a.title,
    totalItems: a.tracks_count ?? null,
    artists: a.artist ? [artistItem(a.artist)] : null,
    imageUrl: picture(a.image),
  };
}

/**
 * The credited artists besides the performer, from the credits line: "Name, Role, Role - Name, …"
 * (older answers put `\r` before each " - "). Main and featured artists count; composers and
 * engineers do not.
 */
export function creditedArtists(performers: string | undefined): string[] {
  if (!performers) return [];
  const names: string[] = [];
  for (const credit of performers.split(/\r?\s-\s/)) {
    const [name, ...roles] = credit.split(',').map((part) => part.trim());
    const credited = roles.some((role) => /^(main ?artist|featured ?artist)$/i.test(role));
    if (name && credited && !names.includes(name)) names.push(name);
  }
  return names;
}

/** The title with its version, which newer answers keep apart ("Thriller" + "Album Version"). */
const fullTitle = (t: QobuzTrack) =>
  t.version && !t.title.toLowerCase().includes(t.version.toLowerCase()) ? `${t.title} (${t.version})` : t.title;

/** Durations arrive in seconds; items carry milliseconds. */
export function trackItem(t: QobuzTrack): TrackItem {
  const performer = t.performer ? [artistItem({ id: t.performer.id, name: t.performer.name })] : [];
  const others = creditedArtists(t.performers)
    .filter((name) => !performer.some((p) => p.name === name))
    .map((name) => ({ id: null, name, imageUrl: null, followers: null, url: null }));
  const artists = [...performer, ...others];
  return {
    id: String(t.id),
    entryId: t.playlist_track_id === undefined ? null : String(t.playlist_track_id),
    name: fullTitle(t),
    isrc: t.isrc ? t.isrc.toUpperCase() : null,
    durationMs: t.duration === undefined ? null : t.duration * 1000,
    imageUrl: picture(t.album?.image),
    // Qobuz hands out samples only through signed `track/getFileUrl` calls.
    previewUrl: null,
    album: t.album ? albumRef(t.album) : null,
    artists: artists.length ? artists : t.album?.artist ? [artistItem(t.album.artist)] : null,
    isAvailable: t.streamable ?? null,
    dateAdded: date(t.favorited_at ?? t.created_at),
    explicit: t.parental_warning ?? null,
    url: `${OPEN}/track/${t.id}`,
    kind: 'track',
  };
}

export function playlistItem(p: QobuzPlaylist, userId: string | null): PlaylistItem {
  return {
    id: String(p.id),
    name: p.name,
    description: p.description || null,
    totalItems: p.tracks_count ?? null,
    imageUrl: p.images300?.[0] ?? p.images150?.[0] ?? p.images?.[0] ?? null,
    dateAdded: null,
    isOwner: userId !== null && p.owner !== undefined && String(p.owner.id) === userId,
    isPublic: p.is_public ?? null,
    url: `${OPEN}/playlist/${p.id}`,
    // updated_at moves with added and removed tracks (playlist/addTracks answers) and with a rename.
    version: p.updated_at === undefined ? null : String(p.updated_at),
  };
}

/** A person's name as the account gives it: first and last name, else the display name, else the login. */
export function personName(u: QobuzUser): string | null {
  const full = [u.firstname, u.lastname].filter(Boolean).join(' ').trim();
  return full || u.display_name || u.login || null;
}
