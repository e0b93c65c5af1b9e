import { startWeb } from './web.js';
import { log } from './log.js';
import { onShutdown, runMain } from './process.js';

// The `web` process of the Procfile.
runMain(async () => {
  const web = await startWeb();
  onShutdown(() => web.stop());
  log.info({ url: web.url }, 'web listening');
});
