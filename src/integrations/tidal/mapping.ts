import type { AlbumItem, AlbumRef, ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// TIDAL's JSON:API documents (the members we read) into the adapter's items.

export interface Identifier {
  id: string;
  type: string;
  meta?: { itemId?: string; addedAt?: string; [key: string]: unknown };
}

export interface Links {
  self?: string;
  next?: string;
  meta?: { nextCursor?: string };
}

export interface Relationship {
  data?: Identifier[] | Identifier | null;
  links?: Links;
}

export interface Resource {
  id: string;
  type: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, Relationship>;
}

export interface TidalDocument<D = Resource | Resource[] | Identifier[]> {
  data: D;
  included?: Resource[];
  links?: Links;
  meta?: { total?: number; [key: string]: unknown };
}

/** The resources of a compound document by type and id, primary data included. */
export class Included {
  private readonly byKey = new Map<string, Resource>();

  constructor(doc: Pick<TidalDocument<unknown>, 'data' | 'included'>) {
    const primary = Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : [];
    for (const resource of [...primary, ...(doc.included ?? [])] as Resource[]) {
      if (resource && resource.attributes) this.byKey.set(`${resource.type}:${resource.id}`, resource);
    }
  }

  get(ref: Identifier | null | undefined): Resource | undefined {
    return ref ? this.byKey.get(`${ref.type}:${ref.id}`) : undefined;
  }

  /** The related resources the document carries; ones it left out are skipped. */
  related(resource: Resource, name: string): Resource[] {
    return refs(resource, name).flatMap((ref) => this.get(ref) ?? []);
  }
}

/** The identifiers of a relationship, whether to-one or to-many. */
export function refs(resource: Resource, name: string): Identifier[] {
  const data = resource.relationships?.[name]?.data;
  return Array.isArray(data) ? data : data ? [data] : [];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const number = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const bool = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

/**
 * Milliseconds of an ISO 8601 duration (`PT4M12S`, `PT3M`, `PT1H2M0.5S`, `P1DT2H`). A missing `T`
 * before the time part (`P30M5S`, as in an example of the spec) reads as time: a track or playlist
 * is never months long. Null for anything else.
 */
export function parseDuration(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:[.,]\d+)?)S)?$/.exec(value.trim());
  if (!match || value.trim().length <= 2 || /T$/.test(value.trim())) return null;
  const [, days, hours, minutes, seconds] = match;
  const total =
    Number(days ?? 0) * 86_400 +
    Number(hours ?? 0) * 3_600 +
    Number(minutes ?? 0) * 60 +
    Number((seconds ?? '0').replace(',', '.'));
  return Math.round(total * 1000);
}

/** The file of an artwork closest to 640 pixels wide (TIDAL lists several sizes). */
export function artworkUrl(artwork: Resource | undefined): string | null {
  const files = (artwork?.attributes?.files as { href?: string; meta?: { width?: number } }[] | undefined) ?? [];
  const usable = files.filter((f) => typeof f.href === 'string');
  if (usable.length === 0) return null;
  const distance = (f: { meta?: { width?: number } }) => Math.abs((f.meta?.width ?? 640) - 640);
  return usable.reduce((best, f) => (distance(f) < distance(best) ? f : best)).href!;
}

/** The public tidal.com link of a resource. */
export function sharingUrl(resource: Resource): string | null {
  const links = (resource.attributes?.externalLinks as { href?: string; meta?: { type?: string } }[] | undefined) ?? [];
  return (links.find((l) => l.meta?.type === 'TIDAL_SHARING') ?? links[0])?.href ?? null;
}

/** TIDAL keeps the version ("Live", "Remastered 2011") beside the title; other services put it in the name. */
export function fullTitle(title: string, version: string | null): string {
  if (!version || title.toLowerCase().endsWith(`(${version.toLowerCase()})`)) return title;
  return `${title} (${version})`;
}

export function artistItem(artist: Resource, included?: Included): ArtistItem {
  const portrait = included?.related(artist, 'profileArt')[0];
  // TIDAL gives popularity, not a follower count.
  return {
    id: artist.id,
    name: text(artist.attributes?.name) ?? '',
    imageUrl: artworkUrl(portrait),
    followers: null,
    url: sharingUrl(artist),
  };
}

