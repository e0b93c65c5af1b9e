import { SERVICE_IDS, type ServiceId } from '../../integrations/serviceIds.js';
import { habitsOf } from './serviceHabits.js';
import type {
  CanonicalAlbum,
  CanonicalArtist,
  CanonicalRecording,
  RecordingVersion,
  SeededPlaylist,
  SeededUser,
} from './types.js';
import { Random } from './random.js';
import { albumTitle, artistName, title } from './names.js';

// The first services draw their absences from the catalogue's own stream, as they always have; a
// service added later draws from a hash of its id and the recording, so adding one leaves every
// earlier catalogue (and every figure measured on it) exactly as it was.
const FIRST_SERVICES = SERVICE_IDS.filter((id) => habitsOf(id).stream === 'first');
const LATER_SERVICES = SERVICE_IDS.filter((id) => !habitsOf(id).stream);

function absences(recordingKey: string, random: Random): ServiceId[] {
  const absent = FIRST_SERVICES.filter(() => random.chance(0.02));
  for (const service of LATER_SERVICES) {
    let hash = 2166136261;
    for (const c of `${service}:${recordingKey}`) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
    if (new Random(hash).chance(0.02)) absent.push(service);
  }
  return absent;
}

export interface CanonicalData {
  recordings: CanonicalRecording[];
  albums: CanonicalAlbum[];
  artists: CanonicalArtist[];
  users: SeededUser[];
}

const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IT', 'SE', 'JP', 'ES', 'NL', 'BR'];
const VERSIONS: RecordingVersion[] = [
  'live',
  'remix',
  'acoustic',
  'instrumental',
  'karaoke',
  'cover',
  'sped up',
  'slowed',
  'radio edit',
];

/** The password of every seeded user on every emulator's sign-in form (local emulators only). */
export const SEEDED_PASSWORD = 'listen-locally';

