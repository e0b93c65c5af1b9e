import type { Account } from '../accounts/models.js';

export type CredentialKind = 'basic' | 'clientIdToken' | 'oneTimeToken' | 'devToken' | 'docsSession';

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

export type Credential =
  | { kind: 'basic'; clientId: string }
  | { kind: 'clientIdToken'; clientId: string }
  | { kind: 'oneTimeToken'; oneTimeTokenId: string; signInAttemptId: string; integrationUserId: string }
  | { kind: 'devToken'; kid: string; sub: string | null }
  | {
      kind: 'docsSession';
      docsSessionId: string;
      sessionKind: 'partner' | 'sandbox';
      integrationUserId: string | null;
      expiresAt: Date;
    };

/** The verified caller of one request. */
export interface AuthContext {
  account: AccountSnapshot;
  credential: Credential;
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
