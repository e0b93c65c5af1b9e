import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { Account } from '../accounts/models.js';
import { cookieOf } from '../http/cookies.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { TransferSession, WizardSession } from '../transfers/models.js';
import { backAction, wizardErrorPage, type Action } from './pages.js';
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
// and the CSRF token every form of the wizard carries.

const COOKIE = 'transfer_wizard';
const WIZARD_LIFE_MS = 24 * 3600_000;

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

/**
 * Answers a form that did not carry its session's CSRF token: the page it came from is older than
 * the session, so nothing was done. `notDone` says what was not, `again` where to choose again.
 */
export async function refuseStaleForm(
  res: Response,
  wizard: WizardSession,
  notDone: string,
  again: Action,
): Promise<void> {
  res
    .status(403)
    .type('html')
    .send(wizardErrorPage('This page is out of date', notDone, [again, ...(await backOf(wizard))]));
}

/** Back to the partner, when the session knows the Return URL. */
export async function backOf(wizard: WizardSession, account?: Account | null): Promise<Action[]> {
  if (!wizard.returnUrl) return [];
  const partner = account ?? (await Account.findByPk(wizard.accountId));
  return backAction({ returnUrl: wizard.returnUrl, partner: partner?.name ?? null });
}

/** Whether the destination was set by the partner (D1): then only the partner changes it (D2). */
export async function destinationLocked(wizard: WizardSession): Promise<boolean> {
  if (!wizard.transferSessionId) return false;
  const session = await TransferSession.findByPk(wizard.transferSessionId);
  return Boolean(session?.targetIntegrationType);
}

export function wizardSessions(options: { base: string; secure: boolean }) {
  const find = async (req: Request): Promise<{ wizard: WizardSession | null; ended: WizardSession | null }> => {
    const token = cookieOf(req, COOKIE);
    const wizard = token ? await WizardSession.findOne({ where: { tokenDigest: digest(token) } }) : null;
    if (!wizard) return { wizard: null, ended: null };
    return wizard.expiresAt.getTime() > Date.now() ? { wizard, ended: null } : { wizard: null, ended: wizard };
  };

  return {
    /** Opens a wizard session and gives the browser its cookie. */
    async open(
      res: Response,
      fields: {
        accountId: string;
        transferSessionId: string | null;
        destinationIntegrationUserId: string | null;
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
     * The browser's wizard session, or undefined with a page saying so. A session that ended still
     * knows where the person came from, so the page can send them back there.
     */
    async require(req: Request, res: Response): Promise<WizardSession | undefined> {
      const { wizard, ended } = await find(req);
      if (wizard) return wizard;
      const back = ended ? await backOf(ended) : [];
      res
        .status(401)
        .type('html')
        .send(
          wizardErrorPage(
            'Your transfer session has ended',
            back.length
              ? 'This page was open too long, or in another browser. Start the transfer again from where you came from.'
              : 'This page was open too long, or in another browser. Go back to the app you came from and start the transfer again.',
            back,
          ),
        );
      return undefined;
    },
  };
}
