import { randomInt } from 'node:crypto';
import { Router, urlencoded, type Request, type Response } from 'express';
import { sendPage } from '../../html/render.js';
import { InlineScript } from '../../html/trusted.js';
import { formFields } from '../../http/unchecked.js';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import type { OAuthServer } from '../kit/oauth.js';
import { EmulatorPage } from '../kit/page.js';
import { SignInForm, type SignInUser } from '../kit/signInPage.js';
import { digest, tvErrors } from './wire.js';

// plex.tv as a sign-in needs it: PINs asked for and polled (`/api/v2/pins`), the app's page that
// allows one (`/auth`, its parameters in the fragment), the account (`/api/v2/user`) and its
// devices (`/api/v2/resources`): one server each user owns, on this emulator's own address.

interface Pin {
  id: number;
  code: string;
  product: string;
  clientIdentifier: string;
  createdAt: number;
  expiresAt: number;
  authToken: string | null;
}

/** How long a PIN waits for its person: plex.tv's strong PINs last half an hour. */
const PIN_SECONDS = 1800;
/** A token's client at plex.tv: the PIN's account token, and each user's server token. */
export const ACCOUNT_CLIENT = 'plex-account';
const SERVER_CLIENT = 'plex-server';

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const header = (req: Request, name: string) => {
  const value = req.headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
};

/** The token a call carries: `X-Plex-Token` as a header, or in the query. */
export const tokenOf = (req: Request) =>
  header(req, 'X-Plex-Token') || (typeof req.query['X-Plex-Token'] === 'string' ? req.query['X-Plex-Token'] : '');

/** The machine identifier of the server a user owns. */
export const machineOf = (user: EmulatedUser) => digest('machine', user.key).slice(0, 40);

export interface PlexTvOptions {
  oauth: OAuthServer;
  library: LibraryStore;
  /** This emulator's address: every user's server is reached here. */
  url: () => string;
}

/** Each user's server token: one live token per user, issued again once the last is revoked. */
export function serverTokens(oauth: OAuthServer) {
  const tokens = new Map<string, string>();
  return (user: EmulatedUser) => {
    const known = tokens.get(user.key);
    if (known && oauth.userFor(known) === user.key) return known;
    const token = oauth.issue(user.key, SERVER_CLIENT, '').accessToken;
    tokens.set(user.key, token);
    return token;
  };
}

const location = {
  code: 'NL',
  european_union_member: true,
  continent_code: 'EU',
  country: 'The Netherlands',
  city: 'Breda',
  time_zone: 'Europe/Amsterdam',
  postal_code: '4814',
  in_privacy_restricted_country: true,
  in_privacy_restricted_region: true,
  subdivisions: 'North Brabant',
  coordinates: '51.5869, 4.7471',
};

/** The sign-in form of the app's page: its hidden fields filled from the fragment by the script. */
function AuthPage(props: { users: SignInUser[]; hidden: Record<string, string>; error: string | null }) {
  const fill = `for (const [k, v] of new URLSearchParams(location.hash.replace(/^#\\??/, ''))) {
  const input = document.querySelector('input[type=hidden][name="' + CSS.escape(k) + '"]');
  if (input) input.value = v;
}`;
  return (
    <SignInForm
      serviceName="Plex"
      users={props.users}
      hidden={props.hidden}
      error={props.error}
      asking="Music Library"
      after={<InlineScript code={fill} />}
    />
  );
}

/** The account plex.tv answers for a token of its own (`/api/v2/user`). */
function userBody(user: EmulatedUser, token: string) {
  const uuid = digest('account', user.key).slice(0, 16);
  return {
    id: Number(user.id),
    uuid,
    username: user.displayName,
    title: user.displayName,
    friendlyName: user.displayName,
    email: user.email,
    thumb: `https://plex.tv/users/${uuid}/avatar?c=1704067200`,
    authToken: token,
    hasPassword: true,
    twoFactorEnabled: false,
    joinedAt: 1_577_836_800,
    locale: null,
    country: user.country,
    confirmed: true,
    emailOnlyAuth: false,
    home: false,
    guest: false,
    restricted: false,
  };
}

/**
 * The devices plex.tv lists for an account: a player of theirs, a server someone shared with them,
 * and their own server, reached at the emulator's own address.
 */
function resourcesOf(
  user: EmulatedUser,
  at: { sharer: EmulatedUser | undefined; url: URL; serverToken: (user: EmulatedUser) => string },
) {
  const { sharer, url, serverToken } = at;
  const created = '2024-01-01T00:00:00Z';
  const device = (fields: Record<string, unknown>) => ({
    product: 'Plex Media Server',
    productVersion: '1.41.3.9314-a0bfb8370',
    platform: 'Linux',
    platformVersion: '6.1.0',
    device: 'PC',
    createdAt: created,
    lastSeenAt: iso(Date.now()),
    ownerId: null,
    sourceTitle: null,
    publicAddress: '203.0.113.7',
    home: false,
    synced: false,
    relay: true,
    presence: true,
    httpsRequired: false,
    publicAddressMatches: false,
    dnsRebindingProtection: false,
    natLoopbackSupported: false,
    ...fields,
  });
  return [
    // A player of theirs: it provides no server.
    device({
      name: 'Living room',
      product: 'Plex for Android (TV)',
      productVersion: '10.20.0',
      platform: 'Android',
      device: 'SHIELD Android TV',
      clientIdentifier: digest('player', user.key).slice(0, 16),
      provides: 'player,pubsub-player,controller',
      accessToken: '',
      owned: true,
      presence: false,
      connections: [],
    }),
    // Someone else's server shared with them: its library is not theirs.
    ...(sharer
      ? [
          device({
            name: `${sharer.displayName}'s server`,
            clientIdentifier: machineOf(sharer),
            provides: 'server',
            accessToken: digest('shared', user.key, sharer.key).slice(0, 20),
            owned: false,
            ownerId: Number(sharer.id),
            sourceTitle: sharer.displayName,
            connections: [],
          }),
        ]
      : []),
    device({
      name: `${user.displayName}'s server`,
      clientIdentifier: machineOf(user),
      provides: 'server',
      accessToken: serverToken(user),
      owned: true,
      connections: [
        {
          protocol: url.protocol.replace(':', ''),
          address: url.hostname,
          port: Number(url.port),
          uri: url.origin,
          local: true,
          relay: false,
          IPv6: false,
        },
      ],
    }),
  ];
}

