import test, { type ExecutionContext } from 'ava';
import express from 'express';
import type { Page } from 'playwright-core';
import { BROWSER_TRANSFERS, RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { connectThroughSignIn, ownedByNewWizard, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { watchedPage } from '../helpers/pageChecks.js';
import type { JsonBody } from '../helpers/http.js';
import { joinedMember, signInInBrowser } from '../dashboard/helpers.js';
import { listen, type Listening } from '../../src/emulators/kit/server.js';
import { resultsOf } from '../../src/transfers/store/matchReport.js';
import { Transfer } from '../../src/transfers/models.js';

// A listener names a playlist, a song on the source, a song on the destination, and a webhook
// receiver answers, with markup and the placeholder our pages once wrote where a script's nonce
// goes (the CSP replaced it anywhere in a page, so a planted script carrying it ran). Every page
// that shows those words, the wizard's summary and the dashboard's, shows them as text in
// Chromium: no element of theirs, no script or handler of theirs run, no console error.

/**
 * Words a search finds, then markup meant to run: a handler, the former placeholder as text and as
 * a script's nonce, and an element to look for.
 */
const planted = (words: string) =>
  `${words} "><img src=x onerror="window.__planted=1">__script_nonce__` +
  `<script nonce="__script_nonce__">window.__planted=2</script><b id=planted-bold>`;

const WORDS = {
  source: 'Qqzx Plantsong',
  found: 'Vvqk Plantfind',
  playlist: 'Zzqx Plantlist',
  answer: 'Wwqz Plantanswer',
};
const TITLE = planted(WORDS.source);
const FOUND = planted(WORDS.found);
const PLAYLIST = planted(WORDS.playlist);
const ANSWER = planted(WORDS.answer);
const MEMBER = 'ana@planted.example';

/** A pattern matching `text` itself. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let transfer: Transfer;
let wizardToken: string;
let listener: { deezer: string; spotify: string };
let syncUuid: string;
let receiver: Listening;

const used = useSystem(test, {
  ...BROWSER_TRANSFERS,
  partner: { slug: 'planted', isTransferServiceEnabled: true },
  async setup({ url }) {
    const playlistId = plantOnServices();
    listener = {
      deezer: await connectThroughSignIn(url, 'planted', 'deezer', 'medium@listeners.example', RETURN_URL),
      spotify: await connectThroughSignIn(url, 'planted', 'spotify', 'demo@listeners.example', RETURN_URL),
    };
    await finishedTransfer(playlistId);
    await keptInSync(playlistId);
    await joinedMember('planted', MEMBER);
    receiver = await answeringReceiver(ANSWER);
  },
});

test.after.always(async () => {
  await receiver?.close();
});

/**
 * On Deezer, medium's playlist named PLAYLIST: five songs of their Party and one retitled TITLE,
 * with an ISRC and an artist of its own so that Spotify has nothing like it. On Spotify, a song of
 * another recording retitled FOUND, minutes longer. Returns the Deezer playlist's id.
 */
function plantOnServices(): string {
  const library = used.emulator('deezer').library;
  const medium = library.user('medium')!;
  const party = library.userPlaylists(medium).find((p) => p.name === 'Party')!;
  const [deezer, spotify] = [used.catalogue.view('deezer'), used.catalogue.view('spotify')];
  const songs = party.entries.slice(0, 6).map((e) => deezer.track(e.trackId)!);
  deezer.load([
    { ...songs[5], name: TITLE, isrc: 'ZZP000000001', artists: [{ id: 'planted-artist', name: 'Yyqx Nobody Band' }] },
  ]);
  const held = new Set(songs.map((s) => s.recordingKey));
  const other = [...spotify.allTracks()].find(
    (t) => t.recordingKey && !held.has(t.recordingKey) && t.unavailableIn.length === 0,
  )!;
  spotify.load([{ ...other, name: FOUND, isrc: 'ZZP000000002', durationMs: other.durationMs + 400_000 }]);
  const playlist = library.createPlaylist(medium, { name: PLAYLIST });
  library.addEntries(
    playlist,
    songs.map((s) => s.id),
  );
  return playlist.id;
}

/** The planted playlist from Deezer into Spotify, finished, and owned by a wizard session whose cookie a browser is given. */
async function finishedTransfer(playlistId: string) {
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: listener.deezer, service: 'deezer' },
    destination: { id: listener.spotify, service: 'spotify' },
    selection: { playlists: [playlistId] },
  });
  transfer = await waitForTransfer(started.id);
  wizardToken = (await ownedByNewWizard(used.partner.accountId, transfer.id)).token;
}

