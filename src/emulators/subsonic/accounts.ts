import { createHash } from 'node:crypto';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import { OAuthServer } from '../kit/oauth.js';
import { SubsonicFailure, wrongCredentials } from './calls.js';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/**
 * The server's accounts. A password and the salted pairs made from it last until the password
 * changes: the kit's `expire-tokens` changes nothing here. `revoke` stands for a person changing
 * their password to lock a lost client out: every pair the listener's clients used until then is
 * refused, while a sign-in with what the seeded password now stands for (a new salt) works. The
 * tokens the kit issues stand for the API keys OpenSubsonic servers show their users.
 */
export class SubsonicAccounts extends OAuthServer {
  /** The salts each listener's clients have used, and those refused since a revoke. */
  private readonly salts = new Map<string, Set<string>>();
  private readonly refused = new Set<string>();
  private revoking = false;

  constructor(private readonly library: LibraryStore) {
    super(100 * 365 * 24 * 3600);
  }

  override expireAccessTokens(userKey?: string): void {
    if (this.revoking) super.expireAccessTokens(userKey);
  }

  override revokeUser(userKey: string): void {
    for (const salt of this.salts.get(userKey) ?? []) this.refused.add(`${userKey}:${salt}`);
    this.revoking = true;
    try {
      super.revokeUser(userKey);
    } finally {
      this.revoking = false;
    }
  }

  /** The user a user name names: the seeded listeners chose their e-mail as their user name. */
  private byName(name: string): EmulatedUser | undefined {
    const seeded = this.library.signInUsers().find((u) => u.email.toLowerCase() === name.toLowerCase());
    return seeded ? this.library.user(seeded.key) : undefined;
  }

  /**
   * Who the credentials of a call name (docs: API reference, "Authentication"): `u` with `t`+`s`
   * or `p` (clear or `enc:` hex), or an `apiKey` alone.
   */
  authenticate(params: Record<string, string | undefined>): EmulatedUser {
    const { u, p, t, s, apiKey } = params;
    if (apiKey !== undefined) {
      if (u !== undefined || p !== undefined || t !== undefined)
        throw new SubsonicFailure(43, 'Multiple conflicting authentication mechanisms provided');
      const key = this.userFor(apiKey);
      const user = key ? this.library.user(key) : undefined;
      if (!user) throw new SubsonicFailure(44, 'Invalid API key');
      return user;
    }
    if (!u) throw new SubsonicFailure(10, "required 'u' parameter is missing");
    const user = this.byName(u);
    if (t !== undefined || s !== undefined) {
      if (!t || !s) throw new SubsonicFailure(10, "required 't' and 's' parameters are missing");
      if (!user || md5(user.password + s) !== t.toLowerCase() || this.refused.has(`${user.key}:${s}`))
        throw wrongCredentials();
      if (!this.salts.has(user.key)) this.salts.set(user.key, new Set());
      this.salts.get(user.key)!.add(s);
      return user;
    }
    if (p === undefined) throw new SubsonicFailure(10, "required 'p' parameter is missing");
    const password = p.startsWith('enc:') ? Buffer.from(p.slice(4), 'hex').toString('utf8') : p;
    if (!user || password !== user.password) throw wrongCredentials();
    return user;
  }
}
