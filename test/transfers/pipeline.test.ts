import test from 'ava';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { connectThroughSignIn, startTransfer, waitForTransfer } from '../helpers/transfers.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { groupsOf, matchedItems, setGroup } from '../../src/transfers/store/items.js';
import { countUnrecorded } from '../../src/transfers/store/matchReport.js';
import { Transfer, TransferSession } from '../../src/transfers/models.js';
import { retryTransfer } from '../../src/transfers/retry.js';
import { readUsage } from '../../src/integrations/http/usage.js';

// Transfers through the pipeline of a real worker, from the Spotify emulator to the Deezer one,
// and the partner's reads of them (D3, D4).

const RETURN = RETURN_URL;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 3_000,
  workers: true,
  liftBudgets: true,
  env: {
    WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
  },
  partner: { slug: 'movers', isTransferServiceEnabled: true },
});

const sequelize = () => used.system.web.runtime.sequelize;
const api = () => client(used.system.url, { authorization: used.partner.basic });

async function preauthorized(userKey: string, extra: Record<string, unknown> = {}) {
  const token = used.emulators.deezer.oauth.issue(userKey, EMULATOR_CLIENT.id, '').accessToken;
  return api().post<JsonBody>('public/transfer-sessions', {
    json: { target: { integrationType: 'deezer', authData: { accessToken: token } }, returnUrl: RETURN, ...extra },
  });
}

test.serial(
  'a playlist, liked tracks, albums and artists move in source order; the unmatched are reported once each',
  async (t) => {
    const sourceId = await connectThroughSignIn(
      used.system.url,
      'movers',
      'spotify',
      'medium@listeners.example',
      RETURN,
    );
    const created = await preauthorized('medium', { externalUserId: 'partner-user-7' });
    t.is(created.statusCode, 201, JSON.stringify(created.body));
    const destinationId = created.body.target.integrationUserUuid;

    const playlists = (await api().get<JsonBody>(`api/${sourceId}/playlists`, { searchParams: { limitParam: 50 } }))
      .body.results;
    const chosen = playlists.slice(0, 2);
    const transfer = await startTransfer(used.system.web.runtime.queues, {
      accountId: used.partner.accountId,
      source: { id: sourceId, service: 'spotify' },
      destination: { id: destinationId, service: 'deezer' },
      selection: { playlists: chosen.map((p: JsonBody) => p.id), likedTracks: true, albums: true, artists: true },
      transferSessionId: created.body.sessionUuid,
      externalUserId: 'partner-user-7',
    });
    const done = await waitForTransfer(transfer.id);
    t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
    t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
    t.true(done.counts.matched! > done.counts.total! * 0.8, JSON.stringify(done.counts));

    // Each chosen playlist exists once on Deezer, holding its matched tracks in source order.
    const detail = (await api().get<JsonBody>(`public/transfers/${transfer.id}`)).body;
    const deezerUser = used.emulators.deezer.library.user('medium')!;
    for (const group of detail.groups.filter((g: JsonBody) => g.type === 'playlist')) {
      const index = (await groupsOf(sequelize(), transfer.id)).find(
        (g) => g.destination_id === group.destinationId,
      )!.group_index;
      const items = await matchedItems(sequelize(), transfer.id, index);
      const playlist = used.emulators.deezer.library.playlist(group.destinationId)!;
      t.is(playlist.ownerKey, 'medium');
      // Deezer playlists hold a track once: a repeat is added once, in its first place.
      t.deepEqual(
        playlist.entries.map((e) => e.trackId),
        [...new Set(items.map((i) => i.destination_id))],
      );
      t.is(
        used.emulators.deezer.library
          .userPlaylists(deezerUser)
          .filter((p) => p.name === group.name && p.id === group.destinationId).length,
        1,
      );
    }
    // Every unmatched item has exactly one row, and D3 returns them.
    t.is(await countUnrecorded(sequelize(), transfer.id), 0);
    const results = (
      await api().get<JsonBody>(`public/transfers/${transfer.id}/results`, { searchParams: { limit: 1000 } })
    ).body.results;
    t.is(results.length, done.counts.unmatched! + done.counts.failed!);
    const from = new Date(Date.now() - 3600_000).toISOString();
    const all: JsonBody[] = [];
    let cursor: string | null = null;
    do {
      const res: { statusCode: number; body: JsonBody } = await api().get<JsonBody>('public/transfers/unmatched', {
        searchParams: { from, limit: 7, ...(cursor ? { cursor } : {}) },
      });
      t.is(res.statusCode, 200, JSON.stringify(res.body));
      all.push(...res.body.unmatched);
      cursor = res.body.nextCursor;
    } while (cursor);
    t.is(all.filter((r) => r.transferUuid === transfer.id).length, results.length);
    if (all.length) {
      const row = all[0];
      t.truthy(row.title);
      t.truthy(
        ['notFound', 'lowConfidence', 'regionLocked', 'error', 'cannotMatch', 'limitReached'].includes(row.reason),
      );
      t.deepEqual(Object.keys(row.source).sort(), ['album', 'artists', 'durationMs', 'entryId', 'id', 'isrc', 'name']);
    }
    // The worker's calls on both services counted for the account whose users they read and wrote.
    const runtime = used.system.web.runtime;
    const spent = async () => {
      const minutes = await readUsage(runtime.redis, runtime.config.redisPrefix, used.partner.accountId, 10);
      return (service: string) => minutes.reduce((sum, m) => sum + (m.services[service]?.calls ?? 0), 0);
    };
    for (const until = Date.now() + 5_000; (await spent())('deezer') === 0 && Date.now() < until;)
      await new Promise((resolve) => setTimeout(resolve, 200));
    t.true((await spent())('deezer') > 0);
    t.true((await spent())('spotify') > 0);

    // Events of the transfer carry the session's externalUserId.
    const [events] = (await used.system.web.runtime.sequelize.query(
      "SELECT type, data AS payload FROM outbox_events WHERE account_id = $1 AND type LIKE 'transfer.%' ORDER BY seq",
      { bind: [used.partner.accountId] },
    )) as [{ type: string; payload: JsonBody }[], unknown];
    t.deepEqual(
      [...new Set(events.map((e) => e.type))].filter((x) => x !== 'transfer.progress'),
      ['transfer.started', 'transfer.completed'],
    );
    t.true(events.every((e) => JSON.stringify(e.payload).includes('partner-user-7')));
  },
);

