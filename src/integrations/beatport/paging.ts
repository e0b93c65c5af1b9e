import { UpstreamError } from '../errors.js';
import type { PageRequest } from '../types.js';

/** The page size Beatport answers at most (per_page above it is cut down to it). */
export const MAX_PER_PAGE = 100;

/** Django REST's page-number envelope as Beatport sends it. */
export interface BeatportPage<T> {
  results: T[];
  /** The next page's link without its scheme (`api.beatport.com/v4/…?per_page=3&page=2`), or null. */
  next: string | null;
  previous?: string | null;
  /** Capped at 10,000: a larger list says 10000. */
  count: number;
  /** `"current/total"`, a string. */
  page?: string;
  per_page?: number;
}

/** Where a list read starts: page 1 in the asked size, or the page a cursor names. */
export function pageParams(page: PageRequest): { page: number; per_page: number } {
  if (!page.cursor) return { page: 1, per_page: Math.max(1, Math.min(page.limit ?? MAX_PER_PAGE, MAX_PER_PAGE)) };
  const query = new URLSearchParams(page.cursor);
  const number = Number(query.get('page'));
  const size = Number(query.get('per_page'));
  // The cursor is ours: only the page and its size travel in it, never a host or a path.
  if (!Number.isInteger(number) || number < 2 || !Number.isInteger(size) || size < 1 || size > MAX_PER_PAGE)
    throw new UpstreamError('beatport', 'invalidCursor', 'not a Beatport page cursor');
  return { page: number, per_page: size };
}

const cursorOf = (page: number, perPage: number) =>
  new URLSearchParams({ page: String(page), per_page: String(perPage) }).toString();

/**
 * The cursor of the page after `next`. Beatport's link has no scheme, so it is read for its page
 * and size alone; the request after it goes to our own base URL.
 */
export function nextCursor(next: string | null | undefined, asked: { per_page: number }): string | null {
  if (!next) return null;
  // Only its query is read; a link that is no URL at all is read as having none.
  const query = next.includes('?') ? next.slice(next.indexOf('?') + 1).split('#')[0] : '';
  const link = { searchParams: new URLSearchParams(query) };
  const page = Number(link.searchParams.get('page'));
  if (!Number.isInteger(page) || page < 2) return null;
  return cursorOf(page, Number(link.searchParams.get('per_page')) || asked.per_page);
}

/** Search answers name no next page: a full page may have one more after it. */
export function inferredCursor(items: number, asked: { page: number; per_page: number }): string | null {
  return items >= asked.per_page ? cursorOf(asked.page + 1, asked.per_page) : null;
}

/** The list's length, unless Beatport capped the count (then nobody knows). */
export const totalOf = (count: number | undefined) => (count === undefined || count >= 10_000 ? null : count);
