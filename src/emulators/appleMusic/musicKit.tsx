import { Router, urlencoded, type RequestHandler } from 'express';
import type { KeyObject } from 'node:crypto';
import { jwtVerify, type JWTPayload } from 'jose';
import type { OAuthServer } from '../kit/oauth.js';
import { sendPage } from '../../html/render.js';
import { InlineScript } from '../../html/trusted.js';
import { EmulatorPage } from '../kit/page.js';
import { SignInForm, type SignInUser } from '../kit/signInPage.js';
import type { DeveloperKey } from './wire.js';
import { isRecord } from '../../http/unchecked.js';

/** Where the stand-in MusicKit JS is served, as Apple serves v3 from its CDN. */
export const MUSICKIT_SCRIPT_PATH = '/musickit/v3/musickit.js';
/** The authorization window MusicKit opens (Apple's is authorize.music.apple.com/woa). */
export const MUSICKIT_AUTHORIZE_PATH = '/musickit/authorize';
/** Tokens the emulator issues here belong to no OAuth client: MusicKit has none. */
const MUSICKIT_CLIENT = 'musickit';

/**
 * Checks a developer token as Apple does: ES256, signed by the MusicKit key the emulator trusts,
 * its team as `iss` and its key id as `kid`, not expired. Throws otherwise.
 */
export async function verifyDeveloperToken(
  token: string,
  publicKey: KeyObject,
  key: DeveloperKey,
): Promise<JWTPayload> {
  const { payload, protectedHeader } = await jwtVerify(token, publicKey, { algorithms: ['ES256'], issuer: key.teamId });
  if (protectedHeader.kid !== key.keyId) throw new Error('unknown key id');
  return payload;
}

/** Whether a token's `origin` claim, when it has one, lets a page of `origin` use it (Apple's rule for web tokens). */
export function originAllowed(payload: JWTPayload, origin: string): boolean {
  if (payload.origin === undefined) return true;
  const listed = Array.isArray(payload.origin) ? payload.origin : [payload.origin];
  return listed.includes(origin);
}

/** An http(s) origin and nothing more (no path, no wildcard): a window's postMessage target. */
function asOrigin(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text ? text : null;
  } catch {
    return null;
  }
}

/** What the page's MusicKit put in the window's `a`: the app's name and its developer token. */
function thirdParty(a: unknown): { name: string; token: string } | null {
  if (typeof a !== 'string' || a.length > 8192) return null;
  try {
    const decoded = JSON.parse(Buffer.from(a, 'base64').toString('utf8')) as Record<string, unknown>;
    if (typeof decoded.thirdPartyToken !== 'string') return null;
    return {
      name: typeof decoded.thirdPartyName === 'string' ? decoded.thirdPartyName : '',
      token: decoded.thirdPartyToken,
    };
  } catch {
    return null;
  }
}

/** A page of the authorization window that only says something. */
function WindowPage(props: { message: string; error?: boolean }) {
  return (
    <EmulatorPage title="Apple Music">
      <p class={props.error ? 'error' : undefined}>{props.message}</p>
    </EmulatorPage>
  );
}

type Outcome = { musicKitAuthorization: 'granted'; musicUserToken: string } | { musicKitAuthorization: 'denied' };

/** Hands the outcome to the page that opened the window, on that page's origin only, and closes the window. */
const HAND_BACK = `(() => {
  const { outcome, opener } = JSON.parse(document.currentScript.dataset.json);
  if (!window.opener) return;
  window.opener.postMessage(outcome, opener);
  window.close();
})();`;

/**
 * The window's last page: hands the outcome to the page that opened it, on that page's origin
 * only (the one the developer token allows), and closes. The outcome is in the page (its script's
 * data, `#musickit-result`) for a client that follows the window over HTTP.
 */
