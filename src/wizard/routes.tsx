import express, { Router, type RequestHandler } from 'express';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import { sendPage } from '../html/render.js';
import { ApiError, badRequest, notFound } from '../http/errors.js';
import { bodyOf, queryOf, validBody, validQuery } from '../http/validate.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { bindBrowser } from '../signin/browserBinding.js';
import { SignInFailure, startSignIn } from '../signin/flow.js';
import { spendLaunch } from '../transfers/sessions.js';
import { ownedUser } from '../users/lookup.js';
import { sendErrorPage } from './answers.js';
import { choosePages } from './chooseRoutes.js';
import { toWizard, wizardContext, type WizardContext } from './context.js';
import { LaunchPage } from './pages/launchPage.js';
import { connectedQuery, launchBody, startQuery } from './schemas.js';
import {
  accountToStart,
  awaitSignIn,
  connectSide,
  destinationLocked,
  partnerOf,
  pendingSignIn,
  type WizardDeps,
} from './session.js';
import { offered } from './sides.js';
import { syncPages } from './syncRoutes.js';
import { transferPages } from './transferPages.js';

export type { WizardDeps };

/**
 * The hosted transfer wizard. A D1 launch URL carries a single-use code in its fragment; the page
 * trades it once for a wizard session (an HttpOnly cookie). An account with the transfer service
 * can also send users to `{base}/start/{slug}` to connect both sides themselves.
 */
export function wizardRouter(deps: WizardDeps): Router {
  const ctx = wizardContext(deps);
  const router = Router();
  router.get('/', (_req, res) => sendPage(res, <LaunchPage base={deps.base} />));
  router.post('/launch', express.json(), validBody(launchBody), launch(ctx));
  router.get('/start/:slug', validQuery(startQuery), startForAccount(ctx));
  router.get('/connect/:role/:service', connect(ctx));
  router.get('/connected', validQuery(connectedQuery), connected(ctx));
  choosePages(router, ctx);
  transferPages(router, ctx);
  syncPages(router, ctx);
  return router;
}

/**
 * The launch code, once: a second use, or one after 15 minutes, is refused. A code that was good
 * once still says whose it was, so the page can send the person back to the partner. The launch
 * page's own script asks this, and reads the answer as JSON.
 */
const launch =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const { code } = bodyOf(req, launchBody);
    if (!code) throw badRequest('launchCodeMissing', 'The launch code is missing.');
    const launched = await spendLaunch(ctx.deps.sequelize, code);
    if (!launched.opened)
      throw new ApiError(
        410,
        'launchUrlUsed',
        'This link was already used or has expired. Ask the app for a new one.',
        launched.spent ? [launched.spent] : undefined,
      );
    const session = launched.opened;
    // A source deleted since D1 named it is one the listener connects here, as without it.
    const source = await ownedUser(session.accountId, session.sourceIntegrationUserId);
    await ctx.sessions.open(res, {
      accountId: session.accountId,
      transferSessionId: session.id,
      destinationIntegrationUserId: session.targetIntegrationUserId,
      sourceIntegrationUserId: source && !source.deletedAt ? source.id : null,
      returnUrl: session.returnUrl,
    });
    res.json({ ok: true });
  };

/** `/start/{slug}`: the wizard without a pre-authorized destination, for an account that offers transfers. */
const startForAccount =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const account = await accountToStart(String(req.params.slug));
    if (!account)
      return sendErrorPage(
        res,
        404,
        'This link doesn’t lead to a transfer',
        'There is no transfer to start at this address. Go back to the app you came from and open its transfer link again.',
        [],
      );
    const { returnUrl } = queryOf(req, startQuery);
    if (returnUrl && !isAllowedReturnUrl(account.returnUrls, returnUrl))
      // Never a link to an address the partner did not register: we cannot tell where "back" is.
      return sendErrorPage(
        res,
        400,
        'This link isn’t set up correctly',
        `We can’t send you back to ${account.name} from this link. You can still move your music, and go back to ${account.name} yourself when it’s done.`,
        [{ href: `${ctx.deps.base}/start/${encodeURIComponent(account.slug)}`, label: 'Start anyway' }],
      );
    await ctx.sessions.open(res, {
      accountId: account.id,
      transferSessionId: null,
      destinationIntegrationUserId: null,
      returnUrl,
    });
    res.redirect(302, `${ctx.deps.base}/wizard`);
  };

/** Sends the browser to the hosted sign-in of one side's service; it comes back to `/connected`. */
const connect =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const { deps } = ctx;
    const wizard = await ctx.requireWizard(req, res);
    if (!wizard) return;
    const role = req.params.role;
    const adapter = isServiceId(req.params.service) ? deps.adapters.get(req.params.service) : undefined;
    if ((role !== 'source' && role !== 'destination') || !adapter)
      throw notFound('routeNotFound', 'No such step of the wizard.');
    // A pre-authorized destination is the partner's to change (PUT target-auth), not the browser's.
    if (role === 'destination' && (await destinationLocked(wizard)))
      return void res.redirect(302, `${deps.base}/wizard`);
    const account = await partnerOf(wizard);
    if (!offered(deps, account).includes(adapter.id))
      return toWizard(ctx, res, 'serviceNotOffered', {
        role,
        service: adapter.id,
        why: account.enabledIntegrations.includes(adapter.id) ? 'noSignInHere' : 'notEnabled',
      });
    try {
      const { attempt, authorizeUrl } = await startSignIn(deps, account, adapter, {
        returnUrl: null,
        requestOneTimeToken: false,
        uniqueId: null,
        forwardErrors: false,
        partnerUserId: null,
        continuePath: `${deps.appOrigin}${deps.base}/connected?role=${role}`,
        browserNonceDigest: bindBrowser(req, res, ctx.secure),
      });
      await awaitSignIn(wizard, attempt.id);
      res.redirect(302, authorizeUrl);
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      toWizard(ctx, res, 'signInFailed', { role, service: adapter.id, why: err.code });
    }
  };

/** Where the sign-in comes back: its user becomes the side it was for, or the wizard says why not. */
const connected =
  (ctx: WizardContext): RequestHandler =>
  async (req, res) => {
    const wizard = await ctx.requireWizard(req, res);
    if (!wizard) return;
    const attempt = await pendingSignIn(wizard);
    const locked = await destinationLocked(wizard);
    const role = queryOf(req, connectedQuery).role === 'destination' && !locked ? 'destination' : 'source';
    if (
      !attempt ||
      attempt.accountId !== wizard.accountId ||
      attempt.state !== 'succeeded' ||
      !attempt.integrationUserId
    )
      return toWizard(ctx, res, 'signInFailed', {
        role,
        ...(attempt ? { service: attempt.integrationType, why: attempt.errorCode ?? 'incomplete' } : {}),
      });
    await connectSide(wizard, role, attempt.integrationUserId);
    res.redirect(302, `${ctx.deps.base}/wizard`);
  };