function artistsOf(resource: Resource, included: Included): ArtistItem[] | null {
  if (!resource.relationships?.artists) return null;
  return included.related(resource, 'artists').map((a) => artistItem(a, included));
}

export function albumItem(album: Resource, included: Included, addedAt: string | null = null): AlbumItem {
  const a = album.attributes ?? {};
  return {
    id: album.id,
    name: fullTitle(text(a.title) ?? '', text(a.version)),
    totalItems: number(a.numberOfItems),
    imageUrl: artworkUrl(included.related(album, 'coverArt')[0]),
    artists: artistsOf(album, included),
    // TIDAL's barcodes keep their leading zeros (14 digits for a UPC).
    upc: text(a.barcodeId),
    dateAdded: addedAt,
    url: sharingUrl(album),
  };
}

function albumRef(album: Resource | undefined, included: Included): AlbumRef | null {
  if (!album) return null;
  const item = albumItem(album, included);
  return { id: item.id, name: item.name, totalItems: item.totalItems, artists: item.artists, imageUrl: item.imageUrl };
}

/** Whether the track can be streamed in the request's country, where TIDAL says. */
function streamable(attributes: Record<string, unknown>): boolean | null {
  const availability = attributes.availability;
  return Array.isArray(availability) ? availability.includes('STREAM') : null;
}

/** A track or video; `meta` is the identifier's meta in a playlist or collection. */
export function trackItem(track: Resource, included: Included, meta: Identifier['meta'] = {}): TrackItem {
  const a = track.attributes ?? {};
  const album = albumRef(included.related(track, 'albums')[0], included);
  const video = track.type === 'videos';
  return {
    id: track.id,
    entryId: text(meta?.itemId),
    name: fullTitle(text(a.title) ?? '', text(a.version)),
    isrc: text(a.isrc),
    durationMs: parseDuration(a.duration),
    imageUrl: video ? artworkUrl(included.related(track, 'thumbnailArt')[0]) : (album?.imageUrl ?? null),
    // The API has no previews.
    previewUrl: null,
    album,
    artists: artistsOf(track, included),
    isAvailable: streamable(a),
    dateAdded: text(meta?.addedAt),
    explicit: bool(a.explicit),
    url: sharingUrl(track),
    kind: video ? 'video' : 'track',
  };
}

export function playlistItem(
  playlist: Resource,
  included: Included,
  userId: string | null,
  addedAt: string | null = null,
): PlaylistItem {
  const a = playlist.attributes ?? {};
  const owners = refs(playlist, 'owners').map((o) => o.id);
  const access = text(a.accessType);
  return {
    id: playlist.id,
    name: text(a.name) ?? '',
    description: text(a.description),
    totalItems: number(a.numberOfItems),
    imageUrl: artworkUrl(included.related(playlist, 'coverArt')[0]),
    dateAdded: addedAt,
    isOwner: userId !== null && owners.includes(userId),
    // UNLISTED playlists open to anyone with the link, but are not listed: not public.
    isPublic: access === null ? null : access === 'PUBLIC',
    url: sharingUrl(playlist),
    // lastModifiedAt: "Datetime of last modification of the playlist", its items among it.
    version: text(a.lastModifiedAt),
  };
}

// The adapter's cursor is the service's own page link (`links.next`, or `links.self` of the page
// in hand). When a caller asks for fewer items than TIDAL's fixed page, `#n` says how many items
// of that page were already given; a fragment is never part of a link TIDAL sends.

export function pageCursor(link: string, skip = 0): string {
  return skip > 0 ? `${link}#${skip}` : link;
}

export function parseCursor(cursor: string): { link: string; skip: number } {
  const match = /^(.*)#(\d+)$/s.exec(cursor);
  return match ? { link: match[1], skip: Number(match[2]) } : { link: cursor, skip: 0 };
}

/**
 * A link of the API (relative to its root, e.g. `/playlists/x/relationships/items?page%5Bcursor%5D=y`)
 * as a path and query for ServiceClient; null for anything else, so a link can never send our
 * token to another host.
 */
export function linkRequest(link: string): { path: string; searchParams: Record<string, string> } | null {
  if (!link.startsWith('/') || link.startsWith('//')) return null;
  const url = new URL(link, 'http://api.invalid');
  return { path: url.pathname.replace(/^\/+/, ''), searchParams: Object.fromEntries(url.searchParams) };
}
