import test, { type ExecutionContext } from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { Sync } from '../../src/syncs/models.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { Transfer } from '../../src/transfers/models.js';
import { IntegrationUser } from '../../src/users/models.js';
import { emitEvent } from '../../src/webhooks/outbox.js';
import { parsePage, type ParsedPage } from '../helpers/dom.js';
import { signInAs } from './helpers.js';
import { cellsOf, factOf, flashOf, rowsOf, wordsOf } from './pageReading.js';

// The pages of a sync and of a connected user over HTTP: what they show, and each action on them
// (pause, resume, run now, delete), through the API's commands, with pausing and deleting asked
// first; another account's sync or user, and a malformed id, answer 404 and change nothing.

let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;
let other: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  partner: { slug: 'sync-pages', enabledIntegrations: ['spotify', 'deezer'] },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    await createPartner({ slug: 'sync-pages-other', enabledIntegrations: ['spotify', 'deezer'] });
    owner = await signInAs(base, 'sync-pages', 'ana@sync-pages.example');
    other = await signInAs(base, 'sync-pages-other', 'bo@sync-pages-other.example');
  },
});

const sequelize = () => used.system.web.runtime.sequelize;

async function listener(accountId: string, service: string, name: string) {
  const user = await createConnectedUser(accountId, service);
  await user.update({ name, email: `${name.toLowerCase().replace(/\W/g, '.')}@listeners.example` });
  return user;
}

async function syncOf(accountId = used.partner.accountId, fields: Partial<Sync> = {}) {
  const source = await listener(accountId, 'spotify', 'Ana Source');
  const destination = await listener(accountId, 'deezer', 'Ana Destination');
  return Sync.create({
    id: randomUUID(),
    accountId,
    sourceUserId: source.id,
    sourcePlaylistId: `src-${randomUUID().slice(0, 8)}`,
    destinationUserId: destination.id,
    destinationPlaylistId: `dst-${randomUUID().slice(0, 8)}`,
    mode: 'mirror',
    intervalMinutes: 30,
    nextRunAt: new Date(Date.now() + 30 * 60_000),
    ...fields,
  });
}

/** A stored library copy of `userId` holding one playlist, as the library copy leaves it. */
async function libraryCopy(accountId: string, userId: string, playlist: { id: string; name: string; url: string }) {
  const [snapshot] = await sequelize().query<{ id: string }>(
    `INSERT INTO library_snapshots (id, account_id, integration_user_id, status, groups)
     VALUES ($1, $2, $3, 'completed', ARRAY['playlists']) RETURNING id`,
    { bind: [randomUUID(), accountId, userId], type: QueryTypes.SELECT },
  );
  await sequelize().query(
    `INSERT INTO library_snapshot_items (snapshot_id, collection, position, item_id, item)
     VALUES ($1, 'playlists', 0, $2, $3::jsonb)`,
    { bind: [snapshot.id, playlist.id, JSON.stringify({ ...playlist, isOwner: true })] },
  );
}

/** The page's words as a person reads them: no markup, script or style. */
const words = (html: string) => wordsOf(parsePage(html).document.body);

/** No code of the interface (an operation's letter and number, an API path or method) in these words. */
function noInterfaceCodes(t: ExecutionContext, text: string, label: string) {
  t.notRegex(text, /\b[A-D]\d{1,2}\b/, `${label}: an operation code`);
  t.notRegex(text, /\/public\/|\bPATCH\b|paused": false|\bsyncPaused\b|\bauthFailed\b/, `${label}: API words`);
}

/** The flash the next page shows after an action's redirect. */
async function flashAfter(location: string | undefined) {
  return flashOf((await owner.client(`${used.url}${location}`)).body);
}

/** Asks, then does: the GET and an unconfirmed POST show the question and change nothing. */
async function asksFirst(t: ExecutionContext, path: string, question: string, unchanged: () => Promise<boolean>) {
  const ask = await owner.client(`${base}${path}`);
  t.is(ask.statusCode, 200, path);
  const asked = parsePage(ask.body);
  t.is(asked.screen.getByRole('heading', { level: 1 }).textContent, question);
  const form = asked.byId('confirm-form');
  t.is(form.getAttribute('method'), 'post');
  t.is(form.getAttribute('action'), `/connect/dashboard${path}`);
  noInterfaceCodes(t, words(ask.body), path);
  const unconfirmed = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf } });
  t.is(unconfirmed.statusCode, 200);
  t.is(parsePage(unconfirmed.body).screen.getByRole('heading', { level: 1 }).textContent, question);
  t.true(await unchanged(), `${path}: nothing happened before confirming`);
  const done = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(done.statusCode, 303);
  t.false(await unchanged(), `${path}: done once confirmed`);
  return done;
}

