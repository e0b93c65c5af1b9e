import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { useLocalEncryptionKeys } from '../dev/localKeys.js';
import { ensureDatabase } from '../db/database.js';
import { migrateUp } from '../db/migrator.js';
import { openRuntime } from '../runtime.js';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError, badRequest } from '../http/errors.js';
import { COMMANDS, type CommandArgs } from './commands.js';

const OPTIONS = {
  json: { type: 'boolean' },
  slug: { type: 'string' },
  name: { type: 'string' },
  account: { type: 'string' },
  evaluation: { type: 'string' },
  transfers: { type: 'string' },
  'return-url': { type: 'string', multiple: true },
  service: { type: 'string', multiple: true },
  'logo-url': { type: 'string' },
  'client-id': { type: 'string' },
  url: { type: 'string' },
  pem: { type: 'string' },
  kid: { type: 'string' },
  token: { type: 'string' },
  kind: { type: 'string' },
  user: { type: 'string' },
  endpoint: { type: 'string' },
  event: { type: 'string', multiple: true },
  delivery: { type: 'string' },
  since: { type: 'string' },
  status: { type: 'string' },
  email: { type: 'string' },
  'transfer-destination': { type: 'string' },
  weight: { type: 'string' },
  cap: { type: 'string' },
  'overlap-hours': { type: 'string' },
  help: { type: 'boolean' },
} as const;

function usage(): string {
  const width = Math.max(...Object.values(COMMANDS).map((c) => c.usage.length));
  return [
    'usage: npm run admin -- <command> [options] [--json]',
    '',
    ...Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(width)}  ${c.summary}`),
    '',
    'Every command takes --json for one JSON object on stdout; it exits 2 on bad input, 1 on other failures.',
  ].join('\n');
}

/**
 * `--evaluation` alone means on; `--evaluation off` (or false/no/0) means off. A value that starts
 * with a dash (a Key ID may) is joined to its option, so that it is not read as an option itself.
 */
function normaliseArgv(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const option = /^--([a-z-]+)$/.exec(argv[i])?.[1];
    const next = argv[i + 1];
    if ((option === 'evaluation' || option === 'transfers') && (next === undefined || next.startsWith('--'))) {
      out.push(argv[i], 'on');
    } else if (
      option &&
      OPTIONS[option as keyof typeof OPTIONS]?.type === 'string' &&
      next !== undefined &&
      next.startsWith('-') &&
      !next.startsWith('--')
    ) {
      out.push(`${argv[i]}=${next}`);
      i += 1;
    } else {
      out.push(argv[i]);
    }
  }
  return out;
}

/** Where a command's words go: stdout and stderr for a person, buffers for a test. */
export interface AdminOutput {
  out(text: string): void;
  err(text: string): void;
}

/**
 * Runs one admin command line (`argv` without the program) against the database and Redis `env`
 * names, and answers its exit status: 0, 2 for bad input, 1 for any other failure it can name.
 */
export async function runAdmin(
  args: string[],
  output: AdminOutput,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const argv = normaliseArgv(args);
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    output.out(usage());
    return 0;
  }
  const json = rest.includes('--json');
  const fail = (err: ApiError) => {
    if (json) output.out(JSON.stringify({ error: err.toBody() }));
    else output.err(`error: ${err.message}`);
    return err.status < 500 ? 2 : 1;
  };
  const command = COMMANDS[name];
  if (!command) return fail(badRequest('unknownCommand', `unknown command "${name}"; run: npm run admin -- help`));

  let values: CommandArgs;
  try {
    ({ values } = parseArgs({ args: rest, options: OPTIONS, strict: true, allowPositionals: false }) as {
      values: CommandArgs;
    });
  } catch (err) {
    return fail(badRequest('invalidArguments', (err as Error).message));
  }
  if (values.pem) {
    try {
      values.pemText = await readFile(values.pem, 'utf8');
    } catch {
      return fail(badRequest('fileNotReadable', `cannot read ${values.pem}`));
    }
  }

  useLocalEncryptionKeys(env);
  const config = loadConfig(env);
  await ensureDatabase(config.databaseUrl);
  const runtime = await openRuntime(config, { poolMax: 2 });
  try {
    await migrateUp(runtime.sequelize);
    const result = await command.run(values, config, runtime);
    if (command.changesCredentials) await announceCredentialChange(runtime.redis, config.redisPrefix);
    output.out(json ? JSON.stringify(result.json) : result.text);
    return 0;
  } catch (err) {
    if (err instanceof ApiError) return fail(err);
    throw err;
  } finally {
    await runtime.close();
  }
}
