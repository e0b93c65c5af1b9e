import { recordingMbid, releaseMbid, artistMbid } from '../catalogue/musicBrainz.js';
import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';
import { xmlElement } from '../kit/xml.js';

// Subsonic's objects as Navidrome 0.55 writes them with OpenSubsonic on (the recorded getAlbum and
// its serializer's snapshots): the ID3 model, songs as `Child`, ids opaque strings, durations whole
// seconds, times ISO 8601, and the MusicBrainz ids and ISRCs of the files' tags.

export const VERSION = '1.16.1';
const SERVER = { type: 'navidrome', serverVersion: '0.55.2 (a057a680)', openSubsonic: true } as const;

/** The whole answer: the envelope with its one payload member. */
export const envelope = (payload: Record<string, unknown> = {}) => ({
  'subsonic-response': { status: 'ok', version: VERSION, ...SERVER, ...payload },
});

/** A failure, told with HTTP 200 as every Subsonic server tells it. */
export const failed = (code: number, message: string) => ({
  'subsonic-response': { status: 'failed', version: VERSION, ...SERVER, error: { code, message } },
});

/** A small stable number from an id, for the figures the catalogue does not model. */
export function figure(id: string, modulo: number): number {
  let hash = 2166136261;
  for (const c of id) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return hash % modulo;
}

/**
 * Whether an album's files were tagged with MusicBrainz Picard: four in five. Untagged files carry
 * no MusicBrainz id and no ISRC, which Navidrome sends as `""` and `[]`.
 */
const tagged = (albumKey: string | null) => albumKey !== null && figure(albumKey, 5) !== 0;

