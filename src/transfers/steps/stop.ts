/**
 * A step told to stop: its job's lock was lost (Redis emptied, or the job taken for stalled), so
 * another run may take its transfer on. It ends before its next write to the destination; what it
 * wrote is found by the run that follows, which resumes after it.
 */
export class StepStopped extends Error {
  constructor(why: string) {
    super(`the step was told to stop: ${why}`);
  }
}

/** Throws StepStopped once the step's signal says stop: called before each write that must not be made twice. */
export function stopIfTold(signal: AbortSignal | undefined): void {
  if (!signal?.aborted) return;
  throw signal.reason instanceof StepStopped ? signal.reason : new StepStopped(String(signal.reason));
}
