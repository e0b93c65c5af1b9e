import { createHash, randomBytes } from 'node:crypto';
import { formFields } from '../../http/unchecked.js';

interface Grant {
  userKey: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | null;
  expiresAt: number;
}

interface AccessToken {
  userKey: string;
  scope: string;
  expiresAt: number;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scope: string;
}

export type ExchangeFailure = 'invalid_grant' | 'invalid_client' | 'redirect_mismatch' | 'pkce_failed';

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * The authorization server of one emulated service: authorization codes, access tokens that
 * really expire, and refresh tokens that can be revoked (the fault switch for "sign in again").
 */
export class OAuthServer {
  private codes = new Map<string, Grant>();
  private access = new Map<string, AccessToken>();
  private refresh = new Map<string, { userKey: string; clientId: string; scope: string }>();

  constructor(
    public accessTokenTtlSeconds = 3600,
    private readonly clients: Map<string, string> = new Map(),
  ) {}

  /** Registers an app (client id and secret) allowed to use this server. */
  registerClient(clientId: string, clientSecret: string): void {
    this.clients.set(clientId, clientSecret);
  }

  checkClient(clientId: string, clientSecret: string | null): boolean {
    const known = this.clients.get(clientId);
    return known !== undefined && (clientSecret === null || known === clientSecret);
  }

  isClient(clientId: string): boolean {
    return this.clients.has(clientId);
  }

  issueCode(grant: Omit<Grant, 'expiresAt'>): string {
    const code = token('code_');
    this.codes.set(code, { ...grant, expiresAt: Date.now() + 10 * 60_000 });
    return code;
  }

  /**
   * Trades a code for tokens, once; checks the client, the redirect URI (services whose token call
   * does not repeat it pass null) and the PKCE verifier when a challenge was given.
   */
  exchange(
    code: string,
    clientId: string,
    redirectUri: string | null,
    codeVerifier?: string | null,
  ): IssuedTokens | ExchangeFailure {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt < Date.now()) return 'invalid_grant';
    if (grant.clientId !== clientId) return 'invalid_client';
    if (redirectUri !== null && grant.redirectUri !== redirectUri) return 'redirect_mismatch';
    if (grant.codeChallenge) {
      const computed = codeVerifier ? createHash('sha256').update(codeVerifier).digest('base64url') : null;
      if (computed !== grant.codeChallenge) return 'pkce_failed';
    }
    return this.issue(grant.userKey, clientId, grant.scope);
  }

  /** New access token for a live refresh token; the refresh token stays (as most services do). */
  useRefreshToken(refreshToken: string, clientId: string | null): (IssuedTokens & { rotated: boolean }) | null {
    const entry = this.refresh.get(refreshToken);
    if (!entry || (clientId !== null && entry.clientId !== clientId)) return null;
    const accessToken = token('at_');
    this.access.set(accessToken, {
      userKey: entry.userKey,
      scope: entry.scope,
      expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000,
    });
    return { accessToken, refreshToken, expiresIn: this.accessTokenTtlSeconds, scope: entry.scope, rotated: false };
  }

  /** Issues tokens directly (seeding, pre-authorized tokens in tests). */
  issue(userKey: string, clientId: string, scope: string): IssuedTokens {
    const accessToken = token('at_');
    const refreshToken = token('rt_');
    this.access.set(accessToken, { userKey, scope, expiresAt: Date.now() + this.accessTokenTtlSeconds * 1000 });
    this.refresh.set(refreshToken, { userKey, clientId, scope });
    return { accessToken, refreshToken, expiresIn: this.accessTokenTtlSeconds, scope };
  }

  /** The user of a live access token, or null (unknown, expired or revoked). */
  userFor(accessToken: string | null | undefined): string | null {
    if (!accessToken) return null;
    const entry = this.access.get(accessToken);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.access.delete(accessToken);
      return null;
    }
    return entry.userKey;
  }

  /** Fault switch: every access token expires now (refresh tokens keep working). */
  expireAccessTokens(userKey?: string): void {
    for (const [t, entry] of this.access) if (!userKey || entry.userKey === userKey) this.access.delete(t);
  }

  /** Fault switch: the user's access and refresh tokens stop working (the user must sign in again). */
  revokeUser(userKey: string): void {
    this.expireAccessTokens(userKey);
    for (const [t, entry] of this.refresh) if (entry.userKey === userKey) this.refresh.delete(t);
  }
}

/** The client of a token request: HTTP Basic when sent, else the form's `client_id` and `client_secret` (null: a public client). */
export function tokenRequestClient(req: { headers: { authorization?: string }; body?: unknown }): {
  clientId: string | undefined;
  clientSecret: string | null;
} {
  const body = formFields(req.body);
  const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString('utf8').split(':') : [];
  return { clientId: basicId ?? body.client_id, clientSecret: basicSecret ?? body.client_secret ?? null };
}

/** An authorization-code request as a sign-in page reads it. */
export interface AuthorizeParams {
  clientId: string;
  redirectUri: string;
  state: string | null;
  scope: string;
  codeChallenge: string | null;
}

/** The words a service answers an authorize request with when it refuses it, by reason. */
export interface AuthorizeRefusals {
  responseType: string;
  unknownClient: string;
  missingRedirectUri: string;
}

/**
 * Reads an authorization-code request as RFC 6749 names it (`response_type`, `client_id`,
 * `redirect_uri`, `state`, `scope`, `code_challenge`), for a service's sign-in page; a string is
 * the service's refusal. Services on OAuth 2.1 refuse a sign-in without a PKCE (S256) challenge;
 * a service that grants a scope of its own when none is asked for names it as `defaultScope`.
 */
export function codeRequestParser(
  oauth: OAuthServer,
  refusals: AuthorizeRefusals,
  options: { requirePkce?: boolean; defaultScope?: string } = {},
): (query: Record<string, string>) => AuthorizeParams | string {
  return (q) => {
    if (q.response_type !== 'code') return refusals.responseType;
    if (!q.client_id || !oauth.isClient(q.client_id)) return refusals.unknownClient;
    if (!q.redirect_uri) return refusals.missingRedirectUri;
    if (options.requirePkce && (!q.code_challenge || q.code_challenge_method !== 'S256'))
      return 'code_challenge with code_challenge_method=S256 is required';
    return {
      clientId: q.client_id,
      redirectUri: q.redirect_uri,
      state: q.state ?? null,
      scope: q.scope || (options.defaultScope ?? ''),
      codeChallenge: q.code_challenge ?? null,
    };
  };
}

/** Back to the app's `redirect_uri` with `code` (or `error`) and the app's `state`, as RFC 6749 §4.1.2 has it. */
export function codeRedirect(
  params: { redirectUri: string; state: string | null },
  outcome: { code: string } | { error: string },
): string {
  const url = new URL(params.redirectUri);
  if ('code' in outcome) url.searchParams.set('code', outcome.code);
  else url.searchParams.set('error', outcome.error);
  if (params.state) url.searchParams.set('state', params.state);
  return url.toString();
}
