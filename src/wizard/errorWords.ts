import { isServiceId } from '../integrations/serviceIds.js';
import { serviceName } from '../integrations/registry.js';
import type { Action } from './pages/layout.js';

// What went wrong in the wizard, in plain words, with the ways forward. A redirect carries only a
// code from these lists (never text), so nobody can put words of their own on our page.

export type WizardErrorCode = 'signInFailed' | 'serviceNotOffered' | 'connectBoth' | 'chooseSomething';

/** Why a sign-in did not connect, as the sign-in recorded it. */
const SIGN_IN_WHY: Record<string, (service: string) => string> = {
  accessDenied: (s) => `You didn’t allow access on ${s}, so it isn’t connected.`,
  serviceUnavailable: (s) => `${s} couldn’t be reached, so it isn’t connected. Try again in a moment.`,
  signInExpired: (s) => `Signing in to ${s} took too long, so it isn’t connected.`,
  evaluationLimitReached: () => 'This partner can’t connect more accounts at the moment.',
  tokenExchangeFailed: (s) => `${s} didn’t accept the sign-in, so it isn’t connected.`,
  signInTooManyTries: (s) => `${s} refused what was typed too many times, so it isn’t connected.`,
  noUsableServer: (s) => `No ${s} server of yours can be reached from here, so it isn’t connected.`,
};

export interface WizardErrorView {
  message: string;
  actions: Action[];
  /** Shown beside what to move, where the person mends it, rather than at the top of the page. */
  at?: 'choices';
}

/** The words and ways forward of an error code the wizard redirected with; null for anything else. */
export function wizardError(
  base: string,
  query: Record<string, unknown>,
  options: { destinationLocked: boolean; partner: string },
): WizardErrorView | null {
  const role = query.role === 'destination' && !options.destinationLocked ? 'destination' : 'source';
  switch (query.error as WizardErrorCode) {
    case 'signInFailed': {
      const service = typeof query.service === 'string' && isServiceId(query.service) ? query.service : null;
      const name = service ? serviceName(service) : 'the service';
      const why =
        SIGN_IN_WHY[String(query.why)] ?? ((s: string) => `Signing in to ${s} didn’t work, so it isn’t connected.`);
      const again =
        service && query.why !== 'evaluationLimitReached'
          ? [{ href: `${base}/connect/${role}/${service}`, label: 'Try again' }]
          : [];
      return {
        message: why(name),
        actions: [...again, { href: `${base}/wizard?change=${role}#${role}-title`, label: 'Choose another service' }],
      };
    }
    case 'serviceNotOffered': {
      // Never "Try again": the same link would lead to the same refusal.
      const service = typeof query.service === 'string' && isServiceId(query.service) ? query.service : null;
      const name = service ? serviceName(service) : 'That service';
      return {
        message:
          query.why === 'notEnabled'
            ? `${name} isn’t offered here: ${options.partner} doesn’t offer it. Choose another service.`
            : `${name} isn’t offered here: it can’t sign you in on this page. Choose another service.`,
        actions: [{ href: `${base}/wizard?change=${role}#${role}-title`, label: 'Choose another service' }],
      };
    }
    case 'connectBoth':
      return { message: 'Connect both accounts first: where your music is, and where it goes.', actions: [] };
    case 'chooseSomething':
      return {
        message: 'Choose at least one playlist, or a part of your library, to move.',
        actions: [],
        at: 'choices',
      };
    default:
      return null;
  }
}

/** The source could not be read for its playlists. */
export function sourceReadError(base: string, service: string, signInAgain: boolean): WizardErrorView {
  const name = serviceName(service);
  return signInAgain
    ? {
        message: `We lost access to your ${name} account. Sign in to it again to see your playlists.`,
        actions: [
          { href: `${base}/connect/source/${service}`, label: 'Sign in again' },
          { href: `${base}/wizard?change=source#source-title`, label: 'Choose another service' },
        ],
      }
    : {
        message: `${name} can’t be reached right now, so we can’t show your playlists. Try again in a moment.`,
        actions: [
          { href: `${base}/wizard`, label: 'Try again' },
          { href: `${base}/wizard?change=source#source-title`, label: 'Choose another service' },
        ],
      };
}

/** Why a transfer stopped, from its error code. */
export function transferFailure(errorCode: string | null, destination: string): string {
  const to = serviceName(destination);
  const kept = `What was already added stays on ${to}.`;
  switch (errorCode) {
    case 'IntegrationUserNotAuthenticated':
      return `We lost access to one of your accounts, so the transfer stopped. ${kept}`;
    case 'musicServiceUnavailable':
    case 'musicServiceRateLimited':
      return `A music service stopped answering for too long, so the transfer stopped. ${kept}`;
    default:
      return `Something went wrong and the transfer stopped. ${kept}`;
  }
}
