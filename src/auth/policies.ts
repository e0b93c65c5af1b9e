import type { Request, RequestHandler } from 'express';
import { forbidden, unauthorized, type ApiError } from '../http/errors.js';
import { authOf } from './authenticate.js';
import type { AuthContext, CredentialKind } from './context.js';

/**
 * The spec's table "Which route takes which", one policy per route group. A route group names
 * its policy; `allow(policy)` refuses every other credential with 403 (401 for a Client ID token
 * on `/api/...`, rule 1) and applies the DevToken `sub` rules (rule 4).
 */
export interface Policy {
  name: string;
  accepts: CredentialKind[];
  /** A DevToken with `sub` is refused here (transfer sessions: only account-wide DevTokens). */
  refusesDevTokenSubject?: boolean;
  /** Status for a Client ID token, where the spec says other than 403. */
  clientIdTokenStatus?: 401;
  /** Account-wide data: a sandbox docs session bound to one connected user is refused, like a DevToken with `sub`. */
  accountWide?: boolean;
  /** The managed transfers product: an account without it is refused with 403 `transferServiceNotEnabled`. */
  requiresTransferService?: boolean;
}

export const POLICIES = {
  /** `/public/*`: catalogue, connected users, sign-in reads. */
  public: { name: 'public', accepts: ['basic', 'clientIdToken', 'oneTimeToken', 'devToken', 'docsSession'] },
  /** `/api/{integrationUserUUID}/*`: the connected user's library. */
  userApi: { name: 'userApi', accepts: ['basic', 'devToken', 'docsSession'], clientIdTokenStatus: 401 },
  /** `DELETE /public/integrations/user/{uuid}`. */
  userDelete: { name: 'userDelete', accepts: ['basic'] },
  /**
   * `GET /public/integrations/users` (an addition to the interface): every connected user of the
   * account, so like the other account-wide reads the Client Secret or a partner docs session.
   */
  connectedUserList: { name: 'connectedUserList', accepts: ['basic', 'docsSession'], accountWide: true },
  /** `POST /public/integrations/user`: a user connected with a token the partner's backend holds (our decision). */
  userConnect: { name: 'userConnect', accepts: ['basic', 'devToken'], refusesDevTokenSubject: true },
  /** `/public/transfer-sessions/*`. */
  transferSessions: {
    name: 'transferSessions',
    accepts: ['basic', 'devToken'],
    refusesDevTokenSubject: true,
    requiresTransferService: true,
  },
  /**
   * `/public/syncs` (our decision): like the transfer sessions, the backend's credentials (Basic, or
   * a DevToken for the whole account), without the managed transfers product.
   */
  syncs: { name: 'syncs', accepts: ['basic', 'devToken'], refusesDevTokenSubject: true },
  /** `GET /public/syncs/*` (our decision): those of `syncs`, and a partner docs session, as for the transfer reads. */
  syncReads: {
    name: 'syncReads',
    accepts: ['basic', 'devToken', 'docsSession'],
    refusesDevTokenSubject: true,
    accountWide: true,
  },
  /** `GET /public/transfers/*`. */
  transferReads: {
    name: 'transferReads',
    accepts: ['basic', 'docsSession'],
    accountWide: true,
    requiresTransferService: true,
  },
  /**
   * `POST /public/transfers/{transferUuid}/cancel` (our decision): the backend's Client Secret, or a
   * DevToken, which a person's own page may hold: without `sub` for every transfer of the account,
   * with `sub` only for the transfers from that connected user (another's answers 404, as an
   * unknown transfer does).
   */
  transferCancel: { name: 'transferCancel', accepts: ['basic', 'devToken'], requiresTransferService: true },
  /** `GET /public/usage`: the account's use of the music services' budgets (our decision). */
  usage: { name: 'usage', accepts: ['basic', 'docsSession'], accountWide: true },
  /** `/public/webhooks/*`: the account's own settings and signing secrets (our decision: Client Secret only). */
  accountAdmin: { name: 'accountAdmin', accepts: ['basic'] },
  /** E1: the docs site's own session. */
  docsSession: { name: 'docsSession', accepts: ['docsSession'] },
} satisfies Record<string, Policy>;

const NAMES: Record<CredentialKind, string> = {
  basic: 'Client Secret (Basic)',
  clientIdToken: 'Client ID token',
  oneTimeToken: 'one-time token',
  devToken: 'DevToken',
  docsSession: 'docs session',
};

