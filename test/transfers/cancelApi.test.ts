import test from 'ava';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createOneTimeToken, createPartner, type TestPartner } from '../helpers/fixtures.js';
import { seedTransfer } from '../helpers/factories.js';
import { waitForTransfer } from '../helpers/transfers.js';
import { Transfer, type TransferStatus } from '../../src/transfers/models.js';

// POST /public/transfers/{transferUuid}/cancel: who may stop a transfer (the Client Secret, a
// DevToken without `sub`, a DevToken of the transfer's source user; another user's DevToken gets
// the answer of an unknown transfer), the answer while it stops (202, the same when asked again),
// and 409 `transferEnded` once it has ended. A paused transfer has no step to read the request:
// it ends `cancelled` through its finish, with `transfer.cancelled` carrying its tally.

let other: TestPartner;

const used = useSystem(test, {
  workers: true,
  partner: { slug: 'stoppers', isTransferServiceEnabled: true },
  async setup() {
    other = await createPartner({ slug: 'stoppers-other', isTransferServiceEnabled: true });
  },
});

const sequelize = () => used.system.web.runtime.sequelize;
const as = (authorization: string | null) => client(used.url, authorization ? { authorization } : {});
const cancel = (authorization: string | null, id: string) =>
  as(authorization).post<JsonBody>(`public/transfers/${id}/cancel`);

/** A transfer of `accountId` in `status`, its one playlist matched and not yet written. */
const seeded = (status: TransferStatus = 'writing', accountId = used.partner.accountId) =>
  seedTransfer(sequelize(), {
    accountId,
    source: 'spotify',
    destination: 'deezer',
    groups: [{ type: 'playlist', name: 'Road', matched: ['d1', 'd2', 'd3'] }],
    status,
  });

test('each credential: the Client Secret and DevTokens of the account or of the source user stop it', async (t) => {
  const transfer = await seeded();
  const stranger = await createConnectedUser(used.partner.accountId);
  const unknown = await cancel(used.partner.basic, '6d1f0c2b-3a4e-4f5d-8c6b-7a8e9f0a1b2c');
  t.is(unknown.statusCode, 404);
  t.is(unknown.body.code, 'transferNotFound');

  const refused: [string | null, number, string][] = [
    [null, 401, 'missingCredentials'],
    [`Token ${used.partner.clientId}`, 403, 'credentialNotAllowed'],
    [`Token ${(await createOneTimeToken(stranger, 60_000)).token}`, 403, 'credentialNotAllowed'],
    [`DocsSession ${used.partner.docsToken}`, 403, 'credentialNotAllowed'],
  ];
  for (const [authorization, status, code] of refused) {
    const res = await cancel(authorization, transfer.id);
    t.is(res.statusCode, status, String(authorization));
    t.is(res.body.code, code, String(authorization));
  }
  t.is((await Transfer.findByPk(transfer.id))!.cancelRequestedAt, null, 'no refused call asked it to stop');

  // Another user's DevToken learns nothing: its answer is an unknown transfer's, to the letter.
  const foreign = await cancel(`DevToken ${await used.partner.devToken({ sub: stranger.id })}`, transfer.id);
  t.is(foreign.statusCode, 404);
  t.deepEqual({ ...foreign.body, requestId: null }, { ...unknown.body, requestId: null });
  t.is((await Transfer.findByPk(transfer.id))!.cancelRequestedAt, null);

  const accepted = [
    `DevToken ${await used.partner.devToken({ sub: transfer.sourceIntegrationUserId })}`,
    `DevToken ${await used.partner.devToken()}`,
    used.partner.basic,
  ];
  const answers = [];
  for (const authorization of accepted) {
    const res = await cancel(authorization, transfer.id);
    t.is(res.statusCode, 202, JSON.stringify(res.body));
    answers.push(res.body);
  }
  // Asked three times, stopping once: each answer is the first's.
  t.is(answers[0].transferUuid, transfer.id);
  t.is(answers[0].status, 'writing');
  t.truthy(answers[0].cancelRequestedAt);
  t.deepEqual(answers[1], answers[0]);
  t.deepEqual(answers[2], answers[0]);
  const read = await as(used.partner.basic).get<JsonBody>(`public/transfers/${transfer.id}`);
  t.is(read.body.cancelRequestedAt, answers[0].cancelRequestedAt, 'D4 says it was asked to stop');
});

test('the reads of /public/transfers still refuse a DevToken', async (t) => {
  const transfer = await seeded();
  const devToken = `DevToken ${await used.partner.devToken({ sub: transfer.sourceIntegrationUserId })}`;
  for (const path of ['public/transfers', `public/transfers/${transfer.id}`]) {
    const res = await as(devToken).get<JsonBody>(path);
    t.is(res.statusCode, 403, path);
    t.is(res.body.code, 'credentialNotAllowed', path);
  }
});

test('another account’s transfer, or one of an account without the transfer service, is refused', async (t) => {
  const foreign = await seeded('writing', other.accountId);
  const res = await cancel(used.partner.basic, foreign.id);
  t.is(res.statusCode, 404);
  t.is(res.body.code, 'transferNotFound');
  const off = await createPartner({ slug: 'stoppers-off' });
  const offTransfer = await seeded('writing', off.accountId);
  const refused = await cancel(off.basic, offTransfer.id);
  t.is(refused.statusCode, 403);
  t.is(refused.body.code, 'transferServiceNotEnabled');
  t.is((await Transfer.findByPk(foreign.id))!.cancelRequestedAt, null);
});

test('a transfer that has ended answers 409 transferEnded and stays as it ended', async (t) => {
  for (const status of ['completed', 'failed'] as const) {
    const transfer = await seeded(status);
    const res = await cancel(used.partner.basic, transfer.id);
    t.is(res.statusCode, 409, status);
    t.is(res.body.code, 'transferEnded', status);
    const after = (await Transfer.findByPk(transfer.id))!;
    t.is(after.status, status);
    t.is(after.cancelRequestedAt, null);
  }
});

test('a paused transfer ends cancelled with its tally in transfer.cancelled, and then answers 409', async (t) => {
  const transfer = await seeded('waiting_for_destination');
  const asked = await cancel(used.partner.basic, transfer.id);
  t.is(asked.statusCode, 202);
  t.is(asked.body.status, 'waiting_for_destination');
  const ended = await waitForTransfer(transfer.id, ['cancelled', 'completed', 'failed'], 30_000);
  t.is(ended.status, 'cancelled');
  t.truthy(ended.finishedAt);

  const events = await sequelize().query<{ type: string; data: JsonBody }>(
    `SELECT type, data FROM outbox_events WHERE data->>'transferUuid' = $1 ORDER BY seq`,
    { bind: [transfer.id], type: QueryTypes.SELECT },
  );
  t.deepEqual(
    events.map((e) => e.type),
    ['transfer.cancelled'],
  );
  const { counts } = events[0].data;
  t.is(counts.total, 3);
  t.is(counts.added + counts.alreadyThere + counts.notMoved + counts.notReached, counts.total);
  t.is(counts.notReached, 3, 'nothing was written: every item is not reached');
  const read = await as(used.partner.basic).get<JsonBody>(`public/transfers/${transfer.id}`);
  t.is(read.body.status, 'cancelled');
  for (const part of ['total', 'added', 'alreadyThere', 'notMoved', 'notReached'])
    t.is(read.body.counts[part], counts[part], `D4 and the event agree on ${part}`);

  const again = await cancel(used.partner.basic, transfer.id);
  t.is(again.statusCode, 409);
  t.is(again.body.code, 'transferEnded');
});
