import test from 'ava';
import { randomUUID } from 'node:crypto';
import { digest, newSecret } from '../../src/crypto/tokens.js';
import { Transfer, TransferSession, type TransferStatus } from '../../src/transfers/models.js';
import { resultsOf } from '../../src/transfers/store/matchReport.js';
import { createConnectedUser } from '../helpers/fixtures.js';
import { type JsonBody } from '../helpers/http.js';
import {
  blurOnSpotify,
  connectThroughSignIn,
  ownedByNewWizard,
  startTransfer,
  waitForTransfer,
} from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { WebhookReceiver } from '../helpers/webhookReceiver.js';
import { client } from '../helpers/http.js';

// Issue #49, "following a session": a partner follows a session by its record (a status and the
// ids of its transfers) and lists the transfers of one session, one of its own users or one status
// (bad filters answer 400 with their codes, as `limit` and `cursor` do). A choice made once the
// transfer ended ("Use this one") sends `transfer.updated` with the new tally, once.

const receiver = new WebhookReceiver();
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 1_000,
  workers: true,
  liftBudgets: true,
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'followers', isTransferServiceEnabled: true },
  async setup({ api }) {
    const endpoint = await api().post<JsonBody>('public/webhooks/endpoints', {
      json: { url: await receiver.start(), eventTypes: ['transfer.completed', 'transfer.updated'] },
    });
    receiver.useSecret(endpoint.body.secret);
  },
});
test.after.always(() => receiver.stop());

/** A session as D1 leaves it (launch code and all), changed by `fields`. */
async function seedSession(fields: Partial<TransferSession> = {}): Promise<TransferSession> {
  return TransferSession.create({
    id: randomUUID(),
    accountId: used.partner.accountId,
    externalUserId: null,
    returnUrl: null,
    locale: null,
    targetIntegrationType: null,
    targetIntegrationUserId: null,
    launchCodeDigest: digest(newSecret('launch')),
    launchExpiresAt: new Date(Date.now() + 15 * 60_000),
    expiresAt: new Date(Date.now() + 24 * 3600_000),
    ...fields,
  });
}

/** Transfers of `session`, oldest first, one per status, between two users made for them. */
async function seedTransfers(session: TransferSession | null, statuses: TransferStatus[], externalUserId?: string) {
  const [source, destination] = [
    await createConnectedUser(used.partner.accountId, 'spotify'),
    await createConnectedUser(used.partner.accountId, 'deezer'),
  ];
  const made: Transfer[] = [];
  for (const status of statuses)
    made.push(
      await Transfer.create({
        id: randomUUID(),
        accountId: used.partner.accountId,
        transferSessionId: session?.id ?? null,
        externalUserId: externalUserId ?? session?.externalUserId ?? null,
        sourceIntegrationUserId: source.id,
        destinationIntegrationUserId: destination.id,
        sourceService: 'spotify',
        destinationService: 'deezer',
        selection: { playlists: [], likedTracks: true, albums: false, artists: false },
        status,
        counts: {},
      }),
    );
  return made;
}

const readSession = (session: TransferSession) => used.api().get<JsonBody>(`public/transfer-sessions/${session.id}`);
const list = (searchParams: Record<string, string | number>) =>
  used.api().get<JsonBody>('public/transfers', { searchParams });
const idsOf = (body: JsonBody) => (body.transfers as JsonBody[]).map((x) => x.transferUuid as string);