test.serial(
  'from Deezer, whose lists carry no ISRC, a track is read in full only where the text left it open',
  async (t) => {
    const sourceId = await connectThroughSignIn(used.system.url, 'movers', 'deezer', 'demo@listeners.example', RETURN);
    const destinationId = await connectThroughSignIn(
      used.system.url,
      'movers',
      'spotify',
      'demo@listeners.example',
      RETURN,
    );
    // One liked track is credited otherwise on Spotify and timed longer: its text match is unsure,
    // its ISRC (which only a full Deezer read gives) settles it.
    const deezerTrack = used.catalogue.view('deezer').track(used.emulators.deezer.library.user('demo')!.liked[0].id)!;
    const spotify = used.catalogue.view('spotify');
    const counterpart = spotify.track(spotify.trackIdFor(deezerTrack.recordingKey!)!)!;
    spotify.load([
      {
        ...counterpart,
        artists: [{ ...counterpart.artists[0], name: `${counterpart.artists[0].name} & The Revolution` }],
        durationMs: counterpart.durationMs + 26_000,
      },
    ]);
    const reads = () =>
      Object.entries(used.emulators.deezer.controls.stats.byRoute)
        .filter(([route]) => /^GET \/track\/(?!isrc:)/.test(route))
        .reduce((n, [, calls]) => n + calls, 0);
    const before = reads();
    const transfer = await startTransfer(used.system.web.runtime.queues, {
      accountId: used.partner.accountId,
      source: { id: sourceId, service: 'deezer' },
      destination: { id: destinationId, service: 'spotify' },
      selection: { playlists: [], likedTracks: true, albums: false, artists: false },
    });
    const done = await waitForTransfer(transfer.id);
    t.is(done.status, 'completed', JSON.stringify(done.toJSON()));
    t.true(done.counts.matched! > done.counts.total! * 0.8, JSON.stringify(done.counts));
    // The unsure track was read and matched by its ISRC; the tracks the text matched were not read.
    const read = reads() - before;
    t.true(read >= 1 && read <= done.counts.total! - done.counts.matched! + 1, `${read} reads`);
    const matched = await matchedItems(sequelize(), transfer.id, 0);
    t.true(matched.some((row) => row.destination_id === counterpart.id));
  },
);

