import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { page } from '../pages/html.js';

/** Where the renderer's own files are served from (our origin: no CDN). */
export const DOCS_ASSETS = '/docs/assets';

/**
 * The API documentation: the OpenAPI document rendered by Swagger UI, served from our own origin.
 * Opened as `/docs#session=ds_...` (from the dashboard or the admin command), "Try it out" sends
 * each call with that docs session, kept in this tab only; the document's examples are filled in,
 * so a first click succeeds.
 */
export function docsPage(): string {
  return page(
    'API documentation',
    `<link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css">
<style>body{max-width:none}#session{padding:.5rem 1rem;border-radius:.4rem;background:#f4f4f6;margin:0 1rem}</style>
<p id="session" class="muted">No docs session: open this page from the dashboard or with <code>#session=…</code> to try calls.</p>
<div id="swagger"></div>
<script src="${DOCS_ASSETS}/swagger-ui-bundle.js" nonce="${SCRIPT_NONCE}"></script>
<script nonce="${SCRIPT_NONCE}">
const fragment = new URLSearchParams(location.hash.slice(1));
if (fragment.get('session')) { sessionStorage.setItem('docsSession', fragment.get('session')); history.replaceState(null, '', location.pathname); }
const token = sessionStorage.getItem('docsSession');
(async () => {
  if (token) {
    const me = await fetch('/public/docs-sessions/current', { headers: { authorization: 'DocsSession ' + token } });
    const box = document.getElementById('session');
    if (me.ok) { const s = await me.json(); box.textContent = 'Trying calls as ' + s.account.name + ' (' + s.kind + ' session, until ' + new Date(s.expiresAt).toLocaleString() + ').'; }
    else { box.textContent = 'The docs session has ended: open the docs again from the dashboard.'; sessionStorage.removeItem('docsSession'); }
  }
})();
window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger',
  deepLinking: false,
  tryItOutEnabled: Boolean(token),
  // Every call goes out with the docs session, unless the reader typed another credential.
  requestInterceptor: (request) => {
    if (token && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'DocsSession ' + token;
    return request;
  },
});
</script>`,
  );
}