const SCANNED = '2025-04-18T22:04:08.829566426Z';
const GENRES = ['Pop', 'Rock', 'Electronic', 'Hip-Hop', 'Alternative'];
const genreOf = (albumId: string) => GENRES[figure(albumId, GENRES.length)];
const names = (artists: { name: string }[]) => artists.map((a) => a.name).join(' • ');
const pathPart = (text: string) => text.replace(/[/\\:*?"<>|]/g, '_');
const sortName = (text: string) => text.toLowerCase().replace(/^(the|a|an) /, '');

/** A song, as `getSong`, `getPlaylist`, `getStarred2`, `search3` and `getAlbum` list it. */
export function song(track: ServiceTrack, catalogue: ServiceCatalogue, starred?: string) {
  const album = catalogue.album(track.album.id);
  const albumArtists = album?.artists ?? track.artists.slice(0, 1);
  const number = album ? album.trackIds.indexOf(track.id) + 1 : 1;
  const isTagged = tagged(album?.albumKey ?? null);
  const seconds = Math.round(track.durationMs / 1000);
  const bitRate = 800 + figure(track.id, 400);
  // Every recorded song had been played (`playCount` and `played` in each): a listened library.
  const plays = 1 + figure(`${track.id}:plays`, 12);
  const artist = names(track.artists);
  return {
    id: track.id,
    parent: track.album.id,
    isDir: false,
    title: track.name,
    album: track.album.name,
    artist,
    track: number,
    year: Number((album?.releaseDate ?? '2000').slice(0, 4)),
    genre: genreOf(track.album.id),
    coverArt: `mf-${track.id}_${figure(track.id, 0xffffff).toString(16)}`,
    size: Math.round((seconds * bitRate * 1000) / 8),
    contentType: 'audio/flac',
    suffix: 'flac',
    ...(starred ? { starred } : {}),
    duration: seconds,
    bitRate,
    path: `${pathPart(names(albumArtists))}/${pathPart(track.album.name)}/${String(number).padStart(2, '0')} - ${pathPart(track.name)}.flac`,
    playCount: plays,
    played: '2025-05-02T19:12:44Z',
    discNumber: 1,
    created: SCANNED,
    albumId: track.album.id,
    artistId: track.artists[0].id,
    type: 'music',
    isVideo: false,
    bpm: 0,
    comment: '',
    sortName: sortName(track.name),
    mediaType: 'song',
    musicBrainzId: isTagged && track.recordingKey ? recordingMbid(track.recordingKey) : '',
    isrc: isTagged && track.isrc ? [track.isrc] : [],
    genres: [{ name: genreOf(track.album.id) }],
    replayGain: {
      trackGain: -(figure(track.id, 900) / 100),
      albumGain: -(figure(track.album.id, 900) / 100),
      trackPeak: 1,
      albumPeak: 1,
    },
    channelCount: 2,
    samplingRate: 44100,
    bitDepth: 16,
    moods: [],
    artists: track.artists.map((a) => ({ id: a.id, name: a.name })),
    displayArtist: artist,
    albumArtists: albumArtists.map((a) => ({ id: a.id, name: a.name })),
    displayAlbumArtist: names(albumArtists),
    contributors: [],
    displayComposer: '',
    explicitStatus: track.explicit ? 'explicit' : '',
  };
}

function releaseDate(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

/** An album without its songs (`search3`, `getStarred2`, `getArtist`). */
export function album(a: ServiceAlbum, catalogue: ServiceCatalogue, starred?: string) {
  const duration = a.trackIds.reduce((sum, id) => sum + Math.round((catalogue.track(id)?.durationMs ?? 0) / 1000), 0);
  return {
    id: a.id,
    name: a.name,
    artist: names(a.artists),
    artistId: a.artists[0]?.id ?? '',
    coverArt: `al-${a.id}_${figure(a.id, 0xffffff).toString(16)}`,
    songCount: a.trackIds.length,
    duration,
    created: SCANNED,
    ...(starred ? { starred } : {}),
    year: Number(a.releaseDate.slice(0, 4)),
    genre: genreOf(a.id),
    userRating: 0,
    genres: [{ name: genreOf(a.id) }],
    musicBrainzId: tagged(a.albumKey) && a.albumKey ? releaseMbid(a.albumKey) : '',
    isCompilation: a.kind === 'compilation',
    sortName: sortName(a.name),
    discTitles: [],
    originalReleaseDate: releaseDate(a.releaseDate),
    releaseDate: releaseDate(a.releaseDate),
    releaseTypes: [a.kind],
    recordLabels: [{ name: `${a.artists[0]?.name ?? 'Independent'} Records` }],
    moods: [],
    artists: a.artists.map((x) => ({ id: x.id, name: x.name })),
    displayArtist: names(a.artists),
    explicitStatus: '',
    version: '',
  };
}

/** `getAlbum`: the album with its songs in order. */
export function albumWithSongs(a: ServiceAlbum, catalogue: ServiceCatalogue) {
  return {
    ...album(a, catalogue),
    song: a.trackIds
      .map((id) => catalogue.track(id))
      .filter((t): t is ServiceTrack => Boolean(t))
      .map((t) => song(t, catalogue)),
  };
}

/** An artist (`search3`, `getStarred2`). */
export function artist(a: ServiceArtist, albumCount: number, starred?: string) {
  return {
    id: a.id,
    name: a.name,
    coverArt: `ar-${a.id}_0`,
    albumCount,
    ...(starred ? { starred } : {}),
    artistImageUrl: a.imageUrl ?? '',
    musicBrainzId: a.artistKey && tagged(a.artistKey) ? artistMbid(a.artistKey) : '',
    sortName: sortName(a.name),
    roles: ['artist', 'albumartist'],
  };
}

/** A playlist without its songs (`getPlaylists`). */
export function playlist(p: EmulatedPlaylist, owner: EmulatedUser, catalogue: ServiceCatalogue) {
  return {
    id: p.id,
    name: p.name,
    ...(p.description ? { comment: p.description } : {}),
    songCount: p.entries.length,
    duration: p.entries.reduce((sum, e) => sum + Math.round((catalogue.track(e.trackId)?.durationMs ?? 0) / 1000), 0),
    public: p.isPublic,
    owner: owner.id,
    created: p.createdAt,
    // Navidrome writes this one in whole seconds.
    changed: `${p.modifiedAt.slice(0, 19)}Z`,
    coverArt: `pl-${p.id}_${figure(`${p.id}:${p.version}`, 0xffffffff).toString(16)}`,
    readonly: false,
  };
}

/** `getPlaylist` and `createPlaylist`: the playlist with its songs, in order. */
export function playlistWithSongs(p: EmulatedPlaylist, owner: EmulatedUser, catalogue: ServiceCatalogue) {
  return {
    ...playlist(p, owner, catalogue),
    entry: p.entries.map((e) => song(catalogue.track(e.trackId)!, catalogue)),
  };
}

/** `getUser`: what the seeded listener may do on the server (everything but administer it). */
export function user(u: EmulatedUser) {
  return {
    username: u.id,
    email: u.email,
    scrobblingEnabled: true,
    adminRole: false,
    settingsRole: true,
    downloadRole: true,
    uploadRole: false,
    playlistRole: true,
    coverArtRole: true,
    commentRole: false,
    podcastRole: false,
    streamRole: true,
    jukeboxRole: false,
    shareRole: true,
    videoConversionRole: false,
    folder: [1],
  };
}

/** The XML a server answers when `f` asks for none other (the protocol's default format). */
export function asXml(answer: { 'subsonic-response': Record<string, unknown> }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xmlElement('subsonic-response', {
    xmlns: 'http://subsonic.org/restapi',
    ...answer['subsonic-response'],
  })}`;
}
