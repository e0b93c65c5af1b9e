// List answers (the members every list carries) and their opaque page tokens.
import { etag } from './resource.js';

/**
 * A list answer with the members the real answers always carry, in their order; page tokens are
 * opaque strings that carry an offset, and `resultsPerPage` is the page size asked for.
 */
export function listOf<T>(
  kind: string,
  items: T[],
  total: number,
  offset: number,
  size: number,
  extra: { regionCode?: string } = {},
) {
  const token = (at: number) => `CA${Buffer.from(`o${at}`).toString('base64url')}`;
  return {
    kind,
    etag: etag(kind, total, offset, size, items),
    ...(offset + size < total && size > 0 ? { nextPageToken: token(offset + size) } : {}),
    ...(offset > 0 ? { prevPageToken: token(Math.max(0, offset - size)) } : {}),
    ...(extra.regionCode ? { regionCode: extra.regionCode } : {}),
    pageInfo: { totalResults: total, resultsPerPage: size },
    items,
  };
}

export function offsetOf(pageToken: unknown): number | null {
  if (pageToken === undefined || pageToken === '') return 0;
  const match = /^CA(.+)$/.exec(String(pageToken));
  const decoded = match ? Buffer.from(match[1], 'base64url').toString() : '';
  return /^o\d+$/.test(decoded) ? Number(decoded.slice(1)) : null;
}
