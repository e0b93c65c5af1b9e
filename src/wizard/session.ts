import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { Account } from '../accounts/models.js';
import { cookieOf } from '../http/cookies.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { WizardSession } from './models.js';
import { transferSession } from '../transfers/sessions.js';
import { SignInAttempt } from '../signin/models.js';
import { ownedUser } from '../users/lookup.js';
import type { IntegrationUser } from '../users/models.js';
import { backAction, type Action } from './pages/layout.js';
import type { Adapters } from '../integrations/adapters.js';
import type { Queues } from '../queues.js';
import type { TokenDeps } from '../users/tokens.js';

export interface WizardDeps extends TokenDeps {
  adapters: Adapters;
  queues: Queues;
  baseUrl: string;
  /** APP_URL, where sign-ins that run a service's script have their page. */
  appUrl: string;
  /** Origin of APP_URL, where the wizard's cookie lives. */
  appOrigin: string;
  /** Path of the wizard on this server, e.g. `/connect/transfer`. */
  base: string;
  /** Keys of the links that let a listener stop their syncs: the first signs, every one verifies. */
  syncLinkKeys: Buffer[];
}

// One browser's pass through the wizard: an HttpOnly cookie whose digest names a wizard session,
// the CSRF token every form of the wizard carries, and what the session remembers on the way (the
// partner it is for, the two connected sides, a sign-in under way, the transfer session it runs in).

const COOKIE = 'transfer_wizard';
const WIZARD_LIFE_MS = 24 * 3600_000;

export type Role = 'source' | 'destination';

/** The CSRF token of a wizard session's forms: derived from the cookie's digest, never sent as a cookie. */
export const csrfOf = (wizard: WizardSession) =>
  createHash('sha256').update(`csrf:${wizard.tokenDigest}`).digest('base64url');

/** Whether a form carried its session's CSRF token. */
export function csrfMatches(wizard: WizardSession, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(csrfOf(wizard));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The partner a wizard session is for. */
export async function partnerOf(wizard: WizardSession): Promise<Account> {
  return (await Account.findByPk(wizard.accountId))!;
}

/** Back to the partner, when the session knows the Return URL. */
export async function backOf(wizard: WizardSession, account?: Account | null): Promise<Action[]> {
  if (!wizard.returnUrl) return [];
  const partner = account ?? (await Account.findByPk(wizard.accountId));
  return backAction({ returnUrl: wizard.returnUrl, partner: partner?.name ?? null });
}

/** The account a `/start/{slug}` address opens the wizard for; null when it offers no transfers. */
export async function accountToStart(slug: string): Promise<Account | null> {
  const account = await Account.findOne({ where: { slug } });
  return account?.isTransferServiceEnabled ? account : null;
}

/** Whether the destination was set by the partner (D1): then only the partner changes it (D2). */
export async function destinationLocked(wizard: WizardSession): Promise<boolean> {
  const session = await transferSession(wizard.transferSessionId);
  return Boolean(session?.targetIntegrationType);
}

/** The user connected as one side, deleted since or not; null when none is. */
export async function sideUser(wizard: WizardSession, role: Role): Promise<IntegrationUser | null> {
  const id = role === 'source' ? wizard.sourceIntegrationUserId : wizard.destinationIntegrationUserId;
  return id ? ownedUser(wizard.accountId, id) : null;
}

/** Both sides' users (deleted since or not), when both were connected. */
export async function bothSides(
  wizard: WizardSession,
): Promise<{ source: IntegrationUser; destination: IntegrationUser } | null> {
  const [source, destination] = await Promise.all([sideUser(wizard, 'source'), sideUser(wizard, 'destination')]);
  return source && destination ? { source, destination } : null;
}

/** Remembers the sign-in the browser was just sent to, to connect what it signs in to when it comes back. */
export async function awaitSignIn(wizard: WizardSession, attemptId: string): Promise<void> {
  await wizard.update({ pendingSignInId: attemptId });
}

/** The sign-in the browser was last sent to, as it stands now. */
export async function pendingSignIn(wizard: WizardSession): Promise<SignInAttempt | null> {
  return wizard.pendingSignInId ? SignInAttempt.findByPk(wizard.pendingSignInId) : null;
}

/** Connects the user a sign-in made as one side, and forgets the sign-in. */
export async function connectSide(wizard: WizardSession, role: Role, integrationUserId: string): Promise<void> {
  await wizard.update({
    pendingSignInId: null,
    ...(role === 'source'
      ? { sourceIntegrationUserId: integrationUserId }
      : { destinationIntegrationUserId: integrationUserId }),
  });
}

/** The transfer session the wizard's runs belong to from now on. */
export async function joinTransferSession(wizard: WizardSession, transferSessionId: string): Promise<void> {
  await wizard.update({ transferSessionId });
}

export type WizardSessions = ReturnType<typeof wizardSessions>;

export function wizardSessions(options: { base: string; secure: boolean }) {
  return {
    /** Opens a wizard session and gives the browser its cookie. */
    async open(
      res: Response,
      fields: {
        accountId: string;
        transferSessionId: string | null;
        destinationIntegrationUserId: string | null;
        /** The source the partner connected already (D1): the wizard then starts at what to move. */
        sourceIntegrationUserId?: string | null;
        returnUrl: string | null;
      },
    ): Promise<void> {
      const token = newSecret('wiz');
      await WizardSession.create({
        id: randomUUID(),
        ...fields,
        tokenDigest: digest(token),
        expiresAt: new Date(Date.now() + WIZARD_LIFE_MS),
      });
      res.cookie(COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: options.secure,
        path: options.base,
        maxAge: WIZARD_LIFE_MS,
      });
    },

    /**
     * The browser's live wizard session, or the one that ended: a session that ended still knows
     * where the person came from, so the page can send them back there.
     */
    async find(req: Request): Promise<{ wizard: WizardSession | null; ended: WizardSession | null }> {
      const token = cookieOf(req, COOKIE);
      const wizard = token ? await WizardSession.findOne({ where: { tokenDigest: digest(token) } }) : null;
      if (!wizard) return { wizard: null, ended: null };
      return wizard.expiresAt.getTime() > Date.now() ? { wizard, ended: null } : { wizard: null, ended: wizard };
    },
  };
}
