import { createHash } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';

// Deezer API object shapes. Durations are whole seconds on the wire.

/** Countries the real service sells in, less a track's own gaps. */
const COUNTRIES = [
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'JP',
  'MX',
  'NL',
].concat(['NO', 'PL', 'PT', 'SE', 'US']);

const md5 = (id: string) => createHash('md5').update(id).digest('hex');

const PICTURE_SIZES = [
  ['small', 56],
  ['medium', 250],
  ['big', 500],
  ['xl', 1000],
] as const;

/**
 * Deezer's picture links, as in the recorded answers: the API's `/image` redirect, then the CDN in
 * four sizes under the picture's hash. Something without a picture still gets the links, with an
 * empty hash, as Deezer gives them.
 */
export const pictures = (
  kind: 'artist' | 'album' | 'playlist' | 'user',
  id: string,
  url: string | null | undefined,
) => {
  const key = kind === 'album' ? 'cover' : 'picture';
  // A playlist's picture is a mosaic of its covers, kept with the covers.
  const folder = kind === 'album' || kind === 'playlist' ? 'cover' : kind;
  const hash = url ? md5(url) : '';
  return {
    [key]: `https://api.deezer.com/${kind}/${id}/image`,
    ...Object.fromEntries(
      PICTURE_SIZES.map(([size, px]) => [
        `${key}_${size}`,
        `https://cdn-images.dzcdn.net/images/${folder}/${hash}/${px}x${px}-000000-80-0-0.jpg`,
      ]),
    ),
  };
};
/** Tracks a playlist read carries inline; the rest come from `/playlist/{id}/tracks`. */
const PLAYLIST_TRACKS_INLINE = 400;

// Lists (playlist tracks, favourites, search) carry short objects; only `GET /track/{id}` has the
// ISRC and the contributors, and only `GET /album/{id}` the UPC, as in the recorded answers.

/** The artist of a track in an album's own track list: a name and a link to its top tracks. */
export function artistRef(artist: { id: string; name: string }) {
  return {
    id: Number(artist.id),
    name: artist.name,
    tracklist: `https://api.deezer.com/artist/${artist.id}/top?limit=50`,
    type: 'artist',
  };
}

/** An artist inside a favourite track or an album: pictures, no page link. */
function artistPictured(artist: { id: string; name: string }, imageUrl: string | null = null) {
  const { tracklist, type, ...named } = artistRef(artist);
  return { ...named, ...pictures('artist', artist.id, imageUrl), tracklist, type };
}

/** An artist inside a playlist's or a search's track: pictures and the page link. */
export function artistLink(artist: { id: string; name: string }, imageUrl: string | null = null) {
  const { id, name, ...rest } = artistPictured(artist, imageUrl);
  return { id, name, link: `https://www.deezer.com/artist/${artist.id}`, ...rest };
}

/** An artist credited on a track or an album. */
const contributor = (artist: { id: string; name: string }) => ({
  ...artistLink(artist),
  share: `https://www.deezer.com/artist/${artist.id}`,
  radio: true,
  role: 'Main',
});

/** Search results and followed artists: the counts, no share link. */
export function artistListItem(artist: ServiceArtist) {
  const { tracklist, type, ...linked } = artistLink(artist, artist.imageUrl);
  return { ...linked, nb_album: 0, nb_fan: artist.followers, radio: true, tracklist, type };
}

/** `GET /artist/{id}`: the share link too. */
export function artistObject(artist: ServiceArtist) {
  return { ...artistListItem(artist), share: `https://www.deezer.com/artist/${artist.id}` };
}

const recordType = (album: ServiceAlbum) =>
  album.kind === 'single' ? 'single' : album.kind === 'compilation' ? 'compile' : 'album';

