import { randomUUID } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';

// TIDAL API v2 shapes: JSON:API resource objects, compound documents, cursor links and error
// documents. Links are relative to the API root (`/v2`), as TIDAL writes them.

export const JSON_API = 'application/vnd.api+json';
/** TIDAL pages every list itself; clients cannot ask for another size. */
export const PAGE_SIZE = 20;
/** Most identifiers a relationship write takes. */
export const MAX_BATCH = 50;
/** Most playlist items one move takes (`PlaylistsItemsRelationshipUpdateOperation_Payload`'s maxItems). */
export const MAX_MOVE = 20;

export interface Ref {
  id: string;
  type: string;
  meta?: Record<string, unknown>;
}

export interface Links {
  self: string;
  next?: string;
  meta?: { nextCursor: string };
}

export interface ResourceObject {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: Ref[]; links: Links }>;
}

/**
 * Every relationship a resource of each type names, as the spec's `*_Relationships` schemas list
 * them: TIDAL sends a link for each one on every resource, with `data` only for those included.
 */
const RELATIONSHIP_NAMES: Record<string, string[]> = {
  albums: [
    'albumStatistics',
    'artists',
    'coverArt',
    'genres',
    'items',
    'owners',
    'priceConfig',
    'providers',
    'replacement',
    'shares',
    'similarAlbums',
    'suggestedCoverArts',
    'usageRules',
  ],
  tracks: [
    'albums',
    'artists',
    'credits',
    'download',
    'genres',
    'lyrics',
    'metadataStatus',
    'owners',
    'priceConfig',
    'providers',
    'radio',
    'replacement',
    'shares',
    'similarTracks',
    'sourceFile',
    'suggestedTracks',
    'trackStatistics',
    'usageRules',
  ],
  artists: [
    'albums',
    'biography',
    'claimStatus',
    'followers',
    'following',
    'owners',
    'profileArt',
    'radio',
    'roles',
    'similarArtists',
    'trackProviders',
    'tracks',
    'videos',
  ],
  artworks: ['owners'],
  playlists: [
    'collaboratorProfiles',
    'collaborators',
    'coverArt',
    'items',
    'ownerProfiles',
    'owners',
    'suggestedCoverArts',
  ],
};

/** ISO 8601 duration in whole seconds, the way TIDAL writes them (`PT4M12S`, `PT3M`, `PT1H5S`). */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const h = hours ? `${hours}H` : '';
  const m = minutes ? `${minutes}M` : '';
  const s = seconds || total === 0 ? `${seconds}S` : '';
  return `PT${h}${m}${s}`;
}

/** TIDAL keeps the version of a recording ("Live", "Remastered 2011") beside its title, not in it. */
export function splitTitle(name: string): { title: string; version: string | null } {
  const match = /^(.*\S) \(((?!feat\.)[^()]+)\)$/.exec(name);
  return match ? { title: match[1], version: match[2] } : { title: name, version: null };
}

const sharing = (kind: string, id: string) => [
  { href: `https://tidal.com/browse/${kind}/${id}`, meta: { type: 'TIDAL_SHARING' } },
];

export function trackResource(track: ServiceTrack, country: string): ResourceObject {
  const { title, version } = splitTitle(track.name);
  return {
    id: track.id,
    type: 'tracks',
    attributes: {
      title,
      version,
      isrc: track.isrc ?? '',
      duration: isoDuration(track.durationMs),
      // The spec wants some text (minLength 1): a line like the recordings' "2018 ajabu!".
      copyright: { text: `℗ ${track.artists[0]?.name ?? 'TIDAL'}` },
      explicit: track.explicit,
      popularity: track.popularity / 100,
      accessType: 'PUBLIC',
      // Deprecated in favour of usageRules, but still sent: no STREAM where the country may not play it.
      availability: track.unavailableIn.includes(country) ? [] : ['STREAM', 'DJ'],
      mediaTags: ['LOSSLESS'],
      key: 'UNKNOWN',
      keyScale: 'UNKNOWN',
      externalLinks: sharing('track', track.id),
      spotlighted: false,
    },
  };
}