/** Why `policy` refuses the caller, or null when it accepts it. */
export function refusal(policy: Policy, auth: AuthContext): ApiError | null {
  const { kind } = auth.credential;
  if (!policy.accepts.includes(kind)) {
    if (kind === 'clientIdToken' && policy.clientIdTokenStatus === 401) {
      return unauthorized(
        'clientIdTokenNotAllowed',
        'A Client ID token cannot call /api/...; use Basic, a DevToken or a docs session.',
      );
    }
    if (policy.accepts.length === 1 && policy.accepts[0] === 'basic') {
      return forbidden('clientSecretRequired', 'This call requires Client Secret (Basic) authentication.');
    }
    return forbidden('credentialNotAllowed', `This call does not accept a ${NAMES[kind]}.`);
  }
  if (auth.credential.kind === 'devToken' && auth.credential.sub && policy.refusesDevTokenSubject) {
    return forbidden('devTokenSubjectNotAllowed', 'This call accepts only a DevToken without sub.');
  }
  if (policy.accountWide && auth.credential.kind === 'docsSession' && auth.credential.sessionKind === 'sandbox') {
    return auth.credential.integrationUserId
      ? forbidden(
          'docsSessionUserBound',
          'This sandbox docs session acts for one connected user and cannot read account-wide data.',
        )
      : sandboxWithoutUser();
  }
  if (policy.requiresTransferService && !auth.account.isTransferServiceEnabled) {
    return forbidden('transferServiceNotEnabled', 'The managed transfers product is not on for this account.');
  }
  return null;
}

/** Express middleware applying `policy` to the authenticated caller. */
export function allow(policy: Policy): RequestHandler {
  return (req: Request, _res, next) => {
    const refused = refusal(policy, authOf(req));
    if (refused) throw refused;
    next();
  };
}

/** `allow(policy)` for the writes of a route group whose reads take more credentials. */
export function allowWrites(policy: Policy): RequestHandler {
  const check = allow(policy);
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : check(req, res, next));
}

/** `reads` for GET and HEAD, `writes` for every other method: a group whose writes take other credentials than its reads. */
export function allowByMethod(reads: Policy, writes: Policy): RequestHandler {
  const [read, write] = [allow(reads), allow(writes)];
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? read : write)(req, res, next);
}

/**
 * A sandbox docs session is the docs site's trial for one connected user; one bound to nobody acts
 * for nobody: it reads its own session (E1) and the catalogue, never a user's or the account's data.
 */
const sandboxWithoutUser = () =>
  forbidden(
    'docsSessionWithoutUser',
    'This sandbox docs session is bound to no connected user: it reads only itself and the catalogue.',
  );

/**
 * Rule 4 for a sign-in (A5): a credential bound to one connected user reads only the sign-ins that
 * connected that user, never a failed one or another user's.
 */
export function signInAccessRefusal(auth: AuthContext, integrationUserId: string | null): ApiError | null {
  const c = auth.credential;
  const bound = (c.kind === 'devToken' && c.sub) || (c.kind === 'docsSession' && c.sessionKind === 'sandbox');
  if (!bound) return null;
  // A sign-in that connected nobody matches no bound credential: an id no user has stands for it.
  return userAccessRefusal(auth, integrationUserId ?? NO_USER);
}

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * Rule 4 and its docs-site twin: a DevToken with `sub`, or a sandbox docs session bound to one
 * connected user, acts for that user only.
 */
export function userAccessRefusal(auth: AuthContext, integrationUserUUID: string): ApiError | null {
  const c = auth.credential;
  if (c.kind === 'devToken' && c.sub && c.sub.toLowerCase() !== integrationUserUUID.toLowerCase()) {
    return forbidden('devTokenSubjectMismatch', 'This DevToken works only for the connected user named in its sub.');
  }
  if (c.kind === 'docsSession' && c.sessionKind === 'sandbox') {
    if (!c.integrationUserId) return sandboxWithoutUser();
    if (c.integrationUserId !== integrationUserUUID.toLowerCase())
      return forbidden('docsSessionUserMismatch', 'This sandbox docs session works only for its own connected user.');
  }
  if (c.kind === 'oneTimeToken' && c.integrationUserId !== integrationUserUUID.toLowerCase()) {
    return forbidden('oneTimeTokenUserMismatch', 'This one-time token is bound to another sign-in.');
  }
  return null;
}
