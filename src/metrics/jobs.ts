import { DelayedError, type Processor } from 'bullmq';
import { jobDuration } from './registry.js';

/**
 * The processor, with each job's duration observed by queue and outcome. A `DelayedError` is a
 * job putting itself back to wait (a transfer step not ready to end), not a failure.
 */
export function timedJobs(queue: string, processor: Processor): Processor {
  // Three parameters: BullMQ hands a signal (a job told to stop) only to a processor that takes one.
  return async (job, token, signal) => {
    const done = jobDuration.startTimer({ queue });
    try {
      const result = await processor(job, token, signal);
      done({ outcome: 'completed' });
      return result;
    } catch (err) {
      done({ outcome: err instanceof DelayedError ? 'delayed' : 'failed' });
      throw err;
    }
  };
}
