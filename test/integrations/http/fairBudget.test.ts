import test from 'ava';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { BudgetExhausted, RedisBudget, type AccountShare } from '../../../src/integrations/http/budget.js';
import type { Priority } from '../../../src/integrations/http/callers.js';

// The budget of one service shared between accounts by weighted fair queuing, through one Redis,
// each budget object standing for a process. Shares are read per one-second window of grants; the
// windows a test reads start a second after the last account began to ask. One test at a time: each
// floods the budget as fast as it is given, and two at once would measure each other.

let redis: Redis;
test.before(() => {
  redis = new Redis('redis://127.0.0.1:6379');
});
test.after.always(() => redis.disconnect());

const prefix = () => `fair-${randomBytes(5).toString('hex')}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Flow {
  accountId: string;
  priority?: Priority;
  /** When it starts asking, ms after the run starts. */
  from?: number;
  /** Callers asking at once. */
  callers?: number;
}

/**
 * Every flow asks for slots as fast as it is given them, from its start to `ms`; answers the
 * grants of each window, per flow, for the whole windows that began at `readFrom` or later.
 */
async function flood(budget: RedisBudget, service: string, flows: Flow[], ms: number, readFrom: number) {
  const started = Date.now();
  const grants: { flow: number; at: number }[] = [];
  await Promise.all(
    flows.flatMap((flow, index) =>
      Array.from({ length: flow.callers ?? 6 }, async () => {
        await sleep(flow.from ?? 0);
        const call = { accountId: flow.accountId, priority: flow.priority ?? 'interactive', userKey: null };
        while (Date.now() - started < ms) {
          await budget.take(service, call, 5_000).catch((err) => {
            if (!(err instanceof BudgetExhausted)) throw err;
          });
          grants.push({ flow: index, at: Date.now() });
        }
      }),
    ),
  );
  const first = Math.ceil((started + readFrom) / 1000);
  const last = Math.floor((started + ms) / 1000) - 1;
  const windows: number[][] = [];
  for (let w = first; w <= last; w++) {
    const counts = flows.map(() => 0);
    for (const g of grants) if (Math.floor(g.at / 1000) === w) counts[g.flow] += 1;
    windows.push(counts);
  }
  return windows;
}

function budgetOf(limit: number, shares: Record<string, AccountShare> = {}) {
  return new RedisBudget(redis, prefix(), () => ({ perSecond: limit }), {
    shares: (account) => shares[account] ?? { weight: 1, cap: null },
  });
}

const within = (value: number, low: number, high: number) => value >= low && value <= high;

test.serial(
  'two accounts: one alone takes the whole budget; once the other asks, each has half within a second',
  async (t) => {
    const limit = 60;
    const budget = budgetOf(limit);
    const alone = await flood(budget, 'svc', [{ accountId: 'a' }], 2_200, 0);
    for (const [a] of alone) t.true(a >= limit - 1, `alone: ${a} of ${limit}`);

    // Two processes, as in production: the second account's calls go through a budget of their own.
    const other = budgetOf(limit);
    const service = 'svc2';
    const [first, second] = await Promise.all([
      flood(budget, service, [{ accountId: 'a' }], 4_500, 1_500 + 1_000),
      flood(other, service, [{ accountId: 'b', from: 1_500 }], 4_500, 1_500 + 1_000),
    ]);
    t.true(first.length >= 1);
    first.forEach(([a], i) => {
      const [b] = second[i];
      t.true(a + b >= limit * 0.9, `window ${i}: ${a} + ${b} of ${limit}`);
      t.true(within(b / (a + b), 0.4, 0.6), `window ${i}: a ${a}, b ${b}`);
    });
  },
);

test.serial('five accounts asking at once each get a fifth within a second', async (t) => {
  const limit = 100;
  const budget = budgetOf(limit);
  const flows = ['a', 'b', 'c', 'd', 'e'].map((accountId, i) => ({ accountId, from: i * 200 }));
  const windows = await flood(budget, 'svc', flows, 3_800, 800 + 1_000);
  t.true(windows.length >= 1);
  for (const counts of windows) {
    const total = counts.reduce((a, b) => a + b, 0);
    t.true(total >= limit * 0.9, `${counts.join(', ')}`);
    for (const count of counts) t.true(within(count / total, 0.12, 0.28), `${counts.join(', ')}`);
  }
});

test.serial('weights divide the budget in their proportion, and a cap holds even for an account alone', async (t) => {
  const limit = 80;
  const budget = budgetOf(limit, { heavy: { weight: 3, cap: null }, capped: { weight: 1, cap: 0.25 } });
  const weighted = await flood(budget, 'svc', [{ accountId: 'heavy' }, { accountId: 'light' }], 3_200, 1_200);
  for (const [heavy, light] of weighted)
    t.true(within(heavy / (heavy + light), 0.65, 0.85), `heavy ${heavy}, light ${light}`);

  const capped = await flood(budget, 'svc-capped', [{ accountId: 'capped' }], 2_500, 0);
  for (const [count] of capped) t.true(within(count, limit * 0.2, limit * 0.25), `capped alone: ${count}`);
});

test.serial('interactive calls go before background work of the same account, which keeps its floor', async (t) => {
  const limit = 100;
  const budget = budgetOf(limit);
  const windows = await flood(
    budget,
    'svc',
    [
      { accountId: 'a', priority: 'background' },
      { accountId: 'a', priority: 'interactive' },
    ],
    3_200,
    1_200,
  );
  for (const [background, interactive] of windows) {
    t.true(background + interactive >= limit * 0.9, `${background} + ${interactive}`);
    t.true(
      within(background / (background + interactive), 0.15, 0.3),
      `background ${background}, interactive ${interactive}`,
    );
  }
  // Alone, background work takes the whole budget.
  const alone = await flood(budget, 'svc-bg', [{ accountId: 'a', priority: 'background' }], 2_200, 0);
  for (const [count] of alone) t.true(count >= limit - 1, `background alone: ${count}`);
});

/**
 * The budget's own ledger of each window of `service` (its hash in Redis: `used`, and per flow `u:`
 * used and `r:` refused), read while `during` runs: a window's hash lives three seconds, so each is
 * read again until it has ended, and the last reading after its end is its final state.
 */
async function ledgerOf(budgetPrefix: string, service: string, during: Promise<unknown>) {
  const ledger = new Map<number, Record<string, number>>();
  let done = false;
  const read = async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const window of [now - 1, now]) {
      const hash = await redis.hgetall(`{${budgetPrefix}:budget:${service}}:fair:${window}`);
      if (Object.keys(hash).length > 0)
        ledger.set(window, Object.fromEntries(Object.entries(hash).map(([k, v]) => [k, Number(v)])));
    }
  };
  const reader = (async () => {
    while (!done) {
      await read();
      await sleep(150);
    }
    await sleep(100);
    await read();
  })();
  await during.finally(() => (done = true));
  await reader;
  return ledger;
}

test.serial('a quiet account is served at once while another floods the budget', async (t) => {
  const limit = 50;
  const budgetPrefix = prefix();
  const budget = new RedisBudget(redis, budgetPrefix, () => ({ perSecond: limit }));
  const started = Date.now();
  const refusedAfter: number[] = [];
  const quiet = (async () => {
    const call = { accountId: 'quiet', priority: 'interactive' as const, userKey: null };
    const servedIn = new Map<number, number>();
    const asksIn = new Map<number, number>();
    while (Date.now() - started < 4_000) {
      // No wait allowed: a call that finds no slot for it is refused at once.
      const window = Math.floor(Date.now() / 1000);
      const ask = (asksIn.get(window) ?? 0) + 1;
      asksIn.set(window, ask);
      await budget.take('svc', call, 0).then(
        () => servedIn.set(window, (servedIn.get(window) ?? 0) + 1),
        (err) => {
          if (!(err instanceof BudgetExhausted)) throw err;
          // What a flow is expected to want is what it asked for in the last window: an ask past
          // that (a starved process's timers bunch its asks into fewer windows) may be refused.
          if (ask <= (asksIn.get(window - 1) ?? 0)) refusedAfter.push(Date.now() - started);
        },
      );
      await sleep(100);
    }
    return servedIn;
  })();
  const flooding = flood(budget, 'svc', [{ accountId: 'noisy', callers: 12 }], 4_000, 1_000);
  const ledger = await ledgerOf(budgetPrefix, 'svc', flooding);
  const servedIn = await quiet;
  // The quiet account's first ask makes it known; from the next window on, its slots wait for it.
  // Judged over the whole windows the flood is read in (as `flood` reads them): in the last, partial
  // one the flood's callers stop, and their queued takes land there on a loaded machine's timers.
  const lastWholeWindowEnds = Math.floor((started + 4_000) / 1000) * 1000 - started;
  t.deepEqual(
    refusedAfter.filter((ms) => ms > 1_100 && ms < lastWholeWindowEnds),
    [],
  );
  // The flood has the rest of the budget: the budget refuses it only in windows it has all but
  // filled. Read from the budget's own ledger, not from the grants the flood managed to ask for, so
  // that a starved test process (12 callers, a Redis round trip per slot) is not taken for a budget
  // holding slots back; what a quiet flow was expected to want and did not ask for is all it may hold.
  const first = Math.ceil((started + 1_000) / 1000);
  const last = Math.floor((started + 4_000) / 1000) - 1;
  const refusedIn: string[] = [];
  for (let window = first; window <= last; window++) {
    // Served in every window, not only never refused: how many asks a window held is the test
    // process's pace (its timers bunch on a loaded machine), not the budget's.
    t.true((servedIn.get(window) ?? 0) > 0, `the quiet account was served in window ${window - first}`);
    const entry = ledger.get(window);
    t.truthy(entry, `window ${window - first} was read`);
    if (!entry?.['r:noisy|i']) continue;
    refusedIn.push(`${entry.used} used, noisy ${entry['u:noisy|i'] ?? 0}, quiet ${entry['u:quiet|i'] ?? 0}`);
    t.true(entry.used >= limit * 0.8, `the flood was refused in a window with ${entry.used} of ${limit} used`);
  }
  t.true(refusedIn.length > 0, 'the flood asked for more than the budget gave in some window');
  t.log(refusedIn.join('; '));
});

test.serial(
  'a flow refused in one window holds back no more than it asked for after the next one’s fourth fifth',
  async (t) => {
    const limit = 50;
    const untilMs = async (window: number, ms: number) => sleep(Math.max(0, window * 1000 + ms - Date.now()));
    /** Takes for `accountId` without waiting until one is refused: answers how many were granted. */
    const takeAll = async (budget: RedisBudget, accountId: string, most = limit) => {
      const call = { accountId, priority: 'interactive' as const, userKey: null };
      let granted = 0;
      while (granted < most) {
        const refused = await budget.take('svc', call, 0).then(
          () => false,
          (err) => {
            if (err instanceof BudgetExhausted) return true;
            throw err;
          },
        );
        if (refused) break;
        granted += 1;
      }
      return granted;
    };
    // Each step runs in its part of a window; a machine too slow for that tries again, up to three times.
    for (let attempt = 1; ; attempt++) {
      const budget = budgetOf(limit);
      const window = Math.floor(Date.now() / 1000) + 1;
      await untilMs(window, 20);
      const flooded = await takeAll(budget, 'noisy');
      const quietRefused = (await takeAll(budget, 'quiet', 1)) === 0;
      await untilMs(window + 1, 20);
      const quiet = await takeAll(budget, 'quiet', 5);
      const before = await takeAll(budget, 'noisy');
      const inTime = Date.now() < (window + 1) * 1000 + 800;
      await untilMs(window + 1, 850);
      const after = await takeAll(budget, 'noisy');
      const stayed = Math.floor(Date.now() / 1000) === window + 1;
      if ((!inTime || !stayed) && attempt < 3) continue;
      t.is(flooded, limit, 'alone, the flood takes the whole window');
      t.true(quietRefused, 'the quiet account asked once when nothing was left');
      t.is(quiet, 5);
      // Until the fourth fifth, the refused account is owed its whole share (25): the flood gets the rest.
      t.is(before, limit / 2);
      // Then it is expected to want as many as it asked for, there or here, and it has all of that:
      // the rest is the flood's.
      t.is(after, limit - quiet - before, `after the fourth fifth the flood got ${after}`);
      return;
    }
  },
);

test.serial('a call that waits for the headroom to lapse asks once in its window, not at each try', async (t) => {
  const limit = 50;
  const untilMs = async (window: number, ms: number) => sleep(Math.max(0, window * 1000 + ms - Date.now()));
  const takeAll = async (budget: RedisBudget, accountId: string, most = limit) => {
    let granted = 0;
    while (granted < most) {
      const call = { accountId, priority: 'interactive' as const, userKey: null };
      if (
        !(await budget.take('svc', call, 0).then(
          () => true,
          () => false,
        ))
      )
        break;
      granted += 1;
    }
    return granted;
  };
  for (let attempt = 1; ; attempt++) {
    const budgetPrefix = prefix();
    const budget = new RedisBudget(redis, budgetPrefix, () => ({ perSecond: limit }));
    const window = Math.floor(Date.now() / 1000) + 1;
    // One window: the quiet account takes 10; the flood all but the one more kept for it, and is refused.
    await untilMs(window, 20);
    const quiet = await takeAll(budget, 'quiet', 10);
    const first = await takeAll(budget, 'noisy');
    // The next: the flood is owed its share but the quiet account's 11 are kept for it until the
    // fourth fifth; one more call of the flood waits for that, and is served then.
    await untilMs(window + 1, 20);
    const before = await takeAll(budget, 'noisy');
    const call = { accountId: 'noisy', priority: 'interactive' as const, userKey: null };
    const waited = await budget.take('svc', call, 2_000);
    const ledger = await redis.hgetall(`{${budgetPrefix}:budget:svc}:fair:${window + 1}`);
    const stayed = Math.floor(Date.now() / 1000) === window + 1 && before === limit - 11;
    if (!stayed && attempt < 3) continue;
    t.deepEqual([quiet, first, before], [10, 39, 39]);
    t.true(waited > 0, 'the last call waited for the headroom to lapse');
    t.is(Number(ledger['u:noisy|i']), 40);
    // 39 calls served, one refused at once, and the one that waited: each asked once.
    t.is(Number(ledger['a:noisy|i']), 41, JSON.stringify(ledger));
    return;
  }
});

test.serial(
  'a process killed while holding a lease costs the others no more than the rest of that second and the call it wanted',
  async (t) => {
    const limit = 40;
    const name = prefix();
    // Another process leases the whole window in one call, takes one slot, and is killed.
    const holder = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `
      import { Redis } from 'ioredis';
      import { RedisBudget } from './src/integrations/http/budget.js';
      const redis = new Redis('redis://127.0.0.1:6379');
      const budget = new RedisBudget(redis, ${JSON.stringify(name)}, () => ({ perSecond: ${limit} }), { leaseSize: (n) => n });
      // At the start of a window, so that the lease is the whole of one.
      await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 20));
      await budget.take('svc', { accountId: 'dying', priority: 'background', userKey: null }, 1000);
      console.log('held ' + Math.floor(Date.now() / 1000));
      setInterval(() => {}, 1000);
      `,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const window = await new Promise<number>((resolve, reject) => {
      holder.stdout!.on('data', (chunk: Buffer) => {
        const held = /held (\d+)/.exec(chunk.toString());
        if (held) resolve(Number(held[1]));
      });
      holder.once('exit', (code) => reject(new Error(`the lease holder exited with ${code}`)));
    });
    holder.kill('SIGKILL');
    const survivor = new RedisBudget(redis, name, () => ({ perSecond: limit }));
    const call = { accountId: 'alive', priority: 'interactive' as const, userKey: null };
    // In the window of the lease, nothing is left to take...
    if (Math.floor(Date.now() / 1000) === window)
      await t.throwsAsync(survivor.take('svc', call, 0), { instanceOf: BudgetExhausted });
    // ...the next keeps back only the one call the dead process was last seen to want, and the one
    // after is whole again.
    const grantsIn = async (w: number) => {
      await sleep(w * 1000 - Date.now() + 10);
      let granted = 0;
      while (Math.floor(Date.now() / 1000) === w && granted < limit)
        await survivor.take('svc', call, 0).then(
          () => (granted += 1),
          () => sleep(5),
        );
      return granted;
    };
    t.true((await grantsIn(window + 1)) >= limit - 1);
    t.is(await grantsIn(window + 2), limit);
  },
);
