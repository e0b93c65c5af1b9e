import { createPartnerClient } from '../../clients/typescript/index.js';

// Guide: run a managed transfer. Pre-authorize the destination with D1, send the user to the
// launch URL, follow the transfer (D4) or wait for its webhooks.

type Api = ReturnType<typeof createPartnerClient>;

/** D1: the user's token at the destination (your account's transfer destination) opens a session. */
export async function openTransferSession(api: Api, destinationAccessToken: string, returnUrl: string) {
  const { data, error } = await api.POST('/public/transfer-sessions', {
    body: { target: { authData: { accessToken: destinationAccessToken } }, returnUrl },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return { sessionUuid: data.sessionUuid, launchUrl: data.launchUrl! };
}

/** D4: the session's transfers until one has finished. */
export async function waitForSessionTransfer(api: Api, sessionUuid: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { data } = await api.GET('/public/transfers', { params: { query: { limit: 50 } } });
    const mine = data?.transfers.find((transfer) => transfer.sessionUuid === sessionUuid);
    if (mine && (mine.status === 'completed' || mine.status === 'failed')) return mine;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the transfer did not finish in time');
}
