import test from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import {
  SEARCHES_PER_ACCOUNT_PER_MINUTE,
  SEARCHES_PER_SESSION_PER_MINUTE,
  SEARCHES_PER_TRANSFER_PER_HOUR,
  takeSearchTurn,
  type SearchOf,
} from '../../src/wizard/searchBudget.js';
import { forgetPrefix } from '../../src/redis.js';

// The caps of the summary's search, against Redis alone: the wizard session's, the transfer's and
// the partner's, each counting only the searches every cap let through.

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const deps = { redis, redisPrefix: `search-budget-${randomBytes(4).toString('hex')}` };
test.after.always(async () => {
  await forgetPrefix(redis, deps.redisPrefix);
  redis.disconnect();
});

/** `count` searches of `of`: how many were let through, and the last refusal. */
async function searches(of: SearchOf, count: number) {
  let through = 0;
  let refused = null;
  for (let i = 0; i < count; i++) {
    const turn = await takeSearchTurn(deps, of);
    if (turn.ok) through += 1;
    else refused = turn;
  }
  return { through, refused };
}

test('a refused search counts against no cap', async (t) => {
  const accountId = randomUUID();
  const transferId = randomUUID();
  const first = await searches(
    { wizardSessionId: randomUUID(), transferId, accountId },
    SEARCHES_PER_SESSION_PER_MINUTE + 5,
  );
  t.is(first.through, SEARCHES_PER_SESSION_PER_MINUTE);
  t.like(first.refused, { cap: 'session', limit: SEARCHES_PER_SESSION_PER_MINUTE });
  t.true(first.refused!.retryAfterSeconds >= 1 && first.refused!.retryAfterSeconds <= 60);
  // The five refused ones were not counted on the transfer: the rest of its hour is there.
  let left = SEARCHES_PER_TRANSFER_PER_HOUR - SEARCHES_PER_SESSION_PER_MINUTE;
  while (left > 0) {
    const next = await searches({ wizardSessionId: randomUUID(), transferId, accountId }, 10);
    t.is(next.through, Math.min(10, left));
    left -= next.through;
  }
  const over = await takeSearchTurn(deps, { wizardSessionId: randomUUID(), transferId, accountId });
  t.like(over, { ok: false, cap: 'transfer', limit: SEARCHES_PER_TRANSFER_PER_HOUR });
  t.true(!over.ok && over.retryAfterSeconds > 60 && over.retryAfterSeconds <= 3600);
});

test('every summary of a partner together searches 60 times a minute at most', async (t) => {
  const accountId = randomUUID();
  let through = 0;
  // Many browsers, each with a transfer of its own, each under its own caps.
  for (let i = 0; i < 8; i++) {
    const done = await searches({ wizardSessionId: randomUUID(), transferId: randomUUID(), accountId }, 10);
    through += done.through;
    if (i >= 6) t.like(done.refused, { cap: 'account', limit: SEARCHES_PER_ACCOUNT_PER_MINUTE });
  }
  t.is(through, SEARCHES_PER_ACCOUNT_PER_MINUTE);
  // Another partner's summaries are not held back.
  const other = await takeSearchTurn(deps, {
    wizardSessionId: randomUUID(),
    transferId: randomUUID(),
    accountId: randomUUID(),
  });
  t.true(other.ok);
});
