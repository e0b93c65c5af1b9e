import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { MailMessage } from '../mail/mailer.js';
import { isUuid } from '../ids.js';
import type { TeamRole } from './models.js';

// An owner who invites an address another account holds must learn nothing of it: not from the
// answer, and not from the team page after it. Such an invitation cannot live on a member row (an
// address is on one team at most), so it is kept here, per account, and the team page lists it
// as pending like any other: invited again, it answers the same; removed, it is gone. No link of
// it works: its address's holder is told by email (when email is set up) why none came.

/** An invitation of an address another account holds, as the team page lists it. */
export interface ElsewhereInvitation {
  id: string;
  email: string;
  role: TeamRole;
  passwordHash: null;
  invitationExpiresAt: Date;
  lastSignInAt: null;
}

/** Listed for as long as an invitation's row is: the expiry sweep deletes one a day after it ended. */
const LISTED_AFTER_END_MS = 24 * 3600_000;

type Stored = { id: string; role: TeamRole; expiresAt: string };

/** The account's invitations of addresses other accounts hold, in Redis, by address. */
export class ElsewhereInvitations {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(accountId: string): string {
    return `${this.prefix}:dashboard-elsewhere-invitations:${accountId}`;
  }

  /** The account's, still listed; those past it are forgotten as they are read. */
  async list(accountId: string): Promise<ElsewhereInvitation[]> {
    const all = await this.redis.hgetall(this.key(accountId));
    const listed: ElsewhereInvitation[] = [];
    for (const [email, json] of Object.entries(all)) {
      const stored = JSON.parse(json) as Stored;
      const expiresAt = new Date(stored.expiresAt);
      if (expiresAt.getTime() + LISTED_AFTER_END_MS <= Date.now()) await this.redis.hdel(this.key(accountId), email);
      else listed.push({ ...BLANK, id: stored.id, email, role: stored.role, invitationExpiresAt: expiresAt });
    }
    return listed;
  }

  /** One of the account's by an id from a path; null for any other id. */
  async find(accountId: string, raw: unknown): Promise<ElsewhereInvitation | null> {
    if (!isUuid(raw)) return null;
    return (await this.list(accountId)).find((i) => i.id === raw.toLowerCase()) ?? null;
  }

  /** Keeps (or renews, with its role) the invitation of `email`, whose id stays the same. */
  async put(accountId: string, email: string, role: TeamRole, expiresAt: Date): Promise<void> {
    const key = this.key(accountId);
    const earlier = await this.redis.hget(key, email);
    const id = earlier ? (JSON.parse(earlier) as Stored).id : randomUUID();
    const stored: Stored = { id, role, expiresAt: expiresAt.toISOString() };
    await this.redis
      .multi()
      .hset(key, email, JSON.stringify(stored))
      .pexpire(key, expiresAt.getTime() + LISTED_AFTER_END_MS - Date.now())
      .exec();
  }

  /** Forgets the invitation of `email`: removed by an owner, or made a real one. */
  async remove(accountId: string, email: string): Promise<void> {
    await this.redis.hdel(this.key(accountId), email);
  }
}

const BLANK = { passwordHash: null, lastSignInAt: null } as const;

/** What the holder of an address another account holds reads instead of an invitation. */
export function onAnotherTeamMessage(input: { to: string; team: string }): MailMessage {
  return {
    to: input.to,
    subject: `${input.team} invited you to the partner dashboard`,
    text: [
      `${input.team} invited ${input.to} to join its team on the partner dashboard.`,
      '',
      'This address is already on a team there, and an address can be on one team only: no invitation was made, and nothing changed for your own sign-in.',
      `To join ${input.team} as well, ask them to invite another address of yours.`,
      'If you did not expect this, ignore this message.',
    ].join('\n'),
  };
}
