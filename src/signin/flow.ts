import { takeLock } from '../redisLock.js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { UniqueConstraintError, type Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import { place, SEALED_COLUMNS, type Keyring } from '../crypto/encryption.js';
import { digest } from '../crypto/tokens.js';
import { Account } from '../accounts/models.js';
import { isAllowedReturnUrl } from '../accounts/returnUrls.js';
import type {
  FormSignInField,
  FormSignInInput,
  MusicServiceAdapter,
  ServiceProfile,
  ServiceTokens,
} from '../integrations/types.js';
import { isUpstreamError, UpstreamError } from '../integrations/errors.js';
import { addressRefusal } from '../integrations/personalServers.js';
import { IntegrationUser } from '../users/models.js';
import { connectUser } from '../users/connect.js';
import { ApiError } from '../http/errors.js';
import { SignInAttempt } from './models.js';
import { issueOneTimeToken } from '../auth/oneTimeTokens.js';
import type { SignInRequest } from './request.js';

/** How long the user has to come back from the service's sign-in page. */
const ATTEMPT_LIFE_MS = 30 * 60_000;
/**
 * Longer than a code exchange and a profile read take (10-second calls, reads retried twice), and
 * short enough that a lock left by a dead process does not outlive the person's patience.
 */
const CALLBACK_LOCK_MS = 60_000;
/** Spec, Limits: a one-time token lives 30 seconds. */
export const ONE_TIME_TOKEN_LIFE_MS = 30_000;
const codeVerifierAt = (attemptId: string) => place(SEALED_COLUMNS[3], attemptId);

export interface SignInDeps {
  sequelize: Sequelize;
  redis: Redis;
  redisPrefix: string;
  keyring: Keyring;
  baseUrl: string;
  /** APP_URL: services that sign in through their script do it on a page of ours there. */
  appUrl: string;
}

/** A sign-in that cannot go on, with the code a partner receives when it asked for forwarding. */
export class SignInFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

/** Where the service sends the browser back: one callback per service, under BASE_URL/app. */
export function callbackUrl(baseUrl: string, integrationType: string): string {
  return `${baseUrl}/app/oauth/${integrationType}/callback`;
}

/**
 * Our page for a service without OAuth: the one that runs its sign-in script (MusicKit JS), or the
 * form where the person names their server and credentials. It lives on APP_URL, beside the nonce
 * cookie, and posts what the script gave or the person typed to the callback there.
 */
function ourSignInPageUrl(appUrl: string, integrationType: string, state: string): string {
  return `${appUrl.replace(/\/+$/, '')}/oauth/${integrationType}/authorize?state=${encodeURIComponent(state)}`;
}

/**
 * Starts a sign-in (A1 picker choice or A2): checks the Return URL exactly against the account's
 * list, records the attempt with a fresh OAuth state and PKCE verifier, and answers where the
 * browser goes: the service's authorize URL, or our page running the service's sign-in script.
 */
