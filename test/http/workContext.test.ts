import test from 'ava';
import { currentRequestId, withRequestId } from '../../src/requestId.js';
import { callerNow, callsFor } from '../../src/integrations/http/callers.js';

// The worker's async context: the request id and the priority share one store; setting one must
// keep the other, across awaits, and leave the context outside untouched.

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

test('a request id set inside a priority keeps it, and an inner context changes only what it names', async (t) => {
  await callsFor({ priority: 'background' }, () =>
    withRequestId('req-2', async () => {
      await tick();
      t.deepEqual(callerNow('account-a'), { accountId: 'account-a', priority: 'background' });
      await withRequestId('req-3', async () => {
        await tick();
        t.is(currentRequestId(), 'req-3');
        t.deepEqual(callerNow(), { accountId: 'unattributed', priority: 'background' });
      });
      t.is(currentRequestId(), 'req-2');
    }),
  );
});

test('no request id leaves the context as it was', (t) => {
  callsFor({ priority: 'background' }, () =>
    withRequestId(undefined, () =>
      t.deepEqual(callerNow('account-b'), { accountId: 'account-b', priority: 'background' }),
    ),
  );
});
