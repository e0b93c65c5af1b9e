import test from 'ava';
import { randomUUID } from 'node:crypto';
import { useSystem } from '../helpers/useSystem.js';
import { log } from '../../src/log.js';

// Attack: read the access log (a log drain, a support export) and take A3's `uniqueId` from the
// path `/app/integrations/byUniqueId/<id>`: for 5 minutes after a sign-in it reads `authData`. The
// path is logged with the id replaced by its name.

const lines: Record<string, unknown>[] = [];
const original = { level: log.level, info: log.info, error: log.error };
const used = useSystem(test, {
  async setup() {
    log.level = 'info';
    // pino replaces its level methods when the level changes: spy after setting it.
    log.info = ((object: Record<string, unknown>) => void lines.push(object)) as typeof log.info;
    log.error = ((object: Record<string, unknown>) => void lines.push(object)) as typeof log.error;
  },
});
test.after.always(() => {
  Object.assign(log, { info: original.info, error: original.error });
  log.level = original.level;
});

test('the access log never holds a uniqueId', async (t) => {
  const uniqueId = randomUUID();
  for (const path of [
    `app/integrations/byUniqueId/${uniqueId}`,
    `app/integrations/byUniqueId/${uniqueId.toUpperCase()}/`,
  ]) {
    await fetch(`${used.url}/${path}?tokenOnly=true`);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
  const logged = lines.filter((line) => JSON.stringify(line).includes('byUniqueId'));
  t.is(logged.length, 2, JSON.stringify(lines));
  t.false(JSON.stringify(logged).toLowerCase().includes(uniqueId));
  t.deepEqual(
    logged.map((line) => (line.req as { path: string }).path),
    ['/app/integrations/byUniqueId/:uniqueId', '/app/integrations/byUniqueId/:uniqueId/'],
  );
});
