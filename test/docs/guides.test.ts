import test from 'ava';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { allowOnServiceForm, browserClient } from '../../src/dev/signIn.js';
import { listen } from '../../src/emulators/kit/server.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { addDevTokenKey } from '../../src/accounts/commands.js';
import { createPartnerClient } from '../../clients/typescript/index.js';
import { signInLink, onCallback } from '../../examples/guides/connectUser.js';
import { mintDevToken } from '../../examples/guides/devToken.js';
import { openTransferSession, waitForSessionTransfer } from '../../examples/guides/managedTransfer.js';
import { verifyDelivery } from '../../examples/guides/webhooks.js';
import { unmatchedItems } from '../../examples/guides/unmatchedReport.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { BROWSER_TRANSFERS, RETURN_URL, useSystem } from '../helpers/useSystem.js';

// The guides in docs/guides/ show code from examples/guides/; here that code runs against a
// server, and every code block of a guide must be found, as written, in its file.

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'guided', isTransferServiceEnabled: true, transferDestination: 'deezer' },
});
const keys = () => ({ baseUrl: used.url, clientId: used.partner.clientId, clientSecret: used.partner.clientSecret });
const api = () =>
  createPartnerClient({
    baseUrl: used.url,
    credential: { basic: { clientId: used.partner.clientId, clientSecret: used.partner.clientSecret } },
  });

/** Follows a sign-in link as a browser would; answers the Return URL it ends on. */
async function followSignIn(link: string, email: string): Promise<string> {
  const browser = browserClient();
  const start = await browser(link, { followRedirect: false });
  const authorize = new URL(start.headers.location!);
  const posted = await allowOnServiceForm(browser, authorize, email);
  const back = await browser(posted.headers.location!, { followRedirect: false });
  return back.headers.location!;
}

test('every code block of a guide is in its file', async (t) => {
  const guides = (await readdir('docs/guides')).filter((name) => name !== 'README.md');
  t.is(guides.length, 5);
  for (const guide of guides) {
    const text = await readFile(join('docs/guides', guide), 'utf8');
    const file = /`(examples\/guides\/\w+\.ts)`/.exec(text)![1];
    const code = await readFile(file, 'utf8');
    const blocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1].trim());
    t.true(blocks.length >= 2, guide);
    for (const block of blocks) t.true(code.includes(block), `${guide}: a block is not in ${file}`);
  }
});

test.serial('connect a user, then mint a DevToken for them with openssl keys', async (t) => {
  const landed = await followSignIn(
    signInLink(used.system.config.appUrl, 'guided', 'spotify', RETURN_URL),
    'demo@listeners.example',
  );
  const user = await onCallback(landed, keys());
  t.is(user.service, 'spotify');
  t.truthy(user.name);

  const dir = await mkdtemp(join(tmpdir(), 'devtoken-'));
  const sh = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  sh('ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', 'private.pem');
  sh('pkcs8', '-topk8', '-nocrypt', '-in', 'private.pem', '-out', 'private-pkcs8.pem');
  sh('ec', '-in', 'private.pem', '-pubout', '-out', 'public.pem');
  const { kid } = await addDevTokenKey('guided', await readFile(join(dir, 'public.pem'), 'utf8'));
  const token = await mintDevToken(
    await readFile(join(dir, 'private-pkcs8.pem'), 'utf8'),
    kid,
    used.partner.clientId,
    user.integrationUserUUID,
  );
  const playlists = await fetch(`${used.url}/api/${user.integrationUserUUID}/playlists`, {
    headers: { authorization: `DevToken ${token}` },
  });
  t.is(playlists.status, 200);
});

test.serial('run a managed transfer, receive its webhooks, page through what it did not move', async (t) => {
  // A receiver that checks every delivery as the guide does.
  const deliveries: { type: string; verified: boolean }[] = [];
  let secret = '';
  const app = express();
  app.post('/hooks', express.text({ type: '*/*' }), (req, res) => {
    deliveries.push({
      type: (JSON.parse(String(req.body)) as { type: string }).type,
      verified: verifyDelivery(secret, req.headers as Record<string, string>, String(req.body)),
    });
    res.status(204).end();
  });
  const receiver = await listen(app);
  try {
    const endpoint = await api().POST('/public/webhooks/endpoints', { body: { url: `${receiver.url}/hooks` } });
    secret = (endpoint.data as { secret: string }).secret;

    const deezerToken = used.emulators.deezer.oauth.issue('medium', EMULATOR_CLIENT.id, '').accessToken;
    const from = new Date();
    const session = await openTransferSession(api(), deezerToken, RETURN_URL);
    const page = await used.browser.newPage();
    try {
      await page.goto(session.launchUrl);
      await page.click('a[data-connect="source-spotify"]');
      await signInOnEmulator(page, 'demo@listeners.example');
      await page.waitForSelector('form input[name="playlists"]');
      await (await page.$$('input[name="playlists"]'))[0].check();
      await page.click('button[type="submit"]');
      const transfer = await waitForSessionTransfer(api(), session.sessionUuid);
      t.is(transfer.status, 'completed');
      const items = await unmatchedItems(api(), from, new Date(Date.now() + 1_000));
      t.is(
        items.filter((item) => item.transferUuid === transfer.transferUuid).length,
        transfer.counts.unmatched + transfer.counts.failed,
      );
    } finally {
      await page.close();
    }
    const until = Date.now() + 20_000;
    while (!deliveries.some((d) => d.type === 'transfer.completed') && Date.now() < until)
      await new Promise((r) => setTimeout(r, 100));
    t.true(deliveries.some((d) => d.type === 'transfer.completed'));
    t.true(
      deliveries.every((d) => d.verified),
      'every delivery verifies',
    );
    t.false(
      verifyDelivery(
        secret,
        {
          'webhook-id': 'x',
          'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
          'webhook-signature': 'v1,AAAA',
        },
        '{}',
      ),
      'a forged one does not',
    );
  } finally {
    await receiver.close();
  }
});
