import type { Transfer, TransferStatus } from './models.js';

/** The statuses a transfer ends in: nothing runs for it any more, and it never changes status again. */
export const ENDED_STATUSES: readonly TransferStatus[] = ['completed', 'failed', 'cancelled'];

/** Whether a transfer has ended: completed, failed, or stopped on request (cancelled). */
export const hasEnded = (transfer: Pick<Transfer, 'status'>): boolean => ENDED_STATUSES.includes(transfer.status);
