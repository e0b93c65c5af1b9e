import { Router, urlencoded, type Request, type RequestHandler, type Response } from 'express';
import { Op } from 'sequelize';
import { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { log } from '../log.js';
import { IntegrationUser } from '../users/models.js';
import { SignInFailure, startSignIn } from './flow.js';
import { SignInAttempt } from './models.js';
import { bindBrowser } from './browserBinding.js';
import { finishCallback, oauthCallback, scriptSignInPage, type HostedSignInDeps } from './callback.js';
import { pickerPage } from './pages.js';
import { problemOf } from './problems.js';
import { presentSignIn, presentSignInForPages, withAuthData } from './presenters.js';
import { parseSignInRequest, returnUrlOf, signInQueryString, type SignInRequest } from './request.js';
import { NOWHERE, pickerServices, showProblem, waysForward } from './waysForward.js';
import { requestIdOf } from '../http/requestId.js';
import { fieldAt } from '../http/unchecked.js';

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

/** The callback's form post from our script sign-in page: a few short fields, nothing else. */
const formBody = urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
const readForm =
  (deps: HostedSignInDeps): RequestHandler =>
  (req, res, next) =>
    formBody(req, res, (err?: unknown) => {
      if (!err) return next();
      const status = (err as { status?: number }).status;
      showProblem(res, deps, 'notRecognised', NOWHERE, status && status >= 400 && status < 500 ? status : 400);
    });

/** A field of the callback's form: a single non-empty string, else absent. */
function formField(body: unknown, name: string): string | undefined {
  const value = fieldAt(body, name);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The Return URL of a sign-in query when the account registered it, else null. */
function allowedReturnUrl(account: Account, query: Record<string, unknown>): string | null {
  const returnUrl = returnUrlOf(query);
  return returnUrl && isAllowedReturnUrl(account.returnUrls, returnUrl) ? returnUrl : null;
}

/**
 * The sign-in request of an A1 or A2 link, or null when the link is broken (a value that does not
 * parse, a Return URL the partner did not register). What is wrong is for the partner's developers
 * and goes to the log; the person is told the link does not work.
 */
function linkRequest(account: Account, query: Record<string, unknown>): SignInRequest | null {
  const request = parseSignInRequest(query);
  const problem =
    'problem' in request
      ? request.problem
      : request.returnUrl && !isAllowedReturnUrl(account.returnUrls, request.returnUrl)
        ? 'returnUrl is not one of the Return URLs of this partner'
        : null;
  if (problem === null) return request as SignInRequest;
  log.info({ slug: account.slug, problem }, 'hosted sign-in link refused');
  return null;
}

/**
 * The partner of an A1 or A2 link (by its slug) and what the link asks for: the sign-in request
 * (null when the link is broken) and the Return URL when the partner registered it. Without such a
 * partner the page says so and the answer is null.
 */
async function partnerLink(
  deps: HostedSignInDeps,
  req: Request<Record<string, string>>,
  res: Response,
): Promise<{ account: Account; request: SignInRequest | null; returnUrl: string | null } | null> {
  const account = await Account.findOne({ where: { slug: req.params.slug } });
  if (!account) {
    showProblem(res, deps, 'partnerNotFound', NOWHERE);
    return null;
  }
  const query = req.query as Record<string, unknown>;
  return { account, request: linkRequest(account, query), returnUrl: allowedReturnUrl(account, query) };
}

/**
 * A page handler whose unexpected failure still shows a page with a way forward, not the API's
 * JSON error; it is logged as the app's error handler would.
 */
type PageRequest = Request<Record<string, string>>;
const pageHandler =
  (
    deps: HostedSignInDeps,
    handler: (req: PageRequest, res: Response) => Promise<void>,
  ): RequestHandler<Record<string, string>> =>
  async (req, res) => {
    try {
      await handler(req, res);
    } catch (err) {
      log.error({ err, method: req.method, path: req.path, requestId: requestIdOf(req) }, 'unhandled error');
      if (!res.headersSent) showProblem(res, deps, 'internal', NOWHERE);
    }
  };

/** A1 and A2: the hosted pages at {app_url}. */
export function hostedSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  // The OAuth callback as handed over from BASE_URL when the pages live on another host (where
  // the nonce cookie is); on one host it is the same callback under another path.
  router.get(
    '/oauth/:integrationType/callback',
    pageHandler(deps, (req, res) => finishCallback(deps, req, res, oauthCallback(req))),
  );

  // A service without OAuth (Apple Music) signs in through its own script on this page of ours,
  // which posts what the script gave to the callback below, on this host where the nonce cookie is.
  router.get(
    '/oauth/:integrationType/authorize',
    pageHandler(deps, (req, res) => scriptSignInPage(deps, req, res)),
  );
  router.post(
    '/oauth/:integrationType/callback',
    readForm(deps),
    pageHandler(deps, (req, res) =>
      finishCallback(deps, req, res, {
        state: formField(req.body, 'state'),
        token: formField(req.body, 'token'),
        error: formField(req.body, 'error'),
        back: formField(req.body, 'back') === '1',
      }),
    ),
  );

  // A1: the picker lists only the services the partner enabled.
  router.get(
    '/:slug',
    pageHandler(deps, async (req, res) => {
      const link = await partnerLink(deps, req, res);
      if (!link) return;
      const { account, request, returnUrl } = link;
      if (!request) return showProblem(res, deps, 'invalidLink', { account, service: null, request, returnUrl });
      const qs = signInQueryString(request);
      const choices = pickerServices(deps.adapters, account).map((id) => ({
        id,
        href: `${deps.appPath}/${encodeURIComponent(account.slug)}/${id}/auth${qs}`,
      }));
      const problem = problemOf('noServices', { partner: account.name, service: null });
      const at = { account, service: null, request, returnUrl };
      res.type('html').send(pickerPage(account, choices, { problem, actions: waysForward(deps, problem, at) }));
    }),
  );

  // A2: straight to one service's sign-in, also for a service the partner did not enable.
  router.get(
    '/:slug/:integrationType/auth',
    pageHandler(deps, async (req, res) => {
      const link = await partnerLink(deps, req, res);
      if (!link) return;
      const { account, request, returnUrl } = link;
      const service = req.params.integrationType;
      const adapter = isServiceId(service) ? deps.adapters.get(service) : undefined;
      if (!adapter) return showProblem(res, deps, 'serviceUnknown', { account, service: null, request, returnUrl });
      if (!request) return showProblem(res, deps, 'invalidLink', { account, service, request, returnUrl });
      try {
        const { authorizeUrl } = await startSignIn(deps, account, adapter, {
          ...request,
          browserNonceDigest: bindBrowser(req, res, secureCookies(deps)),
        });
        res.redirect(302, authorizeUrl);
      } catch (err) {
        if (!(err instanceof SignInFailure)) throw err;
        // The same link would fail the same way: no starting again with it.
        showProblem(res, deps, err.code, { account, service, request: null, returnUrl }, err.status);
      }
    }),
  );

  return router;
}

/** The OAuth callback and the credential-free reads under `/app` (A3, A4, A10). */
export function appSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();

  // With the pages on another host, nothing is read here: every page a person sees, success or
  // not, is answered on APP_URL, where the nonce cookie is.
  router.get(
    '/oauth/:integrationType/callback',
    pageHandler(deps, async (req, res) => {
      if (!callbackElsewhere(deps)) return finishCallback(deps, req, res, oauthCallback(req));
      const at = req.originalUrl.indexOf('?');
      res.redirect(
        302,
        `${deps.appUrl}/oauth/${encodeURIComponent(req.params.integrationType)}/callback${at >= 0 ? req.originalUrl.slice(at) : ''}`,
      );
    }),
  );

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