function ResultPage(props: { outcome: Outcome; opener: string }) {
  const granted = props.outcome.musicKitAuthorization === 'granted';
  return (
    <EmulatorPage title="Apple Music">
      <p>{granted ? 'Access allowed.' : 'Access not allowed.'} You can close this window.</p>
      <InlineScript id="musickit-result" code={HAND_BACK} data={{ outcome: props.outcome, opener: props.opener }} />
    </EmulatorPage>
  );
}

export interface MusicKitOptions {
  oauth: OAuthServer;
  users: () => SignInUser[];
  publicKey: KeyObject;
  developerKey: DeveloperKey;
}

/**
 * MusicKit JS as a page uses it, and the authorization window it opens: a seeded listener signs in
 * and allows or denies; the window hands the Music-User-Token (or the refusal) back to the page
 * with postMessage. The developer token the page configured must verify, and name the page's
 * origin when it names origins, before any user token is issued.
 */
export function musicKitRoutes(options: MusicKitOptions): Router {
  const router = Router();
  router.get(MUSICKIT_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-store').send(MUSICKIT_SCRIPT);
  });

  /** The window's request, checked; or the answer that refuses it, already sent. */
  const checked = async (
    fields: Record<string, unknown>,
    res: Parameters<RequestHandler>[1],
  ): Promise<{ app: string; opener: string; hidden: Record<string, string> } | null> => {
    const party = thirdParty(fields.a);
    const opener = asOrigin(fields.referrer);
    if (!party || !opener) {
      sendPage(res, <WindowPage message="This authorization request is not valid." error />, 400);
      return null;
    }
    try {
      const payload = await verifyDeveloperToken(party.token, options.publicKey, options.developerKey);
      if (!originAllowed(payload, opener)) throw new Error('origin not allowed');
    } catch {
      const refused = 'This app could not be verified: its developer token was refused.';
      sendPage(res, <WindowPage message={refused} error />, 401);
      return null;
    }
    return { app: party.name, opener, hidden: { a: String(fields.a), referrer: opener } };
  };

  /** The window's sign-in form, for the app that asks. */
  const form = (request: { app: string; hidden: Record<string, string> }, error: string | null) => (
    <SignInForm
      serviceName="Apple Music"
      users={options.users()}
      hidden={request.hidden}
      error={error}
      asking={request.app || 'An app'}
    />
  );

  router.get(MUSICKIT_AUTHORIZE_PATH, async (req, res) => {
    const request = await checked(req.query as Record<string, unknown>, res);
    if (request) sendPage(res, form(request, null));
  });

  router.post(MUSICKIT_AUTHORIZE_PATH, urlencoded({ extended: false, limit: '32kb' }), async (req, res) => {
    const fields = isRecord(req.body) ? req.body : {};
    const request = await checked(fields, res);
    if (!request) return;
    if (fields.decision === 'deny')
      return sendPage(res, <ResultPage outcome={{ musicKitAuthorization: 'denied' }} opener={request.opener} />);
    const user = options.users().find((u) => u.email === fields.email);
    if (!user || user.password !== fields.password)
      return sendPage(res, form(request, 'Wrong e-mail or password.'), 401);
    const { accessToken } = options.oauth.issue(user.key, MUSICKIT_CLIENT, '');
    const outcome: Outcome = { musicKitAuthorization: 'granted', musicUserToken: accessToken };
    sendPage(res, <ResultPage outcome={outcome} opener={request.opener} />);
  });
  return router;
}

/**
 * Apple's API answers pages running MusicKit on any origin (CORS), with the developer token and
 * the Music-User-Token in headers.
 */
