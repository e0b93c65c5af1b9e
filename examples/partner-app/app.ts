import express, { type ErrorRequestHandler } from 'express';
import { SignJWT, type CryptoKey } from 'jose';
import { createPartnerClient } from '../../clients/typescript/index.js';
import { browserSessions, type Service } from './browserSessions.js';
import { escape, homePage, layout } from './pages.js';
import { scriptNonce, securityHeaders } from './securityHeaders.js';
import { checkCallback, signInUrl } from './signIn.js';
import { webhookReceiver } from './webhookReceiver.js';

export type { ReceivedWebhook } from './webhookReceiver.js';

// A partner's app as a newcomer would write it against our API: its backend holds the Client
// Secret and calls us with Basic through the typed client; its page calls us directly with a
// DevToken the backend mints (CORS); it sends users through the hosted sign-in and believes a
// callback only once our API confirms it, starts a managed transfer with D1, and shows the
// webhooks it received once their signature checks out.

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

/** Where the app receives our webhooks. */
export const exampleWebhookUrl = (publicUrl: string) => `${publicUrl}/webhooks`;

const isService = (value: string): value is Service => value === 'spotify' || value === 'deezer';

export function createExampleApp(options: ExampleAppOptions) {
  const api = createPartnerClient({
    baseUrl: options.apiUrl,
    credential: { basic: { clientId: options.clientId, clientSecret: options.clientSecret } },
  });
  const https = new URL(options.publicUrl).protocol === 'https:';
  const sessions = browserSessions({ secureCookie: https });
  let webhookSecret: string | null = null;
  const webhooks = webhookReceiver(() => webhookSecret);

  /** Registers this app's webhook endpoint with our API (once per start). */
  async function registerWebhooks(): Promise<void> {
    const created = await api.POST('/public/webhooks/endpoints', {
      body: { url: exampleWebhookUrl(options.publicUrl) },
    });
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
  app.use(securityHeaders({ apiUrl: options.apiUrl, https }));

  app.get('/', (req, res) => {
    const users = sessions.find(req)?.users ?? {};
    const page = homePage(
      { apiUrl: options.apiUrl, webhooksRegistered: webhookSecret !== null },
      users,
      webhooks.received,
      scriptNonce(res),
    );
    res.type('html').send(page);
  });

  // Starting a sign-in here, not with a plain link to the hosted page, is what lets the callback be
  // checked: the sign-in's uniqueId is remembered in this browser's session.
  app.get('/connect/:service', (req, res) => {
    const service = req.params.service;
    if (!isService(service)) return void res.status(404).type('html').send(layout('No such service', ''));
    const session = sessions.ensure(req, res);
    const { url, uniqueId } = signInUrl(options, service, `${options.publicUrl}/callback`);
    sessions.rememberSignIn(session, uniqueId);
    res.redirect(303, url);
  });

  // The hosted sign-in sends the user back here. The query alone proves nothing (see signIn.ts):
  // the user is adopted only once our API confirms this browser's sign-in connected them.
  app.get('/callback', async (req, res) => {
    const back = '<p><a id="home" href="/">Back</a></p>';
    if (typeof req.query.error === 'string')
      return void res.type('html').send(layout('Sign-in did not finish', `<p>${escape(req.query.error)}</p>${back}`));
    const session = sessions.find(req);
    const checked = await checkCallback({ api, apiUrl: options.apiUrl }, req.query, session?.pendingSignIns ?? []);
    if ('refused' in checked)
      return void res
        .status(checked.refused.status)
        .type('html')
        .send(layout('Sign-in not accepted', `<p id="refused">${escape(checked.refused.reason)}</p>${back}`));
    const { service, integrationUserUUID, uniqueId } = checked.connected;
    sessions.finishSignIn(session!, uniqueId);
    session!.users[service] = integrationUserUUID;
    const values = Object.entries(req.query)
      .filter(([k]) => k !== 'oneTimeToken')
      .map(([k, v]) => `<tr><th>${escape(k)}</th><td data-callback="${escape(k)}">${escape(v)}</td></tr>`)
      .join('');
    res
      .type('html')
      .send(layout('Back from the sign-in', `<table>${values}</table><p><a id="home" href="/">Continue</a></p>`));
  });

  // The backend reads a user's playlists with Basic (the Client Secret never leaves the backend).
  // Only for the users this browser connected: a backend that read or minted tokens for any uuid
  // it is sent would hand every user of the account to whoever calls it.
  const mine = (req: express.Request, uuid: string) => {
    const users = sessions.find(req)?.users;
    return Boolean(users) && (uuid === users!.spotify || uuid === users!.deezer);
  };

  app.get('/playlists/:uuid', async (req, res) => {
    if (!mine(req, req.params.uuid)) return void res.status(403).json({ code: 'notYourUser' });
    const found = await api.GET('/api/{integrationUserUUID}/playlists', {
      params: { path: { integrationUserUUID: req.params.uuid }, query: { limitParam: 20 } },
    });
    if (found.error) return void res.status(found.response.status).json(found.error);
    res.json({ playlists: found.data.results.map((p) => ({ id: p.id, name: p.name })) });
  });

  // The page's own calls to our API carry a short DevToken bound to the user (`sub`).
  app.get('/devtoken/:uuid', async (req, res) => {
    if (!mine(req, req.params.uuid)) return void res.status(403).json({ code: 'notYourUser' });
    res.json({ token: await devToken(req.params.uuid) });
  });

  // A managed transfer: the user's Deezer token (read with Basic) pre-authorizes the destination;
  // the account's destination setting says it is Deezer, so D1 needs no service name.
  app.post('/transfer', async (req, res) => {
    const deezerUser = sessions.find(req)?.users.deezer;
    if (!deezerUser)
      return void res.status(409).type('html').send(layout('Connect Deezer first', '<p><a href="/">Back</a></p>'));
    const deezer = await api.GET('/public/integrations/user/{integrationUserUUID}', {
      params: { path: { integrationUserUUID: deezerUser } },
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

  app.post('/webhooks', ...webhooks.receive);
  // What the page's table shows, and no more: event data names users and transfers.
  app.get('/webhooks.json', (_req, res) => {
    res.json({ webhooks: webhooks.received.map(({ type, receivedAt }) => ({ type, receivedAt })) });
  });

  app.use(answerErrorsPlainly);

  return { app, registerWebhooks, webhooks: webhooks.received };
}

/**
 * Any failure answers with a code and nothing else: Express's own error page would show the stack
 * trace (paths, versions) to whoever sent the request.
 */
const answerErrorsPlainly: ErrorRequestHandler = (err: { status?: unknown; type?: unknown }, _req, res, _next) => {
  const status = typeof err.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) console.error('example partner app:', err);
  if (res.headersSent) return void res.end();
  res.status(status).json({ code: status === 500 ? 'internalError' : String(err.type ?? 'badRequest') });
};
