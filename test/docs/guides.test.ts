import test from 'ava';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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
import {
  createSync,
  deleteSync,
  listSyncs,
  onSyncPaused,
  runNow,
  setPaused,
  waitForFirstRun,
} from '../../examples/guides/playlistSync.js';
import { signInOnEmulator } from '../helpers/browser.js';
import { ensure } from '../helpers/ensure.js';
import { parsePage } from '../helpers/dom.js';
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

/** The `uniqueId` a sign-in link was made with: what the partner kept in the user's session. */
const uniqueIdOf = (link: string) => new URL(link).searchParams.get('uniqueId')!;

/** Follows a sign-in link as a browser would; answers the Return URL it ends on. */
async function followSignIn(link: string, email: string): Promise<string> {
  const browser = browserClient();
  const start = await browser(link, { followRedirect: false });
  const authorize = new URL(start.headers.location!);
  const posted = await allowOnServiceForm(browser, authorize, email);
  const back = await browser(posted.headers.location!, { followRedirect: false, throwHttpErrors: false });
  // A refused callback answers a page that says why: that, not the status alone, is what to read.
  const page = back.statusCode === 302 ? null : parsePage(back.body).screen.queryByRole('heading', { level: 1 });
  ensure(
    back.statusCode === 302,
    `the callback answered ${back.statusCode}: ${page?.textContent ?? back.body.slice(0, 300)}`,
  );
  return back.headers.location!;
}

