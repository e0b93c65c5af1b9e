import { createHash } from 'node:crypto';
import type { EmulatedPlaylist, EmulatedUser, Saved } from '../kit/library.js';
import type { ServiceAlbum, ServiceArtist, ServiceTrack } from '../catalogue/types.js';

// ListenBrainz's JSON as its server writes it (Flask's jsonify of the route's dict): playlists
// as JSPF with MusicBrainz's extensions, feedback, MusicBrainz metadata keyed by MBID, and the
// `{code, error}` of every failure.

export const RECORDING_URI = 'https://musicbrainz.org/recording/';
export const ARTIST_URI = 'https://musicbrainz.org/artist/';
export const RELEASE_URI = 'https://musicbrainz.org/release/';
export const PLAYLIST_URI = 'https://listenbrainz.org/playlist/';
export const PLAYLIST_EXTENSION = 'https://musicbrainz.org/doc/jspf#playlist';
export const TRACK_EXTENSION = 'https://musicbrainz.org/doc/jspf#track';

/** Every failure: the HTTP status again, and a sentence. */
export const lbError = (code: number, error: string) => ({ code, error });

/** Python's `isoformat()` of an aware UTC datetime: microseconds and `+00:00`. */
export const pythonIso = (iso: string) => iso.replace(/\.(\d{3})Z$/, '.$1000+00:00').replace(/Z$/, '+00:00');

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
/** A stable UUID for what the catalogue has no MBID of (release groups). */
export const derivedUuid = (kind: string, key: string) => {
  const hex = hash(`listenbrainz:${kind}:${key}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
/** The Cover Art Archive's id of a release's front picture. */
export const caaId = (releaseId: string) =>
  1_000_000_000 + (parseInt(hash(`caa:${releaseId}`).slice(0, 8), 16) % 9_000_000_000);

/** The main artists of a recording as MusicBrainz credits them (featured ones stay in the title). */
export interface Credit {
  name: string;
  artists: { artist_credit_name: string; artist_mbid: string; join_phrase: string }[];
}

export function creditOf(artists: { id: string; name: string }[]): Credit {
  const credited = artists.map((a, i) => ({
    artist_credit_name: a.name,
    artist_mbid: a.id,
    join_phrase: i < artists.length - 2 ? ', ' : i === artists.length - 2 ? ' & ' : '',
  }));
  return { name: credited.map((a) => a.artist_credit_name + a.join_phrase).join(''), artists: credited };
}

/** A playlist in JSPF; `tracks` null for the lists, which leave the recordings out. */
export function jspf(playlist: EmulatedPlaylist, creator: string, collaborators: string[], tracks: unknown[] | null) {
  return {
    playlist: {
      creator,
      identifier: `${PLAYLIST_URI}${playlist.id}`,
      date: pythonIso(playlist.createdAt),
      title: playlist.name,
      ...(playlist.description ? { annotation: playlist.description } : {}),
      extension: {
        [PLAYLIST_EXTENSION]: {
          public: playlist.isPublic,
          last_modified_at: pythonIso(playlist.modifiedAt),
          collaborators,
        },
      },
      track: tracks ?? [],
    },
  };
}

/**
 * A playlist entry. With its metadata (the default) the recording's title, artist credit, release
 * and length come too; `fetch_metadata=false` leaves the identifier and who added it when.
 */
export function jspfTrack(
  recordingMbid: string,
  entry: { addedAt: string },
  addedBy: string,
  track: ServiceTrack | undefined,
  credit: Credit | null,
) {
  const base = { identifier: `${RECORDING_URI}${recordingMbid}` };
  const added = { added_at: pythonIso(entry.addedAt), added_by: addedBy };
  if (!track || !credit) return { ...base, extension: { [TRACK_EXTENSION]: added } };
  return {
    creator: credit.name,
    album: track.album.name,
    title: track.name,
    duration: track.durationMs,
    ...base,
    extension: {
      [TRACK_EXTENSION]: {
        ...added,
        artist_identifiers: credit.artists.map((a) => `${ARTIST_URI}${a.artist_mbid}`),
        release_identifier: `${RELEASE_URI}${track.album.id}`,
      },
    },
  };
}

/** One feedback of a user; `track` given where `metadata=true` asked for it and MusicBrainz has the recording. */
export function feedbackEntry(
  user: EmulatedUser,
  saved: Saved,
  score: number,
  meta: { track: ServiceTrack; credit: Credit } | null,
) {
  return {
    created: Math.floor(Date.parse(saved.addedAt) / 1000),
    recording_mbid: saved.id,
    recording_msid: null,
    score,
    ...(meta
      ? {
          track_metadata: {
            artist_name: meta.credit.name,
            track_name: meta.track.name,
            release_name: meta.track.album.name,
            mbid_mapping: {
              recording_mbid: meta.track.id,
              release_mbid: meta.track.album.id,
              artist_mbids: meta.credit.artists.map((a) => a.artist_mbid),
              artists: meta.credit.artists,
              caa_id: caaId(meta.track.album.id),
              caa_release_mbid: meta.track.album.id,
            },
          },
        }
      : {}),
    user_id: user.id,
  };
}

const artistDetails = (artist: ServiceArtist | undefined, join: string, country: string) => ({
  area: country,
  artist_mbid: artist?.id ?? '',
  begin_year: 1960 + (parseInt(hash(`begin:${artist?.id}`).slice(0, 4), 16) % 60),
  join_phrase: join,
  name: artist?.name ?? '',
  rels: {},
  type: (artist?.name ?? '').includes(' ') ? 'Person' : 'Group',
});

/** One recording's metadata, the parts `inc` names (`artist`, `tag`, `release`); the recording always. */
export function recordingMetadata(
  track: ServiceTrack,
  credit: Credit,
  album: ServiceAlbum | undefined,
  artists: (id: string) => ServiceArtist | undefined,
  inc: Set<string>,
) {
  const release = album
    ? {
        album_artist_name: creditOf(album.artists).name,
        caa_id: caaId(album.id),
        caa_release_mbid: album.id,
        mbid: album.id,
        name: album.name,
        release_group_mbid: derivedUuid('release-group', album.id),
        year: Number(album.releaseDate.slice(0, 4)),
      }
    : null;
  return {
    ...(inc.has('tag') ? { tag: { recording: [], artist: [], release_group: [] } } : {}),
    recording: { name: track.name, length: track.durationMs, rels: [] },
    ...(inc.has('release') && release ? { release } : {}),
    ...(inc.has('artist')
      ? {
          artist: {
            artist_credit_id: parseInt(hash(`credit:${credit.name}`).slice(0, 6), 16),
            name: credit.name,
            artists: credit.artists.map((a) => artistDetails(artists(a.artist_mbid), a.join_phrase, 'United Kingdom')),
          },
        }
      : {}),
  };
}

/** `/1/metadata/artist/`: one artist's MusicBrainz data. */
export function artistMetadata(artist: ServiceArtist) {
  const { join_phrase: _join, ...details } = artistDetails(artist, '', 'United Kingdom');
  return { ...details, mbid: artist.id };
}
