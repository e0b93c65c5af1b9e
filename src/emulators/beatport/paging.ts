import type { Request } from 'express';
import { pageEnvelope } from './wire.js';

/** The page size when none is asked for, and the most a page holds (larger asks are cut down). */
const DEFAULT_PER_PAGE = 10;
const MAX_PER_PAGE = 100;

/** Django REST's page-number parameters: a bad size falls back to the default, a bad page is a 404. */
export function pageOf(req: Request): { page: number; perPage: number } | null {
  const rawSize = Number(req.query.per_page);
  const perPage = Number.isInteger(rawSize) && rawSize > 0 ? Math.min(rawSize, MAX_PER_PAGE) : DEFAULT_PER_PAGE;
  const rawPage = req.query.page === undefined ? 1 : Number(req.query.page);
  if (!Number.isInteger(rawPage) || rawPage < 1) return null;
  return { page: rawPage, perPage };
}

/** Whether the page lies within the list (page 1 always does). */
export function pageExists(page: number, perPage: number, total: number): boolean {
  return page <= Math.max(1, Math.ceil(Math.min(total, 10_000) / perPage));
}

/**
 * The link to another page of this request, as Beatport writes it: the host and path without a
 * scheme, the request's own query with `page` set last (left out for the first page).
 */
export function pageLink(req: Request): (page: number | null) => string {
  const [path, query = ''] = req.originalUrl.split('?');
  return (page) => {
    const params = new URLSearchParams(query);
    params.delete('page');
    if (page !== null) params.append('page', String(page));
    const search = params.toString();
    return `${req.get('host')}${path}${search ? `?${search}` : ''}`;
  };
}

/** One page of `all` in Django REST's envelope; null when the page is past the end. */
export function paged<T, W>(req: Request, all: T[], render: (item: T, index: number) => W) {
  const asked = pageOf(req);
  if (!asked || !pageExists(asked.page, asked.perPage, all.length)) return null;
  const start = (asked.page - 1) * asked.perPage;
  const items = all.slice(start, Math.min(start + asked.perPage, 10_000)).map((item, i) => render(item, start + i));
  return pageEnvelope(items, all.length, asked.page, asked.perPage, pageLink(req));
}
