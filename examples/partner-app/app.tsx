import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { SignJWT, type CryptoKey } from 'jose';
import { createPartnerClient, type PartnerClient, type PathsFor } from '../../clients/typescript/index.js';
import { browserSessions, type Service } from './browserSessions.js';
import {
  BackHome,
  CallbackPage,
  HomePage,
  Layout,
  sendAppPage,
  SignInFailedPage,
  SignInRefusedPage,
  TransferRefusedPage,
} from './pages.js';
import { securityHeaders } from './securityHeaders.js';
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

/** What the app's handlers share: the options, the API client, the browsers' sessions and the webhooks. */
interface App {
  options: ExampleAppOptions;
  api: PartnerClient<PathsFor<'basic'>>;
  sessions: ReturnType<typeof browserSessions>;
  webhooks: ReturnType<typeof webhookReceiver>;
  /** The signing secret of the app's webhook endpoint, once registered. */
  webhookSecret: string | null;
}

/** The home: each service connected or to connect, and the webhooks received. */
const home =
  (app: App): RequestHandler =>
  (req, res) => {
    const page = (
      <HomePage
        apiUrl={app.options.apiUrl}
        webhooksRegistered={app.webhookSecret !== null}
        users={app.sessions.find(req)?.users ?? {}}
        webhooks={app.webhooks.received}
      />
    );
    sendAppPage(res, page);
  };

// Starting a sign-in here, not with a plain link to the hosted page, is what lets the callback be
// checked: the sign-in's uniqueId is remembered in this browser's session.
const connect =
  (app: App): RequestHandler =>
  (req, res) => {
    const service = String(req.params.service);
    if (!isService(service)) return sendAppPage(res, <Layout title="No such service" />, 404);
    const session = app.sessions.ensure(req, res);
    const { url, uniqueId } = signInUrl(app.options, service, `${app.options.publicUrl}/callback`);
    app.sessions.rememberSignIn(session, uniqueId);
    res.redirect(303, url);
  };

// The hosted sign-in sends the user back here. The query alone proves nothing (see signIn.ts):
// the user is adopted only once our API confirms this browser's sign-in connected them.
const callback =
  (app: App): RequestHandler =>
  async (req, res) => {
    if (typeof req.query.error === 'string') return sendAppPage(res, <SignInFailedPage error={req.query.error} />);
    const session = app.sessions.find(req);
    const deps = { api: app.api, apiUrl: app.options.apiUrl };
    const checked = await checkCallback(deps, req.query, session?.pendingSignIns ?? []);
    if ('refused' in checked)
      return sendAppPage(res, <SignInRefusedPage reason={checked.refused.reason} />, checked.refused.status);
    const { service, integrationUserUUID, uniqueId } = checked.connected;
    app.sessions.finishSignIn(session!, uniqueId);
    session!.users[service] = integrationUserUUID;
    const values = Object.entries(req.query)
      .filter(([k]) => k !== 'oneTimeToken')
      .map(([k, v]): [string, string] => [k, String(v ?? '')]);
    sendAppPage(res, <CallbackPage values={values} />);
  };

// The backend reads a user's playlists with Basic (the Client Secret never leaves the backend).
// Only for the users this browser connected: a backend that read or minted tokens for any uuid
// it is sent would hand every user of the account to whoever calls it.
const mine = (app: App, req: Request, uuid: string) => {
  const users = app.sessions.find(req)?.users;
  return Boolean(users) && (uuid === users!.spotify || uuid === users!.deezer);
};

const playlists =
  (app: App): RequestHandler =>
  async (req, res) => {
    const uuid = String(req.params.uuid);
    if (!mine(app, req, uuid)) return void res.status(403).json({ code: 'notYourUser' });
    const found = await app.api.GET('/api/{integrationUserUUID}/playlists', {
      params: { path: { integrationUserUUID: uuid }, query: { limitParam: 20 } },
    });
    if (found.error) return void res.status(found.response.status).json(found.error);
    res.json({ playlists: found.data.results.map((p) => ({ id: p.id, name: p.name })) });
  };

