import type { Response } from 'express';
import { LiveProgressStore } from '../transfers/liveProgress.js';
import { requireWizard, type RequireWizard } from './answers.js';
import type { WizardErrorCode } from './errorWords.js';
import { wizardSessions, type WizardDeps, type WizardSessions } from './session.js';

/** What every handler of the wizard works with: its process's services, its sessions and its stores. */
export interface WizardContext {
  deps: WizardDeps;
  /** The cookie goes only over HTTPS where the wizard is served over HTTPS. */
  secure: boolean;
  sessions: WizardSessions;
  requireWizard: RequireWizard;
  live: LiveProgressStore;
}

export function wizardContext(deps: WizardDeps): WizardContext {
  const secure = deps.appOrigin.startsWith('https://');
  const sessions = wizardSessions({ base: deps.base, secure });
  return {
    deps,
    secure,
    sessions,
    requireWizard: requireWizard(sessions),
    live: new LiveProgressStore(deps.redis, deps.redisPrefix),
  };
}

/** Back to the wizard's page with an error code (never words: the page has its own for each code). */
export function toWizard(
  ctx: WizardContext,
  res: Response,
  error: WizardErrorCode,
  extra: Record<string, string> = {},
  at = '',
): void {
  res.redirect(302, `${ctx.deps.base}/wizard?${new URLSearchParams({ error, ...extra })}${at}`);
}
