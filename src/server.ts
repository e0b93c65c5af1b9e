import { startWeb } from './web.js';
import { log } from './log.js';
import { onShutdown, runMain } from './process.js';

// The `web` process of the Procfile.
runMain(async () => {
  const web = await startWeb();
  log.info({ url: web.url }, 'web listening');
  onShutdown(() => web.stop());
});
