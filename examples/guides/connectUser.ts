import { randomUUID } from 'node:crypto';
import { createPartnerClient } from '../../clients/typescript/index.js';

// Guide: connect a user. Send the user to the hosted sign-in; they come back to your Return URL.
// A Return URL is just a URL: anyone can type one naming any `integrationUserUUID`, or send the
// one they got to someone else. Believe a callback only once the API confirms it (onCallback).

/**
 * The link that starts the hosted sign-in (A2) for one service. Keep `uniqueId` in the user's
 * session (on your server, or in an HttpOnly cookie) until they come back: it says the callback is
 * theirs. It is a secret of that session; never show it to the page.
 */
export function signInLink(
  appUrl: string,
  slug: string,
  service: string,
  returnUrl: string,
  uniqueId: string = randomUUID(),
): string {
  const url = new URL(`${appUrl}/${slug}/${service}/auth`);
  url.searchParams.set('returnUrl', returnUrl);
  url.searchParams.set('requestOneTimeToken', 'true');
  url.searchParams.set('uniqueId', uniqueId);
  return url.toString();
}

/**
 * On your Return URL: the connected user, once the API confirms the sign-in is the one this
 * session started (A5 with your secret answers its `uniqueId`) and the callback holds its one-time
 * token (A5 with the token as the credential: for 30 seconds, for this sign-in only, and its first
 * read alone holds the user's `authData`).
 */
export async function onCallback(
  callbackUrl: string,
  startedUniqueId: string,
  api: { baseUrl: string; clientId: string; clientSecret: string },
): Promise<{ integrationUserUUID: string; name: string | null; service: string }> {
  const query = new URL(callbackUrl).searchParams;
  const error = query.get('error');
  if (error) throw new Error(`the sign-in did not finish: ${error}`);
  const authModelUUID = query.get('authModelUUID') ?? '';
  const withSecret = createPartnerClient({
    baseUrl: api.baseUrl,
    credential: { basic: { clientId: api.clientId, clientSecret: api.clientSecret } },
  });
  const path = { params: { path: { authModelUUID } } };
  // Your secret reads the sign-in without spending its one-time token.
  const { data: signIn } = await withSecret.GET('/public/integrations/auth/{authModelUUID}', path);
  const integrationUserUUID = signIn?.integrationUserUUID;
  if (signIn?.uniqueId !== startedUniqueId || signIn.status !== 'succeeded' || !integrationUserUUID)
    throw new Error('this sign-in was not started in this session');
  if (query.get('integrationUserUUID') !== integrationUserUUID) throw new Error('the callback names another user');
  const withToken = createPartnerClient({
    baseUrl: api.baseUrl,
    credential: { oneTimeToken: query.get('oneTimeToken') ?? '' },
  });
  const { data: proof } = await withToken.GET('/public/integrations/auth/{authModelUUID}', path);
  // Only the token's first read hands out authData: a callback replayed within the 30 seconds gets none.
  const handedOut = proof?.integrationUser;
  if (proof?.integrationUserUUID !== integrationUserUUID || !handedOut || !('authData' in handedOut))
    throw new Error('the one-time token is spent or not its own');
  const { data, error: failed } = await withSecret.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID } },
  });
  if (failed) throw new Error(`${failed.code}: ${failed.message}`);
  return { integrationUserUUID, name: data.integrationUser.name, service: data.integration.type };
}