/** A sync of the planted playlist into Spotify, through the API, once its first run is done. */
async function keptInSync(playlistId: string) {
  const created = await used.api().post<JsonBody>('public/syncs', {
    json: {
      source: { integrationUserUUID: listener.deezer, playlistId },
      destination: { integrationUserUUID: listener.spotify },
      mode: 'append',
      intervalMinutes: 60,
    },
  });
  if (created.statusCode !== 201) throw new Error(`the sync was refused: ${JSON.stringify(created.body)}`);
  syncUuid = created.body.syncUuid as string;
  for (const until = Date.now() + 60_000; ;) {
    const sync = await used.api().get<JsonBody>(`public/syncs/${syncUuid}`);
    if (sync.body.lastRun) return;
    if (Date.now() > until) throw new Error(`the sync did not run: ${JSON.stringify(sync.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A webhook receiver that takes every request and answers 200 with `body`, as HTML. */
async function answeringReceiver(body: string): Promise<Listening> {
  const app = express();
  app.post('/hook', (_req, res) => void res.status(200).type('html').send(body));
  return listen(app);
}

/** Sends the endpoint a test event and waits until its receiver has answered it: the delivery's id. */
async function answeredDelivery(endpointId: string): Promise<string> {
  const sent = await used.api().post<JsonBody>(`public/webhooks/endpoints/${endpointId}/test`);
  for (const until = Date.now() + 20_000; ;) {
    const log = await used.api().get<JsonBody>(`public/webhooks/endpoints/${endpointId}/deliveries`);
    const deliveries = log.body.deliveries as { id: string; eventId: string; attempts: unknown[] }[];
    const answered = deliveries.find((d) => d.eventId === sent.body.eventId && d.attempts.length > 0);
    if (answered) return answered.id;
    if (Date.now() > until) throw new Error(`the test event was not delivered: ${JSON.stringify(deliveries)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser page whose console errors and dialogs are kept, its context closed when `use` ends. */
async function inBrowser(use: (page: Page, seen: () => { errors: string[]; dialogs: string[] }) => Promise<void>) {
  const { context, page, errors } = await watchedPage(used.browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await use(page, () => ({ errors: errors(), dialogs: dialogs.splice(0) }));
  } finally {
    await context.close();
  }
}

/**
 * The page as it stands ran nothing planted and built no planted element, and shows each of
 * `texts` whole, as a person reads it: the placeholder too, never a nonce in its place.
 */
async function shownAsText(
  t: ExecutionContext,
  page: Page,
  seen: () => { errors: string[]; dialogs: string[] },
  name: string,
  texts: string[],
) {
  t.is(await page.evaluate(() => (globalThis as { __planted?: unknown }).__planted), undefined, `${name}: ran`);
  t.is(await page.locator('#planted-bold').count(), 0, `${name}: a planted element`);
  t.is(await page.locator('img[src="x"]').count(), 0, `${name}: a planted image`);
  const { errors, dialogs } = seen();
  t.deepEqual(dialogs, [], `${name}: dialogs`);
  t.deepEqual(errors, [], `${name}: console errors`);
  const visible = await page.locator('body').innerText();
  for (const text of texts) t.true(visible.includes(text), `${name}: shows “${text}” as text`);
}

test.serial('the summary shows planted titles as text: the song not found, the search, "Use this one"', async (t) => {
  t.timeout(90_000);
  const sequelize = used.system.web.runtime.sequelize;
  const lost = (await resultsOf(sequelize, transfer.id, null, 1_000)).find((r) => r.row.source.name === TITLE);
  t.is(lost?.reason, 'notFound', 'Spotify has no song of the planted title');
  if (!lost) return;
  const key = `${lost.group_index}.${lost.position}`;
  await inBrowser(async (page, seen) => {
    await page
      .context()
      .addCookies([{ name: 'transfer_wizard', value: wizardToken, url: `${used.url}/connect/transfer/` }]);
    await page.goto(`${used.url}/connect/transfer/transfers/${transfer.id}`);
    const item = page.locator(`[id="item-${key}"]`);
    t.regex(await item.innerText(), /Not found/);
    await shownAsText(t, page, seen, 'summary', [TITLE, PLAYLIST]);

    // The box starts with the planted title; the person looks for the other planted song by its words.
    await item.getByText('Search Spotify for it', { exact: true }).click();
    t.is(await item.getByLabel('Title', { exact: true }).inputValue(), TITLE, 'the box holds the planted title');
    await item.getByLabel('Title', { exact: true }).fill(WORDS.found);
    await item.getByLabel('Artist', { exact: true }).fill('');
    await Promise.all([
      page.waitForURL(/[?&]find=/),
      item.getByRole('button', { name: 'Search', exact: true }).click(),
    ]);
    const results = item.getByRole('list', { name: /^Found on Spotify/ });
    const found = results.getByRole('listitem').filter({ hasText: WORDS.found });
    t.is(await found.count(), 1, 'the planted Spotify song is found');
    // The words after "Use this one" are in a box of their own, hidden but for screen readers:
    // a space may come before the colon.
    const label = new RegExp(`^Use this one ?: ${literally(FOUND)} for ${literally(TITLE)}$`);
    t.is(
      await found.getByRole('button', { name: label }).count(),
      1,
      '"Use this one" is labelled with both titles, as text',
    );
    await shownAsText(t, page, seen, 'search', [TITLE, FOUND]);

    // Taken: the notice and the item name the song and its playlist, still as text.
    await Promise.all([page.waitForURL(/outcome=/), found.getByRole('button', { name: /^Use this one/ }).click()]);
    await shownAsText(t, page, seen, 'chosen', [TITLE, FOUND, PLAYLIST]);
  });
});

test.serial('the dashboard shows planted names as text: transfer, user, sync and webhook delivery', async (t) => {
  t.timeout(90_000);
  const endpoint = await used.api().post<JsonBody>('public/webhooks/endpoints', {
    json: { url: `${receiver.url}/hook`, eventTypes: ['webhook.test'] },
  });
  t.is(endpoint.statusCode, 201, JSON.stringify(endpoint.body));
  const endpointId = endpoint.body.id as string;
  const deliveryId = await answeredDelivery(endpointId);

  // The song taken on the summary, if the test before got so far, is named on the transfer's page.
  const lost = (await resultsOf(used.system.web.runtime.sequelize, transfer.id, null, 1_000)).find(
    (r) => r.row.source.name === TITLE,
  );
  const chose = Boolean(lost?.row.chosen);
  const base = `${used.url}/connect/dashboard`;
  await inBrowser(async (page, seen) => {
    await signInInBrowser(page, base, MEMBER);
    // The sync's page names its playlist in its title too, where a nonce once replaced the placeholder unseen.
    const pages = [
      { name: 'transfer', path: `/transfers/${transfer.id}`, texts: [PLAYLIST, TITLE, ...(chose ? [FOUND] : [])] },
      { name: 'user', path: `/users/${listener.deezer}`, texts: [PLAYLIST] },
      { name: 'sync', path: `/syncs/${syncUuid}`, texts: [PLAYLIST, TITLE], title: PLAYLIST },
      { name: 'delivery', path: `/webhooks/${endpointId}/deliveries/${deliveryId}`, texts: [ANSWER] },
    ];
    for (const { name, path, texts, title } of pages) {
      const answer = await page.goto(`${base}${path}`);
      t.is(answer?.status(), 200, `${name}: ${path}`);
      await shownAsText(t, page, seen, name, texts);
      if (title) t.true((await page.title()).includes(title), `${name}: its title names “${title}”`);
    }
  });
});
