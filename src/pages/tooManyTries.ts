import { escapeHtml, page } from './html.js';

/**
 * What a person reads when their address asked for our pages too often in a short time: how long
 * to wait, in the hosted pages' layout. `again` is the path to try again (a page they asked for
 * with GET); it stays on this host whatever it starts with.
 */
export function tooManyTriesPage(seconds: number, again: string | null): string {
  const wait = `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  // A path starting with `//` or `/\` would be read by the browser as another host.
  const path = again === null ? null : `/${again.replace(/^[/\\]+/, '')}`;
  const action = path ? `<p class="actions"><a class="button" href="${escapeHtml(path)}">Try again</a></p>` : '';
  return page(
    'Too many tries',
    `<main><h1>Too many tries</h1><p class="error" role="alert">Too many tries in a short time. Wait ${wait} and try again.</p>${action}</main>`,
  );
}
