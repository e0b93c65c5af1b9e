import { AsyncLocalStorage } from 'node:async_hooks';

// What a piece of work runs for, carried by the async context from the web request that started it
// through the jobs it queued: the request's id (src/requestId.ts), and whose share of the music
// services' budgets its calls spend (src/integrations/http/callers.ts). One store holds both: every
// store of this kind costs each promise the process makes a copy of it.

export interface WorkContext {
  requestId?: string;
  /** The partner account the work's music-service calls are made for. */
  accountId?: string;
  /** Whether a person waits for the work's music-service calls. */
  priority?: 'interactive' | 'background';
}

const context = new AsyncLocalStorage<WorkContext>();

/** The context of the code running now, if any. */
export function currentWork(): WorkContext | undefined {
  return context.getStore();
}

/** Runs `work` in the current context with `changes` (what they leave out stays as it was). */
export function withWork<T>(changes: WorkContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...changes }, work);
}
