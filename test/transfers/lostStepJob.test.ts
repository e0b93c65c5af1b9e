import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { emptyRedis, firstPlaylistToDeezer, redisLossSystem } from '../helpers/transfers.js';

// Redis emptied the moment a write step has written everything and queued its finish: the write
// step's own job and the finish it queued are gone, BullMQ refuses to record the write's end
// (`Missing key for job`), and the restore finds the transfer's step just alive. The sweep that
// would take it on runs once an hour here, so only the step itself can: without a restart, and
// without writing anything twice.

const used = useSystem(test, redisLossSystem('lost-step-job'));

test('a write step whose job and next job vanish with Redis at its end still leads to a completed transfer', async (t) => {
  const queue = used.workers!.runtime.queues.transfer;
  const add = queue.add.bind(queue);
  let emptied = 0;
  queue.add = (async (name, data, options) => {
    if (name !== 'finish' || emptied) return add(name, data, options);
    // Queued, then lost with everything else before a worker took it.
    emptied = await emptyRedis(used);
    return undefined;
  }) as typeof queue.add;

  const { done, copies } = await firstPlaylistToDeezer(used, 'lost-step-job', 20_000);
  t.true(emptied > 0, 'Redis was emptied at the end of the write');
  t.is(done.status, 'completed');
  t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
  t.is(copies.length, 1, 'one playlist made');
  t.is(copies[0].entries.length, done.counts.written!, 'each written track once');
});
