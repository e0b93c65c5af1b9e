import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { emptyRedis, firstPlaylistToDeezer, redisLossSystem } from '../helpers/transfers.js';
import { LiveProgressStore } from '../../src/transfers/liveProgress.js';

// Redis emptied under a write step that is waiting on something that never answers. The step's job
// and lock are gone; the step itself still says it is alive, so no sweep may take its transfer on,
// and before steps were told to stop it held the transfer (and its worker's slot) until the worker
// was restarted. Now the lost lock tells the step to stop; one that does not within two beats is
// abandoned and its transfer taken on, without a restart and without writing a track twice. The
// sweep runs once an hour here, so only the step can take its transfer on.

const used = useSystem(test, redisLossSystem('step-told-to-stop'));

test('a write step stuck when Redis is emptied under it is abandoned and its transfer completes', async (t) => {
  const set = LiveProgressStore.prototype.set;
  let stuck = 0;
  LiveProgressStore.prototype.set = async function (transferId, fields) {
    if (stuck || !fields.written) return set.call(this, transferId, fields);
    // After the first batch: Redis loses everything, and this wait never ends.
    stuck = await emptyRedis(used);
    return new Promise<void>(() => {});
  };
  t.teardown(() => {
    LiveProgressStore.prototype.set = set;
  });

  const { done, copies } = await firstPlaylistToDeezer(used, 'step-told-to-stop', 30_000);
  t.true(stuck > 0, 'Redis was emptied under the write step');
  t.is(done.status, 'completed');
  t.is(done.counts.matched! + done.counts.unmatched! + done.counts.failed!, done.counts.total!);
  t.is(copies.length, 1, 'one playlist made');
  t.is(copies[0].entries.length, done.counts.written!, 'each written track once');
});
