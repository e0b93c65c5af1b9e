import { runMain } from '../process.js';
import { runAdmin } from './run.js';

// `npm run admin -- <noun:verb> [options] [--json]`: every account operation, for people and scripts.

runMain(async () => {
  process.exitCode = await runAdmin(process.argv.slice(2), {
    out: (text) => console.log(text),
    err: (text) => console.error(text),
  });
});
