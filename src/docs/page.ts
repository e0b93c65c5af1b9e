import { SCRIPT_NONCE } from '../http/securityHeaders.js';
import { page } from '../pages/html.js';

/**
 * The API documentation: the OpenAPI document rendered in the browser, operation by operation,
 * with "try it" that sends the request with the docs session the page was opened with
 * (`/docs#session=ds_...`, kept in this tab only).
 */
export function docsPage(): string {
  return page(
    'API documentation',
    `<style>
body{max-width:60rem}details{border:1px solid #d0d0d5;border-radius:.5rem;margin:.4rem 0;padding:.4rem .8rem}
summary{cursor:pointer}code,pre,textarea,input{font-family:ui-monospace,monospace;font-size:.85rem}.method{display:inline-block;min-width:4rem;font-weight:700}
pre{background:#f4f4f6;padding:.6rem;overflow:auto;max-height:20rem}label{display:block;margin:.2rem 0}input,textarea{width:100%;box-sizing:border-box}
.tag{margin-top:1.5rem}#session{padding:.5rem;border-radius:.4rem;background:#f4f4f6}
</style>
<h1>Partner API</h1>
<p id="session" class="muted">No docs session: open this page from the dashboard or with <code>#session=…</code> to try calls.</p>
<div id="operations">Loading…</div>
<script nonce="${SCRIPT_NONCE}">
const fragment = new URLSearchParams(location.hash.slice(1));
if (fragment.get('session')) { sessionStorage.setItem('docsSession', fragment.get('session')); history.replaceState(null, '', location.pathname); }
const token = sessionStorage.getItem('docsSession');
const el = (tag, props = {}, ...children) => { const e = Object.assign(document.createElement(tag), props); e.append(...children); return e; };
(async () => {
  if (token) {
    const me = await fetch('/public/docs-sessions/current', { headers: { authorization: 'DocsSession ' + token } });
    const box = document.getElementById('session');
    if (me.ok) { const s = await me.json(); box.textContent = 'Trying calls as ' + s.account.name + ' (' + s.kind + ' session, until ' + new Date(s.expiresAt).toLocaleString() + ').'; }
    else { box.textContent = 'The docs session has ended: open the docs again from the dashboard.'; sessionStorage.removeItem('docsSession'); }
  }
  const doc = await (await fetch('/openapi.json')).json();
  const byTag = {};
  for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) (byTag[op.tags[0]] ||= []).push({ path, method, op });
  const root = document.getElementById('operations');
  root.replaceChildren();
  for (const [tag, ops] of Object.entries(byTag)) {
    root.append(el('h2', { className: 'tag', textContent: tag }));
    for (const { path, method, op } of ops) {
      const params = (op.parameters || []);
      const inputs = params.map((p) => { const input = el('input', { name: p.name, placeholder: p.name + (p.required ? ' (required)' : '') }); input.dataset.in = p.in; return el('label', {}, p.name + ' (' + p.in + ')', input); });
      const body = op.requestBody ? el('textarea', { rows: 4, value: '{}' }) : null;
      const out = el('pre', { hidden: true });
      const send = el('button', { type: 'button', textContent: 'Try it', disabled: !token || !op.security.some((s) => 'docsSession' in s) });
      send.onclick = async () => {
        let url = path;
        const query = new URLSearchParams();
        for (const label of inputs) { const input = label.querySelector('input'); if (!input.value) continue; if (input.dataset.in === 'path') url = url.replace('{' + input.name + '}', encodeURIComponent(input.value)); else if (input.dataset.in === 'query') query.set(input.name, input.value); }
        const res = await fetch(url + (query.size ? '?' + query : ''), { method: method.toUpperCase(), headers: { authorization: 'DocsSession ' + token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? body.value : undefined });
        out.hidden = false;
        out.textContent = res.status + ' ' + res.statusText + '\\n' + (await res.text());
      };
      const who = op.security.length ? 'Credentials: ' + op.security.map((s) => Object.keys(s)[0]).join(', ') : 'No credentials';
      const statuses = 'Answers: ' + Object.entries(op.responses).map(([s, r]) => s + ' ' + r.description).join('; ');
      root.append(el('details', {}, el('summary', {}, el('span', { className: 'method', textContent: method.toUpperCase() }), el('code', { textContent: path }), ' ', op.summary), el('p', { className: 'muted', textContent: who }), el('p', { className: 'muted', textContent: statuses }), ...inputs, ...(body ? [el('label', {}, 'JSON body', body)] : []), send, out));
    }
  }
})();
</script>`,
  );
}