export function albumResource(album: ServiceAlbum, durationMs: number): ResourceObject {
  const albumType = album.kind === 'single' ? 'SINGLE' : 'ALBUM';
  return {
    id: album.id,
    type: 'albums',
    attributes: {
      title: album.name,
      // TIDAL writes barcodes as GTIN-14: a UPC gets two leading zeros.
      barcodeId: album.upc ? album.upc.padStart(14, '0') : '',
      numberOfVolumes: 1,
      numberOfItems: album.trackIds.length,
      duration: isoDuration(durationMs),
      explicit: false,
      releaseDate: album.releaseDate,
      copyright: { text: `${album.releaseDate.slice(0, 4)} ${album.artists[0]?.name ?? 'TIDAL'}` },
      popularity: 0.5,
      accessType: 'PUBLIC',
      availability: ['STREAM', 'DJ'],
      mediaTags: ['LOSSLESS'],
      externalLinks: sharing('album', album.id),
      albumType,
      type: albumType,
    },
  };
}

export function artistResource(artist: ServiceArtist): ResourceObject {
  return {
    id: artist.id,
    type: 'artists',
    attributes: {
      name: artist.name,
      popularity: Math.min(1, Math.log10(1 + artist.followers) / 7),
      externalLinks: sharing('artist', artist.id),
      spotlighted: false,
    },
  };
}

/** An image in the sizes TIDAL lists, largest first. */
export function artworkResource(id: string, imageUrl: string): ResourceObject {
  const base = imageUrl.replace(/\.jpg$/, '');
  const files = [1280, 640, 320, 160].map((size) => ({
    href: `${base}/${size}x${size}.jpg`,
    meta: { width: size, height: size },
  }));
  return { id, type: 'artworks', attributes: { mediaType: 'IMAGE', files } };
}

export function playlistResource(playlist: EmulatedPlaylist): ResourceObject {
  return {
    id: playlist.id,
    type: 'playlists',
    attributes: {
      name: playlist.name,
      description: playlist.description,
      // Users choose PUBLIC or UNLISTED; PRIVATE is not on offer.
      accessType: playlist.isPublic ? 'PUBLIC' : 'UNLISTED',
      bounded: true,
      createdAt: playlist.createdAt,
      lastModifiedAt: playlist.modifiedAt,
      numberOfFollowers: 0,
      numberOfItems: playlist.entries.length,
      playlistType: 'USER',
      externalLinks: sharing('playlist', playlist.id),
    },
  };
}

/** A user; other people see only the public part. */
export function userResource(user: EmulatedUser, self: boolean): ResourceObject {
  const [firstName, ...rest] = user.displayName.split(' ');
  const attributes = self
    ? {
        username: user.key,
        country: user.country,
        email: user.email,
        emailVerified: true,
        firstName,
        lastName: rest.join(' '),
        developerAccessTier: 'THIRD_PARTY',
      }
    : { username: user.key };
  return { id: user.id, type: 'users', attributes };
}

export function searchResultsResource(id: string, query: string): ResourceObject {
  return { id, type: 'searchResults', attributes: { query, trackingId: randomUUID() } };
}

/** TIDAL's error document. */
/** The error codes the spec gives answers (409 and 422); every other answer says only its status and detail. */
const SPEC_CODES = new Set([
  'DUPLICATE_ITEMS_IN_COLLECTION',
  'TOO_MANY_ITEMS_IN_COLLECTION',
  'IDEMPOTENT_REQUEST_IN_PROGRESS',
  'IDEMPOTENT_REQUEST_PAYLOAD_MISMATCH',
]);

/**
 * An error document as each operation's declared answer has it (`Default404ResponseBody` and the
 * like): `status` and `detail`, and a `code` only where the spec names one.
 */
export function tidalError(status: number, code: string, detail: string) {
  return { errors: [{ status: String(status), ...(SPEC_CODES.has(code) ? { code } : {}), detail }] };
}

// Cursors are opaque to clients; here they carry an offset.

export const encodeCursor = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

