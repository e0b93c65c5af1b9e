import type { Catalogue, SearchQuery, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import { Random } from '../catalogue/random.js';
import { SearchIndex } from '../catalogue/search.js';

// SoundCloud's catalogue is its users' uploads: next to an artist's official upload (from the
// artist's own account) sit other people's covers, unofficial remixes, DJ sets and re-uploads of
// the same song. They are made here from the seeded catalogue, the same ones on every run.

export type UploadKind = 'cover' | 'bootleg' | 'djSet' | 'reupload';

export interface Uploader {
  id: string;
  username: string;
}

export interface Upload {
  track: ServiceTrack;
  kind: UploadKind;
  /** The official upload it covers, remixes, mixes or copies. */
  originalId: string;
}

/** Share of original recordings that others uploaded something of. */
const SHARE = 0.25;
const UPLOADERS = 240;
const FIRST_UPLOAD_ID = 2_200_000_000;
const FIRST_UPLOADER_ID = 2_300_000_000;

const HANDLE_STARTS = [
  'lofi',
  'night',
  'bass',
  'echo',
  'vinyl',
  'neon',
  'deep',
  'sunset',
  'velvet',
  'midnight',
  'analog',
  'cosmic',
];
const HANDLE_ENDS = ['kid', 'beats', 'tapes', 'rider', 'drifter', 'wave', 'club', 'soul', 'fox', 'crew'];
const VENUES = ['Warehouse', 'Rooftop', 'Basement', 'Boiler Room', 'Beach Club', 'Radio Show'];

function uploaders(random: Random): Uploader[] {
  const seen = new Set<string>();
  const made: Uploader[] = [];
  while (made.length < UPLOADERS) {
    const username = `${random.pick(HANDLE_STARTS)}${random.pick(HANDLE_ENDS)}${random.int(1, 99)}`;
    if (seen.has(username)) continue;
    seen.add(username);
    made.push({ id: String(FIRST_UPLOADER_ID + made.length), username });
  }
  return made;
}

function uploadTitle(kind: UploadKind, title: string, artist: string, uploader: string, random: Random): string {
  switch (kind) {
    case 'cover':
      return `${artist} - ${title} (cover)`;
    case 'bootleg':
      return `${title} (${uploader} bootleg)`;
    case 'djSet':
      return `Live DJ set @ ${random.pick(VENUES)} - ${artist}, ${title} and more`;
    case 'reupload':
      return `${artist} - ${title}`;
  }
}

const popularityShare: Record<UploadKind, number> = { cover: 0.5, bootleg: 0.4, djSet: 0.3, reupload: 0.7 };

/** The uploads others made of the seeded catalogue's recordings, and who made them (deterministic). */
export function makeUploads(
  catalogue: Catalogue,
  view: ServiceCatalogue,
): { uploads: Upload[]; uploaders: Uploader[] } {
  const random = new Random(catalogue.seed ^ 0x5c0d);
  const accounts = uploaders(random);
  const uploads: Upload[] = [];
  const kinds: UploadKind[] = ['cover', 'bootleg', 'djSet', 'reupload'];
  for (const recording of catalogue.recordings) {
    if (recording.version !== null || !random.chance(SHARE)) continue;
    const originalId = view.trackIdFor(recording.key);
    const original = originalId ? view.track(originalId) : undefined;
    if (!original) continue;
    const artist = original.artists[0].name;
    for (let n = random.chance(0.4) ? 2 : 1; n > 0; n--) {
      const kind = random.pick(kinds);
      const uploader = random.pick(accounts);
      const id = String(FIRST_UPLOAD_ID + uploads.length);
      uploads.push({
        kind,
        originalId: original.id,
        track: {
          id,
          recordingKey: null,
          name: uploadTitle(kind, recording.title, artist, uploader.username, random),
          artists: [{ id: uploader.id, name: uploader.username }],
          album: { id: '', name: '', totalItems: 0, upc: null, imageUrl: null },
          isrc: null,
          durationMs:
            kind === 'djSet'
              ? random.int(45, 90) * 60_000
              : kind === 'reupload'
                ? original.durationMs + random.int(-1_000, 1_000)
                : original.durationMs + random.int(-20_000, 20_000),
          explicit: original.explicit,
          unavailableIn: [],
          imageUrl: null,
          previewUrl: null,
          popularity: Math.round(original.popularity * popularityShare[kind]),
        },
      });
    }
  }
  return { uploads, uploaders: accounts };
}

/** The seeded view with the users' uploads beside it: tracks found by id and by search alike. */
export interface SoundCloudCatalogue extends ServiceCatalogue {
  upload(id: string): Upload | undefined;
  uploader(id: string): Uploader | undefined;
}

/**
 * Wraps the service view: its own tracks, albums and artists as they are, plus the uploads, in
 * one search index (built on the first search) that ranks them together as SoundCloud's does.
 */
export function withUploads(catalogue: Catalogue, view: ServiceCatalogue): SoundCloudCatalogue {
  // Made at their first use, with the view itself (src/emulators/catalogue/index.ts, lazyView).
  let made: { uploads: Upload[]; byId: Map<string, Upload>; uploaderById: Map<string, Uploader> } | undefined;
  const madeUploads = () => {
    if (made) return made;
    const { uploads, uploaders: accounts } = makeUploads(catalogue, view);
    made = {
      uploads,
      byId: new Map(uploads.map((u) => [u.track.id, u])),
      uploaderById: new Map(accounts.map((a) => [a.id, a])),
    };
    return made;
  };
  let index: SearchIndex<ServiceTrack> | null = null;

  const buildIndex = () => {
    const built = new SearchIndex<ServiceTrack>((t) => ({
      id: t.id,
      name: t.name,
      artists: t.artists.map((a) => a.name),
      album: '',
      popularity: t.popularity,
    }));
    // The view's own tracks, loaded ones too (a labeled set loaded before the emulator started).
    for (const track of view.allTracks()) built.add(track);
    for (const upload of madeUploads().uploads) built.add(upload.track);
    return built;
  };

  return {
    ...view,
    track: (id) => view.track(id) ?? madeUploads().byId.get(id)?.track,
    searchTracks(query: SearchQuery, offset, limit) {
      index ??= buildIndex();
      return index.search(query, offset, limit);
    },
    load(tracks) {
      view.load(tracks);
      for (const track of tracks) index?.add(track);
    },
    size: () => view.size() + madeUploads().uploads.length,
    upload: (id) => madeUploads().byId.get(id),
    uploader: (id) => madeUploads().uploaderById.get(id),
  };
}
