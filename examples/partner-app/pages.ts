import type { BrowserSession } from './browserSessions.js';
import type { ReceivedWebhook } from './webhookReceiver.js';

// The app's HTML. Every value from elsewhere is escaped; inline scripts carry the answer's nonce.

export const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title === 'Example partner app' ? title : `${title} · Example partner app`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}
.muted{color:#555}button,a.button{padding:.4rem .8rem}</style></head>
<body><h1>${escape(title)}</h1>${body}${script}</body></html>`;
}

export function homePage(
  options: { apiUrl: string; webhooksRegistered: boolean },
  users: BrowserSession['users'],
  webhooks: ReceivedWebhook[],
  nonce: string,
): string {
  const connect = (service: string, label: string) =>
    `<a class="button" id="connect-${service}" href="/connect/${service}">Connect ${label}</a>`;
  const spotify = users.spotify
    ? `<p>Spotify user <code id="spotify-user">${escape(users.spotify)}</code></p>
<h3>Playlists (through our backend, Basic)</h3><ul id="playlists"></ul>
<h3>From this page (DevToken, CORS)</h3><p id="devtoken-call">…</p>`
    : connect('spotify', 'Spotify');
  const deezer = users.deezer
    ? `<p>Deezer user <code id="deezer-user">${escape(users.deezer)}</code></p>
<form method="post" action="/transfer"><button id="transfer">Transfer my library to Deezer</button></form>`
    : connect('deezer', 'Deezer');
  const rows = webhooks.map((w) => `<tr><td>${escape(w.type)}</td><td>${escape(w.receivedAt)}</td></tr>`).join('');
  const script = users.spotify
    ? `<script nonce="${nonce}">
(async () => {
  const uuid = ${JSON.stringify(users.spotify)};
  const mine = await (await fetch('/playlists/' + uuid)).json();
  document.getElementById('playlists').innerHTML = (mine.playlists || []).map((p) => '<li>' + p.name.replace(/[<>&]/g, '') + '</li>').join('');
  const { token } = await (await fetch('/devtoken/' + uuid)).json();
  const direct = await fetch(${JSON.stringify(options.apiUrl)} + '/api/' + uuid + '/playlists?limitParam=5', { headers: { Authorization: 'DevToken ' + token } });
  const body = await direct.json();
  document.getElementById('devtoken-call').textContent = direct.ok ? body.results.length + ' playlists read from the page (request ' + direct.headers.get('X-Request-Id') + ')' : 'refused: ' + body.code;
})();
</script>`
    : '';
  const webhooksNote = options.webhooksRegistered
    ? 'Only deliveries whose signature checks out are kept. Updated every two seconds.'
    : 'This app registered no webhook endpoint, so none arrive.';
  return layout(
    'Example partner app',
    `<p>A partner's app on its own origin, built on the typed client. Sign in with a seeded listener (password <code>listen-locally</code>).</p>
<section><h2>Source: Spotify</h2>${spotify}</section>
<section><h2>Destination: Deezer</h2>${deezer}</section>
<section><h2>Webhooks received</h2><p class="muted">${webhooksNote}</p><table id="webhooks"><tr><th>Event</th><th>Received</th></tr>${rows}</table></section>`,
    script + liveWebhooks(nonce),
  );
}

/** Keeps the webhook table current: every two seconds it is drawn again from what the backend received. */
const liveWebhooks = (nonce: string) => `<script nonce="${nonce}">
setInterval(async () => {
  const { webhooks } = await (await fetch('/webhooks.json')).json();
  const cell = (text) => '<td>' + String(text).replace(/[<>&]/g, '') + '</td>';
  const rows = webhooks.map((w) => '<tr>' + cell(w.type) + cell(w.receivedAt) + '</tr>');
  document.getElementById('webhooks').innerHTML = '<tr><th>Event</th><th>Received</th></tr>' + rows.join('');
}, 2000);
</script>`;