test.serial(
  'D3 rules: from required, to after from, at most 31 days, reason filter, tampered cursor; D4 reads stay in the account',
  async (t) => {
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    t.is((await api().get<JsonBody>('public/transfers/unmatched')).body.code, 'invalidWindow');
    t.is(
      (
        await api().get<JsonBody>('public/transfers/unmatched', {
          searchParams: { from: iso(now), to: iso(now - 1000) },
        })
      ).statusCode,
      400,
    );
    t.is(
      (
        await api().get<JsonBody>('public/transfers/unmatched', {
          searchParams: { from: iso(now - 32 * 86_400_000), to: iso(now) },
        })
      ).body.code,
      'invalidWindow',
    );
    t.is(
      (
        await api().get<JsonBody>('public/transfers/unmatched', {
          searchParams: { from: iso(now - 1000), reason: 'bogus' },
        })
      ).statusCode,
      400,
    );
    t.is(
      (
        await api().get<JsonBody>('public/transfers/unmatched', {
          searchParams: { from: iso(now - 1000), cursor: 'abc.def' },
        })
      ).body.code,
      'invalidCursor',
    );
    const notFound = await api().get<JsonBody>('public/transfers/unmatched', {
      searchParams: { from: iso(now - 3600_000), reason: 'notFound' },
    });
    t.true(notFound.body.unmatched.every((r: JsonBody) => r.reason === 'notFound'));
    // Other credentials: a Client ID token is refused; another account sees nothing of ours.
    const other = await createPartner({
      slug: 'others',
      returnUrls: [RETURN],
      enabledIntegrations: ['spotify'],
      isTransferServiceEnabled: true,
    });
    const mine = (await api().get<JsonBody>('public/transfers')).body.transfers;
    t.true(mine.length >= 1);
    const theirs = client(used.system.url, { authorization: other.basic });
    t.is((await theirs.get<JsonBody>(`public/transfers/${mine[0].transferUuid}`)).statusCode, 404);
    t.is((await theirs.get<JsonBody>('public/transfers')).body.transfers.length, 0);
    const off = await createPartner({ slug: 'no-transfers', returnUrls: [RETURN], enabledIntegrations: ['spotify'] });
    t.is(
      (await client(used.system.url, { authorization: off.basic }).get<JsonBody>('public/transfers')).body.code,
      'transferServiceNotEnabled',
    );
  },
);

