import { randomUUID } from 'node:crypto';
import { currentWork, withWork } from './workContext.js';

// The id of the request a piece of work serves, from the web request that started it through the
// jobs it queued and the jobs those queued: every log line carries it, every error body and answer
// header names it. The web process enters it for each request (src/http/requestId.ts), the worker
// for each job (workers/worker.ts); the queues read it here when they add a job (src/queues.ts).

/** A caller's id we take as it is: short, printable, nothing a log or a header could be abused with. */
const SANE = /^[A-Za-z0-9._:@-]{1,128}$/;

/** The caller's request id when it is sane, otherwise a new one. */
export function requestIdFrom(raw: unknown): string {
  return typeof raw === 'string' && SANE.test(raw) ? raw : randomUUID();
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return currentWork()?.requestId;
}

/**
 * Runs `work` as part of the request `requestId` (a web request, or a job that one queued); with
 * none, as part of no request, whatever the code around it serves.
 */
export function withRequestId<T>(requestId: string | undefined | null, work: () => T): T {
  return withWork({ requestId: requestId ?? undefined }, work);
}
