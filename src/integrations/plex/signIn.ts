// Plex's PIN sign-in: plex.tv gives a PIN, the person allows it on Plex's own page, and the PIN's
// account token then finds the person's own server. What is kept afterwards is that server's token,
// its address and its machine identifier: the account token is used for the three plex.tv calls of
// the sign-in and then let go (for a server a person owns, plex.tv may give the same token for it).
import { UpstreamError } from '../errors.js';
import type { UpstreamResponse } from '../http/serviceClient.js';
import { serverAddress, tokensOnServer } from '../personalServers.js';
import type { PinSignIn, ServiceProfile } from '../types.js';
import { PRODUCT, container, interpretPlex, plexHeaders, type PlexContext } from './context.js';

interface Pin {
  id?: unknown;
  code?: unknown;
  authToken?: unknown;
}

interface Connection {
  uri?: unknown;
  local?: unknown;
  relay?: unknown;
  protocol?: unknown;
}

interface Resource {
  name?: unknown;
  clientIdentifier?: unknown;
  provides?: unknown;
  owned?: unknown;
  accessToken?: unknown;
  connections?: unknown;
}

export interface PlexAccount {
  id?: unknown;
  username?: unknown;
  title?: unknown;
  email?: unknown;
  thumb?: unknown;
}

const nothingGranted = (why: string) => new UpstreamError('plex', 'reauthRequired', why, { operation: 'signIn' });

/** A PIN no longer there (expired, or never ours) grants nothing; other failures read as any call's. */
function interpretPin(response: UpstreamResponse<unknown>): UpstreamError | null {
  if (response.status === 404 || response.status === 401) return nothingGranted('the PIN has expired or is unknown');
  return interpretPlex(response);
}

/** plex.tv answers JSON where it is asked for; a page (a proxy's, an outage's) is not its answer. */
function json<T extends object>(body: unknown, operation: string): T {
  if (!body || typeof body !== 'object')
    throw new UpstreamError('plex', 'unavailable', `${operation}: plex.tv did not answer JSON`, { operation });
  return body as T;
}

/** What the kept PIN is: its id and code, sealed with the attempt by the sign-in flow. */
function keptPin(keep: string): { id: number; code: string } {
  try {
    const { id, code } = JSON.parse(keep) as { id?: unknown; code?: unknown };
    if (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof code === 'string' && code)
      return { id, code };
  } catch {
    // A keep that is not ours grants nothing, as below.
  }
  throw nothingGranted('the sign-in kept no PIN');
}

/** The person's account as plex.tv tells it: the profile of the connection. */
export function accountProfile(account: PlexAccount): ServiceProfile {
  const id = typeof account.id === 'number' || typeof account.id === 'string' ? String(account.id) : '';
  if (!id) throw new UpstreamError('plex', 'unavailable', 'plex.tv named no account');
  const str = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    id,
    name: str(account.username) ?? str(account.title),
    email: str(account.email),
    imageUrl: str(account.thumb)?.startsWith('https://') ? str(account.thumb) : null,
    country: null,
    raw: { id, username: str(account.username) },
  };
}

/** Public https first, then addresses on the person's own network, Plex's relay last (slow, capped). */
const preference = (c: Connection) => (c.relay === true ? 2 : c.local === true ? 1 : 0);