/** The offset of a `page[cursor]`: 0 when absent, null when it is not one of ours. */
export function decodeCursor(value: unknown): number | null {
  if (value === undefined) return 0;
  if (typeof value !== 'string') return null;
  const match = /^o:(\d+)$/.exec(Buffer.from(value, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** `self` is the request as made; `next`, while more remain, the same with the next cursor. */
export function pageLinks(url: string, offset: number, count: number, total: number): Links {
  if (offset + count >= total) return { self: url };
  const next = new URL(url, 'http://api.invalid');
  const cursor = encodeCursor(offset + count);
  next.searchParams.set('page[cursor]', cursor);
  return { self: url, next: `${next.pathname}${next.search}`, meta: { nextCursor: cursor } };
}

/** Relationship names by resource type, and the type each leads to: what `include` may name. */
export const RELATIONSHIPS: Record<string, Record<string, string>> = {
  tracks: { artists: 'artists', albums: 'albums' },
  albums: { artists: 'artists', coverArt: 'artworks', items: 'tracks' },
  artists: { profileArt: 'artworks' },
  playlists: { items: 'tracks', owners: 'users', coverArt: 'artworks' },
  searchResults: { tracks: 'tracks', albums: 'albums', artists: 'artists' },
  userCollectionTracks: { items: 'tracks' },
  userCollectionAlbums: { items: 'albums' },
  userCollectionArtists: { items: 'artists' },
  userCollectionPlaylists: { items: 'playlists' },
  artworks: {},
  users: {},
};

export type IncludeTree = Map<string, IncludeTree>;

const MAX_INCLUDE_DEPTH = 3;
const MAX_INCLUDE_RESOURCES = 10;

const treeSize = (tree: IncludeTree): number => [...tree.values()].reduce((n, sub) => n + 1 + treeSize(sub), 0);

/** The `include` paths of a request as a tree, or why they are refused (TIDAL answers 400). */
export function parseInclude(raw: unknown, rootType: string): IncludeTree | string {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const paths = values
    .flatMap((v) => String(v).split(','))
    .map((p) => p.trim())
    .filter(Boolean);
  const tree: IncludeTree = new Map();
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_INCLUDE_DEPTH) return `Include path '${path}' is deeper than ${MAX_INCLUDE_DEPTH} levels`;
    let type = rootType;
    let node = tree;
    for (const segment of segments) {
      const target = RELATIONSHIPS[type]?.[segment];
      if (!target) return `Include path '${path}' cannot be resolved: '${segment}' is not a relationship of ${type}`;
      if (!node.has(segment)) node.set(segment, new Map());
      node = node.get(segment)!;
      type = target;
    }
  }
  if (treeSize(tree) > MAX_INCLUDE_RESOURCES) return `Include names more than ${MAX_INCLUDE_RESOURCES} resources`;
  return tree;
}

/** What the emulator knows of each resource: its object, and a page of each relationship. */
export interface Graph {
  resource(ref: Ref): ResourceObject | undefined;
  related(ref: Ref, name: string, offset: number, limit: number): { refs: Ref[]; total: number };
}

export const refKey = (ref: Ref) => `${ref.type}:${ref.id}`;

const relationshipSelf = (ref: Ref, name: string, query: string) =>
  `/${ref.type}/${encodeURIComponent(ref.id)}/relationships/${name}${query ? `?${query}` : ''}`;

function relationshipLinks(ref: Ref, name: string, count: number, total: number, query: string): Links {
  return pageLinks(relationshipSelf(ref, name, query), 0, count, total);
}

/**
 * The resource objects of `roots` and of everything `tree` reaches from them, each with the
 * relationships the tree names (their first page, with a `next` link when there is more).
 * `query` goes on relationship links (TIDAL puts the country there).
 */
export function expand(graph: Graph, roots: Ref[], tree: IncludeTree, query: string): Map<string, ResourceObject> {
  const objects = new Map<string, ResourceObject>();
  const visit = (ref: Ref, node: IncludeTree) => {
    let object = objects.get(refKey(ref));
    if (!object) {
      object = graph.resource(ref);
      if (!object) return;
      objects.set(refKey(ref), object);
      for (const name of RELATIONSHIP_NAMES[ref.type] ?? [])
        (object.relationships ??= {})[name] = { links: { self: relationshipSelf(ref, name, query) } };
    }
    for (const [name, deeper] of node) {
      const { refs, total } = graph.related(ref, name, 0, PAGE_SIZE);
      (object.relationships ??= {})[name] = {
        data: refs,
        links: relationshipLinks(ref, name, refs.length, total, query),
      };
      for (const related of refs) visit(related, deeper);
    }
  };
  for (const root of roots) visit(root, tree);
  return objects;
}
