import { startWorkers } from './worker.js';
import { log } from '../src/log.js';
import { onShutdown, runMain } from '../src/process.js';

// The `worker` process of the Procfile.
runMain(async () => {
  const workers = await startWorkers();
  onShutdown(() => workers.stop());
  log.info({ queues: workers.workers.map((w) => w.name) }, 'worker started');
});
