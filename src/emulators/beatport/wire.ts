import type { Catalogue, ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser, PlaylistEntry } from '../kit/library.js';
import { Random } from '../catalogue/random.js';

// Tracks carry every member Beatport's recorded answers of 2026 show (a track read, a page of
// tracks). Nothing else was recorded: releases and artists carry the members the recorded tracks
// show of them (and the few clients read), playlists and the account what clients read of them.

/** Camelot wheel names as Beatport writes them (flats): the A ring is minor, the B ring major. */
const MINOR = ['Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E', 'B', 'Gb', 'Db'];
const MAJOR = ['B', 'Gb', 'Db', 'Ab', 'Eb', 'Bb', 'F', 'C', 'G', 'D', 'A', 'E'];
const GENRES: [number, string][] = [
  [90, 'Melodic House & Techno'],
  [3, 'Electronica'],
  [5, 'House'],
  [12, 'Deep House'],
  [11, 'Tech House'],
  [6, 'Techno (Peak Time / Driving)'],
  [7, 'Trance (Main Floor)'],
  [1, 'Drum & Bass'],
  [37, 'Indie Dance'],
  [39, 'Dance / Electro Pop'],
];
const LABEL_WORDS = ['Northern', 'Lowlight', 'Parallel', 'Afterglow', 'Subtone', 'Meridian', 'Harbour', 'Bluefield'];
const LABEL_KINDS = ['Records', 'Music', 'Recordings', 'Audio'];

/** Django's slugify: lower case, diacritics folded, runs of anything else to one hyphen. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || '-';
}

/** Stable per-item choices (bpm, key, genre, label) drawn from the item's id. */
function drawn(id: string): Random {
  let hash = 2166136261;
  for (const c of `beatport:${id}`) hash = Math.imul(hash ^ c.charCodeAt(0), 16777619) >>> 0;
  return new Random(hash);
}

const length = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** What one emulated Beatport renders, with links on its own host (`…/v4`). */
export class BeatportWire {
  private recordings: Map<string, Catalogue['recordings'][number]> | null = null;

  constructor(
    private readonly apiBase: string,
    private readonly view: ServiceCatalogue,
    private readonly catalogue: Catalogue,
  ) {}

  private link(path: string): string {
    return `${this.apiBase}/${path}`;
  }

  private image(kind: string, id: string, size: string, extension = 'jpg') {
    const n = Number(id) % 90_000_000;
    const file = `${kind}-${id}.${extension}`;
    return {
      id: n,
      uri: `https://images.example/beatport/image_size/${size}/${file}`,
      dynamic_uri: `https://images.example/beatport/image_size/{w}x{h}/${file}`,
    };
  }

  private artistRef(artist: { id: string; name: string }) {
    return {
      id: Number(artist.id),
      image: this.image('artist', artist.id, '590x404'),
      name: artist.name,
      slug: slugify(artist.name),
      url: this.link(`catalog/artists/${artist.id}/`),
    };
  }

  private label(albumId: string) {
    const random = drawn(`label:${albumId}`);
    const name = `${random.pick(LABEL_WORDS)} ${random.pick(LABEL_KINDS)}`;
    const id = String(1_000 + random.int(0, 199_000));
    return { id: Number(id), name, image: this.image('label', id, '500x500'), slug: slugify(name) };
  }

  private catalogNumber(albumId: string) {
    return `${this.label(albumId).name.replace(/[^A-Z]/g, '')}${albumId.slice(-4)}`;
  }

  private price() {
    return { code: 'USD', symbol: '$', value: 1.49, display: '$1.49' };
  }

  /**
   * The mix, a field of its own on Beatport: a remix names its remixer (one of the catalogue's
   * artists, drawn for the recording), a radio edit says so, everything else is the original mix.
   */
  private mix(track: ServiceTrack): { mixName: string; remixers: { id: string; name: string }[] } {
    this.recordings ??= new Map(this.catalogue.recordings.map((r) => [r.key, r]));
    const recording = track.recordingKey ? this.recordings.get(track.recordingKey) : undefined;
    if (recording?.version === 'radio edit') return { mixName: 'Radio Edit', remixers: [] };
    if (recording?.version !== 'remix') return { mixName: 'Original Mix', remixers: [] };
    const others = this.catalogue.artists.filter((a) => !recording.artistKeys.includes(a.key));
    const chosen = drawn(`remixer:${recording.key}`).pick(others);
    const id = this.view.artistIdFor(chosen.key);
    const remixer = id ? this.view.artist(id) : undefined;
    return remixer
      ? { mixName: `${remixer.name} Remix`, remixers: [{ id: remixer.id, name: remixer.name }] }
      : { mixName: 'Remix', remixers: [] };
  }

  private releaseRef(track: ServiceTrack) {
    const album = this.view.album(track.album.id);
    const name = album?.name ?? track.album.name;
    return {
      id: Number(track.album.id),
      name,
      image: this.image('release', track.album.id, '1400x1400'),
      label: this.label(track.album.id),
      slug: slugify(name),
    };
  }

