import express from 'express';
import { SignJWT, type CryptoKey } from 'jose';
import { createPartnerClient } from '../../clients/typescript/index.js';
import { verifyDelivery } from '../guides/webhooks.js';

// A partner's app as a newcomer would write it against our API: its backend holds the Client
// Secret and calls us with Basic through the typed client; its page calls us directly with a
// DevToken the backend mints (CORS); it sends users through the hosted sign-in, starts a managed
// transfer with D1, and shows the webhooks it received with their signature checked.

export interface ExampleAppOptions {
  /** Our API (BASE_URL) and hosted pages (APP_URL). */
  apiUrl: string;
  appUrl: string;
  /** The partner account: its slug and an API key. */
  slug: string;
  clientId: string;
  clientSecret: string;
  /** The key whose public half the account holds for DevTokens. */
  devTokenKey: { kid: string; privateKey: CryptoKey };
  /** Where this app is reached (its Return URL is `{publicUrl}/callback`). */
  publicUrl: string;
}

export interface ReceivedWebhook {
  id: string;
  type: string;
  signatureValid: boolean;
  receivedAt: string;
  data: unknown;
}

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function createExampleApp(options: ExampleAppOptions) {
  const api = createPartnerClient({
    baseUrl: options.apiUrl,
    credential: { basic: { clientId: options.clientId, clientSecret: options.clientSecret } },
  });
  const webhooks: ReceivedWebhook[] = [];
  let webhookSecret: string | null = null;
  const users: { spotify?: string; deezer?: string } = {};

  /** Registers this app's webhook endpoint with our API (once per start). */
  async function registerWebhooks(): Promise<void> {
    const created = await api.POST('/public/webhooks/endpoints', { body: { url: `${options.publicUrl}/webhooks` } });
    if (created.error) throw new Error(`webhook endpoint: ${created.error.code}: ${created.error.message}`);
    webhookSecret = (created.data as { secret: string }).secret;
  }

  const devToken = (sub: string) =>
    new SignJWT({ iss: options.clientId, sub })
      .setProtectedHeader({ alg: 'ES256', kid: options.devTokenKey.kid })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(options.devTokenKey.privateKey);

  const app = express();
  app.disable('x-powered-by');

  app.get('/', (_req, res) => void res.type('html').send(page(options, users, webhooks)));

  // The hosted sign-in sends the user back here with the callback values.
  app.get('/callback', async (req, res) => {
    const uuid = typeof req.query.integrationUserUUID === 'string' ? req.query.integrationUserUUID : '';
    const error = typeof req.query.error === 'string' ? req.query.error : null;
    if (!uuid)
      return void res
        .type('html')
        .send(
          layout(
            'Sign-in did not finish',
            `<p>${escape(error ?? 'No user came back.')}</p><p><a href="/">Back</a></p>`,
          ),
        );
    const user = await api.GET('/public/integrations/user/{integrationUserUUID}', {
      params: { path: { integrationUserUUID: uuid } },
    });
    const service = (user.data as { integration?: { type?: string } } | undefined)?.integration?.type;
    if (service === 'spotify' || service === 'deezer') users[service] = uuid;
    const values = Object.entries(req.query)
      .map(([k, v]) => `<tr><th>${escape(k)}</th><td data-callback="${escape(k)}">${escape(v)}</td></tr>`)
      .join('');
    res
      .type('html')
      .send(layout('Back from the sign-in', `<table>${values}</table><p><a id="home" href="/">Continue</a></p>`));
  });

  // The backend reads a user's playlists with Basic (the Client Secret never leaves the backend).
  // Only for the users who connected through this app: a backend that read or minted tokens for any
  // uuid it is sent would hand every user of the account to whoever calls it.
  const ours = (uuid: string) => uuid === users.spotify || uuid === users.deezer;

  app.get('/playlists/:uuid', async (req, res) => {
    if (!ours(req.params.uuid)) return void res.status(403).json({ code: 'notYourUser' });
    const found = await api.GET('/api/{integrationUserUUID}/playlists', {
      params: { path: { integrationUserUUID: req.params.uuid }, query: { limitParam: 20 } },
    });
    if (found.error) return void res.status(found.response.status).json(found.error);
    res.json({ playlists: found.data.results.map((p) => ({ id: p.id, name: p.name })) });
  });

  // The page's own calls to our API carry a short DevToken bound to the user (`sub`).
  app.get('/devtoken/:uuid', async (req, res) => {
    if (!ours(req.params.uuid)) return void res.status(403).json({ code: 'notYourUser' });
    res.json({ token: await devToken(req.params.uuid) });
  });

  // A managed transfer: the user's Deezer token (read with Basic) pre-authorizes the destination;
  // the account's destination setting says it is Deezer, so D1 needs no service name.
  app.post('/transfer', async (_req, res) => {
    if (!users.deezer)
      return void res.status(409).type('html').send(layout('Connect Deezer first', '<p><a href="/">Back</a></p>'));
    const deezer = await api.GET('/public/integrations/user/{integrationUserUUID}', {
      params: { path: { integrationUserUUID: users.deezer } },
    });
    const authData = (deezer.data as { integrationUser?: { authData?: { access_token?: string } } } | undefined)
      ?.integrationUser?.authData;
    if (!authData?.access_token)
      return void res.status(502).type('html').send(layout('No Deezer token', '<p>Sign in to Deezer again.</p>'));
    const session = await api.POST('/public/transfer-sessions', {
      body: { target: { authData: { accessToken: authData.access_token } }, returnUrl: `${options.publicUrl}/` },
    });
    if (session.error)
      return void res
        .status(session.response.status)
        .type('html')
        .send(layout('Transfer refused', `<p>${escape(session.error.code)}: ${escape(session.error.message)}</p>`));
    res.redirect(303, session.data.launchUrl!);
  });

  // Our webhooks arrive here; each is checked against the endpoint's secret before it is trusted.
  app.post('/webhooks', express.text({ type: '*/*', limit: '1mb' }), (req, res) => {
    const body = String(req.body);
    const signatureValid =
      webhookSecret !== null && verifyDelivery(webhookSecret, req.headers as Record<string, string | undefined>, body);
    const parsed = JSON.parse(body) as { type: string; data: unknown };
    webhooks.unshift({
      id: String(req.headers['webhook-id']),
      type: parsed.type,
      signatureValid,
      receivedAt: new Date().toISOString(),
      data: parsed.data,
    });
    webhooks.splice(100);
    res.status(signatureValid ? 204 : 400).end();
  });
  app.get('/webhooks.json', (_req, res) => void res.json({ webhooks }));

  return { app, registerWebhooks, webhooks };
}

