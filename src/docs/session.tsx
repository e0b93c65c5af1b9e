import { InlineScript } from '../html/trusted.js';

// A docs session (`/docs#session=ds_...`, from the dashboard or the admin command) lets the API
// reference try calls as the partner. It lives in this tab only (sessionStorage) and leaves the
// address bar at once, so it is neither bookmarked nor shared by copying the link.

const DOCS_SESSION_CODE = `
const fragment = new URLSearchParams(location.hash.slice(1));
if (fragment.get('session')) { sessionStorage.setItem('docsSession', fragment.get('session')); history.replaceState(null, '', location.pathname); }
const docsSession = sessionStorage.getItem('docsSession');
(async () => {
  const box = document.getElementById('session');
  if (!docsSession || !box) return;
  const me = await fetch('/public/docs-sessions/current', { headers: { authorization: 'DocsSession ' + docsSession } });
  if (me.ok) { const s = await me.json(); box.textContent = 'Trying calls as ' + s.account.name + ' (' + s.kind + ' session, until ' + new Date(s.expiresAt).toLocaleString() + ').'; box.hidden = false; }
  else { box.textContent = 'The docs session has ended: open the docs again from the dashboard.'; box.hidden = false; sessionStorage.removeItem('docsSession'); }
})();
`;

/**
 * The script every page that can receive a docs session carries: it keeps the session, then says
 * in `#session` whose it is and until when (as text: the account's name is the partner's). Defines
 * `docsSession` (the token, or null) for the reference's script after it.
 */
export function DocsSessionScript() {
  return <InlineScript code={DOCS_SESSION_CODE} />;
}
