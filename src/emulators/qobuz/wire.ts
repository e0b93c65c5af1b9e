import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser, PlaylistEntry } from '../kit/library.js';

// Qobuz API 0.2 object shapes, member for member as in the sample answers of its documentation.
// Durations are whole seconds, times are Unix seconds, album ids are strings and every other id a
// number. Beyond the samples, tracks carry `isrc` and albums `upc`, as current answers do.

const COVERS = 'https://static.qobuz.com/images/covers';
const LASTFM = 'https://userserve-ak.last.fm/serve';

/** A small stable number from an id, for the counts and ids the catalogue does not model. */
export function figure(id: string, modulo: number): number {
  let hash = 2166136261;
  for (const c of id) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return hash % modulo;
}

export const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'untitled';

const GENRES = [
  { id: 112, color: '#5eabc1', name: 'Pop/Rock', path: [112], slug: 'pop-rock' },
  { id: 117, color: '#5eabc1', name: 'Pop', path: [112, 117], slug: 'pop' },
  { id: 64, color: '#5eabc1', name: 'Electro', path: [64], slug: 'electro' },
  { id: 133, color: '#5eabc1', name: 'Rap', path: [133], slug: 'rap-hip-hop' },
  { id: 113, color: '#5eabc1', name: 'Alternatif et Indé', path: [112, 119, 113], slug: 'alternatif-et-inde' },
];

const genreOf = (albumId: string) => GENRES[figure(albumId, GENRES.length)];

/** Qobuz's cover links: the album id (often the UPC) split into folders by its last four digits. */
export function coverUrl(albumId: string, size: number): string {
  const tail = albumId.padStart(4, '0').slice(-4);
  return `${COVERS}/${tail.slice(2)}/${tail.slice(0, 2)}/${albumId}_${size}.jpg`;
}

const releasedAt = (album: ServiceAlbum | undefined) => (album ? unixSeconds(`${album.releaseDate}T00:00:00Z`) : 0);

/** The label, which the catalogue does not model: named after the album's first artist. */
function label(album: ServiceAlbum | undefined, albumId: string) {
  const name = `${album?.artists[0]?.name ?? 'Independent'} Records`;
  return {
    id: 10_000 + figure(albumId, 90_000),
    supplier_id: 1 + figure(albumId, 40),
    albums_count: 1 + figure(name, 500),
    name,
    slug: slug(name),
  };
}

/** An artist inside an album: no picture of its own, as in every sample. */
export function albumArtist(artist: { id: string; name: string }) {
  return {
    picture: null,
    id: Number(artist.id),
    albums_count: 1 + figure(artist.id, 60),
    name: artist.name,
    image: null,
    slug: slug(artist.name),
  };
}

/** Streaming and sale rights, the same for a track and its album. */
function rights(streamable: boolean, since: number) {
  return {
    purchasable: true,
    streamable,
    previewable: true,
    sampleable: true,
    downloadable: true,
    displayable: true,
    purchasable_at: since,
    streamable_at: since,
    maximum_sampling_rate: 44.1,
    maximum_bit_depth: 16,
    hires: false,
  };
}

const durationOf = (album: ServiceAlbum, catalogue: ServiceCatalogue) =>
  album.trackIds.reduce((sum, id) => sum + Math.round((catalogue.track(id)?.durationMs ?? 0) / 1000), 0);

/** The album inside a track of a list (playlist, search, favourites). */
function albumSummary(albumId: string, catalogue: ServiceCatalogue, fallbackName: string) {
  const album = catalogue.album(albumId);
  const artist = album?.artists[0] ?? { id: '0', name: 'Various Artists' };
  return {
    id: albumId,
    genre: genreOf(albumId),
    tracks_count: album?.trackIds.length ?? 1,
    duration: album ? durationOf(album, catalogue) : 0,
    released_at: releasedAt(album),
    title: album?.name ?? fallbackName,
    image: {
      thumbnail: coverUrl(albumId, 50),
      small: coverUrl(albumId, 230),
      large: coverUrl(albumId, 600),
    },
    media_count: 1,
    label: label(album, albumId),
    artist: albumArtist(artist),
    qobuz_id: Number(albumId) % 100_000_000,
    popularity: (album?.trackIds.length ?? 0) / 100,
    ...rights(true, releasedAt(album)),
  };
}

