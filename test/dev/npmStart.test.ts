import test from 'ava';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { connectDatabase } from '../../src/db/database.js';
import { ensureDemoOwner } from '../../src/dev/demoAccount.js';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { launchBrowser } from '../helpers/browser.js';
import { startAsNewcomer, type Ready, type StartedAsNewcomer } from '../helpers/npmStart.js';
import { VIEWPORTS, expectGoodPage, watchedPage } from '../helpers/pageChecks.js';

// `npm start` as a newcomer runs it, once for the file. It refuses private webhook addresses
// here (WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false): the example app's webhook endpoint is on this
// machine, so the system must start without it and say why, instead of stopping before READY.

let started: StartedAsNewcomer;
let ready: Ready;
let said: string[];
let examplePort: number;

test.before(async (t) => {
  t.timeout(240_000);
  started = await startAsNewcomer({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'false' });
  ({ ready, said, examplePort } = started);
});

test.after.always(async () => {
  await started?.stop();
});

test('refusing private webhook addresses, it starts without the example app endpoint and says why', async (t) => {
  const why = said.filter((line) => /receives no webhooks/.test(line));
  t.is(why.length, 1, said.join('\n'));
  t.regex(why[0], /WEBHOOK_ALLOW_PRIVATE_ADDRESSES=false/);
  t.regex(why[0], new RegExp(`localhost:${examplePort}/webhooks`));
  const home = await fetch(ready.exampleApp);
  t.is(home.status, 200, 'the example app answers');
  t.regex(await home.text(), /registered no webhook endpoint/, 'and says it receives none');
});

/** Runs `file` with node and tsx, or compiles it with tsc; answers what it printed. */
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { env }, (err, stdout, stderr) =>
      err ? reject(new Error(`${stdout}${stderr}` || err.message)) : resolve(stdout),
    ),
  );

test('a partner program on the typed client compiles under --strict and runs against it', async (t) => {
  // A partner's own compiler settings, not the project's.
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const flags = [
    '--noEmit',
    '--strict',
    '--module',
    'nodenext',
    '--moduleResolution',
    'nodenext',
    '--target',
    'es2023',
  ];
  await run([tsc, ...flags, '--skipLibCheck', '--types', 'node', 'clients/typescript/example.ts']);

  // A listener signs in, as through the example app; the program gets the callback's authModelUUID.
  const returnUrl = `${ready.exampleApp.replace(/\/$/, '')}/`;
  const user = await connectThroughSignIn(ready.baseUrl, ready.slug, 'spotify', 'demo@listeners.example', returnUrl);
  const db = new pg.Client({ connectionString: started.databaseUrl });
  await db.connect();
  const { rows } = await db
    .query<{ id: string }>('SELECT id FROM sign_in_attempts WHERE integration_user_id = $1', [user])
    .finally(() => db.end());

  const output = await run(['--import', 'tsx', 'clients/typescript/example.ts'], {
    ...process.env,
    BASE_URL: ready.baseUrl,
    CLIENT_ID: ready.clientId,
    CLIENT_SECRET: ready.clientSecret,
    AUTH_MODEL_UUID: rows[0].id,
  });
  t.regex(output, /services: .*Spotify/);
  t.regex(output, /^spotify ok .+ [A-Z]{2}[A-Z0-9]{3}\d{7}$/m, 'a C1 result with its ISRC');
  t.regex(output, new RegExp(`connected users: .*${user} \\(spotify\\)`));
  t.regex(output, /sign-in succeeded: an access token of \d+ characters/);
});

const PRODUCT = 'Partner Music Library API';

/** The dashboard line printed after READY, once it has been read. */
async function printedDashboardLine(): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const line = said.find((l) => l.startsWith('Partner dashboard: '));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no dashboard line after READY:\n${said.slice(-20).join('\n')}`);
}

/** Signs in on the dashboard's form as a browser does: the form's token and cookie, then the credentials. */
async function signInOverHttp(url: string, email: string, password: string) {
  const form = await fetch(`${url}/login`);
  const cookie = form.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1];
  const answer = await fetch(`${url}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, email, password }),
  });
  const session = answer.headers.getSetCookie().find((c) => c.startsWith('dashboard_session='));
  return { status: answer.status, location: answer.headers.get('location'), session: session?.split(';')[0] };
}

