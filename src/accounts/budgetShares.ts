import { EQUAL_SHARE, type AccountShare } from '../integrations/http/budget.js';
import { isUuid } from '../ids.js';
import { Account } from './models.js';

/** How long a process keeps an account's share before reading it again: a change applies within this. */
const FRESH_MS = 10_000;

/**
 * Each account's share of the music services' budgets, as the budget asks for it on every call:
 * answered from memory at once, read again from Postgres in the background once it is older than
 * ten seconds. An account not read yet counts with an equal share meanwhile.
 */
export class AccountShares {
  private known = new Map<string, { share: AccountShare; readAt: number }>();
  private reading = new Set<string>();

  get = (accountId: string): AccountShare => {
    const entry = this.known.get(accountId);
    if (!entry || Date.now() - entry.readAt > FRESH_MS) void this.read(accountId);
    return entry?.share ?? EQUAL_SHARE;
  };

  private async read(accountId: string): Promise<void> {
    if (this.reading.has(accountId) || !isUuid(accountId)) return;
    this.reading.add(accountId);
    try {
      const account = await Account.findByPk(accountId, { attributes: ['id', 'budgetWeight', 'budgetCap'] });
      const share = account ? { weight: account.budgetWeight, cap: account.budgetCap } : EQUAL_SHARE;
      this.known.set(accountId, { share, readAt: Date.now() });
    } catch {
      // Postgres away for a moment: the last share known (or an equal one) serves until it is back.
    } finally {
      this.reading.delete(accountId);
    }
  }
}