/** The credits line Qobuz gives each track: every artist with a role, " - " between them. */
const performers = (track: ServiceTrack) =>
  track.artists.map((a, i) => `${a.name}, ${i === 0 ? 'MainArtist' : 'FeaturedArtist'}`).join(' - ');

/** A version in the title's last brackets is Qobuz's `version` too ("Thriller (Album Version)"). */
const versionOf = (name: string) => / \(([^()]+)\)$/.exec(name)?.[1] ?? null;

/** What every track carries, in a list or an album. */
function trackCore(track: ServiceTrack, catalogue: ServiceCatalogue, country: string | null) {
  const album = catalogue.album(track.album.id);
  const since = releasedAt(album);
  const year = (album?.releaseDate ?? '2000').slice(0, 4);
  return {
    id: Number(track.id),
    title: track.name,
    duration: Math.round(track.durationMs / 1000),
    performers: performers(track),
    performer: { id: Number(track.artists[0].id), name: track.artists[0].name },
    media_number: 1,
    copyright: `(P) ${year} ${label(album, track.album.id).name}`,
    track_number: album ? album.trackIds.indexOf(track.id) + 1 : 1,
    version: versionOf(track.name),
    isrc: track.isrc ?? '',
    ...rights(country === null || !track.unavailableIn.includes(country), since),
  };
}

/** A track in a list: its album as a summary. */
export function trackListItem(track: ServiceTrack, catalogue: ServiceCatalogue, country: string | null) {
  const { performer, ...core } = trackCore(track, catalogue, country);
  return { ...core, album: albumSummary(track.album.id, catalogue, track.album.name), performer };
}

/** A playlist's entry: the track, where it stands, when it was added and its own id. */
export function playlistTrackItem(
  entry: PlaylistEntry,
  position: number,
  catalogue: ServiceCatalogue,
  country: string | null,
) {
  return {
    ...trackListItem(catalogue.track(entry.trackId)!, catalogue, country),
    position,
    created_at: unixSeconds(entry.addedAt),
    playlist_track_id: Number(entry.entryId),
  };
}

/** An album in a list (search, favourites): its offers, the back cover slot, the UPC. */
export function albumListItem(album: ServiceAlbum, catalogue: ServiceCatalogue) {
  const summary = albumSummary(album.id, catalogue, album.name);
  return {
    ...summary,
    articles: [],
    image: { small: summary.image.small, back: null, large: summary.image.large, thumbnail: summary.image.thumbnail },
    upc: album.upc ?? '',
  };
}

/** The album inside `track/get`, and `album/get` without its tracks: the whole product page. */
export function albumProduct(album: ServiceAlbum, catalogue: ServiceCatalogue) {
  const listed = albumListItem(album, catalogue);
  const path = `/album/${slug(album.name)}/${album.id}`;
  return {
    ...listed,
    product_sales_factors_weekly: figure(album.id, 10),
    composer: {
      picture: null,
      id: 26875,
      albums_count: 536585,
      name: 'Compositeurs Divers',
      image: null,
      slug: 'compositeurs-divers',
    },
    description: '',
    catchline: '',
    created_at: releasedAt(album),
    genres_list: [listed.genre.name],
    product_sales_factors_monthly: figure(album.id, 50),
    copyright: listed.label.name,
    product_url: `/gb-en${path}`,
    url: `https://www.qobuz.com/gb-en${path}`,
    maximum_technical_specifications: '16 bits / 44.1 kHz - Stereo',
    slug: slug(album.name),
    relative_url: path,
    product_sales_factors_yearly: figure(album.id, 200),
  };
}

/** `album/get`: the product page with its tracks, each without its album. */
export function albumObject(album: ServiceAlbum, catalogue: ServiceCatalogue, country: string | null) {
  const tracks = album.trackIds
    .map((id) => catalogue.track(id))
    .filter((t): t is ServiceTrack => Boolean(t))
    .map((t) => trackCore(t, catalogue, country));
  return {
    ...albumProduct(album, catalogue),
    goodies: [],
    awards: [],
    program: '',
    tracks: { offset: 0, limit: tracks.length, total: tracks.length, items: tracks },
  };
}

