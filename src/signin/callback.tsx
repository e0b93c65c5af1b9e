import type { Request, Response } from 'express';
import Joi from 'joi';
import type { Adapters } from '../integrations/adapters.js';
import { isServiceId } from '../integrations/serviceIds.js';
import type { FormSignInInput, MusicServiceAdapter } from '../integrations/types.js';
import { isUpstreamError } from '../integrations/errors.js';
import { allowPageOrigins } from '../http/securityHeaders.js';
import { sendPage } from '../html/render.js';
import {
  attemptForState,
  completeSignIn,
  endPinSignInElsewhere,
  FormSignInRefused,
  failureDescription,
  returnUrlWith,
  settledAttempt,
  SignInFailure,
  type SignInCallback,
  type SignInDeps,
} from './flow.js';
import type { SignInAttempt } from './models.js';
import { isSameBrowser } from './browserBinding.js';
import { DonePage, showProblem } from './pages.js';
import { MusicKitPage } from './musicKitPage.js';
import { FormSignInPage } from './formSignInPage.js';
import { isKnownProblem } from './problems.js';
import { partnerOfAttempt } from './queries.js';
import type { SignInRequest } from './request.js';
import { NOWHERE, partnerSite, type Whereabouts } from './waysForward.js';

export interface HostedSignInDeps extends SignInDeps {
  adapters: Adapters;
  /** APP_URL, and its path prefix on this server, e.g. `/connect`. */
  appUrl: string;
  appPath: string;
}

/** What the callback received, as a query (OAuth) or a form post (our script sign-in page). */
export interface CallbackFields extends SignInCallback {
  state: unknown;
  /** The person chose to go back rather than sign in. */
  back?: boolean;
}

/** The callback's query as an OAuth service sends it; an empty value is one the service sent. */
export interface CallbackQuery {
  state?: string;
  code?: string;
  /** Last.fm calls its one-time grant `token`. */
  token?: string;
  error?: string;
}

export const CALLBACK_QUERY = Joi.object<CallbackQuery>({
  state: Joi.string().allow('').max(500),
  code: Joi.string().allow('').max(4096),
  token: Joi.string().allow('').max(4096),
  error: Joi.string().allow('').max(500),
}).unknown(true);

/** The callback's values from an OAuth service's query. */
export const oauthCallback = (query: CallbackQuery): CallbackFields => ({
  state: query.state,
  code: query.code ?? query.token,
  error: query.error,
});

/**
 * The form our script sign-in page or our sign-in form posts to the callback; an empty field is one
 * the script (or the person) left empty.
 */
export interface CallbackForm {
  state?: string;
  token?: string;
  error?: string;
  back?: string;
  server?: string;
  username?: string;
  password?: string;
}

export const CALLBACK_FORM = Joi.object<CallbackForm>({
  state: Joi.string().empty('').max(500),
  token: Joi.string().empty('').max(16_384),
  error: Joi.string().empty('').max(500),
  back: Joi.string().empty('').max(10),
  server: Joi.string().empty('').max(500),
  username: Joi.string().empty('').max(500),
  password: Joi.string().empty('').max(1_000),
})
  .unknown(true)
  .required();

/** The callback's values from our script sign-in page's form, or our sign-in form. */
export const formCallback = (form: CallbackForm): CallbackFields => ({
  state: form.state,
  token: form.token,
  form: Object.fromEntries(
    (['server', 'username', 'password', 'token'] as const).flatMap((field) =>
      form[field] === undefined ? [] : [[field, form[field]]],
    ),
  ),
  error: form.error,
  back: form.back === '1',
});

/** The query of our script sign-in page: the attempt's state. */
export const AUTHORIZE_QUERY = Joi.object<{ state?: string }>({ state: Joi.string().allow('').max(500) }).unknown(true);

/** The sign-in request an attempt was started with, to start it again (a uniqueId serves one sign-in only). */
function requestOf(attempt: SignInAttempt): SignInRequest {
  return {
    returnUrl: attempt.returnUrl,
    requestOneTimeToken: attempt.requestOneTimeToken,
    uniqueId: null,
    forwardErrors: attempt.forwardErrors,
    partnerUserId: attempt.partnerUserId,
  };
}

/** Where a person stands in an attempt, for the ways forward of its problem pages. */
async function whereaboutsOf(attempt: SignInAttempt): Promise<Whereabouts> {
  return {
    account: await partnerOfAttempt(attempt),
    service: attempt.integrationType,
    request: requestOf(attempt),
    returnUrl: attempt.returnUrl,
    continuePath: attempt.continuePath,
  };
}

/** Whether a service signs people in on a page of ours (its script, or our form), not the service's own. */
const signsInOnOurPage = (adapter: MusicServiceAdapter) => Boolean(adapter.browserSignIn || adapter.formSignIn);

/**
 * The attempt a callback or our sign-in page is for, from the browser that started it, or null
 * with the problem page sent. A request from another browser is refused without touching the
 * attempt, so the browser that started it can still finish.
 */
