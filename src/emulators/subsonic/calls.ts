import type { EmulatedUser } from '../kit/library.js';

/** One call as a method of the emulator sees it: its parameters (query and form alike, lists repeated) and who made it. */
export interface SubsonicCall {
  params: Record<string, string[]>;
  user: EmulatedUser;
}

export interface SubsonicMethod {
  /** `getOpenSubsonicExtensions` must answer without credentials (OpenSubsonic). */
  open?: boolean;
  /** An OpenSubsonic addition: a plain Subsonic server does not know it. */
  openSubsonic?: boolean;
  run(call: SubsonicCall): Record<string, unknown>;
}

/** What a method throws to answer with a failed envelope. */
export class SubsonicFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

// Navidrome's words for the codes the emulator answers.
export const notFound = (what = 'data') => new SubsonicFailure(70, `${what} not found`);
export const notAuthorized = () => new SubsonicFailure(50, 'permission denied');
export const wrongCredentials = () => new SubsonicFailure(40, 'Wrong username or password');
export const missing = (name: string) => new SubsonicFailure(10, `required '${name}' parameter is missing`);

/** A parameter's one value. */
export const one = (call: SubsonicCall, name: string): string | undefined => call.params[name]?.[0];

/** A required parameter's value. */
export function required(call: SubsonicCall, name: string): string {
  const value = one(call, name);
  if (value === undefined || value === '') throw missing(name);
  return value;
}

/** Every value of a repeated parameter. */
export const all = (call: SubsonicCall, name: string): string[] => call.params[name] ?? [];

/** `true`/`false` as the protocol writes booleans. */
export const flag = (value: string | undefined): boolean | undefined =>
  value === undefined ? undefined : value.toLowerCase() === 'true' || value === '1';

/** A count or offset: the default when absent or not a whole number. */
export function count(call: SubsonicCall, name: string, fallback: number, max = 500): number {
  const value = Number(one(call, name) ?? fallback);
  return Number.isInteger(value) && value >= 0 ? Math.min(value, max) : fallback;
}