/** Where the form of the button named `name` posts, or null when the page has no such button. */
const postsTo = (page: ParsedPage, name: string) =>
  page.screen.queryByRole('button', { name })?.closest('form')?.getAttribute('action') ?? null;

/** Runs asked for beside the schedule's own (which a resume puts back). */
const queuedRuns = async (syncId: string) =>
  (await used.system.web.runtime.queues.sync.getJobs(['waiting', 'delayed', 'prioritized'])).filter(
    (job) => (job.data as { syncId?: string }).syncId === syncId && !job.repeatJobKey,
  ).length;

test.serial(
  'a sync’s page names its playlists and users, and shows its runs and what they could not match',
  async (t) => {
    const ran = new Date(Date.now() - 5 * 60_000);
    const sync = await syncOf(used.partner.accountId, {
      externalUserId: 'app-user-41',
      lastRunAt: ran,
      lastRun: {
        status: 'completed',
        startedAt: ran.toISOString(),
        finishedAt: ran.toISOString(),
        added: 4,
        removed: 1,
        unmatched: 2,
        notes: ['2 tracks stay'],
      },
    });
    await libraryCopy(used.partner.accountId, sync.sourceUserId, {
      id: sync.sourcePlaylistId,
      name: 'Road Trip',
      url: 'https://open.spotify.example/playlist/road-trip',
    });
    await sequelize().transaction(async (transaction) => {
      await emitEvent(sequelize(), transaction, used.partner.accountId, 'sync.failed', {
        syncUuid: sync.id,
        externalUserId: null,
        reason: 'the service could not be reached',
      });
      await emitEvent(sequelize(), transaction, used.partner.accountId, 'sync.run.completed', {
        syncUuid: sync.id,
        externalUserId: null,
        added: 4,
        removed: 1,
        unmatched: 2,
      });
    });
    await sync.update({ lastRunAt: new Date() });
    await sequelize().query(
      `INSERT INTO sync_results (sync_id, account_id, source_track_id, occurrence, position, status, reason, row, finished_at)
     VALUES ($1, $2, 'track-1', 0, 3, 'unmatched', 'notFound', $3::jsonb, now())`,
      {
        bind: [
          sync.id,
          used.partner.accountId,
          JSON.stringify({
            source: { id: 'track-1', name: 'Lost Song', artists: [{ name: 'Nobody' }] },
            itemType: 'track',
            score: null,
            candidate: null,
            group: { type: 'playlist', name: 'Road Trip', sourceId: sync.sourcePlaylistId },
          }),
        ],
      },
    );

    const answer = await owner.client(`${base}/syncs/${sync.id}`);
    t.is(answer.statusCode, 200);
    const page = parsePage(answer.body);
    t.is(page.document.title, 'Sync of Road Trip · Partner dashboard');
    const link = (name: string) => page.screen.getByRole('link', { name }).getAttribute('href');
    t.is(link('Road Trip'), 'https://open.spotify.example/playlist/road-trip');
    t.is(link('Ana Source'), `/connect/dashboard/users/${sync.sourceUserId}`);
    t.is(link('Ana Destination'), `/connect/dashboard/users/${sync.destinationUserId}`);
    // No stored name and no way to ask the service (the listener has no tokens): the id, at once.
    t.regex(factOf(page.document, 'To'), new RegExp(`^playlist ${sync.destinationPlaylistId} on Deezer`));
    const codes = [...page.byId('sync-facts').querySelectorAll('code')].map((code) => code.textContent);
    t.true(codes.includes(String(sync.destinationPlaylistId)), 'the id as code');
    t.is(factOf(page.document, 'Mode'), 'Mirror: adds what is new in the source and removes what left it');
    t.is(factOf(page.document, 'Schedule'), 'Every 30 minutes');
    t.is(factOf(page.document, 'State'), 'Active, every 30 minutes');
    t.is(factOf(page.document, 'Your app’s reference'), 'app-user-41');
    const runs = rowsOf(page, 'runs');
    t.deepEqual(
      runs.map((row) => row.dataset.status),
      ['completed', 'failed'],
      'the latest runs, newest first',
    );
    t.deepEqual(cellsOf(runs[0]).slice(1), ['Done', '4', '1', '2', '2 tracks stay']);
    t.deepEqual(cellsOf(runs[1]).slice(1), ['Failed', '0', '0', '0', 'the service could not be reached']);
    t.deepEqual(cellsOf(rowsOf(page, 'unmatched')[0]).slice(0, 2), ['Lost Song Nobody', 'Not found']);
    t.is(postsTo(page, 'Run now'), `/connect/dashboard/syncs/${sync.id}/run`);
    t.is(link('Pause…'), `/connect/dashboard/syncs/${sync.id}/pause`);
    noInterfaceCodes(t, wordsOf(page.document.body), 'sync page');

    const list = parsePage((await owner.client(`${base}/syncs`)).body);
    const row = list.document.querySelector(`#syncs tr[data-sync="${sync.id}"]`);
    const cells = cellsOf(row);
    t.is(cells[0], 'Road Trip on Spotify');
    t.is(cells[2], 'Ana Source on Spotify Ana Destination on Deezer');
    t.is(cells[3], 'Active, every 30 minutes');
    t.regex(cells[4], /4 added, 1 removed, 2 not matched$/);
    t.is(row?.querySelector('a')?.getAttribute('href'), `/connect/dashboard/syncs/${sync.id}`);
    noInterfaceCodes(t, wordsOf(list.document.body), 'syncs list');
  },
);

