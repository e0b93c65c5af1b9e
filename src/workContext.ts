import { AsyncLocalStorage } from 'node:async_hooks';

// What a piece of work runs for, carried by the async context through everything it awaits: the
// id of the request it serves (src/requestId.ts), which the jobs it queues carry on, and whether
// its music-service calls are background work (src/integrations/http/callers.ts). One store holds
// both. The web process enters it for every request, the worker for every job. It is not free on
// Node 24: a library read (B1) costs about 0.09 ms more web CPU inside it than outside (bench:library,
// 0.696 against 0.606 ms, 2026-11-29), a sixth of the read.

export interface WorkContext {
  requestId?: string;
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
