import { Router, urlencoded, type Request, type RequestHandler, type Response } from 'express';
import { Op } from 'sequelize';
import { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import type { Adapters } from '../integrations/adapters.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import type { MusicServiceAdapter } from '../integrations/types.js';
import { isUpstreamError } from '../integrations/errors.js';
import { badRequest, notFound } from '../http/errors.js';
import { allowPageOrigins } from '../http/securityHeaders.js';
import { isUuid } from '../ids.js';
import { IntegrationUser } from '../users/models.js';
import {
  attemptForState,
  completeSignIn,
  returnUrlWith,
  SignInFailure,
  startSignIn,
  type SignInCallback,
  type SignInDeps,
} from './flow.js';
import { SignInAttempt } from './models.js';
import { bindBrowser, isSameBrowser } from './browserBinding.js';
import { donePage, errorPage, pickerPage, type PageAction } from './pages.js';
import { musicKitPage } from './musicKitPage.js';
import { presentSignIn, presentSignInForPages, withAuthData } from './presenters.js';
import { parseSignInRequest, signInQueryString } from './request.js';

export interface HostedSignInDeps extends SignInDeps {
  adapters: Adapters;
  /** APP_URL, and its path prefix on this server, e.g. `/connect`. */
  appUrl: string;
  appPath: string;
}

/** The sign-in's nonce cookie is Secure when the pages are served over https. */
const secureCookies = (deps: HostedSignInDeps) => deps.appUrl.startsWith('https://');
/**
 * The nonce cookie lives on APP_URL's host. When the callback's host (BASE_URL) is another one, the
 * callback hands the browser over to APP_URL, where the cookie is read.
 */
const callbackElsewhere = (deps: HostedSignInDeps) => new URL(deps.appUrl).origin !== new URL(deps.baseUrl).origin;

/** How long A3 hands out authData after the sign-in succeeded (docs/decisions.md says the figure). */
export const A3_AUTH_DATA_WINDOW_MS = 5 * 60_000;

/** A boolean query parameter, exactly `true` or `false`: anything else is refused, never read as false. */
function strictBoolean(raw: unknown, name: string): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest('invalidQuery', `${name} must be true or false.`);
}

/** Within the window after success, and no later sign-in of the same connected user since. */
async function authDataStillShown(attempt: SignInAttempt): Promise<boolean> {
  if (attempt.state !== 'succeeded' || !attempt.succeededAt || !attempt.integrationUserId) return false;
  if (Date.now() - attempt.succeededAt.getTime() > A3_AUTH_DATA_WINDOW_MS) return false;
  const later = await SignInAttempt.count({
    where: {
      integrationUserId: attempt.integrationUserId,
      state: 'succeeded',
      succeededAt: { [Op.gt]: attempt.succeededAt },
    },
  });
  return later === 0;
}

/** The sign-in request an attempt was started with, to start it again. */
function requestOf(attempt: SignInAttempt) {
  return {
    returnUrl: attempt.returnUrl,
    requestOneTimeToken: attempt.requestOneTimeToken,
    uniqueId: null,
    forwardErrors: attempt.forwardErrors,
    partnerUserId: attempt.partnerUserId,
  };
}

function showError(
  res: Response,
  status: number,
  title: string,
  message: string,
  actions?: PageAction | PageAction[],
): void {
  res
    .status(status)
    .type('html')
    .send(errorPage(title, message, actions));
}

/** The callback's form post from our script sign-in page: a few short fields, nothing else. */
const formBody = urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
const readForm: RequestHandler = (req, res, next) =>
  formBody(req, res, (err?: unknown) => {
    if (!err) return next();
    const status = (err as { status?: number }).status;
    showError(
      res,
      status && status >= 400 && status < 500 ? status : 400,
      'Sign-in not recognised',
      'This sign-in could not be read. Start again from the partner app.',
    );
  });