test.serial(
  'pausing asks first; a paused sync resumes, runs now only when running, and deleting asks first',
  async (t) => {
    const sync = await syncOf();
    const at = `/syncs/${sync.id}`;

    const paused = await asksFirst(t, `${at}/pause`, 'Pause this sync?', async () => !(await sync.reload()).paused);
    t.is(paused.headers.location, `/connect/dashboard${at}`);
    t.is(await flashAfter(paused.headers.location), 'Sync paused: no run starts until you resume it.');
    t.is(sync.pausedReason, 'partner', 'the API’s own pause');
    const pausedPage = parsePage((await owner.client(`${base}${at}`)).body);
    t.is(factOf(pausedPage.document, 'State'), 'Paused');
    t.is(factOf(pausedPage.document, 'Next run'), 'None while it is paused');
    t.is(postsTo(pausedPage, 'Run now'), null, 'no run now while paused');
    t.is(postsTo(pausedPage, 'Resume'), `/connect/dashboard${at}/resume`);

    // A page left open from before the pause: the refusal says what to do here.
    const refused = await owner.client.post(`${base}${at}/run`, { form: { csrf: owner.csrf } });
    t.is(refused.statusCode, 303);
    const refusal = await flashAfter(refused.headers.location);
    t.is(refusal, 'Not done: The sync is paused: resume it first.');
    noInterfaceCodes(t, refusal, 'run refusal');
    t.is(await queuedRuns(sync.id), 0);

    const resumed = await owner.client.post(`${base}${at}/resume`, { form: { csrf: owner.csrf } });
    t.is(resumed.statusCode, 303);
    t.is(await flashAfter(resumed.headers.location), 'Sync resumed.');
    t.false((await sync.reload()).paused);

    const ran = await owner.client.post(`${base}${at}/run`, { form: { csrf: owner.csrf } });
    t.is(ran.statusCode, 303);
    t.regex(await flashAfter(ran.headers.location), /^Run queued/);
    t.is(await queuedRuns(sync.id), 1, 'the run is queued as the API queues it');

    const deleted = await asksFirst(
      t,
      `${at}/delete`,
      'Delete this sync?',
      async () => (await sync.reload()).deletedAt === null,
    );
    t.is(deleted.headers.location, '/connect/dashboard/syncs');
    t.is(await flashAfter(deleted.headers.location), 'Sync deleted.');
    t.is((await owner.client(`${base}${at}`)).statusCode, 404, 'a deleted sync has no page');
  },
);

