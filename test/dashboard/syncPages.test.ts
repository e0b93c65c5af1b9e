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
import { signInAs } from './helpers.js';

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
const words = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** No code of the interface (an operation's letter and number, an API path or method) in the page's words. */
function noInterfaceCodes(t: ExecutionContext, html: string, label: string) {
  const text = words(html);
  t.notRegex(text, /\b[A-D]\d{1,2}\b/, `${label}: an operation code`);
  t.notRegex(text, /\/public\/|\bPATCH\b|paused": false|\bsyncPaused\b|\bauthFailed\b/, `${label}: API words`);
}

/** The flash the next page shows after an action's redirect. */
async function flashAfter(location: string | undefined) {
  const page = await owner.client(`${used.url}${location}`);
  return words(/<div class="flash[\s\S]*?<\/div>/.exec(page.body)?.[0] ?? '').trim();
}

/** Asks, then does: the GET and an unconfirmed POST show the question and change nothing. */
async function asksFirst(t: ExecutionContext, path: string, question: RegExp, unchanged: () => Promise<boolean>) {
  const ask = await owner.client(`${base}${path}`);
  t.is(ask.statusCode, 200, path);
  t.regex(ask.body, question);
  t.regex(ask.body, new RegExp(`<form method="post" action="/connect/dashboard${path}" id="confirm-form">`));
  noInterfaceCodes(t, ask.body, path);
  const unconfirmed = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf } });
  t.is(unconfirmed.statusCode, 200);
  t.regex(unconfirmed.body, question);
  t.true(await unchanged(), `${path}: nothing happened before confirming`);
  const done = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(done.statusCode, 303);
  t.false(await unchanged(), `${path}: done once confirmed`);
  return done;
}

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

    const page = await owner.client(`${base}/syncs/${sync.id}`);
    t.is(page.statusCode, 200);
    const text = words(page.body);
    t.regex(page.body, /<title>Sync of Road Trip · Partner dashboard<\/title>/);
    t.regex(page.body, /<a href="https:\/\/open\.spotify\.example\/playlist\/road-trip" rel="noopener">Road Trip<\/a>/);
    t.regex(page.body, new RegExp(`<a href="/connect/dashboard/users/${sync.sourceUserId}">Ana Source</a>`));
    t.regex(page.body, new RegExp(`<a href="/connect/dashboard/users/${sync.destinationUserId}">Ana Destination</a>`));
    // No stored name and no way to ask the service (the listener has no tokens): the id, at once.
    t.regex(page.body, new RegExp(`playlist <code>${sync.destinationPlaylistId}</code>`));
    t.regex(text, /Mode Mirror: adds what is new in the source and removes what left it/);
    t.regex(text, /Schedule Every 30 minutes/);
    t.regex(text, /State Active, every 30 minutes/);
    t.regex(text, /Your app’s reference app-user-41/);
    const runs = [...page.body.matchAll(/<tr data-status="(\w+)">/g)].map((m) => m[1]);
    t.deepEqual(runs, ['completed', 'failed'], 'the latest runs, newest first');
    t.regex(text, /Done 4 1 2 2 tracks stay/);
    t.regex(text, /Failed 0 0 0 the service could not be reached/);
    t.regex(text, /Lost Song Nobody Not found/);
    t.regex(page.body, new RegExp(`<form method="post" action="/connect/dashboard/syncs/${sync.id}/run"`));
    t.regex(page.body, new RegExp(`href="/connect/dashboard/syncs/${sync.id}/pause">Pause…</a>`));
    noInterfaceCodes(t, page.body, 'sync page');

    const list = await owner.client(`${base}/syncs`);
    const row = new RegExp(`<tr data-sync="${sync.id}">([\\s\\S]*?)</tr>`).exec(list.body)?.[1] ?? '';
    t.regex(words(row), /Road Trip on Spotify/);
    t.regex(words(row), /Ana Source on Spotify Ana Destination on Deezer/);
    t.regex(words(row), /Active, every 30 minutes/);
    t.regex(words(row), /4 added, 1 removed, 2 not matched/);
    t.regex(row, new RegExp(`href="/connect/dashboard/syncs/${sync.id}"`));
    noInterfaceCodes(t, list.body, 'syncs list');
  },
);

