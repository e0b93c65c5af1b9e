import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { escapeHtml, page } from '../pages/html.js';
import { serviceMark } from '../pages/marks.js';
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
      return `<li>${serviceMark(c.id)}<div><a href="${escapeHtml(c.href)}" data-service="${id}"${words ? ` aria-describedby="access-${id}"` : ''}>${escapeHtml(serviceName(c.id))}</a>${access}</div></li>`;
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
    ? `<div class="headline">${serviceMark(options.service)}<h1>${escapeHtml(title)}</h1></div>`
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

/** A sign-in that succeeded with no Return URL to go back to. */
export function donePage(service: string, partner?: string): string {
  const to = partner ? ` to ${escapeHtml(partner)}` : '';
  return page(
    'Connected',
    `<main><div class="headline">${serviceMark(service)}<h1>Connected</h1></div><p>Your ${escapeHtml(serviceName(service))} account is connected${to}. You can close this window.</p></main>`,
  );
}
