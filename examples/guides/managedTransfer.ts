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
  return { sessionUuid: data.sessionUuid, launchUrl: data.launchUrl };
}

/**
 * Follows the session until its transfer has ended: the session read gives its status and its
 * transfers' ids, and D4 filtered by `sessionUuid` lists them. Answers the newest.
 */
export async function waitForSessionTransfer(api: Api, sessionUuid: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const session = await api.GET('/public/transfer-sessions/{sessionUuid}', { params: { path: { sessionUuid } } });
    if (session.error) throw new Error(`${session.error.code}: ${session.error.message}`);
    const { status } = session.data;
    if (status === 'completed' || status === 'failed' || status === 'cancelled') {
      const listed = await api.GET('/public/transfers', { params: { query: { sessionUuid } } });
      if (listed.error) throw new Error(`${listed.error.code}: ${listed.error.message}`);
      return listed.data.transfers[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the transfer did not finish in time');
}

/** D1 with a source the listener already connected: the wizard skips the source's sign-in. */
export async function openTransferSessionFrom(
  api: Api,
  destinationAccessToken: string,
  sourceUserUuid: string,
  returnUrl: string,
) {
  const { data, error } = await api.POST('/public/transfer-sessions', {
    body: {
      target: { authData: { accessToken: destinationAccessToken } },
      source: { integrationUserUUID: sourceUserUuid },
      returnUrl,
    },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return { sessionUuid: data.sessionUuid, launchUrl: data.launchUrl };
}

/** Stops a transfer: what is being written finishes, nothing more is, and it ends `cancelled`. */
export async function stopTransfer(api: Api, transferUuid: string) {
  const { data, error } = await api.POST('/public/transfers/{transferUuid}/cancel', {
    params: { path: { transferUuid } },
  });
  // 409 `transferEnded`: it had completed, failed or been stopped already; nothing to stop.
  if (error?.code === 'transferEnded') return null;
  if (error) throw new Error(`${error.code}: ${error.message}`);
  // 202, the same when asked again: `cancelRequestedAt` is set, `transfer.cancelled` follows.
  return data;
}
