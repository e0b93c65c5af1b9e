import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { escapeHtml, page } from '../pages/html.js';
import { serviceTile } from '../pages/marks.js';
import { serviceName } from '../integrations/registry.js';
import { accessWords } from './access.js';
import type { Problem } from './problems.js';

/** A1: the service picker of a partner, each service with its mark and what connecting it allows. */
export function pickerPage(
  partner: { name: string; logoUrl: string | null },
  choices: { id: string; href: string }[],
  noChoice?: { problem: Problem; actions: PageAction[] },
): string {
  const name = escapeHtml(partner.name);
  const logo = partner.logoUrl ? `<img class="logo" src="${escapeHtml(partner.logoUrl)}" alt="">` : '';
  const items = choices
    .map((c) => {
      const id = escapeHtml(c.id);
      const words = accessWords(c.id);
      const access = words ? `<p class="access" id="access-${id}">Lets ${name} ${escapeHtml(words)}.</p>` : '';
      return `<li><a href="${escapeHtml(c.href)}" data-service="${id}"${words ? ` aria-describedby="access-${id}"` : ''}>${serviceTile(c.id)}</a>${access}</li>`;
    })
    .join('');
  const list = choices.length
    ? `<p>Choose the music service you use. You sign in there, where your password stays, and come back here.</p>
<ul class="services">${items}</ul>
<p class="muted">You can take this access back at any time in your music service's account settings.</p>`
    : noChoice
      ? `<p>${escapeHtml(noChoice.problem.message)}</p>${actionsHtml(noChoice.actions, !noChoice.actions.length && noChoice.problem.ways.includes('goBack'))}`
      : '';
  return page(
    `Connect your music to ${partner.name}`,
    `<main>${logo}<h1>Connect your music to ${name}</h1>
${list}</main>`,
  );
}

/** A link forward from an error page; the first is the main one. */
export interface PageAction {
  href: string;
  label: string;
}

/**
 * The buttons of a page; with `goBack`, also one back to the page before ours, shown by the
 * script only when the browser has one (a link opened in a new tab has none).
 */
function actionsHtml(actions: PageAction[], goBack = false): string {
  const links = actions.map(
    (a, i) => `<a class="button${i ? ' secondary' : ''}" href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a>`,
  );
  const back = goBack
    ? `<button class="button${actions.length ? ' secondary' : ''}" type="button" id="go-back" hidden>Go back</button>`
    : '';
  const script = goBack
    ? `<script nonce="${SCRIPT_NONCE}">
(() => {
  const button = document.getElementById('go-back');
  if (history.length < 2) return;
  button.hidden = false;
  document.getElementById('close-hint').hidden = true;
  button.addEventListener('click', () => history.back());
})();
</script>`
    : '';
  const close = actions.length ? '' : '<p class="muted" id="close-hint">You can close this window.</p>';
  return `${links.length || back ? `<p class="actions">${links.join('')}${back}</p>` : ''}${close}${script}`;
}

/**
 * A sign-in that cannot go on and is not forwarded to the partner; with `service`, its mark beside
 * the title.
 */
export function errorPage(
  title: string,
  message: string,
  action?: PageAction | PageAction[],
  options: { goBack?: boolean; service?: string } = {},
): string {
  const actions = action === undefined ? [] : Array.isArray(action) ? action : [action];
  const heading = options.service
    ? `<div class="headline">${serviceTile(options.service)}<h1>${escapeHtml(title)}</h1></div>`
    : `<h1>${escapeHtml(title)}</h1>`;
  return page(
    title,
    `<main>${heading}<p class="error" role="alert">${escapeHtml(message)}</p>${actionsHtml(actions, options.goBack)}</main>`,
  );
}

/**
 * A problem of the hosted sign-in, with the ways forward that exist for it; the browser's own way
 * back only as the last resort.
 */
export function problemPage(problem: Problem, actions: PageAction[], service?: string): string {
  return errorPage(problem.title, problem.message, actions, {
    goBack: actions.length === 0 && problem.ways.includes('goBack'),
    service,
  });
}

/** What the page after a sign-in knows of the partner: its name, and its site when one is known. */
export interface DonePartner {
  name: string;
  /** The partner's own site (`partnerSite`), or null when we know of none. */
  site: string | null;
}

/**
 * A sign-in that succeeded with no Return URL to go back to. A person who opened the link on a
 * phone has nothing else on screen, so the page says what the connection lets the partner do and
 * where to carry on: the partner's site when we know it, else their app or page.
 */
export function donePage(service: string, partner: DonePartner | null): string {
  const music = escapeHtml(serviceName(service));
  const name = partner ? escapeHtml(partner.name) : null;
  const words = accessWords(service);
  const allows = name && words ? `<p>${name} can now ${escapeHtml(words)}.</p>` : '';
  const carryOn = !name
    ? '<p>Go back to the app or page you came from to carry on. You can close this page.</p>'
    : partner!.site
      ? `<p>Carry on at ${name}: your music is ready there. If you came from its app, switch back to it instead.</p>
<p class="actions"><a class="button" href="${escapeHtml(partner!.site)}" id="partner-site">Go to ${name}</a></p>`
      : `<p>Switch back to ${name}, in its app or the page you came from, to carry on: your music is ready there. You can close this page.</p>`;
  return page(
    'Connected',
    `<style>.next{font-size:1.1rem;margin:1.4rem 0 .4rem}</style>
<main><div class="headline">${serviceTile(service)}<h1>Connected</h1></div>
<p id="connected">Your ${music} account is connected${name ? ` to ${name}` : ''}.</p>
<h2 class="next">What happens next</h2>${allows}${carryOn}
<p class="muted">You can take this access back at any time in your ${music} account settings.</p></main>`,
  );
}
