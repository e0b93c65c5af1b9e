import test from 'ava';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { closeQueues, openQueues, type Queues } from '../../src/queues.js';
import { nextRetries } from '../../src/dashboard/deliveryRetries.js';
import { forgetPrefix } from '../../src/redis.js';

// The delivery log reads a retry's moment where BullMQ keeps it, in its delayed set's score: an
// encoding of BullMQ's own. This holds it to the job's own account of its delay, so that an
// upgrade of BullMQ that changes the encoding fails here rather than on the dashboard.

const prefix = `retries-${randomBytes(4).toString('hex')}`;
let redis: Redis;
let queues: Queues;

test.before(() => {
  redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  queues = openQueues(redis, prefix);
});

test.after.always(async () => {
  await closeQueues(queues);
  await forgetPrefix(redis, prefix);
  redis.disconnect();
});

test("a delayed retry's moment is read as the job was given it, to the millisecond", async (t) => {
  const job = await queues.webhooks.add('deliver', { deliveryIds: ['d-1'] } as never, {
    jobId: 'd-1.retry',
    delay: 300_000,
  });
  const found = await nextRetries(redis, queues, ['d-1', 'd-unknown']);
  t.is(found.get('d-1')?.getTime(), job.timestamp + 300_000);
  t.false(found.has('d-unknown'));
});
