import type { CatalogueUser } from '../types.js';
import {
  albumItem,
  artistItem,
  trackItem,
  type Identifier,
  type Included,
  type Links,
  type Resource,
  type TidalDocument,
} from './mapping.js';

// Reading TIDAL's JSON:API documents: the include paths each kind of resource asks for, lists that
// page by links and the items their entries are, and the free-text query of a search.

export const TRACK_PATHS = ['artists', 'albums', 'albums.coverArt'];
export const ALBUM_PATHS = ['artists', 'coverArt'];
export const ARTIST_PATHS = ['profileArt'];
export const PLAYLIST_PATHS = ['owners', 'coverArt'];
/** Include paths are relative to the request's root, also on relationship endpoints. */
export const nested = (relationship: string, paths: string[]) =>
  [relationship, ...paths.map((p) => `${relationship}.${p}`)].join(',');
export const isTrack = (ref: Identifier) => ref.type === 'tracks' || ref.type === 'videos';
/** The path of one of the user's collections (`userCollectionTracks` …). */
export const collection = (name: string) => `${name}/me/relationships/items`;

/** One free-text query (TIDAL has no field syntax), within the spec's 256 characters. */
export function tidalQuery(parts: (string | undefined)[]): string {
  return parts
    .filter((p): p is string => Boolean(p && p.trim()))
    .join(' ')
    .slice(0, 256);
}

export interface ListSpec<T> {
  operation: string;
  user: CatalogueUser;
  /** The first page. */
  path: string;
  params?: Record<string, string>;
  /** Query every page needs; a link that lacks it gets it (TIDAL's relationship links drop `include`). */
  carry: Record<string, string>;
  /** Search: the relationship of the one `searchResults` resource that holds the list. */
  within?: string;
  map: (ref: Identifier, included: Included) => T | null;
}

/** The identifiers and links of a list document: its primary data, or a relationship of its `searchResults`. */
export function listOf(doc: TidalDocument, within?: string): { data: Identifier[]; links: Links } {
  const primary = (Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []) as Resource[];
  const holder = within ? primary.find((r) => r.type === 'searchResults') : undefined;
  if (holder) {
    const relationship = holder.relationships?.[within!];
    const data = relationship?.data;
    return { data: Array.isArray(data) ? data : [], links: relationship?.links ?? {} };
  }
  return { data: primary, links: doc.links ?? {} };
}

export const linkOf = (request: { path: string; searchParams: Record<string, string> }) =>
  `/${request.path}?${new URLSearchParams(request.searchParams)}`;

// The item each entry of a list stands for (a `ListSpec`'s `map`); entries of other kinds are left out.
export const track = (ref: Identifier, included: Included) => {
  const resource = isTrack(ref) ? included.get(ref) : undefined;
  return resource ? trackItem(resource, included, ref.meta) : null;
};
export const album = (ref: Identifier, included: Included) => {
  const resource = ref.type === 'albums' ? included.get(ref) : undefined;
  return resource ? albumItem(resource, included, ref.meta?.addedAt ?? null) : null;
};
export const artist = (ref: Identifier, included: Included) => {
  const resource = ref.type === 'artists' ? included.get(ref) : undefined;
  return resource ? artistItem(resource, included) : null;
};
