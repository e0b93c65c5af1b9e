import got from 'got';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { Transfer, type TransferSelection } from '../../src/transfers/models.js';
import { enqueueStep } from '../../src/transfers/runner.js';
import type { Queues } from '../../src/queues.js';

/** Signs a seeded user in to a service through the hosted sign-in, the way a browser would. */
export async function connectThroughSignIn(systemUrl: string, slug: string, service: string, email: string, returnUrl: string): Promise<string> {
  const start = await got(`${systemUrl}/connect/${slug}/${service}/auth`, { searchParams: { returnUrl }, followRedirect: false });
  const authorize = new URL(start.headers.location!);
  const posted = await got.post(authorize.toString(), { form: { ...Object.fromEntries(authorize.searchParams), email, password: SEEDED_PASSWORD, decision: 'allow' }, followRedirect: false });
  const back = await got(posted.headers.location!, { followRedirect: false });
  return new URL(back.headers.location!).searchParams.get('integrationUserUUID')!;
}

/** A transfer as the wizard starts one. */
export async function startTransfer(queues: Queues, input: { accountId: string; source: { id: string; service: string }; destination: { id: string; service: string }; selection: Partial<TransferSelection>; transferSessionId?: string | null; externalUserId?: string | null }): Promise<Transfer> {
  const transfer = await Transfer.create({
    accountId: input.accountId,
    transferSessionId: input.transferSessionId ?? null,
    externalUserId: input.externalUserId ?? null,
    sourceIntegrationUserId: input.source.id,
    destinationIntegrationUserId: input.destination.id,
    sourceService: input.source.service,
    destinationService: input.destination.service,
    selection: { playlists: [], likedTracks: false, albums: false, artists: false, ...input.selection },
    status: 'queued',
    counts: {},
  });
  await enqueueStep({ queues }, transfer.id, 'start');
  return transfer;
}

/** Waits until the transfer reaches one of `statuses`. */
export async function waitForTransfer(id: string, statuses: string[] = ['completed', 'failed'], timeoutMs = 90_000): Promise<Transfer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const transfer = (await Transfer.findByPk(id))!;
    if (statuses.includes(transfer.status)) return transfer;
    if (Date.now() > until) throw new Error(`transfer ${id} is still ${transfer.status}: ${JSON.stringify(transfer.toJSON())}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