test.serial(
  'D1 and D2: refused token 422 and nothing stored, other account 409, ended session 409, unknown 404',
  async (t) => {
    const before = await TransferSession.count();
    const refused = await api().post<JsonBody>('public/transfer-sessions', {
      json: { target: { integrationType: 'deezer', authData: { accessToken: 'not-a-token' } } },
    });
    t.is(refused.statusCode, 422);
    t.is(refused.body.code, 'destinationTokenRefused');
    t.is(await TransferSession.count(), before);
    t.is(
      (await api().post<JsonBody>('public/transfer-sessions', { json: { target: { authData: { accessToken: 'x' } } } }))
        .statusCode,
      400,
    );
    t.is(
      (
        await api().post<JsonBody>('public/transfer-sessions', {
          json: { target: { integrationType: 'appleMusic', authData: { accessToken: 'x' } } },
        })
      ).body.code,
      'preauthorizedNotSupported',
    );
    t.is(
      (
        await api().post<JsonBody>('public/transfer-sessions', {
          json: {
            target: { integrationType: 'deezer', authData: { accessToken: 'x' } },
            returnUrl: 'https://elsewhere.example/',
          },
        })
      ).body.code,
      'returnUrlNotAllowed',
    );

    const session = (await preauthorized('demo')).body;
    t.regex(session.launchUrl, /\/connect\/transfer#code=/);
    t.true(Date.parse(session.expiresAt) - Date.now() > 23.9 * 3600_000);
    t.true(Date.parse(session.launchExpiresAt) - Date.now() <= 15 * 60_000);
    const again = await api().put<JsonBody>(`public/transfer-sessions/${session.sessionUuid}/target-auth`, {
      json: {
        authData: { accessToken: used.emulators.deezer.oauth.issue('demo', EMULATOR_CLIENT.id, '').accessToken },
      },
    });
    t.is(again.statusCode, 200, JSON.stringify(again.body));
    t.false(again.body.transferResumed);
    const otherAccount = await api().put<JsonBody>(`public/transfer-sessions/${session.sessionUuid}/target-auth`, {
      json: {
        authData: { accessToken: used.emulators.deezer.oauth.issue('heavy', EMULATOR_CLIENT.id, '').accessToken },
      },
    });
    t.is(otherAccount.statusCode, 409);
    t.is(otherAccount.body.code, 'destinationAccountMismatch');
    const badToken = await api().put<JsonBody>(`public/transfer-sessions/${session.sessionUuid}/target-auth`, {
      json: { authData: { accessToken: 'nope' } },
    });
    t.is(badToken.statusCode, 422);
    await used.system.web.runtime.sequelize.query(
      "UPDATE transfer_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      { bind: [session.sessionUuid] },
    );
    const ended = await api().put<JsonBody>(`public/transfer-sessions/${session.sessionUuid}/target-auth`, {
      json: {
        authData: { accessToken: used.emulators.deezer.oauth.issue('demo', EMULATOR_CLIENT.id, '').accessToken },
      },
    });
    t.is(ended.statusCode, 409);
    t.is(ended.body.code, 'transferSessionEnded');
    t.is(
      (
        await api().put<JsonBody>('public/transfer-sessions/00000000-0000-4000-8000-000000000000/target-auth', {
          json: { authData: { accessToken: 'x' } },
        })
      ).statusCode,
      404,
    );
    const other = await createPartner({
      slug: 'strangers',
      returnUrls: [RETURN],
      enabledIntegrations: ['deezer'],
      isTransferServiceEnabled: true,
    });
    t.is(
      (
        await client(used.system.url, { authorization: other.basic }).put<JsonBody>(
          `public/transfer-sessions/${session.sessionUuid}/target-auth`,
          { json: { authData: { accessToken: 'x' } } },
        )
      ).statusCode,
      404,
    );
    // A DevToken with sub is refused; the Client ID token too.
    const withSub = await client(used.system.url, {
      authorization: `DevToken ${await used.partner.devToken({ sub: session.target.integrationUserUuid })}`,
    }).get<JsonBody>(`public/transfer-sessions/${session.sessionUuid}`);
    t.is(withSub.statusCode, 403);
  },
);

test.serial('a refused destination pauses a pre-authorized transfer; an accepted D2 resumes it', async (t) => {
  const sourceId = await connectThroughSignIn(used.system.url, 'movers', 'spotify', 'demo@listeners.example', RETURN);
  const session = (await preauthorized('heavy')).body;
  const destinationId = session.target.integrationUserUuid;
  // The destination forgets every token of the listener: the transfer cannot write.
  await used.emulators.deezer.oauth.revokeUser('heavy');
  const playlists = (await api().get<JsonBody>(`api/${sourceId}/playlists`)).body.results;
  const transfer = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: sourceId, service: 'spotify' },
    destination: { id: destinationId, service: 'deezer' },
    selection: { playlists: [playlists[0].id] },
    transferSessionId: session.sessionUuid,
    externalUserId: 'waiting-user',
  });
  const waiting = await waitForTransfer(transfer.id, ['waiting_for_destination', 'completed', 'failed']);
  t.is(waiting.status, 'waiting_for_destination');
  const [events] = (await used.system.web.runtime.sequelize.query(
    "SELECT type, data AS payload FROM outbox_events WHERE type IN ('user.auth_failed', 'transfer.waiting_for_destination') AND data::text LIKE $1",
    { bind: [`%${session.sessionUuid}%`] },
  )) as [{ type: string; payload: JsonBody }[], unknown];
  const authFailed = events.find((e) => e.type === 'user.auth_failed');
  t.truthy(authFailed);
  t.is(authFailed!.payload.preauthorized, true);
  t.truthy(events.find((e) => e.type === 'transfer.waiting_for_destination'));

  const resumed = await api().put<JsonBody>(`public/transfer-sessions/${session.sessionUuid}/target-auth`, {
    json: { authData: { accessToken: used.emulators.deezer.oauth.issue('heavy', EMULATOR_CLIENT.id, '').accessToken } },
  });
  t.is(resumed.statusCode, 200, JSON.stringify(resumed.body));
  t.true(resumed.body.transferResumed);
  t.is((await waitForTransfer(transfer.id)).status, 'completed');
});

