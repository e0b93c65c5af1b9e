import type { Account } from './models.js';

/** What a handler may know of the calling account; cached, so a plain object. */
export interface AccountSnapshot {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  isEvaluationAccount: boolean;
  isTransferServiceEnabled: boolean;
  enabledIntegrations: string[];
  returnUrls: string[];
  transferDestination: string | null;
}

export function snapshotOf(account: Account): AccountSnapshot {
  return {
    id: account.id,
    slug: account.slug,
    name: account.name,
    logoUrl: account.logoUrl,
    isEvaluationAccount: account.isEvaluationAccount,
    isTransferServiceEnabled: account.isTransferServiceEnabled,
    enabledIntegrations: [...account.enabledIntegrations],
    returnUrls: [...account.returnUrls],
    transferDestination: account.transferDestination,
  };
}