/** Generates the canonical catalogue: artists, albums, recordings (with hard negatives) and users. */
export function generateCanonical(seed: number, size: number): CanonicalData {
  const random = new Random(seed);
  const artists: CanonicalArtist[] = [];
  const albums: CanonicalAlbum[] = [];
  const recordings: CanonicalRecording[] = [];
  const artistCount = Math.max(20, Math.round(size / 12));
  for (let i = 0; i < artistCount; i++)
    artists.push({
      key: `ar${i}`,
      name: artistName(random),
      followers: Math.round(10 ** random.int(2, 7) * random.next()),
    });

  const isrc = (n: number, year: number) => {
    const registrant = (n % 46_656).toString(36).toUpperCase().padStart(3, '0');
    return `${COUNTRIES[n % COUNTRIES.length]}${registrant}${String(year % 100).padStart(2, '0')}${String(Math.floor(n / 46_656) % 100_000).padStart(5, '0')}`;
  };
  const newAlbum = (
    artistKeys: string[],
    kind: CanonicalAlbum['kind'],
    titleText: string,
    year: number,
  ): CanonicalAlbum => {
    const album: CanonicalAlbum = {
      key: `al${albums.length}`,
      title: titleText,
      artistKeys,
      upc: String(100_000_000_000 + albums.length * 7919).padStart(12, '0'),
      releaseDate: `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      kind,
      recordingKeys: [],
    };
    albums.push(album);
    return album;
  };
  const addRecording = (
    album: CanonicalAlbum,
    fields: Partial<CanonicalRecording> & Pick<CanonicalRecording, 'title' | 'artistKeys'>,
    year: number,
  ) => {
    const n = recordings.length;
    const recording: CanonicalRecording = {
      key: `rc${n}`,
      version: null,
      originalKey: null,
      featuredArtistKeys: [],
      albumKey: album.key,
      isrc: isrc(n, year),
      durationMs: random.int(90_000, 480_000),
      explicit: random.chance(0.15),
      remasterYear: null,
      unavailableIn: random.chance(0.03) ? [random.pick(COUNTRIES)] : [],
      absentFrom: absences(`rc${n}`, random),
      ...fields,
    };
    recordings.push(recording);
    album.recordingKeys.push(recording.key);
    return recording;
  };

  const originalsTarget = Math.round(size * 0.95);
  while (recordings.length < originalsTarget) {
    const artist = random.pick(artists);
    const year = random.int(1965, 2025);
    const single = random.chance(0.3);
    const album = newAlbum([artist.key], single ? 'single' : 'album', single ? '' : albumTitle(random), year);
    const tracks = single ? 1 : random.int(4, 16);
    for (let i = 0; i < tracks && recordings.length < originalsTarget; i++) {
      const featured = random.chance(0.12) ? [random.pick(artists).key].filter((k) => k !== artist.key) : [];
      const recording = addRecording(
        album,
        { title: title(random), artistKeys: [artist.key], featuredArtistKeys: featured },
        year,
      );
      if (random.chance(0.05) && year < 2005) recording.remasterYear = random.int(2009, 2021);
    }
    if (single) album.title = recordings[recordings.length - 1].title;
  }
  // Hard negatives: other recordings made from an original, each on a release of its own.
  const originals = recordings.slice();
  while (recordings.length < size) {
    const original = random.pick(originals);
    const version = random.pick(VERSIONS);
    const performer = version === 'cover' || version === 'karaoke' ? random.pick(artists).key : original.artistKeys[0];
    const year = random.int(2000, 2025);
    const album = newAlbum([performer], 'single', original.title, year);
    addRecording(
      album,
      {
        title: original.title,
        version,
        originalKey: original.key,
        artistKeys: [performer],
        durationMs:
          version === 'sped up'
            ? Math.round(original.durationMs * 0.8)
            : original.durationMs + random.int(-20_000, 60_000),
      },
      year,
    );
  }
  return { recordings, albums, artists, users: seedUsers(random, originals, albums, artists) };
}

function seedUsers(
  random: Random,
  originals: CanonicalRecording[],
  albums: CanonicalAlbum[],
  artists: CanonicalArtist[],
): SeededUser[] {
  const sample = (count: number) => Array.from({ length: count }, () => random.pick(originals).key);
  const playlist = (key: string, name: string, size: number): SeededPlaylist => ({
    key,
    name,
    description: `${name}, seeded for local testing`,
    isPublic: random.chance(0.5),
    recordingKeys: sample(size),
  });
  const user = (
    key: string,
    displayName: string,
    country: string,
    playlists: SeededPlaylist[],
    liked: number,
    savedAlbums: number,
    followed: number,
  ): SeededUser => ({
    key,
    displayName,
    email: `${key}@listeners.example`,
    country,
    password: SEEDED_PASSWORD,
    playlists,
    likedRecordingKeys: sample(liked),
    savedAlbumKeys: Array.from({ length: savedAlbums }, () => random.pick(albums).key),
    followedArtistKeys: Array.from({ length: followed }, () => random.pick(artists).key),
  });
  return [
    user(
      'demo',
      'Demo Listener',
      'US',
      [
        playlist('demo-1', 'Road Trip', 25),
        playlist('demo-2', 'Focus', 12),
        playlist('demo-3', 'Sunday Morning', 50),
        playlist('demo-4', 'Gym', 5),
      ],
      100,
      20,
      15,
    ),
    user(
      'medium',
      'Medium Listener',
      'DE',
      [
        playlist('medium-1', 'Everything 2019', 1_000),
        playlist('medium-2', 'Chill', 200),
        playlist('medium-3', 'Party', 450),
      ],
      800,
      60,
      40,
    ),
    user(
      'heavy',
      'Heavy Listener',
      'GB',
      [playlist('heavy-1', 'The Big One', 10_000), playlist('heavy-2', 'Two Thousand', 2_000)],
      5_000,
      150,
      100,
    ),
  ];
}
