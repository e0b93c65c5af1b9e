import { currentWork, withWork, type WorkContext } from '../../workContext.js';

// Who a call to a music service is made for: the partner account whose share of the service's
// budget it spends, and whether a person waits for it. Carried by the async context, so that
// adapters, which know nothing of accounts, need no extra argument.

/** A person waits for an interactive call (A*, B*, C1, hosted pages); background work is queued. */
export type Priority = NonNullable<WorkContext['priority']>;

export interface Caller {
  /** The partner account the call is made for. */
  accountId: string;
  priority: Priority;
}

/** Calls no account asked for (a tool, a sign-in before the account is known) share one flow. */
const UNATTRIBUTED = 'unattributed';

/** Runs `work` with its music-service calls counted for `caller` (what it leaves out stays as it was). */
export function callsFor<T>(caller: Partial<Caller>, work: () => T): T {
  return withWork(caller, work);
}

/**
 * The caller of a call made now: the account of the context, else the account of the connected
 * user whose token it uses, else no account; interactive unless the context says otherwise (the
 * worker runs every job as background work).
 */
export function callerNow(userAccountId?: string): Caller {
  const store = currentWork();
  return {
    accountId: store?.accountId ?? userAccountId ?? UNATTRIBUTED,
    priority: store?.priority ?? 'interactive',
  };
}