export async function startSignIn(
  deps: SignInDeps,
  account: Account,
  adapter: MusicServiceAdapter,
  request: SignInRequest,
): Promise<{ attempt: SignInAttempt; authorizeUrl: string }> {
  if (request.returnUrl && !isAllowedReturnUrl(account.returnUrls, request.returnUrl)) {
    throw new SignInFailure('returnUrlNotAllowed', 'The returnUrl is not one of the Return URLs of this partner.');
  }
  const state = randomBytes(32).toString('base64url');
  const { authorizeUrl, verifier } = await signInTarget(deps, adapter, state);
  let attempt: SignInAttempt;
  const attemptId = randomUUID();
  try {
    attempt = await SignInAttempt.create({
      id: attemptId,
      accountId: account.id,
      integrationType: adapter.id,
      uniqueId: request.uniqueId,
      returnUrl: request.returnUrl,
      requestOneTimeToken: request.requestOneTimeToken,
      forwardErrors: request.forwardErrors,
      partnerUserId: request.partnerUserId,
      continuePath: request.continuePath ?? null,
      browserNonceDigest: request.browserNonceDigest ?? null,
      state: 'redirected',
      oauthStateDigest: digest(state),
      codeVerifierSealed: verifier ? deps.keyring.seal(verifier, codeVerifierAt(attemptId)) : null,
      expiresAt: new Date(Date.now() + ATTEMPT_LIFE_MS),
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError)
      throw new SignInFailure('uniqueIdInUse', 'This uniqueId was used by another sign-in; choose a new UUID v4.');
    throw err;
  }
  return { attempt, authorizeUrl };
}

/**
 * Where the browser goes to sign in, with what the end of the sign-in will need, sealed with the
 * attempt: the PKCE verifier of a code exchange, or what a PIN sign-in keeps.
 */
async function signInTarget(
  deps: SignInDeps,
  adapter: MusicServiceAdapter,
  state: string,
): Promise<{ authorizeUrl: string; verifier: string | null }> {
  // A script or form sign-in exchanges no code, so there is nothing for PKCE to protect.
  if (adapter.browserSignIn || adapter.formSignIn)
    return { authorizeUrl: ourSignInPageUrl(deps.appUrl, adapter.id, state), verifier: null };
  if (adapter.tokenOnly) throw new SignInFailure('signInNotHosted', `${adapter.id} has no hosted sign-in.`);
  if (adapter.pinSignIn) {
    // The service's page sends the browser back with nothing of its own: the state comes with us.
    const returnTo = `${callbackUrl(deps.baseUrl, adapter.id)}?state=${encodeURIComponent(state)}`;
    const started = await adapter.pinSignIn.start(returnTo).catch((err: unknown) => {
      if (isUpstreamError(err))
        throw new SignInFailure('serviceUnavailable', FAILURE_DESCRIPTIONS.serviceUnavailable, 503);
      throw err;
    });
    return { authorizeUrl: started.url, verifier: started.keep };
  }
  const verifier = randomBytes(32).toString('base64url');
  const authorizeUrl = adapter.authorizeUrl({
    redirectUri: callbackUrl(deps.baseUrl, adapter.id),
    state,
    codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
  });
  return { authorizeUrl, verifier };
}

/** The attempt a callback's `state` belongs to, if any. */
export async function attemptForState(state: unknown): Promise<SignInAttempt | null> {
  if (typeof state !== 'string' || state.length < 16 || state.length > 200) return null;
  return SignInAttempt.findOne({ where: { oauthStateDigest: digest(state) } });
}

export interface CompletedSignIn {
  attempt: SignInAttempt;
  user: IntegrationUser;
  oneTimeToken: string | null;
}

/**
 * What a forwarded failure tells the partner in `errorDescription`, by code, for the failures the
 * flow itself decides; also told again when the same browser comes back to a failed sign-in.
 */
const FAILURE_DESCRIPTIONS: Record<string, string> = {
  signInExpired: 'This sign-in took too long; start a new one.',
  accessDenied: 'The music service did not grant access.',
  serviceUnavailable: 'The music service could not be reached; try again later.',
  tokenExchangeFailed: 'The music service refused the sign-in.',
  signInAlreadyCompleted: 'This sign-in was already completed; start a new one.',
  signInTooManyTries: 'The sign-in form was refused too many times; start a new one.',
  noUsableServer: 'The account has no server of its own that this deployment may reach.',
};

const failure = (code: string) => new SignInFailure(code, FAILURE_DESCRIPTIONS[code]);

/** The partner's description of a failure code; null for codes decided elsewhere (their message went with the first answer). */
export const failureDescription = (code: string): string | null => FAILURE_DESCRIPTIONS[code] ?? null;

const alreadyCompleted = () => failure('signInAlreadyCompleted');

/** How long a callback waits for another callback of the same sign-in (a double submit) to finish it. */
const SETTLE_WAIT_MS = 30_000;
const callbackLock = (deps: SignInDeps, attemptId: string) => `${deps.redisPrefix}:signin-callback:${attemptId}`;

/**
 * The attempt once no callback is at work on it: ended, or still open with nobody finishing it,
 * or as it stands after the wait. A browser that submitted a callback twice shows the answer to
 * the second, which must therefore be where the first one went.
 */
export async function settledAttempt(deps: SignInDeps, attemptId: string): Promise<SignInAttempt | null> {
  const until = Date.now() + SETTLE_WAIT_MS;
  for (;;) {
    const attempt = await SignInAttempt.findByPk(attemptId);
    if (!attempt || attempt.state !== 'redirected' || Date.now() >= until) return attempt;
    if (!(await deps.redis.exists(callbackLock(deps, attemptId)))) return attempt;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Ends an attempt that is still open as failed or expired. Conditional, so that a callback that
 * fails late (a racer whose code was already spent) never overwrites the outcome of the one that
 * ended it first; that racer hears the sign-in was already completed.
 */
async function fail(
  attempt: SignInAttempt,
  failure: SignInFailure,
  state: 'failed' | 'expired' = 'failed',
): Promise<never> {
  const ended = { state, errorCode: failure.code, codeVerifierSealed: null };
  const [count] = await SignInAttempt.update(ended, { where: { id: attempt.id, state: 'redirected' } });
  if (count === 0) throw alreadyCompleted();
  attempt.set(ended);
  throw failure;
}

/**
 * A PIN sign-in whose callback came to another browser: ended, its PIN forgotten. Its grant is
 * asked of the service by us, not carried by the browser, so whoever holds the attempt's own
 * browser could otherwise collect what a person allowed on a link someone sent them.
 */
export async function endPinSignInElsewhere(attempt: SignInAttempt): Promise<void> {
  await fail(attempt, failure('accessDenied')).catch((err: unknown) => {
    if (!(err instanceof SignInFailure)) throw err;
  });
}

/**
 * What came back to the callback: an OAuth `code`, the `token` a service's sign-in script gave our
 * page, or what the person typed into our sign-in form.
 */
export interface SignInCallback {
  code?: unknown;
  token?: unknown;
  form?: FormSignInInput;
  error?: unknown;
}

/**
 * Our sign-in form was refused (a mistyped password, a server that cannot be used): the person is
 * told why on the form again, and the sign-in stays open for another try.
 */
export class FormSignInRefused extends Error {}

/**
 * Refusals of our sign-in form before the sign-in ends: enough for typing mistakes, too few to try
 * passwords against someone's server through us.
 */
export const FORM_TRIES = 5;
const formTriesKey = (deps: SignInDeps, attemptId: string) => `${deps.redisPrefix}:signin-form-tries:${attemptId}`;

/** What the person is told on the form when the service refused what they typed; null ends the sign-in. */
function formRefusal(err: unknown, fields: readonly FormSignInField[]): string | null {
  const address = addressRefusal(err);
  if (address !== null) return address;
  if (!(err instanceof UpstreamError)) return null;
  if (err.kind === 'reauthRequired' || err.kind === 'forbidden')
    return fields.includes('token')
      ? 'This token was not accepted. Copy it again from your settings page, then try again.'
      : 'The server did not accept this name and password. Check them and try again.';
  if (err.kind === 'rejected' || err.kind === 'notFound' || err.kind === 'unavailable' || err.kind === 'rateLimited')
    return 'The server could not be reached, or did not answer as this service does. Check the address and try again.';
  return null;
}

/**
 * Finishes a sign-in on the service's callback: trades the code for tokens (or checks the token the
 * service's script gave, or what the person typed into our form), reads who signed in, creates or updates the connected user (the same
 * service account is the same integrationUserUUID), enforces the evaluation cap, issues the
 * one-time token when asked, and records `user.connected` — all in one transaction. Of callbacks
 * racing for one attempt, one finishes it and the others fail with `signInAlreadyCompleted`
 * (`settledAttempt` then tells them how it ended).
 */
export async function completeSignIn(
  deps: SignInDeps,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  callback: SignInCallback,
): Promise<CompletedSignIn> {
  if (attempt.state !== 'redirected') throw alreadyCompleted();
  // A double submit or a replay would trade the code again (the service refuses it, and that
  // refusal must not end the sign-in) or check the token again: only one callback goes on.
  const release = await takeLock(deps.redis, callbackLock(deps, attempt.id), { lifeMs: CALLBACK_LOCK_MS });
  if (!release) throw alreadyCompleted();
  try {
    // Another callback may have ended the attempt between our read and the lock.
    await attempt.reload();
    if (attempt.state !== 'redirected') throw alreadyCompleted();
    return await finishAttempt(deps, attempt, adapter, callback);
  } finally {
    await release();
  }
}

async function finishAttempt(
  deps: SignInDeps,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  callback: SignInCallback,
): Promise<CompletedSignIn> {
  if (attempt.expiresAt.getTime() <= Date.now()) return fail(attempt, failure('signInExpired'), 'expired');
  if (adapter.formSignIn) {
    if (callback.error !== undefined || !callback.form) return fail(attempt, failure('accessDenied'));
    const { tokens, profile } = await checkForm(deps, attempt, adapter, callback.form);
    return recordOrFail(deps, attempt, adapter, tokens, profile);
  }
  if (adapter.pinSignIn) {
    if (callback.error !== undefined || !attempt.codeVerifierSealed) return fail(attempt, failure('accessDenied'));
    let granted: { tokens: ServiceTokens; profile: ServiceProfile };
    try {
      granted = await adapter.pinSignIn.finish(
        deps.keyring.open(attempt.codeVerifierSealed, codeVerifierAt(attempt.id)),
      );
    } catch (err) {
      // Nothing granted for the code: the person did not allow it (or let it run out).
      if (isUpstreamError(err, 'reauthRequired')) return fail(attempt, failure('accessDenied'));
      if (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited'))
        return fail(attempt, failure('serviceUnavailable'));
      // Granted, but no server of theirs is one we may call (none owned, or only at addresses the rule refuses).
      if (isUpstreamError(err, 'rejected')) return fail(attempt, failure('noUsableServer'));
      return fail(attempt, failure('tokenExchangeFailed'));
    }
    return recordOrFail(deps, attempt, adapter, granted.tokens, granted.profile);
  }
  const granted = adapter.browserSignIn ? callback.token : callback.code;
  if (callback.error !== undefined || typeof granted !== 'string' || granted === '') {
    return fail(attempt, failure('accessDenied'));
  }
  let tokens: ServiceTokens;
  let profile: ServiceProfile;
  try {
    if (adapter.browserSignIn) {
      ({ tokens, profile } = await adapter.browserSignIn.acceptToken(granted));
    } else if (adapter.tokenOnly) {
      return fail(attempt, failure('signInNotHosted'));
    } else {
      const verifier = attempt.codeVerifierSealed
        ? deps.keyring.open(attempt.codeVerifierSealed, codeVerifierAt(attempt.id))
        : undefined;
      const exchanged = await adapter.exchangeCode(granted, callbackUrl(deps.baseUrl, adapter.id), verifier);
      tokens = exchanged;
      profile = await adapter.currentUser({
        key: attempt.id,
        country: null,
        tokens: async () => exchanged,
        refresh: async () => exchanged,
      });
    }
  } catch (err) {
    if (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited')) {
      return fail(attempt, failure('serviceUnavailable'));
    }
    return fail(attempt, failure('tokenExchangeFailed'));
  }
  return recordOrFail(deps, attempt, adapter, tokens, profile);
}

/**
 * What the person typed, checked with the service. A refusal leaves the sign-in open for another
 * try, told on the form, until `FORM_TRIES` refusals end it.
 */
async function checkForm(
  deps: SignInDeps,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  input: FormSignInInput,
): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }> {
  const formSignIn = adapter.formSignIn!;
  const key = formTriesKey(deps, attempt.id);
  if (Number(await deps.redis.get(key)) >= FORM_TRIES) return fail(attempt, failure('signInTooManyTries'));
  if (formSignIn.fields.some((field) => !formSignIn.optional?.includes(field) && !input[field]?.trim()))
    throw new FormSignInRefused('Fill in every field, then connect.');
  const guesses = guessesKeys(deps, adapter.id, input);
  if (await overGuessing(deps, guesses))
    throw new FormSignInRefused(
      'This server refused this name too many times lately. Wait a quarter of an hour, then try again.',
    );
  try {
    return await formSignIn.connect(Object.fromEntries(formSignIn.fields.map((field) => [field, input[field]])));
  } catch (err) {
    // A service that cannot be reached is no mistake of what was typed: nothing for the form to say
    // where it has no address to check (a token service's outage).
    if (
      !formSignIn.fields.includes('server') &&
      (isUpstreamError(err, 'unavailable') || isUpstreamError(err, 'rateLimited'))
    )
      return fail(attempt, failure('serviceUnavailable'));
    const refusal = formRefusal(err, formSignIn.fields);
    if (refusal === null) return fail(attempt, failure('tokenExchangeFailed'));
    if (isUpstreamError(err, 'reauthRequired') || isUpstreamError(err, 'forbidden')) await countGuess(deps, guesses);
    const tries = await deps.redis.incr(key);
    await deps.redis.pexpire(key, ATTEMPT_LIFE_MS);
    if (tries >= FORM_TRIES) return fail(attempt, failure('signInTooManyTries'));
    throw new FormSignInRefused(refusal);
  }
}

/**
 * Refused passwords of one name on one server, and of anyone on one server, across sign-ins: a new
 * sign-in is one link away, so the five tries of one are no bound on guessing through us.
 */
const GUESSES = { window: 15 * 60_000, perName: 10, perServer: 50 };

function guessesKeys(
  deps: SignInDeps,
  service: string,
  input: FormSignInInput,
): { name: string; server: string } | null {
  if (input.server === undefined || input.username === undefined) return null;
  const server = input.server.trim().toLowerCase().replace(/\/+$/, '');
  const at = `${deps.redisPrefix}:signin-form-refusals:${service}`;
  return {
    name: `${at}:name:${digest(`${server} ${input.username.trim().toLowerCase()}`)}`,
    server: `${at}:server:${digest(server)}`,
  };
}

async function overGuessing(deps: SignInDeps, keys: { name: string; server: string } | null): Promise<boolean> {
  if (!keys) return false;
  const [name, server] = await deps.redis.mget(keys.name, keys.server);
  return Number(name) >= GUESSES.perName || Number(server) >= GUESSES.perServer;
}

async function countGuess(deps: SignInDeps, keys: { name: string; server: string } | null): Promise<void> {
  if (!keys) return;
  await deps.redis
    .multi()
    .incr(keys.name)
    .pexpire(keys.name, GUESSES.window, 'NX')
    .incr(keys.server)
    .pexpire(keys.server, GUESSES.window, 'NX')
    .exec();
}

async function recordOrFail(
  deps: SignInDeps,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  tokens: ServiceTokens,
  profile: ServiceProfile,
): Promise<CompletedSignIn> {
  try {
    return await recordSignIn(deps, attempt, adapter, tokens, profile);
  } catch (err) {
    if (err instanceof SignInFailure && err.code !== 'signInAlreadyCompleted') return fail(attempt, err);
    throw err;
  }
}

async function recordSignIn(
  deps: SignInDeps,
  attempt: SignInAttempt,
  adapter: MusicServiceAdapter,
  tokens: ServiceTokens,
  profile: ServiceProfile,
): Promise<CompletedSignIn> {
  const { sequelize } = deps;
  return sequelize.transaction(async (transaction) => {
    // The attempt is claimed before anything is connected: of two callbacks that got this far
    // (the lock above lapsed, or Redis lost it), the second waits on the row, finds it ended and
    // rolls back, so one attempt connects one user, once.
    const open = await SignInAttempt.findByPk(attempt.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (open?.state !== 'redirected') throw alreadyCompleted();
    let user: IntegrationUser;
    try {
      const event = {
        authModelUUID: attempt.id,
        ...(attempt.partnerUserId ? { partnerUserId: attempt.partnerUserId } : {}),
      };
      user = await connectUser(sequelize, transaction, deps.keyring, {
        accountId: attempt.accountId,
        integrationType: adapter.id,
        profile,
        tokens,
        event,
      });
    } catch (err) {
      // The hosted pages speak in sign-in failures.
      if (err instanceof ApiError) throw new SignInFailure(err.code, err.message, err.status);
      throw err;
    }
    await attempt.update(
      { state: 'succeeded', succeededAt: new Date(), integrationUserId: user.id, codeVerifierSealed: null },
      { transaction },
    );
    const oneTimeToken = attempt.requestOneTimeToken
      ? await issueOneTimeToken(
          { accountId: attempt.accountId, signInAttemptId: attempt.id, integrationUserId: user.id },
          ONE_TIME_TOKEN_LIFE_MS,
          transaction,
        )
      : null;
    return { attempt, user, oneTimeToken };
  });
}

/** The partner's Return URL with the callback values in its query string (kept with its own query). */
export function returnUrlWith(returnUrl: string, values: Record<string, string | null>): string {
  const url = new URL(returnUrl);
  for (const [k, v] of Object.entries(values)) if (v !== null) url.searchParams.set(k, v);
  return url.toString();
}
