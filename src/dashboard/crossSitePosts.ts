import type { RequestHandler, Response } from 'express';
import { READS, sameOrigin } from '../http/sameOrigin.js';

/**
 * Refuses every change to the dashboard (a post of any form, signed in or not: sign-in, sign-out,
 * invitation, password reset included) that the browser says comes from a page of another site,
 * before its form is read: `refuse` answers and nothing is done. The form token stops a forged post
 * only while the token stays secret, and a token can leak (a saved or shared page, an extension,
 * a screenshot); where a post comes from is the browser's word, which no page can change.
 *
 * A browser that names no origin at all (older than Origin on every post and `Sec-Fetch-Site`,
 * or no browser: a script) is let through to the form token, which still judges it: refusing it
 * would shut those browsers out while a page of another site cannot make a current browser leave
 * both headers out. An `Origin: null` (a sandboxed frame, a `data:` page) is another site.
 */
export function refuseCrossSitePosts(appOrigin: string, refuse: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (READS.has(req.method) || sameOrigin(req, [appOrigin]) !== false) return next();
    refuse(res);
  };
}
