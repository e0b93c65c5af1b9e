import { createPartnerClient } from '../../clients/typescript/index.js';

// Guide: connect a user. Send the user to the hosted sign-in; they come back to your Return URL.

/** The link that starts the hosted sign-in (A2) for one service. */
export function signInLink(appUrl: string, slug: string, service: string, returnUrl: string): string {
  const url = new URL(`${appUrl}/${slug}/${service}/auth`);
  url.searchParams.set('returnUrl', returnUrl);
  return url.toString();
}

/** On your Return URL: the callback names the connected user; read it with your secret (A6). */
export async function onCallback(
  callbackUrl: string,
  api: { baseUrl: string; clientId: string; clientSecret: string },
): Promise<{ integrationUserUUID: string; name: string | null; service: string }> {
  const query = new URL(callbackUrl).searchParams;
  const error = query.get('error');
  if (error) throw new Error(`the sign-in did not finish: ${error}`);
  const integrationUserUUID = query.get('integrationUserUUID')!;
  const client = createPartnerClient({
    baseUrl: api.baseUrl,
    credential: { basic: { clientId: api.clientId, clientSecret: api.clientSecret } },
  });
  const { data, error: failed } = await client.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID } },
  });
  if (failed) throw new Error(`${failed.code}: ${failed.message}`);
  const user = data as { integrationUser: { name: string | null }; integration: { type: string } };
  return { integrationUserUUID, name: user.integrationUser.name, service: user.integration.type };
}