test.serial(
  'pausing asks first; a paused sync resumes, runs now only when running, and deleting asks first',
  async (t) => {
    const sync = await syncOf();
    const at = `/syncs/${sync.id}`;

    const paused = await asksFirst(t, `${at}/pause`, /Pause this sync\?/, async () => !(await sync.reload()).paused);
    t.is(paused.headers.location, `/connect/dashboard${at}`);
    t.is(await flashAfter(paused.headers.location), 'Sync paused: no run starts until you resume it.');
    t.is(sync.pausedReason, 'partner', 'the API’s own pause');
    const pausedPage = await owner.client(`${base}${at}`);
    t.regex(words(pausedPage.body), /State Paused Last run/);
    t.regex(words(pausedPage.body), /Next run None while it is paused/);
    t.notRegex(pausedPage.body, /\/run"/, 'no run now while paused');

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
      /Delete this sync\?/,
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
  const page = await owner.client(`${base}/syncs/${sync.id}`);
  t.regex(words(page.body), /Paused until Ana Destination signs in again/);
  t.notRegex(page.body, /\/resume"|\/run"/);
  const resumed = await owner.client.post(`${base}/syncs/${sync.id}/resume`, { form: { csrf: owner.csrf } });
  t.regex(await flashAfter(resumed.headers.location), /^Not done: The sync waits for a listener to sign in again/);
  t.true((await sync.reload()).paused);
  t.is(sync.pausedReason, 'authFailed');
  noInterfaceCodes(t, page.body, 'paused sync page');
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

  const page = await owner.client(`${base}/users/${user.id}`);
  t.is(page.statusCode, 200);
  const text = words(page.body);
  t.regex(page.body, /<title>Ana Source · Partner dashboard<\/title>/);
  t.regex(text, /Your app’s user id app-user-7 /);
  t.regex(text, new RegExp(`Service user id ${user.externalUserId}`));
  t.regex(text, new RegExp(`uuid ${user.id}`));
  // Fixtures store no tokens: nothing could be called with them.
  t.regex(text, /Spotify \(this page\) Ana Source Must sign in again: no tokens are stored/);
  t.regex(page.body, new RegExp(`<tr data-user="${deezer.id}" data-must-sign-in="true">`));
  t.regex(text, /Deezer Ana Destination Must sign in again: the service refused the tokens/);
  t.regex(page.body, new RegExp(`href="/connect/dashboard/transfers/${transfer.id}">${transfer.id.slice(0, 8)}</a>`));
  t.regex(text, /Spotify to Deezer Done 9 of 10/);
  t.regex(page.body, new RegExp(`<tr data-sync="${sync.id}">`));
  t.regex(text, /Their sync stops with them\./);
  t.regex(page.body, new RegExp(`href="/connect/dashboard/users/${user.id}/delete"`));
  noInterfaceCodes(t, page.body, 'user page');

  // The list names each user by a link to their page, and says whose tokens no longer work.
  const list = await owner.client(`${base}/users`);
  const row = new RegExp(`<tr data-id="${deezer.id}">([\\s\\S]*?)</tr>`).exec(list.body)?.[1] ?? '';
  t.regex(row, new RegExp(`<a href="/connect/dashboard/users/${deezer.id}">Ana Destination</a>`));
  t.regex(words(row), /Deezer Must sign in again/);
  noInterfaceCodes(t, list.body, 'users list');

  // Deleting from the user's page: the same confirmation and command as the list's.
  const done = await asksFirst(
    t,
    `/users/${user.id}/delete`,
    /Delete this connected user\?/,
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
    t.regex(res.body, /There is nothing here, or it belongs to another account\./);
  }
  t.is((await user.reload()).deletedAt, null);
});