export function pinSignIn(ctx: PlexContext): PinSignIn {
  const { config, tv, servers } = ctx;
  const headers = (token?: string) => plexHeaders(config, token);

  /**
   * The server the account owns whose connection answers as that server, at the first address
   * the operator's rule allows. Servers shared with the person are passed over: their libraries
   * and playlists are someone else's.
   */
  async function ownServer(resources: Resource[]) {
    const owned = resources.filter(
      (r) =>
        r?.owned === true &&
        typeof r.provides === 'string' &&
        r.provides.split(',').includes('server') &&
        typeof r.accessToken === 'string' &&
        r.accessToken &&
        typeof r.clientIdentifier === 'string',
    );
    if (owned.length === 0)
      throw new UpstreamError('plex', 'rejected', 'This Plex account owns no Plex Media Server.', {
        operation: 'signIn',
      });
    let refused: unknown = null;
    let silent = false;
    for (const server of owned) {
      const connections = (Array.isArray(server.connections) ? (server.connections as Connection[]) : [])
        .filter((c) => typeof c?.uri === 'string')
        .sort((a, b) => preference(a) - preference(b));
      for (const connection of connections) {
        let base: string;
        try {
          base = serverAddress('plex', String(connection.uri), config.policy);
        } catch (err) {
          refused ??= err;
          continue;
        }
        try {
          const { body } = await servers.for(base).call<unknown>({
            operation: 'signIn',
            path: 'identity',
            headers: headers(String(server.accessToken)),
            interpret: interpretPlex,
          });
          if (container(body, 'signIn').MediaContainer?.machineIdentifier === server.clientIdentifier)
            return { base, token: String(server.accessToken), machine: String(server.clientIdentifier) };
        } catch {
          silent = true;
        }
      }
    }
    // Where every address was refused, the person is told why in the rule's own words.
    if (refused && !silent) throw refused;
    throw new UpstreamError('plex', 'unavailable', 'Your Plex Media Server did not answer at any of its addresses.', {
      operation: 'signIn',
    });
  }

  return {
    async start(returnTo) {
      const { body } = await tv.call<unknown>({
        operation: 'signIn',
        method: 'POST',
        path: 'api/v2/pins',
        searchParams: { strong: 'true' },
        headers: headers(),
        interpret: interpretPlex,
      });
      const pin = json<Pin>(body, 'signIn');
      if (typeof pin.id !== 'number' || typeof pin.code !== 'string' || !pin.code)
        throw new UpstreamError('plex', 'unavailable', 'plex.tv gave no PIN', { operation: 'signIn' });
      // The form Plex documents: a fragment, read by the app's page, with our product named.
      const fragment = [
        `clientID=${encodeURIComponent(config.clientIdentifier)}`,
        `code=${encodeURIComponent(pin.code)}`,
        `forwardUrl=${encodeURIComponent(returnTo)}`,
        `context%5Bdevice%5D%5Bproduct%5D=${encodeURIComponent(PRODUCT.product)}`,
      ].join('&');
      return { url: `${config.appUrl}/auth#?${fragment}`, keep: JSON.stringify({ id: pin.id, code: pin.code }) };
    },

    async finish(keep) {
      const kept = keptPin(keep);
      const { body } = await tv.call<unknown>({
        operation: 'signIn',
        path: `api/v2/pins/${kept.id}`,
        headers: headers(),
        interpret: interpretPin,
      });
      const pin = json<Pin>(body, 'signIn');
      if (pin.code !== kept.code) throw nothingGranted('plex.tv answered for another PIN');
      if (typeof pin.authToken !== 'string' || !pin.authToken)
        throw nothingGranted('the PIN was not allowed on Plex’s page');
      const accountToken = pin.authToken;

      const listed = await tv.call<unknown>({
        operation: 'signIn',
        path: 'api/v2/resources',
        searchParams: { includeHttps: 1, includeRelay: 1 },
        headers: headers(accountToken),
        interpret: interpretPlex,
      });
      if (!Array.isArray(listed.body))
        throw new UpstreamError('plex', 'unavailable', 'plex.tv did not list the account’s servers', {
          operation: 'signIn',
        });
      const server = await ownServer(listed.body as Resource[]);

      const me = await tv.call<unknown>({
        operation: 'signIn',
        path: 'api/v2/user',
        headers: headers(accountToken),
        interpret: interpretPlex,
      });
      const profile = accountProfile(json<PlexAccount>(me.body, 'signIn'));
      return {
        tokens: tokensOnServer(server.base, {
          accessToken: server.token,
          // Plex's tokens last until the person signs the device out: nothing to refresh.
          refreshToken: null,
          expiresAt: null,
          scope: null,
          raw: { machineIdentifier: server.machine },
        }),
        profile,
      };
    },
  };
}
