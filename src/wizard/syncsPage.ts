import { escapeHtml } from '../pages/html.js';
import { serviceName } from '../integrations/registry.js';
import type { Sync } from '../syncs/models.js';
import { dayOf, wizardShell, type Action } from './pages.js';

// The listener's own page of the syncs their transfer made: each playlist, whether it is still
// kept in sync, and a button that stops it. Reached by a signed link, so it asks for no sign-in.

/** One sync of the page, with the names the transfer knew its playlists by. */
export interface ListedSync {
  sync: Sync;
  /** The source playlist's name, as the transfer read it. */
  name: string;
  from: string;
  to: string;
  /** The copy's address on the destination, when the service gave one. */
  url: string | null;
}

const e = (value: string) => escapeHtml(value);

function every(minutes: number): string {
  if (minutes % 1440 === 0) return minutes === 1440 ? 'about once a day' : `about every ${minutes / 1440} days`;
  if (minutes % 60 === 0) return minutes === 60 ? 'about every hour' : `about every ${minutes / 60} hours`;
  return `about every ${minutes} minutes`;
}

/** Where a sync stands, in words for the listener. */
function stateOf(item: ListedSync, partner: string): { state: string; words: string } {
  const { sync } = item;
  const to = serviceName(item.to);
  if (sync.deletedAt)
    return {
      state: 'stopped',
      words: `Stopped on ${dayOf(sync.deletedAt)}. The songs already added stay on ${to}.`,
    };
  if (sync.paused)
    return {
      state: 'paused',
      words:
        sync.pausedReason === 'authFailed'
          ? `Paused: one of your accounts needs you to sign in again at ${partner}.`
          : `Paused by ${partner}.`,
    };
  const checked = sync.lastRunAt ? ` Last checked on ${dayOf(sync.lastRunAt)}.` : '';
  return {
    state: 'active',
    words: `New songs on ${serviceName(item.from)} are added to the copy on ${to} ${every(sync.intervalMinutes)}.${checked}`,
  };
}

/** The page of a listener's syncs, with a stop button on each that still runs. */
export function syncsPage(input: {
  base: string;
  /** The signed link's token, sent again with each stop. */
  link: string;
  partner: string;
  items: ListedSync[];
  expiresAt: Date;
  /** The playlist just stopped, to say so. */
  stopped: ListedSync | null;
  back: Action[];
}): string {
  const notice = input.stopped
    ? `<div class="notice success" role="status" id="stopped"><p>“${e(input.stopped.name)}” is no longer kept in sync. The songs already added stay on ${e(serviceName(input.stopped.to))}.</p></div>`
    : '';
  const rows = input.items
    .map((item) => {
      const { state, words } = stateOf(item, input.partner);
      const name = item.url
        ? `<a href="${e(item.url)}">${e(item.name)}<span class="visually-hidden"> on ${e(serviceName(item.to))}</span></a>`
        : e(item.name);
      const stop =
        state === 'stopped'
          ? ''
          : `<form method="post" action="${e(`${input.base}/syncs/stop`)}"><input type="hidden" name="link" value="${e(input.link)}"><input type="hidden" name="sync" value="${e(item.sync.id)}"><button type="submit" class="small">Stop keeping in sync<span class="visually-hidden">: ${e(item.name)}</span></button></form>`;
      return `<li data-sync="${e(item.sync.id)}" data-state="${state}"><p><strong>${name}</strong> <span class="muted">from ${e(serviceName(item.from))} to ${e(serviceName(item.to))}</span></p><p>${e(words)}</p>${stop}</li>`;
    })
    .join('');
  const list = input.items.length
    ? `<ul class="items" id="syncs">${rows}</ul>`
    : '<p id="no-syncs">None of the playlists of this transfer is kept in sync.</p>';
  const live = input.items.filter((i) => !i.sync.deletedAt).length;
  const one = live === 1;
  const lead = live
    ? `<p class="lead">${e(input.partner)} keeps ${one ? 'this playlist' : 'these playlists'} in step with ${one ? 'its copy' : 'their copies'}. You can stop ${one ? 'it' : 'any of them'} here; nothing else changes.</p>\n`
    : input.items.length
      ? '<p class="lead">None of these playlists is kept in sync any more.</p>\n'
      : '';
  const back = input.back.length
    ? `<p class="actions">${input.back.map((a) => `<a class="button" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</p>`
    : '';
  return wizardShell(
    'Your playlists kept in sync',
    `<h1>Your playlists kept in sync</h1>
${lead}${notice}${list}
<p class="muted" id="link-life">Keep this page’s address to come back to it without signing in: it works until ${dayOf(input.expiresAt)}. Anyone you give it to can stop these syncs too.</p>
${back}`,
  );
}

/** A link to the syncs that cannot be followed, and why, in words for the person who opened it. */
export function syncLinkErrorPage(title: string, message: string, actions: Action[]): string {
  const forward = actions.length
    ? `<p class="actions">${actions.map((a, i) => `<a class="button${i === 0 ? ' primary' : ''}" href="${e(a.href)}">${e(a.label)}</a>`).join('')}</p>`
    : '';
  return wizardShell(title, `<h1>${e(title)}</h1><p class="lead" role="alert">${e(message)}</p>${forward}`);
}