/** A field of the callback's form: a single non-empty string, else absent. */
function formField(body: unknown, name: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A1 and A2: the hosted pages at {app_url}. */
export function hostedSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  // The OAuth callback as handed over from BASE_URL when the pages live on another host (where
  // the nonce cookie is); on one host it is the same callback under another path.
  router.get('/oauth/:integrationType/callback', (req, res) => finishCallback(deps, req, res, oauthCallback(req)));

  // A service without OAuth (Apple Music) signs in through its own script on this page of ours,
  // which posts what the script gave to the callback below, on this host where the nonce cookie is.
  router.get('/oauth/:integrationType/authorize', (req, res) => scriptSignInPage(deps, req, res));
  router.post('/oauth/:integrationType/callback', readForm, (req, res) =>
    finishCallback(deps, req, res, {
      state: formField(req.body, 'state'),
      token: formField(req.body, 'token'),
      error: formField(req.body, 'error'),
      back: formField(req.body, 'back') === '1',
    }),
  );

  // A1: the picker lists only the services the partner enabled.
  router.get('/:slug', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) return showError(res, 404, 'Partner not found', 'There is no partner at this address.');
    const request = parseSignInRequest(req.query as Record<string, unknown>);
    if ('problem' in request) return showError(res, 400, 'This link is not valid', request.problem);
    if (request.returnUrl && !isAllowedReturnUrl(account.returnUrls, request.returnUrl)) {
      return showError(
        res,
        400,
        'This link is not valid',
        'The returnUrl is not one of the Return URLs of this partner.',
      );
    }
    const query = signInQueryString(request);
    const choices = account.enabledIntegrations
      .filter((id) => isServiceId(id) && deps.adapters.has(id))
      .map((id) => ({ id, href: `${deps.appPath}/${encodeURIComponent(account.slug)}/${id}/auth${query}` }));
    res.type('html').send(pickerPage(account, choices));
  });

  // A2: straight to one service's sign-in, also for a service the partner did not enable.
  router.get('/:slug/:integrationType/auth', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) return showError(res, 404, 'Partner not found', 'There is no partner at this address.');
    const adapter = isServiceId(req.params.integrationType) ? deps.adapters.get(req.params.integrationType) : undefined;
    if (!adapter)
      return showError(
        res,
        404,
        'Unknown music service',
        `"${req.params.integrationType}" is not a music service we connect.`,
      );
    const request = parseSignInRequest(req.query as Record<string, unknown>);
    if ('problem' in request) return showError(res, 400, 'This link is not valid', request.problem);
    try {
      const { authorizeUrl } = await startSignIn(deps, account, adapter, {
        ...request,
        browserNonceDigest: bindBrowser(req, res, secureCookies(deps)),
      });
      res.redirect(302, authorizeUrl);
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      showError(res, err.status, 'Sign-in could not start', err.message);
    }
  });

  return router;
}

/** Where a person starts this sign-in again: the wizard's page, else the partner's picker with the same request. */
function startAgainUrl(deps: HostedSignInDeps, attempt: SignInAttempt, account: Account | null): string | null {
  return (
    attempt.continuePath ??
    (account ? `${deps.appUrl}/${encodeURIComponent(account.slug)}${signInQueryString(requestOf(attempt))}` : null)
  );
}

/** Back to the partner, when the sign-in has a Return URL. */
function backToPartner(attempt: SignInAttempt, account: Account | null): PageAction[] {
  return attempt.returnUrl ? [{ href: attempt.returnUrl, label: `Back to ${account?.name ?? 'the app'}` }] : [];
}

/** The ways forward from a failed sign-in: try this service again, and back where the person came from. */
function waysForward(deps: HostedSignInDeps, attempt: SignInAttempt, account: Account | null): PageAction[] {
  const again = account
    ? [
        {
          href: `${deps.appUrl}/${encodeURIComponent(account.slug)}/${attempt.integrationType}/auth${signInQueryString(requestOf(attempt))}`,
          label: 'Try again',
        },
      ]
    : [];
  return [...again, ...backToPartner(attempt, account)];
}

/** The callback's values as an OAuth service sends them, in the query. */
const oauthCallback = (req: Request): CallbackFields => ({
  state: req.query.state,
  code: req.query.code,
  error: req.query.error,
});

/**
 * The attempt a callback or our script sign-in page is for, from the browser that started it, or
 * null with the error page sent. A request from another browser is refused without touching the
 * attempt, so the browser that started it can still finish.
 */
