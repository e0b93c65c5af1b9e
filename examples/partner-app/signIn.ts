import { randomUUID } from 'node:crypto';
import { createPartnerClient, type PartnerClient, type PathsFor } from '../../clients/typescript/index.js';
import type { Service } from './browserSessions.js';

// A callback URL is just a URL: anyone can type `/callback?integrationUserUUID=<someone>`, and a
// callback of a real sign-in can be sent to another person's browser (who would then be using the
// sender's music account without knowing it). So the values in the query prove nothing by
// themselves. A callback is accepted only when our API confirms two things:
// - the sign-in was started by this browser: its `uniqueId` is a random value this app chose when
//   the browser asked to connect, kept in this browser's session and never shown to the page;
// - the browser holds the sign-in's one-time token, which only the sign-in's own redirect carries
//   and which lives 30 seconds; only its first read hands out the user's authData.

/** Where the browser goes to connect `service` (A2): back to `returnUrl`, with a one-time token. */
export function signInUrl(
  options: { appUrl: string; slug: string },
  service: Service,
  returnUrl: string,
): { url: string; uniqueId: string } {
  const uniqueId = randomUUID();
  const url = new URL(`${options.appUrl}/${options.slug}/${service}/auth`);
  url.searchParams.set('returnUrl', returnUrl);
  url.searchParams.set('requestOneTimeToken', 'true');
  url.searchParams.set('uniqueId', uniqueId);
  return { url: url.toString(), uniqueId };
}

export type CallbackCheck =
  | { connected: { service: Service; integrationUserUUID: string; uniqueId: string } }
  | { refused: { status: 400 | 403; reason: string } };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const refused = (status: 400 | 403, reason: string): CallbackCheck => ({ refused: { status, reason } });

/** Whether the callback's values are a sign-in this browser started and finished, asked of our API. */
export async function checkCallback(
  deps: { api: PartnerClient<PathsFor<'basic'>>; apiUrl: string },
  query: Record<string, unknown>,
  pendingSignIns: string[],
): Promise<CallbackCheck> {
  const authModelUUID = text(query.authModelUUID);
  const integrationUserUUID = text(query.integrationUserUUID);
  const oneTimeToken = text(query.oneTimeToken);
  if (!authModelUUID || !integrationUserUUID || !oneTimeToken)
    return refused(400, 'The callback does not carry a finished sign-in.');
  if (pendingSignIns.length === 0) return refused(403, 'No sign-in was started in this browser.');

  // Read with the Client Secret first: it leaves the one-time token unspent, so a callback opened
  // in the wrong browser cannot use it up before the browser that started the sign-in arrives.
  const signIn = await deps.api.GET('/public/integrations/auth/{authModelUUID}', {
    params: { path: { authModelUUID } },
  });
  if (!signIn.data) return refused(403, 'Our API knows no such sign-in of this account.');
  const { uniqueId, status, integrationType } = signIn.data;
  if (!uniqueId || !pendingSignIns.includes(uniqueId))
    return refused(403, 'This sign-in was started in another browser; start it again here.');
  if (status !== 'succeeded' || signIn.data.integrationUserUUID !== integrationUserUUID)
    return refused(403, 'The sign-in did not connect this user.');
  if (integrationType !== 'spotify' && integrationType !== 'deezer')
    return refused(403, 'This app connects Spotify and Deezer only.');

  // The one-time token as the credential of the same read: our API answers only while it is live
  // and bound to this very sign-in, and hands out authData only to its first read, so a callback
  // taken twice (two tabs at once) is accepted once.
  const proof = await createPartnerClient({ baseUrl: deps.apiUrl, credential: { oneTimeToken } }).GET(
    '/public/integrations/auth/{authModelUUID}',
    { params: { path: { authModelUUID } } },
  );
  const handedOut = proof.data?.integrationUser;
  if (proof.data?.integrationUserUUID !== integrationUserUUID || !handedOut || !('authData' in handedOut))
    return refused(403, 'The callback’s one-time token is spent, expired or not of this sign-in.');
  return { connected: { service: integrationType, integrationUserUUID, uniqueId } };
}