test.serial('a sync paused until a listener signs in again cannot be resumed or run by hand', async (t) => {
  const sync = await syncOf(used.partner.accountId, { paused: true, pausedReason: 'authFailed' });
  await IntegrationUser.update({ needsReauthSince: new Date() }, { where: { id: sync.destinationUserId } });
  const page = parsePage((await owner.client(`${base}/syncs/${sync.id}`)).body);
  t.is(factOf(page.document, 'State'), 'Paused until Ana Destination signs in again');
  t.is(
    page.byId('sync-state').querySelector('a')?.getAttribute('href'),
    `/connect/dashboard/users/${sync.destinationUserId}`,
  );
  t.is(postsTo(page, 'Resume'), null);
  t.is(postsTo(page, 'Run now'), null);
  const resumed = await owner.client.post(`${base}/syncs/${sync.id}/resume`, { form: { csrf: owner.csrf } });
  t.regex(await flashAfter(resumed.headers.location), /^Not done: The sync waits for a listener to sign in again/);
  t.true((await sync.reload()).paused);
  t.is(sync.pausedReason, 'authFailed');
  noInterfaceCodes(t, wordsOf(page.document.body), 'paused sync page');
});

test.serial('another account’s sync, a malformed id and a form without its token change nothing', async (t) => {
  const sync = await syncOf();
  const as = other.client;
  for (const id of [sync.id, 'not-a-uuid', randomUUID()]) {
    t.is((await as(`${base}/syncs/${id}`)).statusCode, 404, id);
    for (const path of ['pause', 'delete']) {
      t.is((await as(`${base}/syncs/${id}/${path}`)).statusCode, 404, `${path} asks nothing`);
      const post = await as.post(`${base}/syncs/${id}/${path}`, { form: { csrf: other.csrf, confirm: 'yes' } });
      t.is(post.statusCode, 404, path);
      t.regex(post.headers['content-type'] ?? '', /text\/html/);
    }
    for (const path of ['run', 'resume'])
      t.is((await as.post(`${base}/syncs/${id}/${path}`, { form: { csrf: other.csrf } })).statusCode, 404, path);
  }
  const forged = await owner.client.post(`${base}/syncs/${sync.id}/delete`, { form: { confirm: 'yes' } });
  t.is(forged.statusCode, 403);
  await sync.reload();
  t.false(sync.paused);
  t.is(sync.deletedAt, null);
  t.is(await queuedRuns(sync.id), 0);
});

test.serial('a member who is not an owner manages syncs too: only the team is kept for owners', async (t) => {
  const member = await signInAs(base, 'sync-pages', 'max@sync-pages.example', 'member');
  const sync = await syncOf();
  const done = await member.client.post(`${base}/syncs/${sync.id}/pause`, {
    form: { csrf: member.csrf, confirm: 'yes' },
  });
  t.is(done.statusCode, 303);
  t.true((await sync.reload()).paused);
});

