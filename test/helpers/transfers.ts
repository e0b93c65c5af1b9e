export { connectThroughSignIn } from '../../src/dev/signIn.js';
import { Transfer, type TransferSelection } from '../../src/transfers/models.js';
import { startTransfer as startRun, type NewTransfer } from '../../src/transfers/runner.js';
import type { Queues } from '../../src/queues.js';

/** A transfer as the wizard starts one; the selection's missing parts are off. */
export function startTransfer(
  queues: Queues,
  input: Omit<NewTransfer, 'selection'> & { selection: Partial<TransferSelection> },
): Promise<Transfer> {
  return startRun(
    { queues },
    { ...input, selection: { playlists: [], likedTracks: false, albums: false, artists: false, ...input.selection } },
  );
}

/** Waits until the transfer reaches one of `statuses`. */
export async function waitForTransfer(
  id: string,
  statuses: string[] = ['completed', 'failed'],
  timeoutMs = 90_000,
): Promise<Transfer> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const transfer = (await Transfer.findByPk(id))!;
    if (statuses.includes(transfer.status)) return transfer;
    if (Date.now() > until)
      throw new Error(`transfer ${id} is still ${transfer.status}: ${JSON.stringify(transfer.toJSON())}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
