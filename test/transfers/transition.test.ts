import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { Transfer } from '../../src/transfers/models.js';
import { transition } from '../../src/transfers/transition.js';

// A transfer's status and the event it causes are one transaction: either both are written or
// neither, so a worker dying between them cannot leave a status whose event is lost.

const used = useSystem(test);

async function seededTransfer(): Promise<Transfer> {
  const partner = await createPartner({
    slug: `transition-${randomUUID().slice(0, 8)}`,
    isTransferServiceEnabled: true,
  });
  const source = await createConnectedUser(partner.accountId, 'spotify');
  const destination = await createConnectedUser(partner.accountId, 'deezer');
  return Transfer.create({
    id: randomUUID(),
    accountId: partner.accountId,
    sourceIntegrationUserId: source.id,
    destinationIntegrationUserId: destination.id,
    sourceService: 'spotify',
    destinationService: 'deezer',
    selection: { playlists: ['p'] },
    status: 'writing',
    counts: {},
    externalUserId: 'ext-1',
  });
}

const eventsOf = (transferId: string) =>
  used.system.web.runtime.sequelize.query<{ type: string; data: Record<string, unknown> }>(
    "SELECT type, data FROM outbox_events WHERE data->>'transferUuid' = :id",
    { replacements: { id: transferId }, type: QueryTypes.SELECT },
  );

test('the status and its event are written together', async (t) => {
  const transfer = await seededTransfer();
  await transition(
    used.system.web.runtime.sequelize,
    transfer,
    { status: 'completed', finishedAt: new Date() },
    { type: 'transfer.completed', data: { counts: { total: 1 } } },
  );
  await transfer.reload();
  t.is(transfer.status, 'completed');
  const events = await eventsOf(transfer.id);
  t.deepEqual(
    events.map((e) => e.type),
    ['transfer.completed'],
  );
  t.is(events[0].data.externalUserId, 'ext-1');
});

test('when the event cannot be written, the status does not change either', async (t) => {
  const transfer = await seededTransfer();
  // A value JSON cannot hold makes the event's insert fail inside the transaction.
  await t.throwsAsync(
    transition(
      used.system.web.runtime.sequelize,
      transfer,
      { status: 'failed', errorCode: 'x' },
      { type: 'transfer.failed', data: { reason: 10n } },
    ),
  );
  const stored = await Transfer.findByPk(transfer.id);
  t.is(stored!.status, 'writing');
  t.deepEqual(await eventsOf(transfer.id), []);
});
