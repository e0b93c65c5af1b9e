import { escapeHtml, page } from '../pages/html.js';
import { serviceName } from '../integrations/registry.js';

/** A1: the service picker of a partner. */
export function pickerPage(
  partner: { name: string; logoUrl: string | null },
  choices: { id: string; href: string }[],
): string {
  const logo = partner.logoUrl ? `<img class="logo" src="${escapeHtml(partner.logoUrl)}" alt="">` : '';
  const items = choices
    .map(
      (c) =>
        `<li><a href="${escapeHtml(c.href)}" data-service="${escapeHtml(c.id)}">${escapeHtml(serviceName(c.id))}</a></li>`,
    )
    .join('');
  return page(
    `Connect your music to ${partner.name}`,
    `${logo}<h1>Connect your music to ${escapeHtml(partner.name)}</h1>
<p>Choose the music service you use. You will sign in there and come back here.</p>
${choices.length ? `<ul class="services">${items}</ul>` : '<p class="error">This partner has not enabled any music service yet.</p>'}`,
  );
}

/** A link forward from an error page; the first is the main one. */
export interface PageAction {
  href: string;
  label: string;
}

/** A sign-in that cannot go on and is not forwarded to the partner. */
export function errorPage(title: string, message: string, action?: PageAction | PageAction[]): string {
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  const next = actions.length
    ? `<p class="actions">${actions
        .map(
          (a, i) => `<a class="button${i ? ' secondary' : ''}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a>`,
        )
        .join(' ')}</p>`
    : '<p class="muted">You can close this window.</p>';
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="error" role="alert">${escapeHtml(message)}</p>${next}`);
}

/** A sign-in that succeeded with no Return URL to go back to. */
export function donePage(service: string): string {
  return page(
    'Connected',
    `<h1>Connected</h1><p>Your ${escapeHtml(serviceName(service))} account is connected. You can close this window.</p>`,
  );
}
