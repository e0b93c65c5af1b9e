import { createPartnerClient, type components } from '../index.js';

// A partner's backend as the guides have it, on the typed client: open a transfer session for a
// listener (D1), follow a sign-in (A5) and take its one-time token, read a library, search the
// catalogues (C1), keep a playlist in sync and hear about it by webhooks. Every answer is read as
// the document types it for the credential that asked: no cast, no `!`. A test compiles it with
// `tsc --strict` (test/partner/strictProgram.test.ts).

const baseUrl = process.env.BASE_URL ?? 'http://localhost:3000';
const api = createPartnerClient({
  baseUrl,
  credential: { basic: { clientId: process.env.CLIENT_ID ?? '', clientSecret: process.env.CLIENT_SECRET ?? '' } },
});

const failed = (error: components['schemas']['Error']) => new Error(`${error.code}: ${error.message}`);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** D1: the listener's destination token opens a session; they go to `launchUrl` to choose what to move. */
export async function openTransfer(accessToken: string, externalUserId: string) {
  const { data, error } = await api.POST('/public/transfer-sessions', {
    body: { target: { authData: { accessToken } }, externalUserId, returnUrl: 'https://partner.example/back' },
  });
  if (error) throw failed(error);
  // Always there in D1's answer: the launch URL (given this once) and the destination it attached.
  const launchExpiresAt: string = data.launchExpiresAt;
  return { launchUrl: data.launchUrl, destination: data.target.integrationType, launchExpiresAt };
}

/** A5 until the sign-in has ended: the user it connected, or why it did not. */
export async function signInOutcome(
  authModelUUID: string,
): Promise<{ connected: string; name: string | null } | { refused: string }> {
  for (;;) {
    const { data, error } = await api.GET('/public/integrations/auth/{authModelUUID}', {
      params: { path: { authModelUUID } },
    });
    if (error) throw failed(error);
    switch (data.status) {
      case 'succeeded':
        return { connected: data.integrationUserUUID, name: data.integrationUser?.name ?? null };
      case 'failed':
        return { refused: data.errorCode };
      case 'expired':
        return { refused: data.errorCode ?? 'signInExpired' };
      case 'redirected':
        await pause(2_000);
    }
  }
}

/** On the Return URL: the callback's one-time token hands out the user's tokens on its first read only. */
export async function tokenFromCallback(authModelUUID: string, oneTimeToken: string): Promise<string | null> {
  const withToken = createPartnerClient({ baseUrl, credential: { oneTimeToken } });
  const { data, error } = await withToken.GET('/public/integrations/auth/{authModelUUID}', {
    params: { path: { authModelUUID } },
  });
  if (error) throw failed(error);
  if (data.status !== 'succeeded' || !data.integrationUser) return null;
  // A later read of the same token answers the profile alone.
  if (!('authData' in data.integrationUser)) return null;
  return data.integrationUser.authData?.access_token ?? null;
}

/** A6 with the Client Secret: the user's music-service token is always in the answer (null once unusable). */
export async function accessTokenOf(integrationUserUUID: string): Promise<string> {
  const { data, error } = await api.GET('/public/integrations/user/{integrationUserUUID}', {
    params: { path: { integrationUserUUID } },
  });
  if (error) throw failed(error);
  const { authData, authDataExpiresAt } = data.integrationUser;
  if (!authData) throw new Error(`${data.integration.type}: the listener must sign in again`);
  if (authDataExpiresAt !== null && authDataExpiresAt < Date.now()) throw new Error('the token has expired');
  return authData.access_token;
}

/** B1, every page: each answer's `nextParam` goes back as it came, the last page's null included. */
export async function playlistNames(integrationUserUUID: string): Promise<string[]> {
  const page = async (nextParam: string | null) => {
    const { data, error } = await api.GET('/api/{integrationUserUUID}/playlists', {
      params: { path: { integrationUserUUID }, query: { nextParam, limitParam: 50 } },
    });
    if (error) throw failed(error);
    return data;
  };
  const names: string[] = [];
  for (let at = await page(null); ; at = await page(at.nextParam)) {
    names.push(...at.results.map((playlist) => playlist.name));
    if (at.nextParam === null) return names;
  }
}

/** C1: the ISRC of each track found, and the services that could not answer. */
export async function findRecording(title: string, artist: string) {
  const { data, error } = await api.POST('/public/search', {
    body: { type: 'track', track: title, artist, sources: ['spotify', 'deezer'] },
  });
  if (error) throw failed(error);
  const isrcs: string[] = [];
  const unavailable: string[] = [];
  for (const item of data.tracks) {
    if (item.status === 'ok') isrcs.push(item.data.isrc);
    else unavailable.push(`${item.source}: ${item.status}`);
  }
  return { isrcs, unavailable };
}

/** A sync of one listener's playlist into another's library, paused and listed again. */
export async function keepInSync(sourceUser: string, playlistId: string, destinationUser: string) {
  const created = await api.POST('/public/syncs', {
    body: {
      source: { integrationUserUUID: sourceUser, playlistId },
      destination: { integrationUserUUID: destinationUser },
      mode: 'mirror',
      intervalMinutes: 60,
    },
  });
  if (created.error) throw failed(created.error);
  const paused = await api.PATCH('/public/syncs/{syncUuid}', {
    params: { path: { syncUuid: created.data.syncUuid } },
    body: { paused: true },
  });
  if (paused.error) throw failed(paused.error);
  const listed = await api.GET('/public/syncs', { params: { query: { limit: 20, cursor: null } } });
  if (listed.error) throw failed(listed.error);
  return listed.data.syncs.map((sync) => sync.syncUuid);
}

/** Webhooks: an endpoint for the transfer events, and its failed deliveries. */
export async function hearTransfers(url: string) {
  const created = await api.POST('/public/webhooks/endpoints', {
    body: { url, eventTypes: ['transfer.completed', 'transfer.failed'] },
  });
  if (created.error) throw failed(created.error);
  const secret: string = created.data.secret;
  const deliveries = await api.GET('/public/webhooks/endpoints/{endpointId}/deliveries', {
    params: { path: { endpointId: created.data.id }, query: { status: 'failed', limit: 50 } },
  });
  if (deliveries.error) throw failed(deliveries.error);
  return { secret, failedTypes: deliveries.data.deliveries.map((delivery) => delivery.type) };
}