export const apiCors: RequestHandler = (req, res, next) => {
  const origin = req.get('origin');
  if (origin) {
    res.set('Access-Control-Allow-Origin', origin);
    res.vary('Origin');
  }
  if (req.method !== 'OPTIONS') return next();
  res.set('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  res.set('Access-Control-Allow-Headers', 'authorization, music-user-token, content-type');
  res.set('Access-Control-Max-Age', '600');
  res.status(204).end();
};

/**
 * The stand-in MusicKit JS v3: the surface a page uses to obtain a Music-User-Token. It announces
 * itself with `musickitloaded`; `MusicKit.configure({developerToken, app})` resolves to the
 * instance `MusicKit.getInstance()` then answers; `authorize()` opens the authorization window on
 * this origin and resolves to the Music-User-Token, or rejects when the listener denies or closes
 * the window, and at once when the browser blocks the window; `isAuthorized`, `musicUserToken` and
 * `storefrontId` read as MusicKit's do.
 */
const MUSICKIT_SCRIPT = `(() => {
  'use strict';
  if (window.MusicKit) return;
  const origin = new URL(document.currentScript.src).origin;

  class MKError extends Error {
    constructor(errorCode, description) {
      super(description);
      this.name = 'MKError';
      this.errorCode = errorCode;
      this.description = description;
    }
  }

  const looksLikeJwt = (token) => typeof token === 'string' && /^[\\w-]+\\.[\\w-]+\\.[\\w-]+$/.test(token);
  let instance;

  class MusicKitInstance {
    constructor(configuration) {
      this.developerToken = configuration.developerToken;
      this.app = configuration.app || {};
      this.musicUserToken = '';
      this.storefrontId = configuration.storefrontId || 'us';
    }
    get isAuthorized() {
      return this.musicUserToken !== '';
    }
    authorize() {
      if (this.isAuthorized) return Promise.resolve(this.musicUserToken);
      return new Promise((resolve, reject) => {
        const party = JSON.stringify({ thirdPartyName: this.app.name || '', thirdPartyToken: this.developerToken });
        const a = btoa(String.fromCharCode(...new TextEncoder().encode(party)));
        const query = new URLSearchParams({ a, referrer: location.origin, app: 'music', p: 'subscribe' });
        const popup = window.open(origin + '${MUSICKIT_AUTHORIZE_PATH}?' + query, 'musickit-authorization', 'popup,width=480,height=720');
        // A blocked pop-up: window.open answers null and nothing waits for an answer that cannot come.
        if (!popup) return reject(new MKError('AUTHORIZATION_ERROR', 'The authorization window could not be opened.'));
        let settled = false;
        const settle = () => {
          settled = true;
          window.removeEventListener('message', onMessage);
          clearInterval(watch);
        };
        const onMessage = async (event) => {
          if (settled || event.origin !== origin || event.source !== popup) return;
          settle();
          const outcome = event.data || {};
          if (outcome.musicKitAuthorization !== 'granted' || typeof outcome.musicUserToken !== 'string') {
            return reject(new MKError('ACCESS_DENIED', 'The listener did not allow access.'));
          }
          this.musicUserToken = outcome.musicUserToken;
          await this.readStorefront();
          resolve(this.musicUserToken);
        };
        window.addEventListener('message', onMessage);
        const watch = setInterval(() => {
          if (settled || !popup.closed) return;
          settle();
          reject(new MKError('AUTHORIZATION_ERROR', 'The authorization window was closed.'));
        }, 300);
      });
    }
    async unauthorize() {
      this.musicUserToken = '';
    }
    async readStorefront() {
      try {
        const answer = await fetch(origin + '/v1/me/storefront', {
          headers: { authorization: 'Bearer ' + this.developerToken, 'music-user-token': this.musicUserToken },
        });
        if (answer.ok) this.storefrontId = (await answer.json()).data[0].id;
      } catch {
        // MusicKit keeps its default storefront when the API cannot be reached.
      }
    }
  }

  window.MusicKit = {
    version: '3.0.0-emulator',
    MKError,
    async configure(configuration) {
      if (!configuration || !looksLikeJwt(configuration.developerToken)) {
        throw new MKError('CONFIGURATION_ERROR', 'A developer token is required.');
      }
      instance = new MusicKitInstance(configuration);
      return instance;
    },
    getInstance() {
      return instance;
    },
  };
  document.dispatchEvent(new Event('musickitloaded'));
})();
`;
