import type { AlbumRef, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// ListenBrainz's answers, as far as the adapter reads them. Its items are MusicBrainz entities: a
// recording MBID is a track's id (and its `mbid`), a release MBID an album's; playlists are JSPF
// with MusicBrainz's extensions, and a playlist's own id is an MBID-style UUID too.

export const RECORDING_URI = 'https://musicbrainz.org/recording/';
export const ARTIST_URI = 'https://musicbrainz.org/artist/';
export const RELEASE_URI = 'https://musicbrainz.org/release/';
export const PLAYLIST_URI = 'https://listenbrainz.org/playlist/';
export const PLAYLIST_EXTENSION = 'https://musicbrainz.org/doc/jspf#playlist';
export const TRACK_EXTENSION = 'https://musicbrainz.org/doc/jspf#track';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMbid = (value: string) => UUID.test(value);

/** A loved recording that MessyBrainz knows only by its listen (no MBID) is named by its MSID. */
export const MSID_PREFIX = 'msid:';

interface CreditedArtist {
  artist_credit_name?: string;
  artist_mbid?: string;
  join_phrase?: string;
}

export interface JspfTrack {
  /** A URI: a string in older answers, a list of one in today's. */
  identifier?: string | string[];
  title?: string;
  creator?: string;
  album?: string;
  /** Milliseconds. */
  duration?: number;
  extension?: Record<
    string,
    {
      added_at?: string;
      added_by?: string;
      artist_identifiers?: string[];
      release_identifier?: string;
      additional_metadata?: { caa_id?: number; caa_release_mbid?: string; artists?: CreditedArtist[] };
    }
  >;
}

export interface JspfPlaylist {
  creator?: string;
  identifier?: string | string[];
  date?: string;
  title?: string;
  annotation?: string;
  extension?: Record<
    string,
    { public?: boolean | string; last_modified_at?: string; collaborators?: string[]; creator?: string }
  >;
  track?: JspfTrack[];
}

export interface Feedback {
  recording_mbid?: string | null;
  recording_msid?: string | null;
  score?: number;
  /** Unix seconds of the feedback. */
  created?: number;
  user_id?: string;
  track_metadata?: {
    artist_name?: string;
    track_name?: string;
    release_name?: string;
    additional_info?: { duration_ms?: number; duration?: number };
    mbid_mapping?: {
      recording_mbid?: string;
      recording_name?: string;
      release_mbid?: string;
      artist_mbids?: string[];
      artists?: CreditedArtist[];
      caa_id?: number;
      caa_release_mbid?: string;
    };
  } | null;
}

/** One recording of `/1/metadata/recording/` (keyed there by its MBID). */
export interface RecordingMetadata {
  recording?: { name?: string; length?: number };
  artist?: { name?: string; artists?: { artist_mbid?: string; name?: string; join_phrase?: string }[] };
  release?: {
    mbid?: string;
    name?: string;
    album_artist_name?: string;
    caa_id?: number;
    caa_release_mbid?: string;
    year?: number;
  };
}

/** The best match of `/1/metadata/lookup/`, or `{}` for none. */
export interface LookupMatch extends Partial<
  Record<'recording_mbid' | 'recording_name' | 'artist_credit_name', string>
> {
  artist_mbids?: string[];
  release_mbid?: string;
  release_name?: string;
  metadata?: RecordingMetadata;
}

export interface ArtistMetadata {
  artist_mbid?: string;
  mbid?: string;
  name?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const after = (prefix: string, uri: string | undefined) =>
  uri?.startsWith(prefix) ? uri.slice(prefix.length).replace(/\/$/, '') : null;

/** The recording MBID of a JSPF track. */
export const recordingOf = (track: JspfTrack) => after(RECORDING_URI, first(track.identifier));
/** A playlist's MBID, from its identifier URI. */
export const playlistIdOf = (playlist: JspfPlaylist) => after(PLAYLIST_URI, first(playlist.identifier));
/** A JSPF track naming only a recording, as create and item/add take them. */
export const jspfTrack = (recordingMbid: string) => ({ identifier: `${RECORDING_URI}${recordingMbid}` });

/** The Cover Art Archive's 250-pixel picture of a release, where ListenBrainz names one. */
const coverArt = (release?: string | null, caaId?: number | null) =>
  release && caaId ? `https://coverartarchive.org/release/${release}/${caaId}-250.jpg` : null;

const artist = (id: string | null, name: string): ArtistItem => ({
  id,
  name,
  imageUrl: null,
  followers: null,
  url: id ? `${ARTIST_URI}${id}` : null,
});

/** Credited artists by MBID where the answer gives them; the credit line as one name where it does not. */
function artistsOf(
  credited: CreditedArtist[] | undefined,
  line: string | undefined,
  mbids: string[] = [],
): ArtistItem[] | null {
  const named = (credited ?? []).filter((a) => a.artist_credit_name);
  if (named.length) return named.map((a) => artist(a.artist_mbid ?? null, a.artist_credit_name!));
  if (!line) return null;
  return [artist(mbids.length === 1 ? mbids[0] : null, line)];
}

function albumOf(
  mbid: string | null | undefined,
  name: string | undefined,
  image: string | null,
  by?: string,
): AlbumRef | null {
  if (!name) return null;
  return { id: mbid ?? null, name, totalItems: null, artists: by ? [artist(null, by)] : null, imageUrl: image };
}

const base = (mbid: string) => ({
  id: mbid,
  mbid,
  isrc: null,
  previewUrl: null,
  isAvailable: null,
  explicit: null,
  url: `${RECORDING_URI}${mbid}`,
  kind: 'track' as const,
});

/** An entry of a JSPF playlist; entries have no ids of their own, so a position stands for one. */
export function playlistEntryItem(track: JspfTrack, position: number): TrackItem | null {
  const mbid = recordingOf(track);
  if (!mbid) return null;
  const ext = track.extension?.[TRACK_EXTENSION];
  const extra = ext?.additional_metadata;
  const artistIds = (ext?.artist_identifiers ?? [])
    .map((uri) => after(ARTIST_URI, uri))
    .filter((id): id is string => Boolean(id));
  const image = coverArt(extra?.caa_release_mbid, extra?.caa_id);
  return {
    ...base(mbid),
    entryId: String(position),
    name: track.title ?? '',
    durationMs: typeof track.duration === 'number' && track.duration > 0 ? track.duration : null,
    imageUrl: image,
    album: albumOf(after(RELEASE_URI, ext?.release_identifier), track.album, image),
    artists: artistsOf(extra?.artists, track.creator, artistIds),
    dateAdded: ext?.added_at ?? null,
  };
}

/** A playlist's JSPF (a user's list leaves the tracks out: `withTracks` says whether they count). */
export function playlistItem(playlist: JspfPlaylist, userName: string | null, withTracks: boolean): PlaylistItem {
  const id = playlistIdOf(playlist) ?? '';
  const ext = playlist.extension?.[PLAYLIST_EXTENSION];
  const isPublic = ext?.public === undefined ? null : ext.public === true || ext.public === 'true';
  return {
    id,
    name: playlist.title ?? '',
    description: playlist.annotation || null,
    totalItems: withTracks ? (playlist.track ?? []).length : null,
    imageUrl: null,
    dateAdded: null,
    isOwner: userName !== null && (playlist.creator ?? '').toLowerCase() === userName.toLowerCase(),
    isPublic,
    url: `${PLAYLIST_URI}${id}`,
    // Moves on with every change of the playlist, its entries included.
    version: ext?.last_modified_at ?? null,
  };
}

/** A loved recording (feedback with score 1); one known only by its listen is named by its MSID. */
export function feedbackItem(feedback: Feedback): TrackItem | null {
  const meta = feedback.track_metadata ?? undefined;
  const mapping = meta?.mbid_mapping;
  const mbid = feedback.recording_mbid || mapping?.recording_mbid || null;
  const id = mbid ?? (feedback.recording_msid ? `${MSID_PREFIX}${feedback.recording_msid}` : null);
  if (!id) return null;
  const image = coverArt(mapping?.caa_release_mbid, mapping?.caa_id);
  const info = meta?.additional_info;
  const durationMs = info?.duration_ms ?? (info?.duration ? info.duration * 1000 : null);
  return {
    ...base(id),
    mbid,
    url: mbid ? `${RECORDING_URI}${mbid}` : null,
    entryId: null,
    name: meta?.track_name ?? mapping?.recording_name ?? '',
    durationMs: durationMs && durationMs > 0 ? durationMs : null,
    imageUrl: image,
    album: albumOf(mapping?.release_mbid, meta?.release_name, image),
    artists: artistsOf(mapping?.artists, meta?.artist_name, mapping?.artist_mbids),
    dateAdded: feedback.created ? new Date(feedback.created * 1000).toISOString() : null,
  };
}

/** A recording of `/1/metadata/recording/`, by its MBID. */
export function recordingItem(mbid: string, metadata: RecordingMetadata): TrackItem {
  const release = metadata.release;
  const image = coverArt(release?.caa_release_mbid, release?.caa_id);
  const credited = (metadata.artist?.artists ?? [])
    .filter((a) => a.name)
    .map((a) => ({ artist_credit_name: a.name, artist_mbid: a.artist_mbid }));
  return {
    ...base(mbid),
    entryId: null,
    name: metadata.recording?.name ?? '',
    durationMs: metadata.recording?.length && metadata.recording.length > 0 ? metadata.recording.length : null,
    imageUrl: image,
    album: albumOf(release?.mbid, release?.name, image, release?.album_artist_name),
    artists: artistsOf(credited, metadata.artist?.name),
    dateAdded: null,
  };
}

/** The best match of a lookup, with the metadata asked alongside where it came. */
export function lookupItem(match: LookupMatch): TrackItem | null {
  const mbid = match.recording_mbid;
  if (!mbid) return null;
  const meta = match.metadata ?? {};
  const item = recordingItem(mbid, meta);
  const image = item.imageUrl;
  return {
    ...item,
    name: match.recording_name ?? item.name,
    album: albumOf(
      match.release_mbid ?? meta.release?.mbid,
      match.release_name ?? meta.release?.name,
      image,
      meta.release?.album_artist_name,
    ),
    artists: item.artists ?? artistsOf(undefined, match.artist_credit_name, match.artist_mbids),
  };
}

export function artistItem(metadata: ArtistMetadata): ArtistItem {
  const id = metadata.artist_mbid ?? metadata.mbid ?? null;
  return artist(id, metadata.name ?? '');
}
