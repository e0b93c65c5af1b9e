import { Router, type Response } from 'express';
import { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import type { Adapters } from '../integrations/adapters.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { IntegrationUser } from '../users/models.js';
import { attemptForState, completeSignIn, returnUrlWith, SignInFailure, startSignIn, type SignInDeps } from './flow.js';
import { SignInAttempt } from './models.js';
import { donePage, errorPage, pickerPage } from './pages.js';
import { presentSignIn, withAuthData } from './presenters.js';
import { parseSignInRequest, signInQueryString } from './request.js';

export interface HostedSignInDeps extends SignInDeps {
  adapters: Adapters;
  /** Path prefix of APP_URL on this server, e.g. `/connect`. */
  appPath: string;
}

function showError(res: Response, status: number, title: string, message: string): void {
  res.status(status).type('html').send(errorPage(title, message));
}

/** A1 and A2: the hosted pages at {app_url}. */
export function hostedSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  // A1: the picker lists only the services the partner enabled.
  router.get('/:slug', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) return showError(res, 404, 'Partner not found', 'There is no partner at this address.');
    const request = parseSignInRequest(req.query as Record<string, unknown>);
    if ('problem' in request) return showError(res, 400, 'This link is not valid', request.problem);
    if (request.returnUrl && !isAllowedReturnUrl(account.returnUrls, request.returnUrl)) {
      return showError(res, 400, 'This link is not valid', 'The returnUrl is not one of the Return URLs of this partner.');
    }
    const query = signInQueryString(request);
    const choices = account.enabledIntegrations
      .filter((id) => deps.adapters.has(id as never))
      .map((id) => ({ id, href: `${deps.appPath}/${encodeURIComponent(account.slug)}/${id}/auth${query}` }));
    res.type('html').send(pickerPage(account, choices));
  });

  // A2: straight to one service's sign-in, also for a service the partner did not enable.
  router.get('/:slug/:integrationType/auth', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) return showError(res, 404, 'Partner not found', 'There is no partner at this address.');
    const adapter = isServiceId(req.params.integrationType) ? deps.adapters.get(req.params.integrationType) : undefined;
    if (!adapter) return showError(res, 404, 'Unknown music service', `"${req.params.integrationType}" is not a music service we connect.`);
    const request = parseSignInRequest(req.query as Record<string, unknown>);
    if ('problem' in request) return showError(res, 400, 'This link is not valid', request.problem);
    try {
      const { authorizeUrl } = await startSignIn(deps, account, adapter, request);
      res.redirect(302, authorizeUrl);
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      showError(res, err.status, 'Sign-in could not start', err.message);
    }
  });

  return router;
}

/** The OAuth callback and the credential-free reads under `/app` (A3, A4, A10). */
export function appSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  router.get('/oauth/:integrationType/callback', async (req, res) => {
    const attempt = await attemptForState(req.query.state);
    const adapter = isServiceId(req.params.integrationType) ? deps.adapters.get(req.params.integrationType) : undefined;
    if (!attempt || !adapter || attempt.integrationType !== adapter.id) {
      return showError(res, 400, 'Sign-in not recognised', 'This sign-in link is unknown or was already used. Start again from the partner app.');
    }
    try {
      const done = await completeSignIn(deps, attempt, adapter, { code: req.query.code, error: req.query.error });
      // Our own pages (the transfer wizard) pick the user up themselves.
      if (attempt.continuePath) return void res.redirect(302, attempt.continuePath);
      if (!attempt.returnUrl) return void res.type('html').send(donePage(adapter.id));
      res.redirect(
        302,
        returnUrlWith(attempt.returnUrl, {
          authModelUUID: attempt.id,
          integrationUserUUID: done.user.id,
          oneTimeToken: done.oneTimeToken,
        }),
      );
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      // Forwarded failures carry a stable code the partner can act on; others see our page.
      if (attempt.continuePath) return void res.redirect(302, attempt.continuePath);
      if (attempt.forwardErrors && attempt.returnUrl) {
        return void res.redirect(302, returnUrlWith(attempt.returnUrl, { authModelUUID: attempt.id, error: err.code, errorDescription: err.message }));
      }
      showError(res, err.status, 'Sign-in failed', err.message);
    }
  });

  // A3: the uniqueId is the secret; `tokenOnly=true` leaves authData out, for use from a browser.
  router.get('/integrations/byUniqueId/:uniqueId', async (req, res) => {
    const uniqueId = req.params.uniqueId;
    const attempt = isUuid(uniqueId) ? await SignInAttempt.findOne({ where: { uniqueId: uniqueId.toLowerCase() } }) : null;
    if (!attempt) throw notFound('signInNotFound', 'No sign-in was started with this uniqueId.');
    const tokenOnly = req.query.tokenOnly === 'true' || req.query.tokenOnly === '1';
    const status = presentSignIn(attempt);
    if (tokenOnly || attempt.state !== 'succeeded') return void res.json(status);
    const user = attempt.integrationUserId ? await IntegrationUser.findByPk(attempt.integrationUserId) : null;
    res.json(withAuthData(status, user, deps.keyring));
  });

  // A4: what the hosted pages read; never authData.
  router.get('/integrations/:authModelUUID', async (req, res) => {
    const id = req.params.authModelUUID;
    const attempt = isUuid(id) ? await SignInAttempt.findByPk(id.toLowerCase()) : null;
    if (!attempt) throw notFound('signInNotFound', 'No sign-in attempt with this uuid.');
    res.json(presentSignIn(attempt));
  });

  // A10: the public sign-in profile of a partner.
  router.get('/users/:slug', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) throw notFound('accountNotFound', 'No partner with this slug.');
    const returnUrl = req.query.returnUrl;
    if (returnUrl !== undefined && (typeof returnUrl !== 'string' || !isAllowedReturnUrl(account.returnUrls, returnUrl))) {
      throw badRequest('returnUrlNotAllowed', 'The returnUrl is not one of the Return URLs of this partner.');
    }
    res.json({
      name: account.name,
      slug: account.slug,
      logoUrl: account.logoUrl,
      enabledIntegrations: account.enabledIntegrations.filter((id) => deps.adapters.has(id as never)),
    });
  });

  return router;
}
