import type { Page } from 'playwright-core';
import { watchConsole } from '../helpers/pageChecks.js';

/**
 * Console errors of a page, less two kinds that are no fault of the page:
 * - the music services' own sign-in pages (the emulators here) have no icon, and the browser's
 *   request for their `/favicon.ico` answers 404 (ours carry their icon inline);
 * - an error page answers with its status (401, 404, ...) on purpose, and the browser reports
 *   the status of the document it loaded as "Failed to load resource". Only a document's own
 *   status is forgiven: a failed request the page makes itself still counts.
 */
export function watchOurConsole(page: Page, ourOrigin: string): () => string[] {
  const all = watchConsole(page);
  const forgiven: string[] = [];
  page.on('console', (message) => {
    const at = message.location().url;
    if (message.type() === 'error' && /\/favicon\.ico$/.test(at) && !at.startsWith(ourOrigin))
      forgiven.push(message.text());
  });
  page.on('response', (response) => {
    const request = response.request();
    if (response.status() >= 400 && request.isNavigationRequest() && request.frame() === page.mainFrame())
      forgiven.push(
        `Failed to load resource: the server responded with a status of ${response.status()} (${response.statusText()})`,
      );
  });
  return () => {
    const left = [...forgiven];
    return all().filter((text) => {
      const i = left.indexOf(text);
      if (i < 0) return true;
      left.splice(i, 1);
      return false;
    });
  };
}
