import { Op } from 'sequelize';
import type { Request, RequestHandler } from 'express';
import { Account, ApiKey, DocsSession } from '../accounts/models.js';
import { findOneTimeToken } from './oneTimeTokens.js';
import { digest, matchesDigest } from '../crypto/tokens.js';
import { isUuid } from '../ids.js';
import { ApiError, unauthorized } from '../http/errors.js';
import type { AuthFailureBudget } from './failureBudget.js';
import { snapshotOf, type AccountSnapshot } from '../accounts/snapshot.js';
import { KeyUseRecorder } from '../accounts/keyUse.js';
import type { AuthContext, Credential } from './context.js';
import { CredentialCache } from './cache.js';
import { verifyDevToken, type DevTokenPolicy } from './devToken.js';
import { fieldAt } from '../http/unchecked.js';

export interface Authenticator {
  /** Verifies the request's `Authorization` header, or throws a 401 ApiError that says why. */
  authenticate(header: string | undefined): Promise<AuthContext>;
  /**
   * The live API key a header that failed presents (its Client ID in Basic or Token, the `iss` of
   * a DevToken), or null: failures are budgeted per address and presented key, so one partner's
   * failures never stop another's calls from the same address.
   */
  presentedKey(header: string | undefined): Promise<string | null>;
  cache: CredentialCache;
}

const HEADER = /^(Basic|Token|DevToken|DocsSession) +(\S+)$/;

/** A credential verified, and its account. */
interface Verified {
  accountId: string;
  credential: Credential;
}

