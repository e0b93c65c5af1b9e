import type { Job } from 'bullmq';
import type { AdminCommand } from './types.js';
import type { ResealProgress } from '../crypto/reseal.js';

const POLL_MS = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Key rotation: the re-seal runs in a worker; the command starts it and reports until it ends. */
export const KEY_COMMANDS: Record<string, AdminCommand> = {
  'keys:reseal': {
    usage: 'keys:reseal',
    summary:
      're-seal every stored secret under the first key of ENCRYPTION_KEYS (a worker does it; progress is printed)',
    async run(args, _config, runtime) {
      const queue = runtime.queues.maintenance;
      const job = (await queue.add(
        'reseal',
        { task: 'reseal' },
        { jobId: `reseal-${Date.now()}`, removeOnComplete: 100, removeOnFail: 100 },
      )) as Job;
      let last = '';
      for (;;) {
        const state = await job.getState();
        const fresh = (await queue.getJob(job.id!)) ?? job;
        const progress = (state === 'completed' ? fresh.returnvalue : fresh.progress) as
          ResealProgress | number | undefined;
        const line =
          typeof progress === 'object' && progress
            ? `${state}: ${progress.checked} checked, ${progress.resealed} re-sealed, ${progress.unreadable} unreadable${progress.current ? ` (at ${progress.current})` : ''}`
            : `${state}: waiting for a worker`;
        if (line !== last && !args.json) console.error(line);
        last = line;
        if (state === 'completed')
          return { json: { resealed: progress }, text: 'every sealed value is under the first key' };
        if (state === 'failed') throw new Error(`re-seal failed: ${fresh.failedReason}`);
        await sleep(POLL_MS);
      }
    },
  },
};
