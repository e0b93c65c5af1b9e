import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeQueues, openQueues, type JobPayloads, type JobTrace, type Queues } from '../../src/queues.js';
import { withRequestId } from '../../src/requestId.js';

// The queues name the request a job was queued for, read from the async context: one by one or in
// bulk, with nobody passing the id. Work that serves no request queues jobs that name none, and a
// scheduler's runs name none either, even when a request sets the schedule.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let connection: Redis;
let queues: Queues;

test.before(() => {
  connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  queues = openQueues(connection, `jobs-${randomBytes(5).toString('hex')}`);
});

test.after.always(async () => {
  await Promise.all(Object.values(queues).map((queue) => queue.obliterate({ force: true })));
  await closeQueues(queues);
  connection.disconnect();
});

const dataOf = async (id: string | undefined) =>
  (await queues.sync.getJob(id!))!.data as JobPayloads['sync'] & JobTrace;

test('a job added while serving a request carries its id, one by one or in bulk', async (t) => {
  const [one, bulk] = await withRequestId('req-queued-1', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return [
      await queues.sync.add('run', { syncId: 'one' }),
      await queues.sync.addBulk([
        { name: 'run', data: { syncId: 'two' } },
        { name: 'run', data: { syncId: 'three' } },
      ]),
    ] as const;
  });
  t.deepEqual(await dataOf(one.id), { syncId: 'one', requestId: 'req-queued-1' });
  for (const job of bulk) t.is((await dataOf(job.id)).requestId, 'req-queued-1');
});

test('a job added for no request names none, even inside one', async (t) => {
  const plain = await queues.sync.add('run', { syncId: 'plain' });
  t.deepEqual(await dataOf(plain.id), { syncId: 'plain' });
  const inner = await withRequestId('req-queued-2', () =>
    withRequestId(undefined, () => queues.sync.add('run', { syncId: 'inner' })),
  );
  t.deepEqual(await dataOf(inner.id), { syncId: 'inner' });
});

test("a scheduler's runs name no request, though a request set the schedule", async (t) => {
  await withRequestId('req-queued-3', () =>
    queues.sync.upsertJobScheduler('sync:scheduled', { every: 60_000 }, { name: 'run', data: { syncId: 'scheduled' } }),
  );
  const [first] = await queues.sync
    .getJobs(['delayed', 'waiting'])
    .then((jobs) => jobs.filter((job) => job.data.syncId === 'scheduled'));
  t.truthy(first);
  t.is((first!.data as JobTrace).requestId, undefined);
});