/** A short DevToken bound to the user (`sub`), for the page's own calls to our API. */
const devToken = (options: ExampleAppOptions, sub: string) =>
  new SignJWT({ iss: options.clientId, sub })
    .setProtectedHeader({ alg: 'ES256', kid: options.devTokenKey.kid })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(options.devTokenKey.privateKey);

const devTokens =
  (app: App): RequestHandler =>
  async (req, res) => {
    const uuid = String(req.params.uuid);
    if (!mine(app, req, uuid)) return void res.status(403).json({ code: 'notYourUser' });
    res.json({ token: await devToken(app.options, uuid) });
  };

/** The access token of the browser's Deezer user, read with Basic; null when it has none. */
async function deezerToken(app: App, user: string): Promise<string | null> {
  const deezer = await app.api.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID: user } },
  });
  const authData = deezer.data?.integrationUser.authData;
  return authData?.access_token ?? null;
}

// A managed transfer: the user's Deezer token (read with Basic) pre-authorizes the destination;
// the account's destination setting says it is Deezer, so D1 needs no service name. A browser that
// connected Spotify here names that user as the source: the wizard then opens at the choice of
// what to move, with no second sign-in.
const transfer =
  (app: App): RequestHandler =>
  async (req, res) => {
    const { deezer: deezerUser, spotify: spotifyUser } = app.sessions.find(req)?.users ?? {};
    const connectFirst = (
      <Layout title="Connect Deezer first">
        <BackHome label="Back" />
      </Layout>
    );
    if (!deezerUser) return sendAppPage(res, connectFirst, 409);
    const accessToken = await deezerToken(app, deezerUser);
    const noToken = (
      <Layout title="No Deezer token">
        <p>Sign in to Deezer again.</p>
      </Layout>
    );
    if (!accessToken) return sendAppPage(res, noToken, 502);
    const session = await app.api.POST('/public/transfer-sessions', {
      body: {
        target: { authData: { accessToken } },
        ...(spotifyUser ? { source: { integrationUserUUID: spotifyUser, integrationType: 'spotify' as const } } : {}),
        returnUrl: `${app.options.publicUrl}/`,
      },
    });
    if (!session.error) return res.redirect(303, session.data.launchUrl);
    const { code, message } = session.error;
    sendAppPage(res, <TransferRefusedPage code={code} message={message} />, session.response.status);
  };

export function createExampleApp(options: ExampleAppOptions) {
  const https = new URL(options.publicUrl).protocol === 'https:';
  const state: App = {
    options,
    api: createPartnerClient({
      baseUrl: options.apiUrl,
      credential: { basic: { clientId: options.clientId, clientSecret: options.clientSecret } },
    }),
    sessions: browserSessions({ secureCookie: https }),
    webhooks: webhookReceiver(() => state.webhookSecret),
    webhookSecret: null,
  };

  /** Registers this app's webhook endpoint with our API (once per start). */
  async function registerWebhooks(): Promise<void> {
    const created = await state.api.POST('/public/webhooks/endpoints', {
      body: { url: exampleWebhookUrl(options.publicUrl) },
    });
    if (created.error) throw new Error(`webhook endpoint: ${created.error.code}: ${created.error.message}`);
    state.webhookSecret = created.data.secret;
  }

  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders({ apiUrl: options.apiUrl, appUrl: options.appUrl, https }));
  app.get('/', home(state));
  app.get('/connect/:service', connect(state));
  app.get('/callback', callback(state));
  app.get('/playlists/:uuid', playlists(state));
  app.get('/devtoken/:uuid', devTokens(state));
  app.post('/transfer', transfer(state));
  app.post('/webhooks', ...state.webhooks.receive);
  // What the page's table shows, and no more: event data names users and transfers.
  app.get('/webhooks.json', (_req, res) => {
    res.json({ webhooks: state.webhooks.received.map(({ type, receivedAt }) => ({ type, receivedAt })) });
  });
  app.use(answerErrorsPlainly);

  return { app, registerWebhooks, webhooks: state.webhooks.received };
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
