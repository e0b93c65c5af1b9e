import type { Request, Response } from 'express';
import { sendPage } from '../html/render.js';
import type { WizardSession } from './models.js';
import type { Action } from './pages/layout.js';
import { WizardErrorPage } from './pages/errorPage.js';
import { backOf, type WizardSessions } from './session.js';

// The wizard's answers when it does not do what was asked: a page, in plain words, with every way
// forward it knows. A person reads each of them, so none is ever JSON.

/** Answers with a page that is only an error: what happened, and where to go from here. */
export function sendErrorPage(res: Response, status: number, title: string, message: string, actions: Action[]) {
  sendPage(res, <WizardErrorPage title={title} message={message} actions={actions} />, status);
}

export type RequireWizard = (req: Request, res: Response) => Promise<WizardSession | undefined>;

/** The browser's wizard session, or undefined with a page saying it has ended (401). */
export function requireWizard(sessions: WizardSessions): RequireWizard {
  return async (req, res) => {
    const { wizard, ended } = await sessions.find(req);
    if (wizard) return wizard;
    const back = ended ? await backOf(ended) : [];
    sendErrorPage(
      res,
      401,
      'Your transfer session has ended',
      back.length
        ? 'This page was open too long, or in another browser. Start the transfer again from where you came from.'
        : 'This page was open too long, or in another browser. Go back to the app you came from and start the transfer again.',
      back,
    );
    return undefined;
  };
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
  sendErrorPage(res, 403, 'This page is out of date', notDone, [again, ...(await backOf(wizard))]);
}
