import type { Account } from '../accounts/models.js';
import type { Adapters } from '../integrations/adapters.js';
import { isServiceId } from '../integrations/serviceIds.js';
import type { Problem } from './problems.js';
import { signInQueryString, type SignInRequest } from './request.js';

/** A link forward from a problem page; the first is the main one. */
export interface PageAction {
  href: string;
  label: string;
}

/** What a problem page knows about where the person is: each piece makes one more way forward possible. */
export interface Whereabouts {
  account: Account | null;
  /** The service being connected, when the page knows it. */
  service: string | null;
  /** The sign-in request to start again with; null when the link itself is what went wrong. */
  request: SignInRequest | null;
  /** A Return URL the partner registered (checked by the caller). */
  returnUrl: string | null;
  /** Our own page the sign-in belongs to (the transfer wizard), which then is the only way on. */
  continuePath?: string | null;
}

/** Nothing known: an address that leads to no partner. */
export const NOWHERE: Whereabouts = { account: null, service: null, request: null, returnUrl: null };

/** The services a partner's picker offers: those it enabled that this deployment connects. */
export function pickerServices(adapters: Adapters, account: Account): string[] {
  // A service the partner connects with its own tokens has nothing for a person to click here.
  return account.enabledIntegrations.filter(
    (id) => isServiceId(id) && adapters.has(id) && !adapters.get(id)!.tokenOnly,
  );
}

/**
 * The partner's own site, for a page with nowhere else to send a person. Accounts keep no site
 * address of their own, so it is the origin of the first web address among the partner's Return
 * URLs (an app's own scheme opens the app at its callback, not a home); null when there is none.
 */
export function partnerSite(account: Pick<Account, 'returnUrls'>): string | null {
  for (const raw of account.returnUrls) {
    const url = URL.canParse(raw) ? new URL(raw) : null;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return url.origin;
  }
  return null;
}

/** The buttons a problem page offers, in the problem's order, each only where it leads somewhere. */
export function waysForward(
  deps: { appUrl: string; adapters: Adapters },
  problem: Problem,
  at: Whereabouts,
): PageAction[] {
  if (at.continuePath) return [{ href: at.continuePath, label: 'Back to the transfer' }];
  const { account, service, request } = at;
  const slug = account ? encodeURIComponent(account.slug) : '';
  const query = request ? signInQueryString(request) : '';
  const actions: PageAction[] = [];
  for (const way of problem.ways) {
    if (way === 'tryAgain' && account && request && isServiceId(service) && deps.adapters.has(service)) {
      actions.push({ href: `${deps.appUrl}/${slug}/${service}/auth${query}`, label: 'Try again' });
    }
    if (way === 'otherService' && account && request) {
      if (pickerServices(deps.adapters, account).some((id) => id !== service))
        actions.push({ href: `${deps.appUrl}/${slug}${query}`, label: 'Choose another service' });
    }
    if (way === 'backToPartner' && account && at.returnUrl) {
      actions.push({ href: at.returnUrl, label: `Back to ${account.name}` });
    }
  }
  return actions;
}