/** `track/get`: the track with its composer, offers and whole album. */
export function trackObject(track: ServiceTrack, catalogue: ServiceCatalogue, country: string | null) {
  const album = catalogue.album(track.album.id);
  const core = trackCore(track, catalogue, country);
  return {
    work: null,
    ...core,
    composer: { id: Number(track.artists[0].id), name: track.artists[0].name },
    articles: [],
    album: album ? albumProduct(album, catalogue) : albumSummary(track.album.id, catalogue, track.album.name),
  };
}

/** An artist in search results. */
export function artistListItem(artist: ServiceArtist) {
  return {
    id: Number(artist.id),
    picture: null,
    slug: slug(artist.name),
    albums_count: 1 + figure(artist.id, 60),
    name: artist.name,
  };
}

/** `artist/get`: Last.fm-sized pictures and a biography. */
export function artistObject(artist: ServiceArtist) {
  const sizes = { small: '34s', medium: '64s', large: '126s', extralarge: '252', mega: '500' };
  const listed = artistListItem(artist);
  return {
    ...listed,
    albums_as_primary_composer_count: 0,
    albums_as_primary_artist_count: listed.albums_count,
    image: Object.fromEntries(
      Object.entries(sizes).map(([name, size]) => [name, `${LASTFM}/${size}/${figure(artist.id, 99_999_999)}.png`]),
    ),
    biography: {
      summary: `${artist.name} records and performs.`,
      content: `${artist.name} records and performs. More to come.`,
    },
  };
}

/** How a user appears beside their lists: the id and the login. */
export const userRef = (user: EmulatedUser) => ({ id: Number(user.id), login: loginOf(user) });

/** The login a seeded listener would have picked: the e-mail's local part. */
export const loginOf = (user: EmulatedUser) => user.email.split('@')[0];

/** The covers of a playlist's first albums, as its mosaic shows them. */
function mosaic(playlist: EmulatedPlaylist, catalogue: ServiceCatalogue, size: number | null) {
  const albums = [...new Set(playlist.entries.map((e) => catalogue.track(e.trackId)?.album.id).filter(Boolean))];
  return albums.slice(0, 4).map((id) => coverUrl(id!, size ?? 50));
}

const playlistDuration = (playlist: EmulatedPlaylist, catalogue: ServiceCatalogue) =>
  playlist.entries.reduce((sum, e) => sum + Math.round((catalogue.track(e.trackId)?.durationMs ?? 0) / 1000), 0);

/** What `playlist/create`, `playlist/update` and `playlist/addTracks` answer. */
export function playlistSummary(
  playlist: EmulatedPlaylist,
  owner: EmulatedUser,
  catalogue: ServiceCatalogue,
  updatedAt: number,
) {
  return {
    id: Number(playlist.id),
    name: playlist.name,
    description: playlist.description,
    tracks_count: playlist.entries.length,
    users_count: 0,
    duration: playlistDuration(playlist, catalogue),
    created_at: unixSeconds(playlist.createdAt),
    updated_at: updatedAt,
    is_public: playlist.isPublic,
    is_collaborative: false,
    owner: { id: Number(owner.id), name: loginOf(owner) },
  };
}

/** `playlist/get` without its tracks: the summary, its genres and its cover mosaic. */
export function playlistObject(
  playlist: EmulatedPlaylist,
  owner: EmulatedUser,
  catalogue: ServiceCatalogue,
  updatedAt: number,
) {
  const genres = playlist.entries.length
    ? [{ ...genreOf(catalogue.track(playlist.entries[0].trackId)?.album.id ?? playlist.id), percent: 100 }]
    : [];
  return {
    ...playlistSummary(playlist, owner, catalogue, updatedAt),
    genres,
    images: mosaic(playlist, catalogue, null),
    images150: mosaic(playlist, catalogue, 150),
    images300: mosaic(playlist, catalogue, 300),
  };
}

/** Qobuz's page of a collection. */
export const collection = <T>(items: T[], offset: number, limit: number, total: number) => ({
  offset,
  limit,
  total,
  items,
});

/** Qobuz's error body; the HTTP status says the same as `code`. */
export const qobuzError = (code: number, message: string) => ({ status: 'error', code, message });

export const SUCCESS = { status: 'success' } as const;