test('every code block of a guide is in its file', async (t) => {
  // The quickstart shows calls with curl, not code of a file.
  const guides = (await readdir('docs/guides')).filter((name) => name !== 'README.md' && name !== 'quickstart.md');
  t.is(guides.length, 6);
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
  const uniqueId = randomUUID();
  const link = signInLink(used.system.config.appUrl, 'guided', 'spotify', RETURN_URL, uniqueId);
  const landed = await followSignIn(link, 'demo@listeners.example');
  // A callback URL anyone could type, and the real one in a session that did not start it.
  const typed = `${RETURN_URL}?integrationUserUUID=${new URL(landed).searchParams.get('integrationUserUUID')}`;
  await t.throwsAsync(onCallback(typed, uniqueId, keys()));
  await t.throwsAsync(onCallback(landed, randomUUID(), keys()));
  const user = await onCallback(landed, uniqueId, keys());
  t.is(user.service, 'spotify');
  t.truthy(user.name);
  await t.throwsAsync(onCallback(landed, uniqueId, keys()), undefined, 'a callback is believed once');

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

test.serial(
  'keep a playlist in sync: first run, pages, pause and resume, run now, sign in again, delete',
  async (t) => {
    // A receiver of the sync events, checked as the webhooks guide does.
    const events: { type: string; data: Record<string, unknown>; verified: boolean }[] = [];
    let secret = '';
    const app = express();
    app.post('/sync-hooks', express.text({ type: '*/*' }), (req, res) => {
      const event = JSON.parse(String(req.body)) as { type: string; data: Record<string, unknown> };
      events.push({
        ...event,
        verified: verifyDelivery(secret, req.headers as Record<string, string>, String(req.body)),
      });
      res.status(204).end();
    });
    const receiver = await listen(app);
    const delivered = async (type: string, syncUuid: string) => {
      const until = Date.now() + 20_000;
      for (;;) {
        const found = events.find((e) => e.type === type && e.data.syncUuid === syncUuid);
        if (found) return found;
        if (Date.now() > until) throw new Error(`no ${type} for ${syncUuid}: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    try {
      const endpoint = await api().POST('/public/webhooks/endpoints', {
        body: { url: `${receiver.url}/sync-hooks`, eventTypes: ['sync.created', 'sync.run.completed', 'sync.paused'] },
      });
      secret = (endpoint.data as { secret: string }).secret;

      // heavy connects Spotify (the source) and Deezer (the destination) as the first guide does.
      const connect = async (service: string) => {
        const link = signInLink(used.system.config.appUrl, 'guided', service, RETURN_URL);
        const landed = await followSignIn(link, 'heavy@listeners.example');
        return (await onCallback(landed, uniqueIdOf(link), keys())).integrationUserUUID;
      };
      const spotifyUser = await connect('spotify');
      const deezerUser = await connect('deezer');

      // heavy's Spotify playlist: five tracks Deezer lists too, and one it does not.
      const spotify = used.emulators.spotify.library;
      const deezer = used.emulators.deezer.library;
      const onBoth = used.catalogue.recordings
        .filter((r) => r.version === null && !r.absentFrom.includes('deezer') && r.unavailableIn.length === 0)
        .map((r) => spotify.view.trackIdFor(r.key))
        .filter((id): id is string => Boolean(id));
      const absent = used.catalogue.recordings
        .filter((r) => r.absentFrom.includes('deezer'))
        .map((r) => spotify.view.trackIdFor(r.key))
        .find(Boolean)!;
      t.truthy(absent, 'the catalogue has a track Deezer lacks');
      const playlist = spotify.createPlaylist(spotify.user('heavy')!, {
        name: 'Kept in sync',
        description: '',
        isPublic: false,
      });
      spotify.addEntries(playlist, [...onBoth.slice(0, 3), absent, ...onBoth.slice(3, 5)]);
      const onDeezer = (ids: string[]) =>
        ids.map((id) => deezer.view.trackIdFor(spotify.view.track(id)!.recordingKey!)!);
      const sourceNow = () =>
        spotify
          .playlist(playlist.id)!
          .entries.map((e) => e.trackId)
          .filter((id) => id !== absent);

      // Create: 201, announced; the first run makes the Deezer playlist and fills it.
      const created = await createSync(api(), {
        sourceUser: spotifyUser,
        playlistId: playlist.id,
        destinationUser: deezerUser,
        externalUserId: 'listener-42',
      });
      t.like(created, {
        mode: 'mirror',
        state: 'active',
        intervalMinutes: 60,
        destination: { integrationUserUUID: deezerUser, integrationType: 'deezer', playlistId: null },
      });
      const first = await waitForFirstRun(api(), created.syncUuid);
      t.like(first, {
        lastRun: { status: 'completed', added: 5, removed: 0, unmatched: 1 },
        counts: { synced: 5, unmatched: 1 },
      });
      const destination = () => deezer.playlist(first.destination.playlistId!)!;
      t.is(destination().name, playlist.name);
      t.deepEqual(
        destination().entries.map((e) => e.trackId),
        onDeezer(onBoth.slice(0, 5)),
        'the Deezer playlist holds the matched tracks, in order',
      );
      t.like((await delivered('sync.created', created.syncUuid)).data, { externalUserId: 'listener-42' });
      t.like((await delivered('sync.run.completed', created.syncUuid)).data, { added: 5, unmatched: 1 });

      // The list, a page of one at a time: newest first, every live sync of the account.
      const other = await createSync(api(), {
        sourceUser: spotifyUser,
        playlistId: playlist.id,
        destinationUser: deezerUser,
        externalUserId: 'listener-43',
      });
      await waitForFirstRun(api(), other.syncUuid);
      t.deepEqual(
        (await listSyncs(api(), 1)).map((s) => s.syncUuid),
        [other.syncUuid, created.syncUuid],
      );
      await deleteSync(api(), other.syncUuid);
      t.deepEqual(
        (await listSyncs(api())).map((s) => s.syncUuid),
        [created.syncUuid],
      );

      // Pause and resume: a paused sync has no next run, and cannot be run now.
      t.like(await setPaused(api(), created.syncUuid, true), {
        state: 'paused',
        pausedReason: 'partner',
        nextRunAt: null,
      });
      const refused = await api().POST('/public/syncs/{syncUuid}/run', {
        params: { path: { syncUuid: created.syncUuid } },
      });
      t.is(refused.error?.code, 'syncPaused');
      const resumed = await setPaused(api(), created.syncUuid, false);
      t.like(resumed, { state: 'active', pausedReason: null });
      t.truthy(resumed.nextRunAt);

      // Run now, in mirror mode: what left the source leaves the destination.
      spotify.removeEntries(spotify.playlist(playlist.id)!, [
        { entryId: spotify.playlist(playlist.id)!.entries[0].entryId },
      ]);
      const ran = await runNow(api(), resumed);
      t.like(ran.lastRun, { status: 'completed', added: 0, removed: 1 });
      t.deepEqual(
        destination().entries.map((e) => e.trackId),
        onDeezer(sourceNow()),
      );

      // heavy's Deezer tokens stop working: the next run pauses the sync and says so.
      used.emulators.deezer.oauth.revokeUser('heavy');
      spotify.addEntries(spotify.playlist(playlist.id)!, onBoth.slice(10, 11));
      const stopped = await runNow(api(), ran);
      t.like(stopped, { state: 'paused', pausedReason: 'authFailed', lastRun: { status: 'paused' } });
      const pausedEvent = await delivered('sync.paused', created.syncUuid);
      t.like(pausedEvent.data, {
        reason: 'authFailed',
        integrationUserUUID: deezerUser,
        externalUserId: 'listener-42',
      });

      // The guide's answer: a sign-in link for heavy on Deezer. Signing in again resumes the sync.
      const asks = await onSyncPaused(api(), pausedEvent as unknown as Parameters<typeof onSyncPaused>[1], {
        appUrl: used.system.config.appUrl,
        slug: 'guided',
        returnUrl: RETURN_URL,
      });
      t.deepEqual(
        asks.map((ask) => [ask.externalUserId, ask.integrationUserUUID]),
        [['listener-42', deezerUser]],
      );
      const landed = await followSignIn(asks[0].link, 'heavy@listeners.example');
      const back = await onCallback(landed, uniqueIdOf(asks[0].link), keys());
      t.is(back.integrationUserUUID, deezerUser, 'the same connected user, signed in again');
      const going = await api().GET('/public/syncs/{syncUuid}', { params: { path: { syncUuid: created.syncUuid } } });
      t.like(going.data, { state: 'active', pausedReason: null });
      const caughtUp = await runNow(api(), going.data!);
      t.like(caughtUp.lastRun, { status: 'completed', added: 1 });
      t.deepEqual(
        destination().entries.map((e) => e.trackId),
        onDeezer(sourceNow()),
      );

      // Delete: gone from the API; what it wrote stays on Deezer.
      const held = destination().entries.length;
      await deleteSync(api(), created.syncUuid);
      const gone = await api().GET('/public/syncs/{syncUuid}', { params: { path: { syncUuid: created.syncUuid } } });
      t.is(gone.response.status, 404);
      t.is(destination().entries.length, held);
      t.true(
        events.every((e) => e.verified),
        'every delivery verifies',
      );
    } finally {
      await receiver.close();
    }
  },
);