  /** The members every track has, in a list and read alone. */
  private trackBody(track: ServiceTrack) {
    const random = drawn(track.id);
    const camelot = random.int(1, 12);
    const minor = random.chance(0.6);
    const keyName = `${(minor ? MINOR : MAJOR)[camelot - 1]} ${minor ? 'Minor' : 'Major'}`;
    const [genreId, genreName] = random.pick(GENRES);
    const bpm = random.int(100, 140);
    const album = this.view.album(track.album.id);
    const released = album?.releaseDate ?? '2020-01-01';
    const recent = Date.parse(released) > Date.now() - 365 * 86_400_000;
    const { mixName, remixers } = this.mix(track);
    const sampleStart = Math.floor((track.durationMs * 0.4) / 1000) * 1000;
    return {
      artists: track.artists.map((a) => this.artistRef(a)),
      publish_status: 'published',
      available_worldwide: track.unavailableIn.length === 0,
      bpm,
      bsrc_remixer: [],
      catalog_number: this.catalogNumber(track.album.id),
      current_status: recent
        ? { id: 8, name: 'New Release', url: this.link('auxiliary/current-status/8/') }
        : { id: 10, name: 'General Content', url: this.link('auxiliary/current-status/10/') },
      encoded_date: `${released}T12:00:00-06:00`,
      exclusive: false,
      free_downloads: [],
      free_download_start_date: null,
      free_download_end_date: null,
      genre: { id: genreId, name: genreName, slug: slugify(genreName), url: this.link(`catalog/genres/${genreId}/`) },
      id: Number(track.id),
      // A track's own image is its waveform; the cover belongs to the release.
      image: this.image('waveform', track.id, '1500x250', 'png'),
      is_available_for_streaming: true,
      is_explicit: track.explicit,
      is_ugc_remix: false,
      is_dj_edit: false,
      isrc: track.isrc,
      key: {
        camelot_number: camelot,
        camelot_letter: minor ? 'A' : 'B',
        chord_type: minor
          ? { id: 1, name: 'Minor', url: this.link('catalog/chord-types/1/') }
          : { id: 2, name: 'Major', url: this.link('catalog/chord-types/2/') },
        id: minor ? camelot : 20 + camelot,
        is_sharp: false,
        is_flat: keyName[1] === 'b',
        letter: keyName[0],
        name: keyName,
        url: this.link(`catalog/keys/${minor ? camelot : 20 + camelot}/`),
      },
      label_track_identifier: null,
      length: length(track.durationMs),
      length_ms: track.durationMs,
      mix_name: mixName,
      name: track.name,
      new_release_date: released,
      pre_order: false,
      pre_order_date: null,
      price: this.price(),
      publish_date: released,
      release: this.releaseRef(track),
      remixers: remixers.map((r) => this.artistRef(r)),
      sale_type: { id: 1, name: 'purchase', url: this.link('auxiliary/sale-types/1/') },
      sample_url: track.previewUrl,
      sample_start_ms: sampleStart,
      sample_end_ms: Math.min(track.durationMs, sampleStart + 90_000),
      slug: slugify(track.name),
      sub_genre: null,
    };
  }

  /** A track in a list (a page of tracks, search, a playlist's entries): with its own `url`. */
  listedTrack(track: ServiceTrack) {
    return { ...this.trackBody(track), url: this.link(`catalog/tracks/${track.id}/`), is_hype: false };
  }

  /** `GET /catalog/tracks/{id}/`: the list's members less `url`, plus the detail's own. */
  track(track: ServiceTrack) {
    const body = this.trackBody(track);
    const album = this.view.album(track.album.id);
    return {
      ...body,
      audio_format: null,
      desc: null,
      enabled: true,
      encode_status: 'CONVERTED',
      exclusive_period: null,
      hidden: false,
      is_classic: false,
      number: album ? album.trackIds.indexOf(track.id) + 1 : 1,
      was_ever_exclusive: false,
      is_hype: false,
    };
  }

  /**
   * A release (album) read alone or found by search: the members the recorded track shows of its
   * release, the spec's, and what clients read (artists, track count, UPC).
   */
  release(album: ServiceAlbum) {
    return {
      artists: album.artists.map((a) => this.artistRef(a)),
      catalog_number: this.catalogNumber(album.id),
      id: Number(album.id),
      image: this.image('release', album.id, '1400x1400'),
      label: this.label(album.id),
      name: album.name,
      new_release_date: album.releaseDate,
      publish_date: album.releaseDate,
      slug: slugify(album.name),
      track_count: album.trackIds.length,
      upc: album.upc,
      url: this.link(`catalog/releases/${album.id}/`),
    };
  }

  artist(artist: ServiceArtist) {
    return this.artistRef(artist);
  }

  /** A "My Beatport" playlist (known from clients only: id and name, with counts and dates). */
  playlist(playlist: EmulatedPlaylist) {
    return {
      id: Number(playlist.id),
      name: playlist.name,
      track_count: playlist.entries.length,
      created_date: playlist.createdAt,
      updated_date: playlist.modifiedAt,
    };
  }

  /** A playlist entry: its own id (what bulk removal names), its place, and the track. */
  entry(entry: PlaylistEntry, position: number) {
    const track = this.view.track(entry.trackId);
    return { id: Number(entry.entryId), position, track: track ? this.listedTrack(track) : null };
  }

  account(user: EmulatedUser) {
    const [first, ...rest] = user.displayName.split(' ');
    return {
      id: Number(user.id),
      username: user.key,
      email: user.email,
      first_name: first,
      last_name: rest.join(' '),
    };
  }
}

/** Django REST's page of `results`, as Beatport words it: `page` is "n/N", `count` stops at 10,000. */
export function pageEnvelope<T>(
  items: T[],
  total: number,
  page: number,
  perPage: number,
  link: (page: number | null) => string,
) {
  const count = Math.min(total, 10_000);
  const pages = Math.max(1, Math.ceil(count / perPage));
  return {
    results: items,
    next: page < pages ? link(page + 1) : null,
    // Django REST drops the page parameter from the link to the first page.
    previous: page > 1 ? link(page === 2 ? null : page - 1) : null,
    count,
    page: `${page}/${pages}`,
    per_page: perPage,
  };
}
