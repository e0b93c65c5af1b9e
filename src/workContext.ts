import { AsyncLocalStorage } from 'node:async_hooks';

// What a piece of work runs for, carried by the async context through everything it awaits: the
// id of the request it serves (src/requestId.ts), which the jobs it queues carry on, and whether
// its music-service calls are background work (src/integrations/http/callers.ts). One store holds
// both. The web process enters it for every request, the worker for every job. What that costs a
// library read (B1) is inside bench:library's run-to-run spread on Node 24: 0.470 ms of web CPU with
// it and 0.497 without on one machine, 0.696 and 0.606 on another (medians of five runs, 2026-11).

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