/** An album in search results and favourites: no UPC. */
export function albumListItem(album: ServiceAlbum) {
  return {
    id: Number(album.id),
    title: album.name,
    link: `https://www.deezer.com/album/${album.id}`,
    ...pictures('album', album.id, album.imageUrl),
    md5_image: md5(album.id),
    genre_id: 0,
    nb_tracks: album.trackIds.length,
    record_type: recordType(album),
    tracklist: `https://api.deezer.com/album/${album.id}/tracks`,
    explicit_lyrics: false,
    artist: album.artists[0] ? artistLink(album.artists[0]) : undefined,
    type: 'album',
  };
}

/** `GET /album/{id}`: the UPC (Deezer drops its leading zeros), the label and the track list. */
export function albumObject(album: ServiceAlbum, catalogue: ServiceCatalogue, country: string | null) {
  const tracks = album.trackIds
    .map((id) => catalogue.track(id))
    .filter((t): t is ServiceTrack => Boolean(t))
    .map((t) => ({ ...trackListItem(t, catalogue, country), artist: artistRef(t.artists[0]) }));
  return {
    ...albumListItem(album),
    artist: album.artists[0] ? artistPictured(album.artists[0]) : undefined,
    upc: album.upc?.replace(/^0+/, '') ?? '',
    share: `https://www.deezer.com/album/${album.id}`,
    genres: { data: [] },
    label: album.artists[0]?.name ?? '',
    duration: tracks.reduce((sum, t) => sum + t.duration, 0),
    fans: 0,
    release_date: album.releaseDate,
    available: true,
    explicit_content_lyrics: 0,
    explicit_content_cover: 0,
    contributors: album.artists.map(contributor),
    tracks: { data: tracks },
  };
}

/** The album inside a track. */
function trackAlbum(track: ServiceTrack, album: ServiceAlbum | undefined) {
  const id = album?.id ?? track.album.id;
  return {
    id: Number(id),
    title: album?.name ?? track.album.name,
    ...pictures('album', id, album?.imageUrl ?? null),
    md5_image: md5(id),
    tracklist: `https://api.deezer.com/album/${id}/tracks`,
    type: 'album',
  };
}

/** A track in a list: title, main artist and album, no ISRC, no contributors. */
export function trackListItem(
  track: ServiceTrack,
  catalogue: ServiceCatalogue,
  country: string | null,
  addedAt?: string,
) {
  const version = / (\(.*\))$/.exec(track.name)?.[1] ?? '';
  return {
    id: Number(track.id),
    readable: country ? !track.unavailableIn.includes(country) : true,
    title: track.name,
    title_short: version ? track.name.slice(0, -version.length - 1) : track.name,
    title_version: version,
    link: `https://www.deezer.com/track/${track.id}`,
    duration: Math.round(track.durationMs / 1000),
    rank: track.popularity * 10_000,
    explicit_lyrics: track.explicit,
    explicit_content_lyrics: track.explicit ? 1 : 0,
    explicit_content_cover: 0,
    preview: track.previewUrl ?? '',
    md5_image: md5(track.album.id),
    ...(addedAt ? { time_add: Math.floor(Date.parse(addedAt) / 1000) } : {}),
    artist: artistLink(track.artists[0]),
    album: trackAlbum(track, catalogue.album(track.album.id)),
    type: 'track',
  };
}

/** A favourite track: no short title, version or preview, and its artist without a page link. */
export function favouriteTrackItem(
  track: ServiceTrack,
  catalogue: ServiceCatalogue,
  country: string | null,
  addedAt: string,
) {
  const {
    title_short: _short,
    title_version: _version,
    preview: _preview,
    ...listed
  } = trackListItem(track, catalogue, country, addedAt);
  return { ...listed, artist: artistPictured(track.artists[0]) };
}

