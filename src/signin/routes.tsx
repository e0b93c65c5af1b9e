import { Router, urlencoded, type RequestHandler, type Response } from 'express';
import Joi from 'joi';
import type { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import { isServiceId } from '../integrations/serviceIds.js';
import type { MusicServiceAdapter } from '../integrations/types.js';
import { badRequest, notFound } from '../http/errors.js';
import { sendPage } from '../html/render.js';
import { bodyOf, queryOf, validQuery } from '../http/validate.js';
import { log } from '../log.js';
import { SignInFailure, startSignIn } from './flow.js';
import { bindBrowser } from './browserBinding.js';
import {
  AUTHORIZE_QUERY,
  CALLBACK_FORM,
  CALLBACK_QUERY,
  finishCallback,
  formCallback,
  oauthCallback,
  ourSignInPage,
  type HostedSignInDeps,
} from './callback.js';
import { pageHandlers, type Page, type PageRequest, type Refused } from './pageHandlers.js';
import { ERROR_CODE_HEADER, PickerPage, showProblem, type ForDevelopers } from './pages.js';
import { problemOf } from './problems.js';
import { presentSignIn, presentSignInForPages, withAuthData } from './presenters.js';
import { attemptById, attemptByUniqueId, authDataStillShown, partnerBySlug, userOfAttempt } from './queries.js';
import { RETURN_URL_QUERY, SIGN_IN_QUERY, signInQueryString, signInRequestOf, type SignInRequest } from './request.js';
import { NOWHERE, pickerServices, waysForward } from './waysForward.js';

/** The sign-in's nonce cookie is Secure when the pages are served over https. */
const secureCookies = (deps: HostedSignInDeps) => deps.appUrl.startsWith('https://');
/**
 * The nonce cookie lives on APP_URL's host. When the callback's host (BASE_URL) is another one, the
 * callback hands the browser over to APP_URL, where the cookie is read.
 */
const callbackElsewhere = (deps: HostedSignInDeps) => new URL(deps.appUrl).origin !== new URL(deps.baseUrl).origin;

/** A3's query: `tokenOnly` exactly `true` or `false`; anything else is refused, never read as false. */
const byUniqueIdQuery = Joi.object<{ tokenOnly: boolean }>({
  tokenOnly: Joi.boolean().sensitive().default(false).messages({ '*': 'tokenOnly must be true or false.' }),
}).unknown(true);

/** A10's query: a `returnUrl` to check against the partner's, which must at least be text. */
const profileQuery = Joi.object<{ returnUrl?: string }>({
  returnUrl: Joi.string().messages({ '*': 'The returnUrl is not one of the Return URLs of this partner.' }),
}).unknown(true);

/** The sign-in's pages: an unexpected failure still shows a page with a way forward. */
const signInPages = (deps: HostedSignInDeps) => pageHandlers((res) => showProblem(res, deps, 'internal', NOWHERE));

/** The service a link names, when this deployment connects it. */
const adapterOf = (deps: HostedSignInDeps, service: string | undefined): MusicServiceAdapter | undefined =>
  isServiceId(service) ? deps.adapters.get(service) : undefined;

/** The Return URL a link names when the partner registered it, else null. */
function allowedReturnUrl(account: Account, req: PageRequest): string | null {
  const { returnUrl } = queryOf(req, RETURN_URL_QUERY);
  return returnUrl && isAllowedReturnUrl(account.returnUrls, returnUrl) ? returnUrl : null;
}

/** What is wrong with a link's query, for the partner's developers: a stable code and the schema's words. */
type LinkRefusal = { code: string; detail: string };

const RETURN_URL_REFUSED = 'The returnUrl is not one of the Return URLs of this partner.';

/**
 * What an A1 or A2 link leads to, checked in the order a person is told: the partner (by its
 * slug), the service (A2), then the link's own query. The problem page is sent and the answer is
 * null when one of them is wrong: plain words for the person, and for the partner's developers
 * the refusal's code and what was wrong (in the page's details and the `X-Error-Code` header).
 */
async function partnerLink(
  deps: HostedSignInDeps,
  req: PageRequest,
  res: Response,
  query: SignInRequest | LinkRefusal,
): Promise<{ account: Account; request: SignInRequest; returnUrl: string | null } | null> {
  const account = await partnerBySlug(req.params.slug);
  if (!account) {
    showProblem(res, deps, 'partnerNotFound', NOWHERE, undefined, {
      code: 'accountNotFound',
      detail: 'No partner has this slug.',
    });
    return null;
  }
  const returnUrl = allowedReturnUrl(account, req);
  const refusal: LinkRefusal | null =
    'code' in query
      ? query
      : query.returnUrl && !isAllowedReturnUrl(account.returnUrls, query.returnUrl)
        ? { code: 'returnUrlNotAllowed', detail: RETURN_URL_REFUSED }
        : null;
  const request = refusal === null ? (query as SignInRequest) : null;
  const service = req.params.integrationType;
  if (service !== undefined && !adapterOf(deps, service)) {
    showProblem(res, deps, 'serviceUnknown', { account, service: null, request, returnUrl }, undefined, {
      code: 'unknownIntegration',
      detail: 'The path names no music service this interface connects.',
    });
    return null;
  }
  if (refusal === null) return { account, request: query as SignInRequest, returnUrl };
  log.info({ slug: account.slug, problem: refusal.detail }, 'hosted sign-in link refused');
  const problem = refusal.code === 'returnUrlNotAllowed' ? 'returnUrlNotAllowed' : 'invalidLink';
  showProblem(res, deps, problem, { account, service: service ?? null, request: null, returnUrl }, undefined, refusal);
  return null;
}

/** An A1 or A2 link whose query its schema refused: the partner and the service are still told apart. */
const brokenLink =
  (deps: HostedSignInDeps): Refused =>
  async (req, res, problem, code) =>
    void (await partnerLink(deps, req, res, { code, detail: problem }));

/** Why a picker offers nothing, for the partner's developers. */
const NO_SERVICE_ENABLED: ForDevelopers = {
  code: 'serviceNotEnabled',
  detail:
    'No music service with a hosted sign-in is turned on for this partner: turn one on in the dashboard (Settings, Music services).',
};

/** A1: the picker lists only the services the partner enabled. */
const picker =
  (deps: HostedSignInDeps): Page =>
  async (req, res) => {
    const link = await partnerLink(deps, req, res, signInRequestOf(queryOf(req, SIGN_IN_QUERY)));
    if (!link) return;
    const { account, request, returnUrl } = link;
    const qs = signInQueryString(request);
    const choices = pickerServices(deps.adapters, account).map((id) => ({
      id,
      href: `${deps.appPath}/${encodeURIComponent(account.slug)}/${id}/auth${qs}`,
    }));
    const problem = problemOf('noServices', { partner: account.name, service: null });
    const actions = waysForward(deps, problem, { account, service: null, request, returnUrl });
    // Still the page A1 answers (200), but one that offers nothing: the partner's developers are told why.
    const developers = choices.length ? undefined : NO_SERVICE_ENABLED;
    if (developers) res.set(ERROR_CODE_HEADER, developers.code);
    sendPage(res, <PickerPage partner={account} choices={choices} noChoice={{ problem, actions, developers }} />);
  };

/** A2: straight to one service's sign-in, also for a service the partner did not enable. */
const direct =
  (deps: HostedSignInDeps): Page =>
  async (req, res) => {
    const link = await partnerLink(deps, req, res, signInRequestOf(queryOf(req, SIGN_IN_QUERY)));
    if (!link) return;
    const { account, request, returnUrl } = link;
    const adapter = adapterOf(deps, req.params.integrationType)!;
    try {
      const browserNonceDigest = bindBrowser(req, res, secureCookies(deps));
      const { authorizeUrl } = await startSignIn(deps, account, adapter, { ...request, browserNonceDigest });
      res.redirect(302, authorizeUrl);
    } catch (err) {
      if (!(err instanceof SignInFailure)) throw err;
      // The same link would fail the same way: no starting again with it.
      const at = { account, service: adapter.id, request: null, returnUrl };
      showProblem(res, deps, err.code, at, err.status, { code: err.code, detail: err.message });
    }
  };

/** The callback's form post from our script sign-in page or our sign-in form: a few short fields, nothing else. */
const formBody = urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
const readForm =
  (deps: HostedSignInDeps): RequestHandler =>
  (req, res, next) =>
    formBody(req, res, (err?: unknown) => {
      if (!err) return next();
      const status = (err as { status?: number }).status;
      showProblem(res, deps, 'notRecognised', NOWHERE, status && status >= 400 && status < 500 ? status : 400);
    });

/** A callback whose query or form its schema refused: nothing of it can be trusted to find the sign-in. */
const notRecognised =
  (deps: HostedSignInDeps): Refused =>
  (_req, res) =>
    showProblem(res, deps, 'notRecognised', NOWHERE);

/** The OAuth callback as a service sends the browser to it. */
const oauthCallbackPage =
  (deps: HostedSignInDeps): Page =>
  (req, res) =>
    finishCallback(deps, req, res, oauthCallback(queryOf(req, CALLBACK_QUERY)));

/** A1 and A2: the hosted pages at {app_url}. */
export function hostedSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();
  const { page, query, form } = signInPages(deps);

  // The OAuth callback as handed over from BASE_URL when the pages live on another host (where
  // the nonce cookie is); on one host it is the same callback under another path.
  router.get(
    '/oauth/:integrationType/callback',
    query(CALLBACK_QUERY, notRecognised(deps)),
    page(oauthCallbackPage(deps)),
  );

  // A service without OAuth signs in on this page of ours, through its own script (Apple Music) or
  // our form (a server the person names), which posts what the script gave or the person typed to
  // the callback below, on this host where the nonce cookie is.
  router.get(
    '/oauth/:integrationType/authorize',
    query(AUTHORIZE_QUERY, notRecognised(deps)),
    page((req, res) => ourSignInPage(deps, req, res, queryOf(req, AUTHORIZE_QUERY).state)),
  );
  router.post(
    '/oauth/:integrationType/callback',
    readForm(deps),
    form(CALLBACK_FORM, notRecognised(deps)),
    page((req, res) => finishCallback(deps, req, res, formCallback(bodyOf(req, CALLBACK_FORM)))),
  );

  // The Return URL first: a link its schema refuses still offers the way back.
  const linkQuery = [
    validQuery(RETURN_URL_QUERY),
    query(SIGN_IN_QUERY, brokenLink(deps), { returnUrl: 'returnUrlNotAllowed' }),
  ];
  router.get('/:slug', ...linkQuery, page(picker(deps)));
  router.get('/:slug/:integrationType/auth', ...linkQuery, page(direct(deps)));
  return router;
}