test('a session says where it stands, from its launch URL and then its transfers', async (t) => {
  const cases: [string, Promise<TransferSession>, TransferStatus[]][] = [
    ['created', seedSession(), []],
    ['opened', seedSession({ launchUsedAt: new Date() }), []],
    ['expired', seedSession({ launchExpiresAt: new Date(Date.now() - 1000) }), []],
    ['expired', seedSession({ launchUsedAt: new Date(), expiresAt: new Date(Date.now() - 1000) }), []],
    ['running', seedSession({ launchUsedAt: new Date() }), ['completed', 'writing']],
    ['waiting_for_destination', seedSession({ launchUsedAt: new Date() }), ['waiting_for_destination', 'queued']],
    ['failed', seedSession({ launchUsedAt: new Date() }), ['completed', 'failed']],
    ['completed', seedSession({ launchUsedAt: new Date() }), ['failed', 'completed']],
    ['cancelled', seedSession({ launchUsedAt: new Date() }), ['cancelled']],
    // The plain wizard's session, made with its first transfer: no launch URL to wait for.
    ['opened', seedSession({ launchCodeDigest: null, launchExpiresAt: null }), []],
  ];
  for (const [status, made, statuses] of cases) {
    const session = await made;
    const transfers = await seedTransfers(session, statuses);
    const read = await readSession(session);
    t.is(read.statusCode, 200);
    t.is(read.body.status, status, `${status} from [${statuses.join(', ')}]`);
    t.deepEqual(
      read.body.transferUuids,
      transfers.map((x) => x.id),
      'its transfers, oldest first',
    );
  }
});

test('the list filters by session, the partner’s user and status, and a cursor keeps its filters', async (t) => {
  const ours = await seedSession({ externalUserId: 'follow-me' });
  const later = await seedSession({ externalUserId: 'follow-me' });
  const [first, second] = await seedTransfers(ours, ['completed', 'writing']);
  const [third] = await seedTransfers(later, ['completed']);
  const [lone] = await seedTransfers(null, ['completed'], 'someone-else');

  t.deepEqual(idsOf((await list({ sessionUuid: ours.id })).body), [second.id, first.id]);
  t.deepEqual(idsOf((await list({ sessionUuid: ours.id.toUpperCase() })).body), [second.id, first.id]);
  t.deepEqual(idsOf((await list({ externalUserId: 'follow-me' })).body), [third.id, second.id, first.id]);
  t.deepEqual(idsOf((await list({ externalUserId: 'follow-me', status: 'completed' })).body), [third.id, first.id]);
  t.deepEqual(idsOf((await list({ sessionUuid: ours.id, status: 'writing' })).body), [second.id]);
  t.deepEqual(idsOf((await list({ externalUserId: 'someone-else' })).body), [lone.id]);
  t.deepEqual(idsOf((await list({ sessionUuid: randomUUID() })).body), []);
  // An empty filter is none.
  const all = idsOf((await list({ sessionUuid: '', externalUserId: '', status: '' })).body);
  t.true([first, second, third, lone].every((x) => all.includes(x.id)));

  // Paged: each page keeps the filters, and its cursor pages only them.
  const page1 = (await list({ externalUserId: 'follow-me', limit: 2 })).body;
  t.deepEqual(idsOf(page1), [third.id, second.id]);
  t.truthy(page1.nextCursor);
  const page2 = (await list({ externalUserId: 'follow-me', limit: 2, cursor: page1.nextCursor })).body;
  t.deepEqual(idsOf(page2), [first.id]);
  t.is(page2.nextCursor, null);
  const others: Record<string, string>[] = [
    {},
    { externalUserId: 'someone-else' },
    { externalUserId: 'follow-me', status: 'completed' },
  ];
  for (const other of others) {
    const refused = await list({ ...other, limit: 2, cursor: page1.nextCursor });
    t.is(refused.statusCode, 400, JSON.stringify(other));
    t.is(refused.body.code, 'invalidCursor');
  }
});