test.serial('a connected user’s page: services and tokens, the app’s user id, transfers and syncs', async (t) => {
  const sync = await syncOf(used.partner.accountId, { externalUserId: 'app-user-7' });
  const user = (await IntegrationUser.findByPk(sync.sourceUserId))!;
  const deezer = (await IntegrationUser.findByPk(sync.destinationUserId))!;
  await deezer.update({ needsReauthSince: new Date() });
  await SignInAttempt.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    integrationType: 'spotify',
    requestOneTimeToken: false,
    forwardErrors: false,
    partnerUserId: 'app-user-7',
    state: 'succeeded',
    integrationUserId: user.id,
    succeededAt: new Date(),
    expiresAt: new Date(Date.now() + 30 * 60_000),
  });
  const transfer = await Transfer.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    sourceIntegrationUserId: user.id,
    destinationIntegrationUserId: deezer.id,
    sourceService: 'spotify',
    destinationService: 'deezer',
    selection: { playlists: [], likedTracks: true, albums: false, artists: false },
    status: 'completed',
    counts: { total: 10, matched: 9 },
  });

  const answer = await owner.client(`${base}/users/${user.id}`);
  t.is(answer.statusCode, 200);
  const page = parsePage(answer.body);
  t.is(page.document.title, 'Ana Source · Partner dashboard');
  t.is(factOf(page.document, 'Your app’s user id'), 'app-user-7');
  t.is(factOf(page.document, 'Service user id'), user.externalUserId);
  t.is(factOf(page.document, 'uuid'), user.id);
  const services = rowsOf(page, 'services');
  // Fixtures store no tokens: nothing could be called with them.
  t.deepEqual(cellsOf(services[0]).slice(0, 3), [
    'Spotify (this page)',
    'Ana Source',
    'Must sign in again: no tokens are stored',
  ]);
  t.is(services[1].dataset.user, deezer.id);
  t.is(services[1].dataset.mustSignIn, 'true');
  t.deepEqual(cellsOf(services[1]).slice(0, 2), ['Deezer', 'Ana Destination']);
  t.regex(cellsOf(services[1])[2], /^Must sign in again: the service refused the tokens/);
  const transferLink = page.screen.getByRole('link', { name: transfer.id.slice(0, 8) });
  t.is(transferLink.getAttribute('href'), `/connect/dashboard/transfers/${transfer.id}`);
  t.deepEqual(cellsOf(transferLink.closest('tr')).slice(1, 4), ['Spotify to Deezer', 'Done', '9 of 10']);
  t.deepEqual(
    rowsOf(page, 'user-syncs').map((row) => row.dataset.sync),
    [sync.id],
  );
  t.regex(wordsOf(page.screen.getByRole('region', { name: 'Delete' })), /Their sync stops with them\./);
  t.is(
    page.screen.getByRole('link', { name: 'Delete user Ana Source' }).getAttribute('href'),
    `/connect/dashboard/users/${user.id}/delete`,
  );
  noInterfaceCodes(t, wordsOf(page.document.body), 'user page');

  // The list names each user by a link to their page, and says whose tokens no longer work.
  const list = parsePage((await owner.client(`${base}/users`)).body);
  const row = list.document.querySelector(`#users tr[data-id="${deezer.id}"]`);
  t.is(row?.querySelector('a')?.getAttribute('href'), `/connect/dashboard/users/${deezer.id}`);
  t.is(row?.querySelector('a')?.textContent, 'Ana Destination');
  t.regex(cellsOf(row).join(' '), /Deezer Must sign in again/);
  noInterfaceCodes(t, wordsOf(list.document.body), 'users list');

  // Deleting from the user's page: the same confirmation and command as the list's.
  const done = await asksFirst(
    t,
    `/users/${user.id}/delete`,
    'Delete this connected user?',
    async () => (await user.reload()).deletedAt === null,
  );
  t.is(done.headers.location, '/connect/dashboard/users');
  t.not((await sync.reload()).deletedAt, null, 'their syncs ended with them');
  t.is((await owner.client(`${base}/users/${user.id}`)).statusCode, 404, 'a deleted user has no page');
});

test.serial('another account’s user and a malformed id answer 404', async (t) => {
  const user = await listener(used.partner.accountId, 'spotify', 'Kept User');
  for (const id of [user.id, 'nope', randomUUID()]) {
    const res = await other.client(`${base}/users/${id}`);
    t.is(res.statusCode, 404, id);
    t.regex(wordsOf(parsePage(res.body).document.body), /There is nothing here, or it belongs to another account\./);
  }
  t.is((await user.reload()).deletedAt, null);
});