test.serial(
  'a transfer that failed while writing is tried again once, and the retry goes on in the playlists it made',
  async (t) => {
    const sourceId = await connectThroughSignIn(used.system.url, 'movers', 'spotify', 'demo@listeners.example', RETURN);
    const created = await preauthorized('heavy');
    t.is(created.statusCode, 201, JSON.stringify(created.body));
    const destinationId = created.body.target.integrationUserUuid;
    const playlists = (await api().get<JsonBody>(`api/${sourceId}/playlists`, { searchParams: { limitParam: 50 } }))
      .body.results;
    const { runtime } = used.system.web;
    const first = await startTransfer(runtime.queues, {
      accountId: used.partner.accountId,
      source: { id: sourceId, service: 'spotify' },
      destination: { id: destinationId, service: 'deezer' },
      selection: { playlists: [playlists[0].id] },
      transferSessionId: created.body.sessionUuid,
    });
    const done = await waitForTransfer(first.id);
    t.is(done.status, 'completed', JSON.stringify(done.toJSON()));

    // Made into a transfer that stopped half way through its playlist: the destination holds the
    // first half, the stored count lags behind it, and the write step is where it stopped.
    const [group] = await groupsOf(sequelize(), first.id);
    const playlist = used.emulators.deezer.library.playlist(group.destination_id!)!;
    const whole = playlist.entries.map((e) => e.trackId);
    t.true(whole.length >= 4, `a playlist worth halving (${whole.length})`);
    const half = Math.floor(whole.length / 2);
    used.emulators.deezer.library.removeEntries(
      playlist,
      whole.slice(half).map((trackId) => ({ trackId })),
    );
    await setGroup(sequelize(), first.id, group.group_index, { status: 'writing', written_count: half - 1 });
    await done.update({ status: 'failed', resumeStep: 'write', errorCode: 'transferFailed' });

    const owner = used.emulators.deezer.library.user('heavy')!;
    const named = () => used.emulators.deezer.library.userPlaylists(owner).filter((p) => p.name === group.name).length;
    const namedBefore = named();

    // Two presses of "Try again" at once make one retry.
    const deps = { ...runtime, redisPrefix: runtime.config.redisPrefix };
    const [a, b] = await Promise.all([retryTransfer(deps, done), retryTransfer(deps, done)]);
    t.truthy(a);
    t.is(a, b);
    t.is((await Transfer.findByPk(first.id))!.retriedAs, a);
    t.is(await retryTransfer(deps, (await Transfer.findByPk(first.id))!), a, 'a later press finds it');
    t.is(await Transfer.count({ where: { transferSessionId: created.body.sessionUuid } }), 2);

    const retried = await waitForTransfer(a!);
    t.is(retried.status, 'completed', JSON.stringify(retried.toJSON()));
    t.is((await Transfer.findByPk(first.id))!.status, 'failed', 'the failed transfer stays as it ended');
    t.is(named(), namedBefore, 'the retry made no second playlist');
    t.deepEqual(
      playlist.entries.map((e) => e.trackId),
      whole,
      'the rest added after the half it held, once each, in order',
    );
    t.like(retried.counts, {
      matched: done.counts.matched,
      unmatched: done.counts.unmatched,
      total: done.counts.total,
    });
    const events = (await runtime.sequelize.query(
      "SELECT type FROM outbox_events WHERE type LIKE 'transfer.%' AND type <> 'transfer.progress' AND data->>'transferUuid' = $1 ORDER BY seq",
      { bind: [a], type: QueryTypes.SELECT },
    )) as { type: string }[];
    t.deepEqual(
      events.map((e) => e.type),
      ['transfer.started', 'transfer.completed'],
    );
  },
);

test.serial('a transfer that failed before its source was read is tried again from the start', async (t) => {
  const sourceId = await connectThroughSignIn(used.system.url, 'movers', 'spotify', 'demo@listeners.example', RETURN);
  const created = await preauthorized('heavy');
  const { runtime } = used.system.web;
  const failed = await Transfer.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    transferSessionId: created.body.sessionUuid,
    sourceIntegrationUserId: sourceId,
    destinationIntegrationUserId: created.body.target.integrationUserUuid,
    sourceService: 'spotify',
    destinationService: 'deezer',
    selection: { playlists: [], likedTracks: false, albums: false, artists: true },
    status: 'failed',
    resumeStep: 'start',
    errorCode: 'transferFailed',
    counts: {},
  });
  const again = await retryTransfer({ ...runtime, redisPrefix: runtime.config.redisPrefix }, failed);
  const retried = await waitForTransfer(again!);
  t.is(retried.status, 'completed', JSON.stringify(retried.toJSON()));
  t.true(retried.counts.total! > 0, JSON.stringify(retried.counts));
  // A transfer that did not fail has nothing to try again.
  t.is(await retryTransfer({ ...runtime, redisPrefix: runtime.config.redisPrefix }, retried), null);
});
