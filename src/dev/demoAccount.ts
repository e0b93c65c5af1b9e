import { randomBytes } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { Account } from '../accounts/models.js';
import {
  addReturnUrl,
  createAccount,
  createKey,
  revokeLiveKeys,
  setTransferDestination,
} from '../accounts/commands.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { TeamMember, acceptInvitation, inviteMember } from '../dashboard/members.js';
import { createPasswordResetByEmail, resetPassword } from '../dashboard/passwordResets.js';
import { EXAMPLE_SERVICES } from '../integrations/services.js';

/**
 * The Return URL of the examples in docs/guides: registered on the demo account so that a reader
 * (and test/docs/asWritten.test.ts) can follow the guides as written against `npm start`. Nothing
 * answers there; the browser's address shows what the sign-in handed back.
 */
export const GUIDES_RETURN_URL = 'https://you.example/back';

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
      transferDestination: EXAMPLE_SERVICES.destination,
    });
    return { slug, ...key, created: true };
  }
  for (const url of returnUrls.filter((url) => !existing.returnUrls.includes(url))) await addReturnUrl(slug, url);
  if (!existing.transferDestination) await setTransferDestination(slug, EXAMPLE_SERVICES.destination);
  await revokeLiveKeys(slug);
  const key = await createKey(slug);
  return { slug, ...key, created: false };
}

export interface DemoOwner {
  email: string;
  password: string;
}

/**
 * The demo account's owner in the dashboard, with a fresh password each start, like the key. It
 * goes through the admin command's steps (member:invite the first time, member:password-reset
 * after), spent as the invitation and reset pages spend them: the password is hashed as every
 * member's, and a reset ends the previous start's sessions and docs sessions. The caller announces
 * the credential change to every web process.
 */
export async function ensureDemoOwner(sequelize: Sequelize, slug: string): Promise<DemoOwner> {
  const email = `owner@${slug}.example`;
  const password = randomBytes(18).toString('base64url');
  const joined = await TeamMember.findOne({ where: { email } });
  if (joined?.passwordHash) {
    const { token } = await createPasswordResetByEmail(slug, email);
    await resetPassword(sequelize, token, password);
  } else {
    const { token } = await inviteMember(slug, email);
    await acceptInvitation(token, password);
  }
  return { email, password };
}
