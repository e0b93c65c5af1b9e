import test from 'ava';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportSPKI, generateKeyPair } from 'jose';
import pg from 'pg';
import { freshDatabase } from '../helpers/database.js';
import { runAdmin } from '../../src/admin/run.js';

// The admin command end to end, as a person or a script runs it. Most command lines run through
// `runAdmin` in this process, one at a time (a process each made this file the slowest of the
// suite); the first account, a refusal and the help run as `npm run admin` does, as processes.

let database: Awaited<ReturnType<typeof freshDatabase>>;
const prefix = `test-${randomBytes(6).toString('hex')}`;

test.before(async () => {
  database = await freshDatabase();
});

test.after.always(async () => {
  await database?.drop();
});

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  json: Record<string, any>;
}

const env = () => ({ ...process.env, DATABASE_URL: database.url, REDIS_PREFIX: prefix, LOG_LEVEL: 'silent' });

const asRun = (code: number, stdout: string, stderr: string): Run => {
  let json: Record<string, any> = {};
  try {
    json = JSON.parse(stdout);
  } catch {
    json = {};
  }
  return { code, stdout, stderr, json };
};

/** `npm run admin -- …` as a person runs it: a process of its own, its exit status and its output. */
function spawned(...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/admin/cli.ts', ...args],
      { env: env() },
      (err, stdout, stderr) => resolve(asRun(err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr)),
    );
  });
}

// A command bound the models to its own connection while it runs: one at a time in this process.
let queue: Promise<unknown> = Promise.resolve();

/** The same command line run in this process (what `cli.ts` runs), its words captured. */
function admin(...args: string[]): Promise<Run> {
  const run = queue.then(async () => {
    let stdout = '';
    let stderr = '';
    const output = {
      out: (text: string) => void (stdout += `${text}\n`),
      err: (text: string) => void (stderr += `${text}\n`),
    };
    const code = await runAdmin(args, output, env()).catch((err: Error) => {
      stderr += String(err);
      return 1;
    });
    return asRun(code, stdout, stderr);
  });
  queue = run.catch(() => undefined);
  return run;
}

test.serial('account:create --json prints the account and its first key', async (t) => {
  const run = await spawned(
    'account:create',
    '--slug',
    'acme',
    '--name',
    'Acme',
    '--evaluation',
    '--transfers',
    '--return-url',
    'https://acme.example/cb',
    '--service',
    'spotify',
    '--service',
    'deezer',
    '--json',
  );
  t.is(run.code, 0, run.stderr);
  t.like(run.json.account, {
    slug: 'acme',
    name: 'Acme',
    isEvaluationAccount: true,
    isTransferServiceEnabled: true,
    enabledIntegrations: ['spotify', 'deezer'],
    returnUrls: ['https://acme.example/cb'],
  });
  t.regex(run.json.key.clientId, /^[0-9a-f-]{36}$/);
  t.regex(run.json.key.clientSecret, /^cs_/);
  t.is(run.stdout.trim().split('\n').length, 1, 'one JSON object');
});

test('keys are created, listed and revoked', async (t) => {
  const created = await admin('key:create', '--account', 'acme', '--json');
  t.deepEqual(Object.keys(created.json).sort(), ['clientId', 'clientSecret']);
  const listed = await admin('key:list', '--account', 'acme', '--json');
  t.is(listed.json.keys.length, 2);
  t.false(listed.stdout.includes('cs_'));
  const revoked = await admin('key:revoke', '--account', 'acme', '--client-id', created.json.clientId, '--json');
  t.is(revoked.code, 0);
  const again = await admin('key:revoke', '--account', 'acme', '--client-id', created.json.clientId);
  t.is(again.code, 2);
  t.regex(again.stderr, /no live key/);
});

