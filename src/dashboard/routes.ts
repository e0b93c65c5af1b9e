import express, { Router, type ErrorRequestHandler } from 'express';
import { h } from 'preact';
import { ApiError } from '../http/errors.js';
import { accountRoutes } from './accountRoutes.js';
import { refuseCrossSitePosts } from './crossSitePosts.js';
import { dashboardKit, type DashboardDeps } from './kit.js';
import { keyRoutes } from './keyRoutes.js';
import { ErrorPage } from './pages/login.js';
import { publicRoutes, signOutRoute } from './publicRoutes.js';
import { requireMember, signedInOf } from './session.js';
import { missing } from './accountRoutes.js';
import { sectionOf } from './components.js';
import { MissingBody } from './pages/missing.js';
import { settingsRoutes } from './settingsRoutes.js';
import { syncRoutes } from './syncRoutes.js';
import { teamRoutes } from './teamRoutes.js';
import { webhookRoutes } from './webhookRoutes.js';
import { userRoutes } from './userRoutes.js';

export type { DashboardDeps } from './kit.js';

/**
 * The partner dashboard, rendered on the server. Every page acts through the same commands as
 * the admin command and the account API, for the signed-in member's account only.
 */
export function dashboardRouter(deps: DashboardDeps): Router {
  const router = Router();
  const kit = dashboardKit(deps);
  router.use(
    refuseCrossSitePosts(deps.appOrigin, (res) => {
      const message =
        'This form was sent from a page of another site, so nothing was done. To make this change, open the dashboard yourself and use its own form.';
      kit.html(res, 403, h(ErrorPage, { base: deps.base, title: 'Refused', message, signIn: true }));
    }),
  );
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));
  publicRoutes(router, kit);
  router.use(
    requireMember(deps.base, (res) => {
      const message = 'This form has expired. Go back, reload the page and try again.';
      kit.html(res, 403, h(ErrorPage, { base: deps.base, title: 'Refused', message }));
    }),
  );
  // Behind the session's form token: a page of any site could otherwise sign the member out.
  signOutRoute(router, kit);
  // Ahead of the account's routes, whose older list of syncs this one answers for.
  syncRoutes(router, kit);
  userRoutes(router, kit);
  accountRoutes(router, kit);
  settingsRoutes(router, kit);
  keyRoutes(router, kit);
  webhookRoutes(router, kit);
  teamRoutes(router, kit);

  // Every other address under the dashboard is one it does not have: a page in its frame too.
  router.use((_req, _res, next) => next(missing()));

  // A refusal reached in a browser reads as a page; the JSON of the delivery log stays JSON. A
  // signed-in member gets it in the dashboard's frame, with the navigation and a way back.
  const pageErrors: ErrorRequestHandler = async (err, req, res, next) => {
    if (!(err instanceof ApiError) || res.headersSent || req.path.endsWith('.json')) return next(err);
    const notFound = err.status === 404;
    const message = notFound ? 'There is nothing here, or it belongs to another account.' : err.message;
    const title = notFound ? 'Not found' : 'Not done';
    if (!signedInOf(req)) return kit.html(res, err.status, h(ErrorPage, { base: deps.base, title, message }));
    try {
      const section = sectionOf(req.path);
      const body = h(MissingBody, { context: kit.context(req), message, section });
      await kit.page(req, res, { title, body, status: err.status, current: section.path, flash: null });
    } catch (failed) {
      next(failed);
    }
  };
  router.use(pageErrors);
  return router;
}