function layout(title: string, body: string, script = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title === 'Example partner app' ? title : `${title} · Example partner app`)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}
.ok{color:#0a7a0a}.bad{color:#b00020}button,a.button{padding:.4rem .8rem}</style></head>
<body><h1>${escape(title)}</h1>${body}${script}</body></html>`;
}

function page(
  options: ExampleAppOptions,
  users: { spotify?: string; deezer?: string },
  webhooks: ReceivedWebhook[],
): string {
  const connect = (service: string, label: string) =>
    `<a class="button" id="connect-${service}" href="${escape(`${options.appUrl}/${options.slug}/${service}/auth?returnUrl=${encodeURIComponent(`${options.publicUrl}/callback`)}`)}">Connect ${label}</a>`;
  const spotify = users.spotify
    ? `<p>Spotify user <code id="spotify-user">${escape(users.spotify)}</code></p>
<h3>Playlists (through our backend, Basic)</h3><ul id="playlists"></ul>
<h3>From this page (DevToken, CORS)</h3><p id="devtoken-call">…</p>`
    : connect('spotify', 'Spotify');
  const deezer = users.deezer
    ? `<p>Deezer user <code id="deezer-user">${escape(users.deezer)}</code></p>
<form method="post" action="/transfer"><button id="transfer">Transfer my library to Deezer</button></form>`
    : connect('deezer', 'Deezer');
  const rows = webhooks
    .map(
      (w) =>
        `<tr><td>${escape(w.type)}</td><td class="${w.signatureValid ? 'ok' : 'bad'}">${w.signatureValid ? 'signature ok' : 'bad signature'}</td><td>${escape(w.receivedAt)}</td></tr>`,
    )
    .join('');
  const script = users.spotify
    ? `<script>
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
  return layout(
    'Example partner app',
    `<p>A partner's app on its own origin, built on the typed client. Sign in with a seeded listener (password <code>listen-locally</code>).</p>
<section><h2>Source: Spotify</h2>${spotify}</section>
<section><h2>Destination: Deezer</h2>${deezer}</section>
<section><h2>Webhooks received</h2><p class="muted">Updated every two seconds.</p><table id="webhooks"><tr><th>Event</th><th>Signature</th><th>Received</th></tr>${rows}</table></section>`,
    script + LIVE_WEBHOOKS,
  );
}

/** Keeps the webhook table current: every two seconds it is drawn again from what the backend received. */
const LIVE_WEBHOOKS = `<script>
setInterval(async () => {
  const { webhooks } = await (await fetch('/webhooks.json')).json();
  const cell = (text, css) => '<td' + (css ? ' class="' + css + '"' : '') + '>' + String(text).replace(/[<>&]/g, '') + '</td>';
  const rows = webhooks.map((w) => '<tr>' + cell(w.type) + cell(w.signatureValid ? 'signature ok' : 'bad signature', w.signatureValid ? 'ok' : 'bad') + cell(w.receivedAt) + '</tr>');
  document.getElementById('webhooks').innerHTML = '<tr><th>Event</th><th>Signature</th><th>Received</th></tr>' + rows.join('');
}, 2000);
</script>`;