async function attemptOfThisBrowser(
  deps: HostedSignInDeps,
  req: Request,
  res: Response,
  state: unknown,
  scriptSignIn: boolean,
): Promise<{ attempt: SignInAttempt; adapter: MusicServiceAdapter } | null> {
  const attempt = await attemptForState(state);
  const adapter = isServiceId(req.params.integrationType) ? deps.adapters.get(req.params.integrationType) : undefined;
  if (
    !attempt ||
    !adapter ||
    attempt.integrationType !== adapter.id ||
    Boolean(adapter.browserSignIn) !== scriptSignIn
  ) {
    showError(
      res,
      400,
      'Sign-in not recognised',
      'This sign-in link is unknown or was already used. Start again from the partner app.',
    );
    return null;
  }
  // Login CSRF: a callback opened in another browser would attach someone else's music account.
  if (!isSameBrowser(req, attempt.browserNonceDigest)) {
    const again = startAgainUrl(deps, attempt, await Account.findByPk(attempt.accountId));
    res
      .status(403)
      .type('html')
      .send(
        errorPage(
          'Sign-in started elsewhere',
          'This sign-in was started in another browser or its cookie is gone, so we cannot finish it here. Start again from this browser.',
          again ? { href: again, label: 'Start again' } : undefined,
        ),
      );
    return null;
  }
  return { attempt, adapter };
}

/** Our page that runs a service's sign-in script (MusicKit JS) for one attempt. */
async function scriptSignInPage(deps: HostedSignInDeps, req: Request, res: Response): Promise<void> {
  const found = await attemptOfThisBrowser(deps, req, res, req.query.state, true);
  if (!found) return;
  const { attempt, adapter } = found;
  const account = await Account.findByPk(attempt.accountId);
  if (!account) return showError(res, 404, 'Partner not found', 'There is no partner at this address.');
  if (attempt.state !== 'redirected' || attempt.expiresAt.getTime() <= Date.now()) {
    const again = startAgainUrl(deps, attempt, account);
    return showError(
      res,
      400,
      'This sign-in has ended',
      'This sign-in was already finished or took too long. Start again to connect your music.',
      again ? { href: again, label: 'Start again' } : undefined,
    );
  }
  // An unconfigured or broken MusicKit key is ours to fix, not the person's: they are told plainly.
  const settings = await adapter.browserSignIn!.pageSettings(new URL(deps.appUrl).origin).catch((err: unknown) => {
    if (isUpstreamError(err)) return null;
    throw err;
  });
  if (!settings) {
    return showError(
      res,
      503,
      'Sign-in is not available',
      `${serviceName(adapter.id)} sign-in is not available here at the moment. Try again later.`,
      backToPartner(attempt, account),
    );
  }
  allowPageOrigins(res, { script: [settings.scriptUrl], connect: settings.connectOrigins });
  // MusicKit's authorization window, on Apple's origin, hands the token back through window.opener.
  res.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  // Apple's window may look at the Referer for the site that opened it: the origin only, never this page's state.
  res.set('Referrer-Policy', 'strict-origin');
  res.type('html').send(
    musicKitPage({
      partner: account.name,
      scriptUrl: settings.scriptUrl,
      developerToken: settings.developerToken,
      state: String(req.query.state),
      callbackPath: `${deps.appPath}/oauth/${adapter.id}/callback`,
      backLabel: attempt.continuePath
        ? 'Back to the transfer'
        : attempt.returnUrl
          ? `Back to ${account.name}`
          : 'Cancel',
    }),
  );
}

/** What the callback received, as a query (OAuth) or a form post (our script sign-in page). */
interface CallbackFields extends SignInCallback {
  state: unknown;
  /** The person chose to go back rather than sign in. */
  back?: boolean;
}