/**
 * The OAuth callback under BASE_URL, when the pages live on another host: handed to APP_URL as it
 * came. Nothing is read here: every page a person sees, success or not, is answered on APP_URL,
 * where the nonce cookie is.
 */
const handOver =
  (deps: HostedSignInDeps): RequestHandler<Record<string, string>> =>
  (req, res, next) => {
    if (!callbackElsewhere(deps)) return next();
    const at = req.originalUrl.indexOf('?');
    const query = at >= 0 ? req.originalUrl.slice(at) : '';
    res.redirect(302, `${deps.appUrl}/oauth/${encodeURIComponent(req.params.integrationType)}/callback${query}`);
  };

/** The OAuth callback and the credential-free reads under `/app` (A3, A4, A10). */
export function appSignInRouter(deps: HostedSignInDeps): Router {
  const router = Router();
  const { page, query } = signInPages(deps);
  router.get(
    '/oauth/:integrationType/callback',
    handOver(deps),
    query(CALLBACK_QUERY, notRecognised(deps)),
    page(oauthCallbackPage(deps)),
  );

  // A3: the uniqueId is the secret, and it may leak (logs, a browser): authData only shortly after
  // the sign-in succeeded, and never once the user signed in again or was deleted.
  router.get('/integrations/byUniqueId/:uniqueId', validQuery(byUniqueIdQuery), async (req, res) => {
    const { tokenOnly } = queryOf(req, byUniqueIdQuery);
    const attempt = await attemptByUniqueId(req.params.uniqueId);
    if (!attempt) throw notFound('signInNotFound', 'No sign-in was started with this uniqueId.');
    const status = presentSignIn(attempt);
    if (tokenOnly || !(await authDataStillShown(attempt))) return void res.json(status);
    const user = await userOfAttempt(attempt);
    res.set('Cache-Control', 'no-store').json(withAuthData(status, user, deps.keyring));
  });

  // A4: what the hosted pages read; never authData, nor anything that unlocks another read.
  router.get('/integrations/:authModelUUID', async (req, res) => {
    const attempt = await attemptById(req.params.authModelUUID);
    if (!attempt) throw notFound('signInNotFound', 'No sign-in attempt with this uuid.');
    res.json(presentSignInForPages(attempt));
  });

  // A10: the public sign-in profile of a partner.
  router.get('/users/:slug', validQuery(profileQuery, { returnUrl: 'returnUrlNotAllowed' }), async (req, res) => {
    const account = await partnerBySlug(req.params.slug);
    if (!account) throw notFound('accountNotFound', 'No partner with this slug.');
    const { returnUrl } = queryOf(req, profileQuery);
    if (returnUrl !== undefined && !isAllowedReturnUrl(account.returnUrls, returnUrl))
      throw badRequest('returnUrlNotAllowed', 'The returnUrl is not one of the Return URLs of this partner.');
    res.json({
      name: account.name,
      slug: account.slug,
      logoUrl: account.logoUrl,
      enabledIntegrations: account.enabledIntegrations.filter((id) => isServiceId(id) && deps.adapters.has(id)),
    });
  });

  return router;
}
