import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { freshDatabase } from './database.js';
import { freePort, freePortRun } from './system.js';
import { nodeArguments } from './entrypoints.js';

/** What `npm start` prints on its READY line: everything a newcomer is handed. */
export interface Ready {
  baseUrl: string;
  appUrl: string;
  slug: string;
  clientId: string;
  clientSecret: string;
  exampleApp: string;
  dashboard: { url: string; email: string; password: string };
}

export interface StartedAsNewcomer {
  ready: Ready;
  /** Every line printed on stderr so far (the processes' logs and the words for the person). */
  said: string[];
  databaseUrl: string;
  examplePort: number;
  /** Stops every process it started (as Ctrl-C does) and drops its database. */
  stop(): Promise<void>;
}

/**
 * `npm start` as a newcomer runs it, on the PostgreSQL and Redis already running, with a fresh
 * database and free ports of its own; answers once it printed READY (most of the wait is the
 * emulators' catalogue). A variable of `env` set to undefined is left out, so the start's own
 * default applies whatever the surrounding environment says. It runs the way the test itself runs
 * (src/dev/start.ts through tsx, or as tsc built it under `npm test`), and so do its children.
 */
export async function startAsNewcomer(env: Record<string, string | undefined> = {}): Promise<StartedAsNewcomer> {
  const database = await freshDatabase();
  const [port, emulatorPort, examplePort] = [await freePort(), await freePortRun(), await freePort()];
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `npm-start-${process.pid}`,
    PORT: String(port),
    EXAMPLE_APP_PORT: String(examplePort),
    EMULATOR_BASE_PORT: String(emulatorPort),
    ...env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];

  const child = spawn(process.execPath, nodeArguments('src/dev/start.ts'), {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const said: string[] = [];
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((done) => child.once('exit', done));
    }
    await database.drop();
  };
  createInterface({ input: child.stderr! }).on('line', (line) => void said.push(line));
  try {
    const ready = await new Promise<Ready>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`no READY within 200 s:\n${said.slice(-20).join('\n')}`)), 200_000);
      createInterface({ input: child.stdout! }).on('line', (line) => {
        if (!line.startsWith('READY ')) return;
        clearTimeout(timer);
        done(JSON.parse(line.slice(6)) as Ready);
      });
      child.once('exit', (code) => fail(new Error(`npm start exited with ${code}:\n${said.slice(-20).join('\n')}`)));
    });
    return { ready, said, databaseUrl: database.url, examplePort, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