test('DevToken keys: a PEM upload gives a Key ID; a bad file is refused', async (t) => {
  const { publicKey } = await generateKeyPair('ES256', { extractable: true });
  const pem = join(tmpdir(), `${prefix}.pem`);
  await writeFile(pem, await exportSPKI(publicKey));
  const added = await admin('devtoken-key:add', '--account', 'acme', '--pem', pem, '--json');
  t.is(added.code, 0, added.stdout + added.stderr);
  t.regex(added.json.kid, /^[A-Za-z0-9_-]{43}$/);
  const { publicKey: rsa } = await generateKeyPair('RS256', { extractable: true });
  await writeFile(pem, await exportSPKI(rsa));
  const refused = await admin('devtoken-key:add', '--account', 'acme', '--pem', pem, '--json');
  t.is(refused.code, 2);
  t.is(refused.json.error.code, 'invalidPublicKey');
  const revoked = await admin('devtoken-key:revoke', '--account', 'acme', '--kid', added.json.kid);
  t.is(revoked.code, 0, revoked.stdout + revoked.stderr);
  // A Key ID may start with a dash; it is still read as the value of --kid.
  const dashed = await admin('devtoken-key:revoke', '--account', 'acme', '--kid', '-abc');
  t.regex(dashed.stdout + dashed.stderr, /DevToken key|no DevToken key|-abc/);
  t.false(/Unknown option|ambiguous/i.test(dashed.stdout + dashed.stderr), dashed.stdout + dashed.stderr);
});

test('docs sessions are created and revoked', async (t) => {
  const created = await admin('docs-session:create', '--account', 'acme', '--json');
  t.deepEqual(Object.keys(created.json).sort(), ['expiresAt', 'kind', 'token']);
  t.is(created.json.kind, 'partner');
  const revoked = await admin('docs-session:revoke', '--account', 'acme', '--token', created.json.token);
  t.is(revoked.code, 0);
});

test('Return URLs, services and flags change', async (t) => {
  t.is((await admin('return-url:add', '--account', 'acme', '--url', 'https://acme.example/other')).code, 0);
  t.is((await admin('return-url:remove', '--account', 'acme', '--url', 'https://acme.example/cb')).code, 0);
  t.is((await admin('service:enable', '--account', 'acme', '--service', 'tidal')).code, 0);
  t.is((await admin('service:disable', '--account', 'acme', '--service', 'spotify')).code, 0);
  const set = await admin('account:set', '--account', 'acme', '--evaluation', 'off', '--transfers', 'off', '--json');
  t.like(set.json.account, {
    returnUrls: ['https://acme.example/other'],
    enabledIntegrations: ['deezer', 'tidal'],
    isEvaluationAccount: false,
    isTransferServiceEnabled: false,
  });
  const destination = await admin('account:set', '--account', 'acme', '--transfer-destination', 'deezer', '--json');
  t.is(destination.json.account.transferDestination, 'deezer');
  const none = await admin('account:set', '--account', 'acme', '--transfer-destination', 'none', '--json');
  t.is(none.json.account.transferDestination, null);
});

test("account:budget sets the account's weight and cap in the services' budgets", async (t) => {
  const set = await admin('account:budget', '--account', 'acme', '--weight', '3', '--cap', '0.25', '--json');
  t.is(set.code, 0, set.stderr);
  t.deepEqual(set.json.account.budgetShare, { weight: 3, cap: 0.25 });
  const lifted = await admin('account:budget', '--account', 'acme', '--cap', 'none', '--json');
  t.deepEqual(lifted.json.account.budgetShare, { weight: 3, cap: null });
});

test('member:password-reset prints a reset link for a member who joined, and only then', async (t) => {
  const invited = await admin('member:invite', '--account', 'acme', '--email', 'Owner@Acme.example', '--json');
  t.is(invited.code, 0, invited.stderr);
  const early = await admin('member:password-reset', '--account', 'acme', '--email', 'owner@acme.example');
  t.is(early.code, 2);
  t.regex(early.stderr, /has not joined yet/);
  // Joining is the invitation page's work; here the member is given a password directly.
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    await db.query("UPDATE team_members SET password_hash = 'joined', invitation_digest = NULL WHERE email = $1", [
      'owner@acme.example',
    ]);
    const reset = await admin('member:password-reset', '--account', 'acme', '--email', 'OWNER@acme.example', '--json');
    t.is(reset.code, 0, reset.stderr);
    t.is(reset.json.email, 'owner@acme.example');
    t.regex(reset.json.passwordResetUrl, /\/dashboard\/password-reset\/choose\?token=pwr_/);
    t.true(new Date(reset.json.expiresAt).getTime() > Date.now() + 3500_000);
    const { rows } = await db.query('SELECT count(*)::int AS n FROM password_resets');
    t.is(rows[0].n, 1);
  } finally {
    await db.end();
  }
  const unknown = await admin('member:password-reset', '--account', 'acme', '--email', 'nobody@acme.example');
  t.is(unknown.code, 2);
  t.regex(unknown.stderr, /no team member nobody@acme.example/);
});

