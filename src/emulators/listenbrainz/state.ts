import type { Request } from 'express';
import type { Catalogue, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import { creditOf, type Credit } from './wire.js';

/** A failure the routes throw; the app answers it as `{code, error}` with its status. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whom a token belongs to: a seeded listener, or an account with no library here (our app's own). */
export interface Caller {
  key: string;
  user: EmulatedUser | undefined;
}

/** What every route of the emulator shares. */
export interface Lb {
  library: LibraryStore;
  view: ServiceCatalogue;
  oauth: OAuthServer;
  /** Playlist id → the user names that may change it besides its creator. */
  collaborators: Map<string, string[]>;
  /** User key → the recordings they hate (score -1), which ListenBrainz keeps apart from the loved. */
  hated: Map<string, Set<string>>;
  users(): EmulatedUser[];
  userNamed(name: string): EmulatedUser | undefined;
  /** The main artists of a track, credited as MusicBrainz credits them. */
  credit(track: ServiceTrack): Credit;
  /**
   * The token's owner, as `validate_auth_header` reads `Authorization: Token …`: none sent is
   * null where the route allows it (else 401), a malformed or unknown one 401.
   */
  caller(req: Request, optional: boolean): Caller | null;
}

export function lbState(catalogue: Catalogue, library: LibraryStore, oauth: OAuthServer): Lb {
  const mainArtists = new Map(catalogue.recordings.map((r) => [r.key, r.artistKeys.length]));
  const users = () => catalogue.users.map((u) => library.user(u.key)!);
  return {
    library,
    view: library.view,
    oauth,
    collaborators: new Map(),
    hated: new Map(),
    users,
    userNamed: (name) => users().find((u) => u.id.toLowerCase() === name.toLowerCase()),
    credit: (track) =>
      creditOf(track.artists.slice(0, (track.recordingKey && mainArtists.get(track.recordingKey)) || 1)),
    caller(req, optional) {
      const header = req.headers.authorization;
      if (!header) {
        if (optional) return null;
        throw new Refusal(401, 'You need to provide an Authorization header.');
      }
      const token = header.split(' ')[1];
      if (!token) throw new Refusal(401, 'Provided Authorization header is invalid.');
      const key = oauth.userFor(token);
      if (!key) throw new Refusal(401, 'Invalid authorization token.');
      return { key, user: library.user(key) };
    },
  };
}

/** A non-negative integer parameter, as `get_non_negative_param` reads it. */
export function nonNegative(raw: unknown, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Refusal(400, `'${name}' should be a non-negative integer`);
  return value;
}

/** A 'true'/'false' parameter, as `parse_boolean_arg` reads it. */
export function booleanArg(raw: unknown, fallback: boolean, name: string): boolean {
  if (raw === undefined || raw === '') return fallback;
  const value = String(raw).toLowerCase();
  if (value !== 'true' && value !== 'false')
    throw new Refusal(400, `Invalid ${name} argument: ${String(raw)}. Must be 'true' or 'false'`);
  return value === 'true';
}