/** Builds the verifier of the five credentials of the interface (spec, Authentication). */
export function createAuthenticator(options: { cacheMs: number; devToken: DevTokenPolicy }): Authenticator {
  const cache = new CredentialCache(options.cacheMs);
  const keyUse = new KeyUseRecorder();

  async function account(accountId: string): Promise<AccountSnapshot> {
    const key = `account:${accountId}`;
    const hit = cache.get<AccountSnapshot>(key);
    if (hit) return hit;
    const row = await Account.findByPk(accountId);
    if (!row) throw unauthorized('invalidCredentials', 'The credentials belong to no account.');
    const snapshot = snapshotOf(row);
    cache.set(key, snapshot);
    return snapshot;
  }

  async function liveKey(clientId: string): Promise<{ accountId: string; secretDigest: string } | null> {
    const key = `client:${clientId}`;
    const hit = cache.get<{ accountId: string; secretDigest: string } | 'none'>(key);
    if (hit) return hit === 'none' ? null : hit;
    const row = isUuid(clientId) ? await ApiKey.findOne({ where: { clientId, revokedAt: null } }) : null;
    const value = row ? { accountId: row.accountId, secretDigest: row.secretDigest } : null;
    cache.set(key, value ?? 'none');
    return value;
  }

  async function basic(value: string): Promise<Verified> {
    // A verified header is remembered by its digest: decoding it and checking the secret again cost
    // a sixth of the cheapest read's CPU (bench:auth). Revoking the key clears it with the rest.
    const remembered = `basic:${digest(value)}`;
    const hit = cache.get<{ accountId: string; credential: Credential }>(remembered);
    if (hit) return hit;
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0)
      throw unauthorized('invalidCredentials', 'Basic credentials must be base64(<CLIENT_ID>:<CLIENT_SECRET>).');
    const clientId = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1);
    const key = await liveKey(clientId);
    if (!key || !matchesDigest(secret, key.secretDigest)) {
      throw unauthorized('invalidCredentials', 'The Client ID and Client Secret do not match a live API key.');
    }
    const verified = { accountId: key.accountId, credential: { kind: 'basic', clientId } satisfies Credential };
    cache.set(remembered, verified);
    return verified;
  }

  async function token(value: string): Promise<Verified> {
    if (isUuid(value)) {
      const key = await liveKey(value);
      if (!key) throw unauthorized('invalidCredentials', 'The Client ID is not a live API key.');
      return { accountId: key.accountId, credential: { kind: 'clientIdToken', clientId: value } };
    }
    // Anything else is a one-time token: a credential for its whole 30 seconds, whether or not a
    // read already handed out its authData (only that hand-out is once). Never cached, so that it
    // stops at its expiry to the millisecond.
    const row = await findOneTimeToken(value);
    if (!row) throw unauthorized('invalidToken', 'The token is neither a Client ID nor a one-time token.');
    if (row.expiresAt.getTime() <= Date.now())
      throw unauthorized('oneTimeTokenExpired', 'The one-time token has expired (it lives 30 seconds).');
    return {
      accountId: row.accountId,
      credential: {
        kind: 'oneTimeToken',
        oneTimeTokenId: row.id,
        signInAttemptId: row.signInAttemptId,
        integrationUserId: row.integrationUserId,
      },
    };
  }

  async function devToken(value: string): Promise<Verified> {
    const key = `devtoken:${digest(value)}`;
    const hit = cache.get<Verified & { expiresAt: number }>(key);
    if (hit && hit.expiresAt > Date.now()) return hit;
    const verified = await verifyDevToken(value, options.devToken);
    const result: Verified = {
      accountId: verified.accountId,
      credential: { kind: 'devToken', kid: verified.kid, sub: verified.sub, clientId: verified.clientId },
    };
    cache.set(key, { ...result, expiresAt: verified.expiresAt }, verified.expiresAt - Date.now());
    return result;
  }

  async function docsSession(value: string): Promise<Verified> {
    const key = `docs:${digest(value)}`;
    let hit = cache.get<{ accountId: string; credential: Credential & { kind: 'docsSession' } } | 'none'>(key);
    if (!hit) {
      const row = await DocsSession.findOne({ where: { tokenDigest: digest(value), revokedAt: { [Op.is]: null } } });
      hit = row
        ? {
            accountId: row.accountId,
            credential: {
              kind: 'docsSession',
              docsSessionId: row.id,
              sessionKind: row.kind,
              integrationUserId: row.integrationUserId,
              expiresAt: row.expiresAt,
            },
          }
        : 'none';
      cache.set(key, hit);
    }
    // Unknown, revoked and expired tokens are all "ended" for the docs site (spec E1).
    if (hit === 'none' || new Date(hit.credential.expiresAt).getTime() <= Date.now()) {
      throw unauthorized('docsSessionEnded', 'The docs session has expired or was revoked.');
    }
    return hit;
  }

  /** The Client ID a header claims, read without verifying anything. */
  function claimedClientId(header: string | undefined): string | null {
    const match = HEADER.exec(header?.trim() ?? '');
    if (!match) return null;
    const [, scheme, value] = match;
    if (scheme === 'Token') return value;
    if (scheme === 'Basic') return Buffer.from(value, 'base64').toString('utf8').split(':')[0] ?? null;
    if (scheme === 'DevToken') {
      const payload = fieldAt(safeJson(Buffer.from(value.split('.')[1] ?? '', 'base64url').toString('utf8')), 'iss');
      return typeof payload === 'string' ? payload : null;
    }
    return null;
  }

  return {
    cache,
    async presentedKey(header) {
      const clientId = claimedClientId(header);
      return clientId && isUuid(clientId) && (await liveKey(clientId)) ? clientId.toLowerCase() : null;
    },
    async authenticate(header) {
      if (!header || header.trim() === '')
        throw unauthorized('missingCredentials', 'This call needs credentials in the Authorization header.');
      const match = HEADER.exec(header.trim());
      if (!match) {
        throw unauthorized(
          'unsupportedCredential',
          'Use Basic, Token, DevToken or DocsSession in the Authorization header.',
        );
      }
      const [, scheme, value] = match;
      const verified =
        scheme === 'Basic'
          ? await basic(value)
          : scheme === 'Token'
            ? await token(value)
            : scheme === 'DevToken'
              ? await devToken(value)
              : await docsSession(value);
      // The API key a call stands on, for the dashboard's "last used": written once a minute, so
      // that only that call waits for the write.
      const { credential } = verified;
      const noted = keyUse.note('clientId' in credential ? credential.clientId : null);
      if (noted) await noted;
      return { account: await account(verified.accountId), credential };
    },
  };
}

/** The verified caller, set by the `authenticated` middleware. */
export function authOf(req: Request): AuthContext {
  const auth = (req as Request & { auth?: AuthContext }).auth;
  if (!auth) throw new Error('route reads the caller but is not behind authentication');
  return auth;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Express middleware: verifies the credential and stores the caller on the request. A valid
 * credential always passes: only its own account's limits ever slow it. Failures count per
 * address and presented API key (`address` alone where the header names no live key); once a
 * budget is spent, further failures in it answer 429 with `Retry-After` instead of saying why.
 * Partners behind one egress address thus never lock each other out, and a guess at a key's
 * secret costs no database work (the key is remembered by the credential cache).
 */
export function authenticateRequests(authenticator: Authenticator, failures?: AuthFailureBudget): RequestHandler {
  return async (req, _res, next) => {
    try {
      (req as Request & { auth?: AuthContext }).auth = await authenticator.authenticate(req.headers.authorization);
    } catch (err) {
      if (failures && err instanceof ApiError && err.status === 401) {
        const key = await authenticator.presentedKey(req.headers.authorization);
        const budget = `${req.ip ?? 'unknown'}${key ? ` ${key}` : ''}`;
        await failures.check(budget);
        await failures.recordFailure(budget);
      }
      throw err;
    }
    next();
  };
}