test("choices:list shows an account's kept choices; choices:withdraw takes them back and demotes what they supported", async (t) => {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  try {
    const { rows } = await db.query(
      `INSERT INTO accounts (id, slug, name) VALUES (gen_random_uuid(), 'choosers-b', 'B'), (gen_random_uuid(), 'choosers-c', 'C') RETURNING id`,
    );
    const accounts = [
      ...rows.map((r) => r.id),
      (await admin('account:show', '--account', 'acme', '--json')).json.account.id,
    ];
    for (const [n, accountId] of accounts.entries())
      await db.query(
        `INSERT INTO match_choices (account_id, source_service, source_id, destination_service, verdict, destination_id, catalogue, counts, listener, country)
         VALUES ($1, 'deezer', 'src-1', 'spotify', 'chosen', 'd-right', true, true, $2, 'GB')`,
        [accountId, `listener-${n}`],
      );
    await db.query(
      `INSERT INTO match_cache (source_id, source_service, destination_service, country, destination_id, outcome, expires_at, chosen_by, chosen_against)
       VALUES ('src-1', 'deezer', 'spotify', 'GB', 'd-right', '{}', now() + interval '1 year', 3, 0)`,
    );
    const listed = await admin('choices:list', '--account', 'acme', '--json');
    t.is(listed.code, 0, listed.stderr);
    t.like(listed.json.choices, [
      { sourceId: 'src-1', destinationId: 'd-right', country: 'GB', counts: true, serving: true },
    ]);
    t.regex(
      (await admin('choices:list', '--account', 'acme')).stdout,
      /deezer:src-1 {2}-> {2}spotify:d-right {2}GB {2}serving/,
    );

    const withdrawn = await admin('choices:withdraw', '--account', 'acme', '--json');
    t.deepEqual(withdrawn.json, { withdrawn: 1, sourceItems: 1, demoted: 1 });
    const entry = await db.query('SELECT chosen_by, chosen_against FROM match_cache WHERE source_id = $1', ['src-1']);
    t.deepEqual(entry.rows, [{ chosen_by: 2, chosen_against: 0 }]);
    t.deepEqual((await admin('choices:list', '--account', 'acme', '--json')).json, { choices: [] });
  } finally {
    await db.end();
  }
});

test('bad input exits 2 with a clear message', async (t) => {
  const cases: [string[], RegExp][] = [
    [['account:create', '--slug', 'A!', '--name', 'x'], /slug must be/],
    [['account:create', '--slug', 'acme', '--name', 'Again'], /exists/],
    [['account:create', '--slug', 'api', '--name', 'Reserved'], /reserved/],
    [['return-url:add', '--account', 'acme', '--url', 'not a url'], /is not a complete address/],
    [['return-url:add', '--account', 'acme', '--url', 'javascript:alert(1)'], /would run code in the browser/],
    [['service:enable', '--account', 'acme', '--service', 'napster'], /not a service id/],
    [['key:create', '--account', 'nobody'], /no account with slug/],
    [['key:create'], /--account is required/],
    [['choices:withdraw'], /--account is required/],
    [['choices:list', '--account', 'nobody'], /no account with slug/],
    [['no:such-command'], /unknown command/],
    [['key:create', '--account', 'acme', '--bogus'], /Unknown option/],
    [['account:set', '--account', 'acme', '--transfer-destination', 'napster'], /not a music service/],
    [['account:budget', '--account', 'acme', '--weight', '0'], /weight/],
    [['account:budget', '--account', 'acme', '--weight', 'heavy'], /--weight takes a number/],
    [['account:budget', '--account', 'acme', '--weight', 'none'], /--weight takes a number/],
    [['account:budget', '--account', 'acme', '--cap', '1.5'], /cap/],
  ];
  for (const [args, message] of cases) {
    const run = await admin(...args);
    t.is(run.code, 2, args.join(' '));
    t.regex(run.stderr, message, args.join(' '));
  }
  // And as a process: the status a script reads.
  const refused = await spawned('key:create', '--account', 'nobody');
  t.is(refused.code, 2);
  t.regex(refused.stderr, /no account with slug/);
});

test('help lists every command', async (t) => {
  const run = await spawned('help');
  t.is(run.code, 0);
  for (const name of [
    'account:create',
    'account:budget',
    'key:create',
    'key:revoke',
    'devtoken-key:add',
    'docs-session:create',
    'docs-session:revoke',
    'webhook:create',
    'member:invite',
    'member:password-reset',
    'choices:list',
    'choices:withdraw',
  ]) {
    t.true(run.stdout.includes(name), name);
  }
});
