import type { ServiceId } from '../../integrations/serviceIds.js';
import type { CanonicalData } from './generate.js';
import type {
  CanonicalRecording,
  SearchQuery,
  ServiceAlbum,
  ServiceArtist,
  ServiceCatalogue,
  ServiceTrack,
} from './types.js';
import { Random } from './random.js';
import { SearchIndex } from './search.js';
import { habitsOf } from './serviceHabits.js';
import type { CatalogueHabits } from './wording.js';

/** Ids in each service's own format, derived from the canonical key (stable across runs). */
function idFactory(service: ServiceId, habits: CatalogueHabits) {
  const seen = new Set<string>();
  const draw = habits.newId ?? ((random: Random) => String(random.int(100_000_000, 1_999_999_999)));
  return (key: string): string => {
    let hash = 2166136261;
    for (const c of `${service}:${key}`) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
    const random = new Random(hash);
    for (;;) {
      const id = draw(random);
      if (!seen.has(id)) {
        seen.add(id);
        return id;
      }
    }
  };
}

/**
 * Each view's own random stream. The first five keep the salt they were measured with; a later
 * service's comes from its whole id, so that no two views share a stream.
 */
function viewSalt(service: ServiceId, habits: CatalogueHabits): number {
  if (habits.stream) return service.length * 7919;
  let hash = 2166136261;
  for (const c of service) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** Builds one service's view of the canonical catalogue, with its habits, ids and search. */
export function buildView(service: ServiceId, data: CanonicalData, seed: number): ServiceCatalogue {
  const habits = habitsOf(service);
  const random = new Random(seed ^ viewSalt(service, habits));
  const newId = idFactory(service, habits);
  const tracks = new Map<string, ServiceTrack>();
  const albums = new Map<string, ServiceAlbum>();
  const artists = new Map<string, ServiceArtist>();
  const trackIds = new Map<string, string>();
  const albumIds = new Map<string, string>();
  const artistIds = new Map<string, string>();
  const byIsrc = new Map<string, ServiceTrack[]>();
  const artistByKey = new Map(data.artists.map((a) => [a.key, a]));
  const recordingByKey = new Map(data.recordings.map((r) => [r.key, r]));

  for (const a of data.artists) {
    const id = habits.idFor?.('artist', a.key) ?? newId(a.key);
    artistIds.set(a.key, id);
    artists.set(id, {
      id,
      artistKey: a.key,
      name: habits.artistName?.(a.name, random) ?? a.name,
      followers: a.followers,
      imageUrl: `https://images.example/${service}/artists/${id}.jpg`,
    });
  }
  const artistRef = (key: string) => {
    const artist = artists.get(artistIds.get(key)!)!;
    return { id: artist.id, name: artist.name };
  };
  for (const album of data.albums) {
    const present = album.recordingKeys.filter((k) => !recordingByKey.get(k)!.absentFrom.includes(service));
    if (present.length === 0) continue;
    const id = habits.idFor?.('album', album.key) ?? newId(album.key);
    albumIds.set(album.key, id);
    albums.set(id, {
      id,
      albumKey: album.key,
      name: habits.albumTitle?.(album, random) ?? album.title,
      artists: album.artistKeys.map(artistRef),
      trackIds: [],
      upc: album.upc,
      releaseDate: album.releaseDate,
      imageUrl: `https://images.example/${service}/albums/${id}.jpg`,
      kind: album.kind,
    });
  }
  const trackIndex = new SearchIndex<ServiceTrack>((t) => ({
    id: t.id,
    name: t.name,
    artists: t.artists.map((a) => a.name),
    album: t.album.name,
    popularity: t.popularity,
  }));
  const addTrack = (track: ServiceTrack) => {
    tracks.set(track.id, track);
    if (track.isrc) byIsrc.set(track.isrc, [...(byIsrc.get(track.isrc) ?? []).filter((t) => t.id !== track.id), track]);
    trackIndex.add(track);
  };
  for (const recording of data.recordings) {
    if (recording.absentFrom.includes(service)) continue;
    const album = albums.get(albumIds.get(recording.albumKey)!)!;
    const id = habits.idFor?.('recording', recording.key) ?? newId(recording.key);
    trackIds.set(recording.key, id);
    album.trackIds.push(id);
    const main = recording.artistKeys.map(artistRef);
    const featured = recording.featuredArtistKeys.map(artistRef);
    addTrack({
      id,
      recordingKey: recording.key,
      name: habits.title(
        recording,
        featured.map((f) => f.name),
        main[0].name,
        random,
      ),
      artists: [...main, ...featured],
      album: { id: album.id, name: album.name, totalItems: 0, upc: album.upc, imageUrl: album.imageUrl },
      isrc: habits.isrc ? habits.isrc(recording, random) : recording.isrc,
      durationMs: habits.durationMs?.(recording.durationMs, random) ?? recording.durationMs,
      explicit: recording.explicit,
      unavailableIn: recording.unavailableIn,
      imageUrl: album.imageUrl,
      previewUrl: habits.previews === false ? null : `https://previews.example/${service}/${id}.mp3`,
      popularity: popularity(recording, artistByKey.get(recording.artistKeys[0])!.followers),
    });
  }
  for (const album of albums.values())
    for (const id of album.trackIds) tracks.get(id)!.album.totalItems = album.trackIds.length;

  const albumIndex = new SearchIndex<ServiceAlbum>((a) => ({
    id: a.id,
    name: a.name,
    artists: a.artists.map((x) => x.name),
    album: a.name,
    popularity: a.trackIds.length,
  }));
  for (const album of albums.values()) albumIndex.add(album);
  const artistIndex = new SearchIndex<ServiceArtist>((a) => ({
    id: a.id,
    name: a.name,
    artists: [a.name],
    album: '',
    popularity: a.followers,
  }));
  for (const artist of artists.values()) artistIndex.add(artist);

  return {
    service,
    track: (id) => tracks.get(id),
    album: (id) => albums.get(id),
    artist: (id) => artists.get(id),
    searchTracks: (query: SearchQuery, offset, limit) =>
      query.isrc
        ? page(byIsrc.get(query.isrc.toUpperCase()) ?? [], offset, limit)
        : trackIndex.search(query, offset, limit),
    searchAlbums: (query, offset, limit) =>
      albumIndex.search({ ...query, album: query.album ?? query.track }, offset, limit),
    searchArtists: (query, offset, limit) =>
      artistIndex.search({ artist: query.artist ?? query.text ?? query.track }, offset, limit),
    tracksByIsrc: (isrc) => byIsrc.get(isrc.toUpperCase()) ?? [],
    load(loaded) {
      for (const track of loaded) {
        addTrack(track);
        if (!albums.has(track.album.id)) {
          albums.set(track.album.id, {
            id: track.album.id,
            albumKey: null,
            name: track.album.name,
            artists: track.artists.slice(0, 1),
            trackIds: [],
            upc: track.album.upc,
            releaseDate: '2000-01-01',
            imageUrl: track.album.imageUrl,
            kind: 'album',
          });
        }
        albums.get(track.album.id)!.trackIds.push(track.id);
        for (const a of track.artists)
          if (!artists.has(a.id))
            artists.set(a.id, { id: a.id, artistKey: null, name: a.name, followers: 0, imageUrl: null });
      }
    },
    trackIdFor: (key) => trackIds.get(key),
    albumIdFor: (key) => albumIds.get(key),
    artistIdFor: (key) => artistIds.get(key),
    allTracks: () => tracks.values(),
    size: () => tracks.size,
  };
}

function page<T>(items: T[], offset: number, limit: number) {
  return { items: items.slice(offset, offset + limit), total: items.length };
}

// Originals of popular artists rank first; versions and covers are rarer listens.
function popularity(recording: CanonicalRecording, followers: number): number {
  const base = Math.min(100, Math.round(Math.log10(1 + followers) * 14));
  return recording.version ? Math.round(base * 0.6) : base;
}