async function attemptOfThisBrowser(
  deps: HostedSignInDeps,
  req: Request,
  res: Response,
  state: unknown,
  ourPage: boolean,
): Promise<{ attempt: SignInAttempt; adapter: MusicServiceAdapter } | null> {
  const attempt = await attemptForState(state);
  const adapter = isServiceId(req.params.integrationType) ? deps.adapters.get(req.params.integrationType) : undefined;
  if (!attempt || !adapter || attempt.integrationType !== adapter.id || signsInOnOurPage(adapter) !== ourPage) {
    showProblem(res, deps, 'notRecognised', NOWHERE);
    return null;
  }
  // Login CSRF: a callback opened in another browser would attach someone else's music account.
  // Starting again here must not carry the starter's own id of their user either.
  if (!isSameBrowser(req, attempt.browserNonceDigest)) {
    if (adapter.pinSignIn) await endPinSignInElsewhere(attempt);
    const at = await whereaboutsOf(attempt);
    showProblem(res, deps, 'startedElsewhere', { ...at, request: { ...at.request!, partnerUserId: null } });
    return null;
  }
  return { attempt, adapter };
}

/** After a form post the browser must fetch where it goes next (303), not post there again. */
const redirectAfter = (res: Response, posted: boolean, url: string) => res.redirect(posted ? 303 : 302, url);

/**
 * Where a succeeded sign-in sends the browser: our own page it belongs to, the Return URL with the
 * callback values, or our page saying it is connected. A one-time token is given by the callback
 * that finished the sign-in and never again.
 */
async function sendBack(
  res: Response,
  posted: boolean,
  attempt: SignInAttempt,
  integrationUserUUID: string,
  oneTimeToken: string | null,
): Promise<void> {
  if (attempt.continuePath) return void redirectAfter(res, posted, attempt.continuePath);
  if (!attempt.returnUrl) {
    const account = await partnerOfAttempt(attempt);
    const partner = account ? { name: account.name, site: partnerSite(account) } : null;
    return sendPage(res, <DonePage service={attempt.integrationType} partner={partner} />);
  }
  redirectAfter(
    res,
    posted,
    returnUrlWith(attempt.returnUrl, { authModelUUID: attempt.id, integrationUserUUID, oneTimeToken }),
  );
}

/**
 * Where a failed sign-in sends the browser: our own page it belongs to (which shows the failure
 * itself), the Return URL with the error when the partner asked for it, the Return URL alone for
 * a person who chose to go back, or our page with the ways forward.
 */
async function sendFailure(
  deps: HostedSignInDeps,
  res: Response,
  posted: boolean,
  attempt: SignInAttempt,
  failure: { code: string; description: string | null; status?: number; back?: boolean },
): Promise<void> {
  if (attempt.continuePath) return void redirectAfter(res, posted, attempt.continuePath);
  if (attempt.forwardErrors && attempt.returnUrl) {
    return void redirectAfter(
      res,
      posted,
      returnUrlWith(attempt.returnUrl, {
        authModelUUID: attempt.id,
        error: failure.code,
        errorDescription: failure.description,
      }),
    );
  }
  if (failure.back && attempt.returnUrl) return void redirectAfter(res, posted, attempt.returnUrl);
  // A code of the services' or the accounts' own keeps its status; ours say theirs.
  const status = isKnownProblem(failure.code) ? undefined : failure.status;
  showProblem(res, deps, failure.code, await whereaboutsOf(attempt), status, {
    code: failure.code,
    detail: failure.description,
  });
}

/**
 * The answer for a sign-in that already ended (or that another callback is ending): the same as
 * the callback that ended it gave, less the one-time token. A reload, a double submit or the
 * browser's back button then lands where the person was going, never on a "failed" page.
 */
async function answerEnded(
  deps: HostedSignInDeps,
  res: Response,
  posted: boolean,
  attempt: SignInAttempt,
  back = false,
): Promise<void> {
  if (attempt.state === 'succeeded' && attempt.integrationUserId)
    return sendBack(res, posted, attempt, attempt.integrationUserId, null);
  const expired = attempt.state === 'expired' || attempt.expiresAt.getTime() <= Date.now();
  if (attempt.state === 'failed' || expired) {
    const code = attempt.errorCode ?? (expired ? 'signInExpired' : 'default');
    return sendFailure(deps, res, posted, attempt, { code, description: failureDescription(code), back });
  }
  showProblem(res, deps, 'stillFinishing', await whereaboutsOf(attempt));
}