test('a bad filter answers 400 with its own code', async (t) => {
  const get = (query: string) => used.api().get<JsonBody>(`public/transfers?${query}`);
  const cases: [string, string, string?][] = [
    ['sessionUuid=nope', 'invalidSessionUuid', 'sessionUuid must be a UUID.'],
    [`sessionUuid={${randomUUID()}}`, 'invalidSessionUuid'],
    [`sessionUuid=${randomUUID()}&sessionUuid=${randomUUID()}`, 'invalidSessionUuid'],
    [`externalUserId=${'x'.repeat(257)}`, 'invalidExternalUserId'],
    ['externalUserId=a&externalUserId=b', 'invalidExternalUserId'],
    ['status=done', 'invalidStatus'],
    ['status=Completed', 'invalidStatus'],
    ['status=completed&status=failed', 'invalidStatus'],
    ['status=completed&limit=0', 'invalidLimit'],
  ];
  for (const [query, code, message] of cases) {
    const res = await get(query);
    t.is(res.statusCode, 400, query);
    t.regex(String(res.headers['content-type']), /^application\/json/, query);
    t.is(res.body.code, code, query);
    if (message) t.is(res.body.message, message, query);
  }
  // Not the partner's to read without credentials.
  t.is((await client(used.url).get('public/transfers?status=completed')).statusCode, 401);
});

test('a choice made after the transfer ended sends transfer.updated with the new tally, once', async (t) => {
  blurOnSpotify(used, 'Party', [3, 10, 20]);
  const [source, destination] = [
    await connectThroughSignIn(used.url, 'followers', 'deezer', 'medium@listeners.example', RETURN_URL),
    await connectThroughSignIn(used.url, 'followers', 'spotify', 'demo@listeners.example', RETURN_URL),
  ];
  const library = used.emulator('deezer').library;
  const party = library.userPlaylists(library.user('medium')!).find((p) => p.name === 'Party')!;
  const started = await startTransfer(used.system.web.runtime.queues, {
    accountId: used.partner.accountId,
    source: { id: source, service: 'deezer' },
    destination: { id: destination, service: 'spotify' },
    selection: { playlists: [party.id] },
    externalUserId: 'chooser-1',
  });
  t.is((await waitForTransfer(started.id)).status, 'completed');
  const ofThis = (type: string) =>
    receiver.received.filter((e) => e.type === type && e.data.transferUuid === started.id);
  await receiver.until(() => ofThis('transfer.completed').length === 1);
  const completed = ofThis('transfer.completed')[0].data.counts as Record<string, number>;

  const [guess] = (await resultsOf(used.system.web.runtime.sequelize, started.id, null, 1_000)).filter(
    (r) => r.reason === 'lowConfidence' && r.row.candidate,
  );
  t.truthy(guess, 'a best guess to take');
  const { cookie, csrf } = await ownedByNewWizard(used.partner.accountId, started.id);
  const choose = () =>
    client(used.url, { cookie }).post(`connect/transfer/transfers/${started.id}/choices`, {
      form: { item: `${guess.group_index}.${guess.position}`, csrf },
      responseType: 'text',
      followRedirect: false,
    });
  t.regex(String((await choose()).headers.location), /outcome=added/);
  await receiver.until(() => ofThis('transfer.updated').length === 1);
  const updated = ofThis('transfer.updated')[0].data;
  const read = (await used.api().get<JsonBody>(`public/transfers/${started.id}`)).body;
  t.like(updated, { transferUuid: started.id, externalUserId: 'chooser-1', sessionUuid: null, status: 'completed' });
  // The event's tally is the one the API reads now: one item left "not moved" for "added".
  t.deepEqual(updated.counts, read.counts);
  t.is(read.counts.added, completed.added + 1);
  t.is(read.counts.notMoved, completed.notMoved - 1);
  // The list's row follows too.
  const listed = (await list({ externalUserId: 'chooser-1' })).body.transfers[0];
  t.deepEqual(listed.counts, read.counts);

  // The same button again adds nothing and says nothing new.
  t.regex(String((await choose()).headers.location), /outcome=already/);
  const [{ n }] = (await used.system.web.runtime.sequelize.query(
    "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'transfer.updated' AND data->>'transferUuid' = $1",
    { bind: [started.id], type: 'SELECT' },
  )) as { n: number }[];
  t.is(n, 1);
});