/** The callback: only from the browser that started the sign-in; finishes it and goes back. */
async function finishCallback(
  deps: HostedSignInDeps,
  req: Request,
  res: Response,
  fields: CallbackFields,
): Promise<void> {
  const posted = req.method === 'POST';
  const found = await attemptOfThisBrowser(deps, req, res, fields.state, posted);
  if (!found) return;
  const { attempt, adapter } = found;
  // After a form post, the browser must fetch where it goes next (303), not post there again.
  const redirect = (url: string) => res.redirect(posted ? 303 : 302, url);
  try {
    const done = await completeSignIn(deps, attempt, adapter, fields);
    // Our own pages (the transfer wizard) pick the user up themselves.
    if (attempt.continuePath) return void redirect(attempt.continuePath);
    if (!attempt.returnUrl) return void res.type('html').send(donePage(adapter.id));
    redirect(
      returnUrlWith(attempt.returnUrl, {
        authModelUUID: attempt.id,
        integrationUserUUID: done.user.id,
        oneTimeToken: done.oneTimeToken,
      }),
    );
  } catch (err) {
    if (!(err instanceof SignInFailure)) throw err;
    // Forwarded failures carry a stable code the partner can act on; others see our page.
    if (attempt.continuePath) return void redirect(attempt.continuePath);
    if (attempt.forwardErrors && attempt.returnUrl) {
      return void redirect(
        returnUrlWith(attempt.returnUrl, { authModelUUID: attempt.id, error: err.code, errorDescription: err.message }),
      );
    }
    // A person who chose to go back goes back; the partner hears why only when it asked to.
    if (fields.back && attempt.returnUrl) return void redirect(attempt.returnUrl);
    showError(
      res,
      err.status,
      'Sign-in failed',
      err.message,
      waysForward(deps, attempt, await Account.findByPk(attempt.accountId)),
    );
  }
}

/** The OAuth callback and the credential-free reads under `/app` (A3, A4, A10). */
export function appSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  router.get('/oauth/:integrationType/callback', async (req, res) => {
    if (!callbackElsewhere(deps)) return finishCallback(deps, req, res, oauthCallback(req));
    const at = req.originalUrl.indexOf('?');
    res.redirect(
      302,
      `${deps.appUrl}/oauth/${encodeURIComponent(req.params.integrationType)}/callback${at >= 0 ? req.originalUrl.slice(at) : ''}`,
    );
  });

  // A3: the uniqueId is the secret, and it may leak (logs, a browser): authData only shortly after
  // the sign-in succeeded, and never once the user signed in again or was deleted.
  router.get('/integrations/byUniqueId/:uniqueId', async (req, res) => {
    const tokenOnly = strictBoolean(req.query.tokenOnly, 'tokenOnly');
    const uniqueId = req.params.uniqueId;
    const attempt = isUuid(uniqueId)
      ? await SignInAttempt.findOne({ where: { uniqueId: uniqueId.toLowerCase() } })
      : null;
    if (!attempt) throw notFound('signInNotFound', 'No sign-in was started with this uniqueId.');
    const status = presentSignIn(attempt);
    if (tokenOnly || !(await authDataStillShown(attempt))) return void res.json(status);
    const user = attempt.integrationUserId ? await IntegrationUser.findByPk(attempt.integrationUserId) : null;
    res.set('Cache-Control', 'no-store').json(withAuthData(status, user, deps.keyring));
  });

  // A4: what the hosted pages read; never authData, nor anything that unlocks another read.
  router.get('/integrations/:authModelUUID', async (req, res) => {
    const id = req.params.authModelUUID;
    const attempt = isUuid(id) ? await SignInAttempt.findByPk(id.toLowerCase()) : null;
    if (!attempt) throw notFound('signInNotFound', 'No sign-in attempt with this uuid.');
    res.json(presentSignInForPages(attempt));
  });

  // A10: the public sign-in profile of a partner.
  router.get('/users/:slug', async (req, res) => {
    const account = await Account.findOne({ where: { slug: req.params.slug } });
    if (!account) throw notFound('accountNotFound', 'No partner with this slug.');
    const returnUrl = req.query.returnUrl;
    if (
      returnUrl !== undefined &&
      (typeof returnUrl !== 'string' || !isAllowedReturnUrl(account.returnUrls, returnUrl))
    ) {
      throw badRequest('returnUrlNotAllowed', 'The returnUrl is not one of the Return URLs of this partner.');
    }
    res.json({
      name: account.name,
      slug: account.slug,
      logoUrl: account.logoUrl,
      enabledIntegrations: account.enabledIntegrations.filter((id) => isServiceId(id) && deps.adapters.has(id)),
    });
  });

  return router;
}