/** `GET /track/{id}` and `GET /track/isrc:{isrc}`: the only answers with the ISRC and every artist. */
export function trackObject(track: ServiceTrack, catalogue: ServiceCatalogue, country: string | null) {
  const album = catalogue.album(track.album.id);
  const { md5_image: _image, ...listed } = trackListItem(track, catalogue, country);
  return {
    ...listed,
    isrc: track.isrc ?? '',
    share: `https://www.deezer.com/track/${track.id}`,
    track_position: album ? album.trackIds.indexOf(track.id) + 1 : 1,
    disk_number: 1,
    release_date: album?.releaseDate ?? '',
    bpm: 0,
    gain: 0,
    available_countries: COUNTRIES.filter((c) => !track.unavailableIn.includes(c)),
    contributors: track.artists.map(contributor),
    artist: {
      ...artistLink(track.artists[0]),
      radio: true,
      share: `https://www.deezer.com/artist/${track.artists[0].id}`,
    },
    album: {
      ...trackAlbum(track, album),
      link: `https://www.deezer.com/album/${album?.id ?? track.album.id}`,
      release_date: album?.releaseDate ?? '',
    },
  };
}

/** A playlist in the user's list: no description, no tracks. */
export function playlistListItem(playlist: EmulatedPlaylist, owner: EmulatedUser) {
  return {
    id: Number(playlist.id),
    title: playlist.name,
    duration: 0,
    public: playlist.isPublic,
    is_loved_track: false,
    collaborative: false,
    nb_tracks: playlist.entries.length,
    fans: 0,
    link: `https://www.deezer.com/playlist/${playlist.id}`,
    ...pictures('playlist', playlist.id, null),
    checksum: playlistChecksum(playlist),
    time_add: Math.floor(Date.parse(playlist.createdAt) / 1000),
    time_mod: Math.floor(Date.parse(playlist.createdAt) / 1000),
    creation_date: playlist.createdAt.replace('T', ' ').slice(0, 19),
    tracklist: `https://api.deezer.com/playlist/${playlist.id}/tracks`,
    creator: {
      id: Number(owner.id),
      name: owner.displayName,
      tracklist: `https://api.deezer.com/user/${owner.id}/flow`,
      type: 'user',
    },
    type: 'playlist',
  };
}

/** `GET /playlist/{id}`: the description and the first tracks. */
export function playlistObject(
  playlist: EmulatedPlaylist,
  owner: EmulatedUser,
  catalogue: ServiceCatalogue,
  country: string | null,
) {
  const { time_add: _added, time_mod: _modified, ...listed } = playlistListItem(playlist, owner);
  const tracks = playlist.entries
    .slice(0, PLAYLIST_TRACKS_INLINE)
    .map((e) => trackListItem(catalogue.track(e.trackId)!, catalogue, country, e.addedAt));
  return {
    ...listed,
    description: playlist.description,
    md5_image: md5(playlist.id),
    picture_type: 'playlist',
    share: `https://www.deezer.com/playlist/${playlist.id}`,
    tracks: { data: tracks, checksum: playlistChecksum(playlist) },
  };
}

/**
 * The checksum Deezer puts on a user's lists and a playlist's tracks: it changes whenever the
 * list does, so a client can tell an unchanged list with one call.
 */
export const listChecksum = (ids: string[]) => md5(ids.join(','));

/** A playlist's checksum: its tracks in order, as its tracks list gives it. */
export const playlistChecksum = (playlist: EmulatedPlaylist) => listChecksum(playlist.entries.map((e) => e.trackId));

/** Deezer's list: `data`, `total`, and absolute `next`/`prev` URLs carrying `index`. */
export function list<T>(items: T[], total: number, index: number, limit: number, url: URL, checksum?: string) {
  const at = (i: number) => {
    const u = new URL(url);
    u.searchParams.set('index', String(i));
    return u.toString();
  };
  return {
    data: items,
    ...(checksum ? { checksum } : {}),
    total,
    ...(index + limit < total ? { next: at(index + limit) } : {}),
    ...(index > 0 ? { prev: at(Math.max(0, index - limit)) } : {}),
  };
}

/** Deezer answers errors with HTTP 200 and this body. */
export const deezerError = (type: string, message: string, code: number) => ({ error: { type, message, code } });
