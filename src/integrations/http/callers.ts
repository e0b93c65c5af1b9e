import { currentWork, withWork, type WorkContext } from '../../workContext.js';

// Who a call to a music service is made for: the partner account whose share of the service's
// budget it spends, named by the call itself (the listener's session, or the account of an
// app-credential call), and whether a person waits for it: the worker runs every job as background
// work, in the async context of the job.

/** A person waits for an interactive call (A*, B*, C1, hosted pages); background work is queued. */
export type Priority = NonNullable<WorkContext['priority']>;

export interface Caller {
  /** The partner account the call is made for. */
  accountId: string;
  priority: Priority;
}

/** Calls no account asked for (a tool, a sign-in before the account is known) share one flow. */
const UNATTRIBUTED = 'unattributed';

/** Runs `work` with its music-service calls made at `priority`. */
export function callsFor<T>(caller: Pick<Caller, 'priority'>, work: () => T): T {
  return withWork({ priority: caller.priority }, work);
}

/** The caller of a call made now for `accountId` (none: unattributed); interactive unless the context says otherwise. */
export function callerNow(accountId?: string): Caller {
  return { accountId: accountId ?? UNATTRIBUTED, priority: currentWork()?.priority ?? 'interactive' };
}
