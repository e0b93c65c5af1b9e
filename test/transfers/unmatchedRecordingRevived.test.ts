import test from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { closeQueues, openQueues } from '../../src/queues.js';
import { forgetPrefix } from '../../src/redis.js';
import { queueUnmatched } from '../../src/transfers/runner.js';

// A transfer's finish waits until every unmatched item has its report row, and asks for them with
// one "all" job of a fixed id. When that job failed every try (the database away longer than its
// retries), BullMQ kept it, a new one of the same id was the same failed job, and the finish waited
// for ever with everything written.

test('a failed "all" recording is tried anew when a finish asks for it again', async (t) => {
  const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const prefix = `test-${randomBytes(6).toString('hex')}`;
  const queues = openQueues(redis, prefix);
  const connection = redis.duplicate();
  const worker = new Worker(queues.unmatched.name, null, { connection, prefix: `${prefix}:bull` });
  t.teardown(async () => {
    await worker.close();
    connection.disconnect();
    await closeQueues(queues);
    await forgetPrefix(redis, prefix);
    redis.disconnect();
  });
  const transferId = randomUUID();
  await queueUnmatched({ queues }, transferId, null);
  const token = randomUUID();
  const taken = await worker.getNextJob(token);
  t.is(taken?.id, `${transferId}.unmatched.all`);
  await taken!.moveToFailed(new UnrecoverableError('the database is away'), token);
  t.is(await queues.unmatched.getJobState(taken!.id!), 'failed');

  await queueUnmatched({ queues }, transferId, null);
  t.is(await queues.unmatched.getJobState(taken!.id!), 'waiting');
  const again = await worker.getNextJob(randomUUID());
  t.is(again?.id, taken!.id, 'the same job runs again');
  t.is(again?.attemptsMade, 0, 'with every try before it');
});
