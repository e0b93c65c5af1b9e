import { Op } from 'sequelize';
import { ApiKey } from '../accounts/models.js';
import { IntegrationUser } from '../users/models.js';
import type { AccountSnapshot } from '../accounts/snapshot.js';
import type { Credential } from '../auth/context.js';

/** The oldest live Client ID of the account: the public half only (Docs session record). */
async function oldestLiveClientId(accountId: string): Promise<string | null> {
  const key = await ApiKey.findOne({
    where: { accountId, revokedAt: { [Op.is]: null } },
    order: [['createdAt', 'ASC']],
  });
  return key?.clientId ?? null;
}

/** The spec's Docs session record (E1). */
export async function presentDocsSession(account: AccountSnapshot, session: Credential & { kind: 'docsSession' }) {
  const body: Record<string, unknown> = {
    expiresAt: new Date(session.expiresAt).toISOString(),
    kind: session.sessionKind,
    account: {
      name: account.name,
      slug: account.slug,
      clientId: await oldestLiveClientId(account.id),
      returnUrls: account.returnUrls,
      isEvaluationAccount: account.isEvaluationAccount,
      isTransferServiceEnabled: account.isTransferServiceEnabled,
      enabledIntegrations: account.enabledIntegrations,
      transferDestination: account.transferDestination,
    },
  };
  if (session.sessionKind === 'sandbox') {
    const user = session.integrationUserId
      ? await IntegrationUser.findOne({
          where: { id: session.integrationUserId, accountId: account.id, deletedAt: null },
        })
      : null;
    body.connectedUser = user
      ? { uuid: user.id, integrationType: user.integrationType, name: user.name, imageUrl: user.imageUrl }
      : null;
  }
  return body;
}
