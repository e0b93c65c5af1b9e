import type { Response } from 'express';
import type { ComponentChildren, JSX } from 'preact';
import { renderDocument } from '../../src/html/render.js';
import { InlineScript, InlineStyle } from '../../src/html/trusted.js';
import type { BrowserSession } from './browserSessions.js';
import { scriptNonce } from './securityHeaders.js';
import type { ReceivedWebhook } from './webhookReceiver.js';

// The app's pages, rendered by the same renderer as ours: every value from elsewhere (a query, a
// playlist's name, a webhook's type) is written as text, and the inline scripts carry the
// answer's nonce.

const APP = 'Example partner app';

const STYLE = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem}
table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:.3rem;text-align:left}
.muted{color:#555}button,a.button{padding:.4rem .8rem}`;

/** Answers `page` with `status`, its scripts carrying this answer's nonce. */
export function sendAppPage(res: Response, page: JSX.Element, status = 200): void {
  res
    .status(status)
    .type('html')
    .send(renderDocument(page, scriptNonce(res)));
}

/** The app's layout: `title` as the heading, and in the tab beside the app's name. */
export function Layout(props: { title: string; children?: ComponentChildren }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title === APP ? APP : `${props.title} · ${APP}`}</title>
        <InlineStyle css={STYLE} />
      </head>
      <body>
        <h1>{props.title}</h1>
        {props.children}
      </body>
    </html>
  );
}

/** The way back to the app's home; `id` marks the one the tests follow after a sign-in. */
export const BackHome = (props: { label: string; id?: string }) => (
  <p>
    <a id={props.id} href="/">
      {props.label}
    </a>
  </p>
);

/** The sign-in came back with an error instead of a user. */
export const SignInFailedPage = (props: { error: string }) => (
  <Layout title="Sign-in did not finish">
    <p>{props.error}</p>
    <BackHome label="Back" id="home" />
  </Layout>
);

/** A callback our API did not confirm as this browser's sign-in. */
export const SignInRefusedPage = (props: { reason: string }) => (
  <Layout title="Sign-in not accepted">
    <p id="refused">{props.reason}</p>
    <BackHome label="Back" id="home" />
  </Layout>
);

/** Our API refused to start the transfer: its code and message. */
export const TransferRefusedPage = (props: { code: string; message: string }) => (
  <Layout title="Transfer refused">
    <p>
      {props.code}: {props.message}
    </p>
  </Layout>
);

/** What the sign-in handed back, once our API confirmed it (the one-time token left out). */
export function CallbackPage(props: { values: [string, string][] }) {
  return (
    <Layout title="Back from the sign-in">
      <table>
        <tbody>
          {props.values.map(([name, value]) => (
            <tr>
              <th>{name}</th>
              <td data-callback={name}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <BackHome label="Continue" id="home" />
    </Layout>
  );
}

/** Reads the Spotify user's playlists through the backend, then calls our API from the page with a DevToken. */
const SPOTIFY_SCRIPT = `(async () => {
  const { uuid, apiUrl } = JSON.parse(document.currentScript.dataset.json);
  const mine = await (await fetch('/playlists/' + uuid)).json();
  document.getElementById('playlists').replaceChildren(...(mine.playlists || []).map((p) => {
    const item = document.createElement('li');
    item.textContent = p.name;
    return item;
  }));
  const { token } = await (await fetch('/devtoken/' + uuid)).json();
  const direct = await fetch(apiUrl + '/api/' + uuid + '/playlists?limitParam=5', { headers: { Authorization: 'DevToken ' + token } });
  const body = await direct.json();
  document.getElementById('devtoken-call').textContent = direct.ok ? body.results.length + ' playlists read from the page (request ' + direct.headers.get('X-Request-Id') + ')' : 'refused: ' + body.code;
})();`;

/** Keeps the webhook table current: every two seconds it is drawn again from what the backend received. */
const LIVE_WEBHOOKS = `setInterval(async () => {
  const { webhooks } = await (await fetch('/webhooks.json')).json();
  document.querySelector('#webhooks tbody').replaceChildren(...webhooks.map((w) => {
    const row = document.createElement('tr');
    for (const text of [w.type, w.receivedAt]) {
      const cell = document.createElement('td');
      cell.textContent = String(text);
      row.append(cell);
    }
    return row;
  }));
}, 2000);`;

const Connect = (props: { service: string; label: string }) => (
  <a class="button" id={`connect-${props.service}`} href={`/connect/${props.service}`}>
    Connect {props.label}
  </a>
);

function Spotify(props: { user: string | undefined; apiUrl: string }) {
  if (!props.user) return <Connect service="spotify" label="Spotify" />;
  return (
    <>
      <p>
        Spotify user <code id="spotify-user">{props.user}</code>
      </p>
      <h3>Playlists (through our backend, Basic)</h3>
      <ul id="playlists"></ul>
      <h3>From this page (DevToken, CORS)</h3>
      <p id="devtoken-call">…</p>
      <InlineScript code={SPOTIFY_SCRIPT} data={{ uuid: props.user, apiUrl: props.apiUrl }} />
    </>
  );
}

function Deezer(props: { user: string | undefined }) {
  if (!props.user) return <Connect service="deezer" label="Deezer" />;
  return (
    <>
      <p>
        Deezer user <code id="deezer-user">{props.user}</code>
      </p>
      <form method="post" action="/transfer">
        <button id="transfer">Transfer my library to Deezer</button>
      </form>
    </>
  );
}

function Webhooks(props: { registered: boolean; webhooks: Pick<ReceivedWebhook, 'type' | 'receivedAt'>[] }) {
  return (
    <section>
      <h2>Webhooks received</h2>
      <p class="muted">
        {props.registered
          ? 'Only deliveries whose signature checks out are kept. Updated every two seconds.'
          : 'This app registered no webhook endpoint, so none arrive.'}
      </p>
      <table id="webhooks">
        <thead>
          <tr>
            <th>Event</th>
            <th>Received</th>
          </tr>
        </thead>
        <tbody>
          {props.webhooks.map((w) => (
            <tr>
              <td>{w.type}</td>
              <td>{w.receivedAt}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <InlineScript code={LIVE_WEBHOOKS} />
    </section>
  );
}

/** The app's home: each service connected or to connect, and the webhooks received. */
export function HomePage(props: {
  apiUrl: string;
  webhooksRegistered: boolean;
  users: BrowserSession['users'];
  webhooks: Pick<ReceivedWebhook, 'type' | 'receivedAt'>[];
}) {
  return (
    <Layout title={APP}>
      <p>
        A partner's app on its own origin, built on the typed client. Sign in with a seeded listener (password{' '}
        <code>listen-locally</code>).
      </p>
      <section>
        <h2>Source: Spotify</h2>
        <Spotify user={props.users.spotify} apiUrl={props.apiUrl} />
      </section>
      <section>
        <h2>Destination: Deezer</h2>
        <Deezer user={props.users.deezer} />
      </section>
      <Webhooks registered={props.webhooksRegistered} webhooks={props.webhooks} />
    </Layout>
  );
}
