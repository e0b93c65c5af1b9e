import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import { artistMbid, recordingMbid, releaseMbid } from '../catalogue/musicBrainz.js';
import type { EmulatedPlaylist, EmulatedUser, PlaylistEntry } from '../kit/library.js';
import { xmlElement } from '../kit/xml.js';

// A Plex Media Server's shapes as the community OpenAPI names them: every answer a MediaContainer
// of Metadata (or Directory, or Hub), ratingKeys as strings of digits, times in epoch seconds,
// durations in milliseconds; external ids in `Guid[]` where `includeGuids=1` asks, and always on
// a single item's read. JSON only where it is asked for: XML otherwise, as a server answers.

/** A hex digest named by what it is for: the same on every run. */
export const digest = (...parts: (string | number)[]) => createHash('sha1').update(parts.join(':')).digest('hex');

/** The server's own media provider, as ratings and `server://` addresses name it. */
export const LIBRARY_PROVIDER = 'com.plexapp.plugins.library';
/** The one music library of every emulated server. */
export const MUSIC_SECTION = '1';
const SECTION_UUID = '5b4e6a0c-3f1d-4a8e-9c2b-7d0e1f2a3b4c';
/** When the library was scanned: every item's `addedAt`. */
const ADDED_AT = Date.parse('2024-01-01T00:00:00Z') / 1000;

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** Who reads an item: their ratings fill its `userRating`. */
export interface Reader {
  user: EmulatedUser;
  view: ServiceCatalogue;
  /** Ratings other than five stars, by ratingKey (five stars are the user's saved lists). */
  ratings: Map<string, number>;
}

/** A user's rating of an item: ten where it stands in their liked, saved or followed list. */
export function ratingOf(reader: Reader, id: string): number | undefined {
  const { user } = reader;
  if ([user.liked, user.albums, user.artists].some((list) => list.some((s) => s.id === id))) return 10;
  return reader.ratings.get(id);
}

const rated = (reader: Reader, id: string) => {
  const rating = ratingOf(reader, id);
  return rating === undefined ? {} : { userRating: rating };
};

const guids = (mbid: string | null, wanted: boolean) => (wanted && mbid ? { Guid: [{ id: `mbid://${mbid}` }] } : {});

const plexGuid = (kind: string, id: string) => `plex://${kind}/${digest(kind, id).slice(0, 24)}`;

/** The album's first artist: a track's grandparent in the library's tree. */
function albumArtist(view: ServiceCatalogue, album: { id: string }): { id: string; name: string } | undefined {
  return view.album(album.id)?.artists[0];
}

/** A track, and its entry where it is read as a playlist's. */
export function trackMetadata(track: ServiceTrack, reader: Reader, withGuids: boolean, entry?: PlaylistEntry) {
  const { view } = reader;
  const album = view.album(track.album.id);
  const artist = albumArtist(view, track.album) ?? track.artists[0];
  const own = track.artists.map((a) => a.name).join(', ');
  const index = album ? album.trackIds.indexOf(track.id) + 1 : 1;
  return {
    ratingKey: track.id,
    key: `/library/metadata/${track.id}`,
    guid: plexGuid('track', track.id),
    type: 'track',
    title: track.name,
    ...(own && own !== artist?.name ? { originalTitle: own } : {}),
    parentRatingKey: track.album.id,
    parentKey: `/library/metadata/${track.album.id}`,
    parentTitle: track.album.name,
    parentGuid: plexGuid('album', track.album.id),
    ...(artist
      ? {
          grandparentRatingKey: artist.id,
          grandparentKey: `/library/metadata/${artist.id}`,
          grandparentTitle: artist.name,
          grandparentGuid: plexGuid('artist', artist.id),
        }
      : {}),
    index,
    parentIndex: 1,
    duration: track.durationMs,
    librarySectionID: Number(MUSIC_SECTION),
    addedAt: ADDED_AT,
    updatedAt: ADDED_AT,
    ...rated(reader, track.id),
    ...(entry ? { playlistItemID: Number(entry.entryId) } : {}),
    ...guids(track.recordingKey ? recordingMbid(track.recordingKey) : null, withGuids),
    Media: [
      {
        id: Number(track.id.slice(-9)),
        duration: track.durationMs,
        audioChannels: 2,
        audioCodec: 'flac',
        container: 'flac',
        Part: [
          {
            id: Number(track.id.slice(-9)),
            key: `/library/parts/${track.id}/${ADDED_AT}/file.flac`,
            duration: track.durationMs,
            container: 'flac',
          },
        ],
      },
    ],
  };
}

