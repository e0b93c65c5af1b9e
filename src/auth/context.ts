import type { AccountSnapshot } from '../accounts/snapshot.js';

export type CredentialKind = 'basic' | 'clientIdToken' | 'oneTimeToken' | 'devToken' | 'docsSession';

export type Credential =
  | { kind: 'basic'; clientId: string }
  | { kind: 'clientIdToken'; clientId: string }
  | { kind: 'oneTimeToken'; oneTimeTokenId: string; signInAttemptId: string; integrationUserId: string }
  /** `clientId`: the live API key its verified `iss` names. */
  | { kind: 'devToken'; kid: string; sub: string | null; clientId: string }
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
