import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { queueFor } from '../../src/queues.js';

// A web request names itself in the jobs it queues (the web process keeps no async context): the
// queue it is given stamps its id on every job, one by one or in bulk, and is the queue otherwise.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

test('a queue seen by a request stamps its id on the jobs it adds, and only there', async (t) => {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue<{ n: number; requestId?: string }>('traced', {
    connection,
    prefix: `jobs-${randomBytes(5).toString('hex')}`,
  });
  t.teardown(async () => {
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  });
  const seen = queueFor(queue, 'req-queued-1');

  const one = await seen.add('one', { n: 1 });
  const [two, three] = await seen.addBulk([
    { name: 'two', data: { n: 2 } },
    { name: 'three', data: { n: 3 } },
  ]);
  for (const job of [one, two, three]) t.is((await queue.getJob(job!.id!))!.data.requestId, 'req-queued-1');
  t.deepEqual((await queue.getJob(one.id!))!.data, { n: 1, requestId: 'req-queued-1' });

  // Everything else is the queue's own: its reads, and jobs added to it directly carry no id.
  t.is(await seen.count(), 3);
  const plain = await queue.add('plain', { n: 4 });
  t.is((await seen.getJob(plain.id!))!.data.requestId, undefined);
  t.is(queueFor(queue, undefined), queue);
});
