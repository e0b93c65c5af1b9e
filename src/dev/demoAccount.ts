import { Op } from 'sequelize';
import { Account, ApiKey } from '../accounts/models.js';
import { createAccount, createKey } from '../accounts/commands.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';

export interface DemoAccount {
  slug: string;
  clientId: string;
  clientSecret: string;
  created: boolean;
}

/**
 * The demo account of the development runner: created on first start with every service and
 * the transfer product on. Its secret exists only as a digest, so every start issues a fresh key
 * for this run and revokes the previous ones: the printed secret always works.
 */
export async function ensureDemoAccount(slug: string, returnUrls: string[]): Promise<DemoAccount> {
  const existing = await Account.findOne({ where: { slug } });
  if (!existing) {
    const { key } = await createAccount({
      slug,
      name: 'Demo Partner',
      isEvaluationAccount: false,
      isTransferServiceEnabled: true,
      enabledIntegrations: [...SERVICE_IDS],
      returnUrls,
      // D1 of the example app names no service: the account's setting does.
      transferDestination: 'deezer',
    });
    return { slug, ...key, created: true };
  }
  const missing = returnUrls.filter((url) => !existing.returnUrls.includes(url));
  if (missing.length) await existing.update({ returnUrls: [...existing.returnUrls, ...missing] });
  if (!existing.transferDestination) await existing.update({ transferDestination: 'deezer' });
  await ApiKey.update({ revokedAt: new Date() }, { where: { accountId: existing.id, revokedAt: { [Op.is]: null } } });
  const key = await createKey(slug);
  return { slug, ...key, created: false };
}