/** The callback: only from the browser that started the sign-in; finishes it and goes back. */
export async function finishCallback(
  deps: HostedSignInDeps,
  req: Request,
  res: Response,
  fields: CallbackFields,
): Promise<void> {
  const posted = req.method === 'POST';
  const found = await attemptOfThisBrowser(deps, req, res, fields.state, posted);
  if (!found) return;
  const { attempt, adapter } = found;
  try {
    const done = await completeSignIn(deps, attempt, adapter, fields);
    return await sendBack(res, posted, attempt, done.user.id, done.oneTimeToken);
  } catch (err) {
    if (err instanceof FormSignInRefused) {
      const { password: _secret, token: _secret2, ...typed } = fields.form ?? {};
      return formPage(deps, res, attempt, adapter, fields.state as string, { refusal: err.message, typed });
    }
    if (!(err instanceof SignInFailure)) throw err;
    if (err.code !== 'signInAlreadyCompleted') {
      return sendFailure(deps, res, posted, attempt, {
        code: err.code,
        description: err.message,
        status: err.status,
        back: fields.back,
      });
    }
  }
  const ended = await settledAttempt(deps, attempt.id);
  if (!ended) return showProblem(res, deps, 'notRecognised', NOWHERE);
  // A form posted twice whose first post was refused: the form again, not a page saying to wait.
  if (adapter.formSignIn && ended.state === 'redirected' && ended.expiresAt.getTime() > Date.now())
    return formPage(deps, res, ended, adapter, fields.state as string);
  return answerEnded(deps, res, posted, ended, fields.back);
}

/** The way back the script sign-in page offers: to the transfer, to the partner, or plain cancel. */
const backLabelOf = (attempt: SignInAttempt, partner: string) =>
  attempt.continuePath ? 'Back to the transfer' : attempt.returnUrl ? `Back to ${partner}` : 'Cancel';

/** Our sign-in form for the attempt, first or again with why the last try was refused (400). */
async function formPage(
  deps: HostedSignInDeps,
  res: Response,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  state: string,
  again: { refusal: string; typed: FormSignInInput } | null = null,
): Promise<void> {
  const account = await partnerOfAttempt(attempt);
  if (!account) return showProblem(res, deps, 'accountNotFound', NOWHERE);
  // The callback the form posts to answers with a redirect to the Return URL.
  allowPageOrigins(res, { script: [], connect: [], form: attempt.returnUrl ? [attempt.returnUrl] : [] });
  const input = {
    service: adapter.id,
    partner: account.name,
    fields: adapter.formSignIn!.fields,
    optional: adapter.formSignIn!.optional,
    keeps: adapter.formSignIn!.keeps,
    suggested: adapter.formSignIn!.suggested,
    tokenPage: adapter.formSignIn!.tokenPage,
    state,
    callbackPath: `${deps.appPath}/oauth/${adapter.id}/callback`,
    backLabel: backLabelOf(attempt, account.name),
    ...(again ?? {}),
  };
  sendPage(res, <FormSignInPage input={input} />, again ? 400 : 200);
}

/**
 * Our page for a service without OAuth, for the attempt of `state`: the one that runs the
 * service's sign-in script (MusicKit JS), or our sign-in form.
 */
export async function ourSignInPage(
  deps: HostedSignInDeps,
  req: Request,
  res: Response,
  state: string | undefined,
): Promise<void> {
  const found = await attemptOfThisBrowser(deps, req, res, state, true);
  if (!found) return;
  const { attempt, adapter } = found;
  // Back on this page after the sign-in ended (the back button, a reload): where the end sent them.
  if (attempt.state !== 'redirected' || attempt.expiresAt.getTime() <= Date.now())
    return answerEnded(deps, res, false, attempt);
  if (adapter.formSignIn) return formPage(deps, res, attempt, adapter, state!);
  return scriptSignInPage(deps, res, attempt, adapter, state!);
}

/** Our page that runs a service's sign-in script (MusicKit JS) for the attempt of `state`. */
async function scriptSignInPage(
  deps: HostedSignInDeps,
  res: Response,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  state: string,
): Promise<void> {
  const account = await partnerOfAttempt(attempt);
  if (!account) return showProblem(res, deps, 'accountNotFound', NOWHERE);
  // An unconfigured or broken MusicKit key is ours to fix, not the person's: they are told plainly.
  const settings = await adapter.browserSignIn!.pageSettings(new URL(deps.appUrl).origin).catch((err: unknown) => {
    if (isUpstreamError(err)) return null;
    throw err;
  });
  if (!settings) return showProblem(res, deps, 'unavailable', await whereaboutsOf(attempt));
  // The callback the page posts to answers with a redirect to the Return URL, which the page's
  // forms must be allowed to reach.
  allowPageOrigins(res, {
    script: [settings.scriptUrl],
    connect: settings.connectOrigins,
    form: attempt.returnUrl ? [attempt.returnUrl] : [],
  });
  // MusicKit's authorization window, on Apple's origin, hands the token back through window.opener.
  res.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
  // Apple's window may look at the Referer for the site that opened it: the origin only, never this page's state.
  res.set('Referrer-Policy', 'strict-origin');
  const input = {
    service: adapter.id,
    partner: account.name,
    scriptUrl: settings.scriptUrl,
    developerToken: settings.developerToken,
    state,
    callbackPath: `${deps.appPath}/oauth/${adapter.id}/callback`,
    backLabel: backLabelOf(attempt, account.name),
  };
  sendPage(res, <MusicKitPage input={input} />);
}
