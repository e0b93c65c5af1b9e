import type { Request } from 'express';
import { forbidden } from '../http/errors.js';
import { READS, sameOrigin } from '../http/sameOrigin.js';

const isJson = (req: Request) => Boolean(req.is(['application/json', 'application/*+json']));

/** No content type and nothing to read: what a browser sends for `fetch(url, { method: 'PUT' })`. */
const isBodiless = (req: Request) =>
  req.headers['content-type'] === undefined &&
  req.headers['transfer-encoding'] === undefined &&
  Number(req.headers['content-length'] ?? 0) === 0;

/**
 * Refuses (403) a change to the operator pages that a page of another site could have made a
 * browser send with the operator's cached Basic credentials: a form posts text/plain, urlencoded
 * or multipart, never JSON, and a browser names the site a request comes from. So a change needs a
 * JSON body (or none at all, from a page of this origin: the board's buttons send none) and, from a
 * browser, this origin.
 */
export function refuseCrossSiteWrite(req: Request): void {
  if (READS.has(req.method)) return;
  const fromHere = sameOrigin(req);
  const readableBody = isJson(req) || (fromHere === true && isBodiless(req));
  if (fromHere === false || !readableBody)
    throw forbidden(
      'operatorWriteNotSameOrigin',
      'A change to the operator pages must come from their own pages, as JSON.',
    );
}