/** The app's page, which takes the PIN: signed in there and allowed, the PIN is granted. */
function authRoutes(
  router: Router,
  state: {
    pins: Map<number, Pin>;
    live: (pin: Pin | undefined) => Pin | undefined;
    library: LibraryStore;
    oauth: OAuthServer;
  },
): void {
  const { pins, live, library, oauth } = state;
  // The app's page: what it needs comes in the fragment, which only the browser reads.
  const hidden = (fields: Record<string, string>) => ({
    clientID: fields.clientID ?? '',
    code: fields.code ?? '',
    forwardUrl: fields.forwardUrl ?? '',
  });
  router.get('/auth', (_req, res) =>
    sendPage(res, <AuthPage users={library.signInUsers()} hidden={hidden({})} error={null} />),
  );
  router.post('/auth', urlencoded({ extended: false }), (req, res) => {
    const fields = formFields(req.body);
    const pin = [...pins.values()].find((p) => p.code === fields.code && live(p));
    const forward = fields.forwardUrl ?? '';
    if (!pin || pin.clientIdentifier !== fields.clientID || !/^https?:\/\//i.test(forward) || !URL.canParse(forward))
      return sendPage(
        res,
        <EmulatorPage title="Sign in to Plex">
          <p>This link has expired. Go back to the app and try again.</p>
        </EmulatorPage>,
        400,
      );
    if (fields.decision !== 'allow') return void res.redirect(302, forward);
    const user = library.signInUsers().find((u) => u.email === fields.email);
    if (!user || user.password !== fields.password)
      return sendPage(
        res,
        <AuthPage users={library.signInUsers()} hidden={hidden(fields)} error="Wrong e-mail or password." />,
        401,
      );
    pin.authToken = oauth.issue(user.key, ACCOUNT_CLIENT, '').accessToken;
    res.redirect(302, forward);
  });
}

export function plexTvRoutes(options: PlexTvOptions): Router {
  const { oauth, library } = options;
  const router = Router();
  const pins = new Map<number, Pin>();
  const serverToken = serverTokens(oauth);
  const live = (pin: Pin | undefined) => (pin && pin.expiresAt > Date.now() ? pin : undefined);
  const pinBody = (pin: Pin) => ({
    id: pin.id,
    code: pin.code,
    product: pin.product,
    trusted: false,
    qr: `https://plex.tv/api/v2/pins/qr/${pin.code}`,
    clientIdentifier: pin.clientIdentifier,
    location,
    expiresIn: Math.max(0, Math.round((pin.expiresAt - Date.now()) / 1000)),
    createdAt: iso(pin.createdAt),
    expiresAt: iso(pin.expiresAt),
    authToken: pin.authToken,
    newRegistration: null,
  });
  const noClient = (res: Response) =>
    void res.status(400).json(tvErrors(1000, 'X-Plex-Client-Identifier is missing', 400));
  const account = (req: Request, res: Response): EmulatedUser | undefined => {
    const user = library.user(oauth.userFor(tokenOf(req)) ?? '');
    if (!user) res.status(401).json(tvErrors(1001, 'User could not be authenticated', 401));
    return user;
  };

  router.post('/api/v2/pins', (req, res) => {
    const client = header(req, 'X-Plex-Client-Identifier');
    if (!client) return noClient(res);
    const strong = req.query.strong === 'true' || req.query.strong === '1';
    const alphabet = strong ? 'abcdefghijklmnopqrstuvwxyz0123456789' : 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const code = Array.from({ length: strong ? 25 : 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
    const now = Date.now();
    const pin: Pin = {
      id: randomInt(100_000_000, 999_999_999),
      code,
      product: header(req, 'X-Plex-Product') || '0',
      clientIdentifier: client,
      createdAt: now,
      expiresAt: now + PIN_SECONDS * 1000,
      authToken: null,
    };
    pins.set(pin.id, pin);
    res.status(201).json(pinBody(pin));
  });

  router.get('/api/v2/pins/:id', (req, res) => {
    const client = header(req, 'X-Plex-Client-Identifier');
    if (!client) return noClient(res);
    const pin = live(pins.get(Number(req.params.id)));
    // A PIN is polled by the client that asked for it, and by no other.
    if (!pin || pin.clientIdentifier !== client)
      return void res.status(404).json(tvErrors(1020, 'Code not found or expired', 404));
    res.json(pinBody(pin));
  });

  router.get('/api/v2/user', (req, res) => {
    const user = account(req, res);
    if (user) res.json(userBody(user, tokenOf(req)));
  });

  router.get('/api/v2/resources', (req, res) => {
    const user = account(req, res);
    if (!user) return;
    const others = library.signInUsers().filter((u) => u.key !== user.key);
    const sharer = others.length ? library.user(others[0].key) : undefined;
    res.json(resourcesOf(user, { sharer, url: new URL(options.url()), serverToken }));
  });

  authRoutes(router, { pins, live, library, oauth });
  return router;
}