test.serial('READY names a demo owner of the dashboard, printed after it too, who signs in over HTTP', async (t) => {
  const { url, email, password } = ready.dashboard;
  t.is(url, `${ready.appUrl}/dashboard`);
  t.true(password.length >= 12, 'as long as any member must choose');
  const line = await printedDashboardLine();
  t.deepEqual(/^Partner dashboard: (\S+) \(email (\S+), password (\S+), /.exec(line)?.slice(1), [url, email, password]);
  t.deepEqual(
    said.filter((l) => l.includes(password)),
    [line],
    'the password is printed once, for the person, and logged by no process',
  );

  const signedIn = await signInOverHttp(url, email, password);
  t.is(signedIn.status, 303);
  t.is(signedIn.location, new URL(url).pathname);
  const home = await fetch(url, { headers: { cookie: signedIn.session! } });
  t.is(home.status, 200);
  t.regex(await home.text(), /Demo Partner/, "the demo account's dashboard");

  const db = new pg.Client({ connectionString: started.databaseUrl });
  await db.connect();
  const { rows } = await db
    .query<{ role: string; password_hash: string }>('SELECT role, password_hash FROM team_members WHERE email = $1', [
      email,
    ])
    .finally(() => db.end());
  t.is(rows.length, 1);
  t.is(rows[0].role, 'owner');
  t.regex(rows[0].password_hash, /^scrypt\$/, 'hashed as every member');
  t.false(rows[0].password_hash.includes(password));
});

/** How much wider than the screen the page is, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth - document.documentElement.clientWidth') as Promise<number>;

test.serial(
  'a stranger lands on the home, follows it to the dashboard, learns how to get in, and signs in with the printed credentials',
  async (t) => {
    const browser = await launchBrowser();
    try {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        const { context, page, errors } = await watchedPage(browser, { viewport });
        try {
          await page.goto(`${ready.baseUrl}/`);
          t.is(await page.textContent('h1'), PRODUCT);
          t.is(await overflow(page), 0, `home at ${size}`);
          if (size === 'desktop') {
            await expectGoodPage(t, page, 'home', errors);
            await page.setViewportSize(viewport);
          }

          await Promise.all([page.waitForURL(/\/dashboard\/login$/), page.click('a[data-link="dashboard"]')]);
          t.is(page.url(), `${ready.dashboard.url}/login`);
          t.regex(String(await page.textContent('#product')), new RegExp(PRODUCT));
          t.is(await page.textContent('#no-account'), 'No account yet?');
          t.regex(String(await page.textContent('section[aria-labelledby="no-account"]')), /invit/);
          t.is(await overflow(page), 0, `sign-in at ${size}`);
          if (size === 'desktop') {
            await expectGoodPage(t, page, 'login', errors);
            await page.setViewportSize(viewport);
          }

          await page.fill('#email', ready.dashboard.email);
          await page.fill('#password', ready.dashboard.password);
          await Promise.all([page.waitForURL(ready.dashboard.url), page.click('form button')]);
          t.is(await page.textContent('nav strong'), 'Demo Partner');
          t.is(await overflow(page), 0, `dashboard at ${size}`);
          t.deepEqual(errors(), [], `console errors at ${size}`);
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  },
);

test.serial('each start gives the demo owner a fresh password, and the previous one stops working', async (t) => {
  const sequelize = await connectDatabase(started.databaseUrl, { poolMax: 1 });
  try {
    // What the next `npm start` does with the same database.
    const next = await ensureDemoOwner(sequelize, ready.slug);
    t.is(next.email, ready.dashboard.email);
    t.not(next.password, ready.dashboard.password);
    t.is((await signInOverHttp(ready.dashboard.url, next.email, ready.dashboard.password)).status, 401);
    t.is((await signInOverHttp(ready.dashboard.url, next.email, next.password)).status, 303);
  } finally {
    await sequelize.close();
  }
});
