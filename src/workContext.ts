import { AsyncLocalStorage } from 'node:async_hooks';

// What a job runs for, carried by the async context through everything it awaits: the id of the
// request that queued it (src/requestId.ts), and that its music-service calls are background work
// (src/integrations/http/callers.ts). One store holds both. Only the
// worker enters it: once a process has, every promise it makes pays for the context (Node 20), a
// tenth of a library read's CPU, so the web process carries the same facts on the request itself.

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

let entered = false;

/** Runs `work` in the current context with `changes` (what they leave out stays as it was). */
export function withWork<T>(changes: WorkContext, work: () => T): T {
  entered = true;
  return context.run({ ...context.getStore(), ...changes }, work);
}

/** Whether this process ever entered a work context (the web process never does). */
export const workContextEntered = (): boolean => entered;
