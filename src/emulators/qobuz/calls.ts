import { randomBytes } from 'node:crypto';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';

/** One API call as a method of the emulator sees it: its parameters (query and form alike) and who made it. */
export interface QobuzCall {
  params: Record<string, string>;
  /** The app that called (its `app_id`). */
  appId: string;
  /** The listener of a live `user_auth_token`, when one was sent. */
  user: EmulatedUser | null;
  /** The token as sent, for `user/login` with a token. */
  token: string | null;
}

export interface QobuzMethod {
  /** Whether the method needs a listener's token (else the app id alone will do). */
  user: boolean;
  /** Whether the method reads the token itself (`user/login`): a dead one is then no reason to refuse the call. */
  ownToken?: boolean;
  run(call: QobuzCall): unknown;
}

/** What an emulated method throws to answer with Qobuz's error body. */
export class QobuzFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The words Qobuz answers a missing or dead token with, and the trace id its edge appends. */
export const authenticationRequired = () =>
  new QobuzFailure(
    401,
    `User authentication is required. (Root=1-${randomBytes(4).toString('hex')}-${randomBytes(12).toString('hex')})`,
  );

export const notFound = () => new QobuzFailure(404, 'No result matching given argument');

export const missing = (name: string) => new QobuzFailure(400, `${name}: This value should not be blank.`);

/** The listener a method needs. */
export function listener(call: QobuzCall): EmulatedUser {
  if (!call.user) throw authenticationRequired();
  return call.user;
}

/** A required parameter. */
export function param(call: QobuzCall, name: string): string {
  const value = call.params[name];
  if (value === undefined || value === '') throw missing(name);
  return value;
}

/** A comma-separated id list. */
export const ids = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);

/** `1`/`0` as in the documentation's samples, `true`/`false` as newer clients send. */
export const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : value === '1' || value.toLowerCase() === 'true';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 500;

/** `limit` (1 to 500, 50 when absent) and `offset`. */
export function paging(call: QobuzCall): { offset: number; limit: number } {
  const limit = Number(call.params.limit ?? PAGE_DEFAULT);
  const offset = Number(call.params.offset ?? 0);
  return {
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, PAGE_MAX) : PAGE_DEFAULT,
  };
}

/** Who a call is made by, from the app id and the token it carries. */
export function callerOf(
  oauth: OAuthServer,
  library: LibraryStore,
  token: string | null,
): { user: EmulatedUser | null; dead: boolean } {
  if (!token) return { user: null, dead: false };
  const key = oauth.userFor(token);
  const user = key ? (library.user(key) ?? null) : null;
  return { user, dead: user === null };
}