export function albumMetadata(album: ServiceAlbum, reader: Reader, withGuids: boolean) {
  const artist = album.artists[0];
  return {
    ratingKey: album.id,
    key: `/library/metadata/${album.id}/children`,
    guid: plexGuid('album', album.id),
    type: 'album',
    title: album.name,
    ...(artist
      ? { parentRatingKey: artist.id, parentKey: `/library/metadata/${artist.id}`, parentTitle: artist.name }
      : {}),
    leafCount: album.trackIds.length,
    year: Number(album.releaseDate.slice(0, 4)),
    originallyAvailableAt: album.releaseDate.slice(0, 10),
    librarySectionID: Number(MUSIC_SECTION),
    addedAt: ADDED_AT,
    updatedAt: ADDED_AT,
    ...rated(reader, album.id),
    ...guids(album.albumKey ? releaseMbid(album.albumKey) : null, withGuids),
  };
}

export function artistMetadata(artist: ServiceArtist, reader: Reader, withGuids: boolean) {
  return {
    ratingKey: artist.id,
    key: `/library/metadata/${artist.id}/children`,
    guid: plexGuid('artist', artist.id),
    type: 'artist',
    title: artist.name,
    librarySectionID: Number(MUSIC_SECTION),
    addedAt: ADDED_AT,
    updatedAt: ADDED_AT,
    ...rated(reader, artist.id),
    ...guids(artist.artistKey ? artistMbid(artist.artistKey) : null, withGuids),
  };
}

export function playlistMetadata(playlist: EmulatedPlaylist, view: ServiceCatalogue) {
  const duration = playlist.entries.reduce((sum, e) => sum + (view.track(e.trackId)?.durationMs ?? 0), 0);
  return {
    ratingKey: playlist.id,
    key: `/playlists/${playlist.id}/items`,
    guid: `com.plexapp.agents.none://${digest('playlist', playlist.id).slice(0, 32)}`,
    type: 'playlist',
    title: playlist.name,
    ...(playlist.description ? { summary: playlist.description } : {}),
    smart: false,
    playlistType: 'audio',
    composite: `/playlists/${playlist.id}/composite/${seconds(playlist.modifiedAt)}`,
    duration,
    leafCount: playlist.entries.length,
    addedAt: seconds(playlist.createdAt),
    updatedAt: seconds(playlist.modifiedAt),
  };
}

/** The section of music every emulated server has. */
export const musicSection = () => ({
  key: MUSIC_SECTION,
  type: 'artist',
  title: 'Music',
  agent: 'tv.plex.agents.music',
  scanner: 'Plex Music',
  language: 'en-US',
  uuid: SECTION_UUID,
  allowSync: true,
  filters: true,
  refreshing: false,
  content: true,
  directory: true,
  createdAt: ADDED_AT,
  updatedAt: ADDED_AT,
  scannedAt: ADDED_AT,
  contentChangedAt: ADDED_AT,
  hidden: false,
});

/** The paging a request asks for, by header or by query, as a server reads either. */
export function windowOf(req: Request): { start: number; size: number } | null {
  const read = (name: string) => {
    const header = req.headers[name.toLowerCase()];
    const value = (Array.isArray(header) ? header[0] : header) ?? req.query[name];
    return typeof value === 'string' ? value : undefined;
  };
  const start = read('X-Plex-Container-Start');
  const size = read('X-Plex-Container-Size');
  if ((start !== undefined && !/^\d{1,9}$/.test(start)) || (size !== undefined && !/^\d{1,9}$/.test(size))) return null;
  return { start: Number(start ?? 0), size: size === undefined ? Number.MAX_SAFE_INTEGER : Number(size) };
}

/**
 * Sends a MediaContainer: JSON where the request asks for it (`Accept: application/json`), XML
 * otherwise, with the paging headers every container carries.
 */
export function sendContainer(req: Request, res: Response, container: Record<string, unknown>, status = 200): void {
  if (typeof container.offset === 'number') res.set('X-Plex-Container-Start', String(container.offset));
  if (typeof container.totalSize === 'number') res.set('X-Plex-Container-Total-Size', String(container.totalSize));
  if (/application\/json/i.test(req.headers.accept ?? ''))
    return void res.status(status).json({ MediaContainer: container });
  res
    .status(status)
    .type('application/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?>\n${xmlElement('MediaContainer', container)}\n`);
}

/** A page of metadata items: `size` of them from `offset`, of `totalSize`. */
export function page<T>(all: T[], at: { start: number; size: number }, extra: Record<string, unknown> = {}) {
  const items = all.slice(at.start, at.start + at.size);
  return { size: items.length, totalSize: all.length, offset: at.start, ...extra, Metadata: items };
}

/** A PMS failure: a status with the small HTML page the server answers it with. */
export function failure(res: Response, status: number, title: string): void {
  res
    .status(status)
    .type('text/html')
    .send(`<html><head><title>${title}</title></head><body><h1>${status} ${title}</h1></body></html>`);
}

/** A plex.tv failure: its `errors` list. */
export function tvErrors(code: number, message: string, status: number) {
  return { errors: [{ code, message, status }] };
}
