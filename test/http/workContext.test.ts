import test from 'ava';
import { currentRequestId, withRequestId } from '../../src/requestId.js';
import { callerNow, callsFor } from '../../src/integrations/http/callers.js';

// The request id and the caller share one async context: setting one must keep the other, across
// awaits, and leave the context outside untouched.

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

test('a job queued by a request keeps its id while its calls are marked as background work', async (t) => {
  await withRequestId('req-1', () =>
    callsFor({ priority: 'background' }, async () => {
      await tick();
      t.is(currentRequestId(), 'req-1');
      t.deepEqual(callerNow('user-account'), { accountId: 'user-account', priority: 'background' });
    }),
  );
  t.is(currentRequestId(), undefined);
  t.deepEqual(callerNow(), { accountId: 'unattributed', priority: 'interactive' });
});

test('a request id set inside a caller keeps the caller, and an inner caller overrides only what it names', async (t) => {
  await callsFor({ accountId: 'account-a' }, () =>
    withRequestId('req-2', async () => {
      await tick();
      t.deepEqual(callerNow('user-account'), { accountId: 'account-a', priority: 'interactive' });
      await callsFor({ priority: 'background' }, async () => {
        await tick();
        t.is(currentRequestId(), 'req-2');
        t.deepEqual(callerNow(), { accountId: 'account-a', priority: 'background' });
      });
      t.deepEqual(callerNow(), { accountId: 'account-a', priority: 'interactive' });
    }),
  );
});

test('no request id leaves the context as it was', (t) => {
  callsFor({ accountId: 'account-b' }, () =>
    withRequestId(undefined, () => t.deepEqual(callerNow(), { accountId: 'account-b', priority: 'interactive' })),
  );
});
