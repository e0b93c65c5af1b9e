import test from 'ava';
import { progressView, timeLeftWords } from '../../src/transfers/progressView.js';
import type { LiveProgress } from '../../src/transfers/liveProgress.js';
import type { Transfer } from '../../src/transfers/models.js';

// What the progress page shows, from a transfer's row and its live progress: the bar covers
// reading, matching and writing; the time left comes from the rate measured in the phase.

const transfer = (fields: Partial<Transfer>) =>
  ({ sourceService: 'spotify', destinationService: 'deezer', currentGroup: null, counts: {}, ...fields }) as Transfer;

const live = (fields: Partial<LiveProgress>): LiveProgress => ({
  phase: null,
  group: null,
  read: 0,
  expected: null,
  matched: 0,
  unmatched: 0,
  failed: 0,
  written: 0,
  phaseStartedAt: null,
  phaseDoneAtStart: 0,
  updatedAt: null,
  ...fields,
});

test('the bar covers all three phases: reading a third, matching two, writing the rest', (t) => {
  const reading = progressView(
    transfer({ status: 'snapshotting' }),
    live({ phase: 'reading', read: 150, expected: 300, group: 'Road Trip' }),
  );
  t.is(reading.percent, 16);
  t.is(reading.headline, 'Reading your music on Spotify: Road Trip');
  t.is(reading.detail, '150 of 300 items read');
  t.deepEqual(
    reading.steps.map((s) => s.state),
    ['current', 'next', 'next'],
  );

  const matched = progressView(
    transfer({ status: 'matching', counts: { total: 300 } }),
    live({ phase: 'matching', matched: 280, unmatched: 20 }),
  );
  // 300 read + 300 matched of 300 + 300 + 280 to write.
  t.is(matched.percent, Math.floor((100 * 600) / 880));
  t.is(matched.detail, '280 of 300 found, 20 not found yet');

  const writing = progressView(
    transfer({ status: 'writing', counts: { total: 300, matched: 280, unmatched: 20 } }),
    live({ phase: 'writing', matched: 280, unmatched: 20, written: 140, group: 'Gym' }),
  );
  t.is(writing.percent, Math.floor((100 * 740) / 880));
  t.is(writing.headline, 'Adding it to Deezer: Gym');
  t.deepEqual(
    writing.steps.map((s) => s.state),
    ['done', 'done', 'current'],
  );
  t.is(writing.detail, '140 of 280 added');

  const done = progressView(
    transfer({ status: 'completed', counts: { total: 300, matched: 280, unmatched: 20, written: 280 } }),
    null,
  );
  t.is(done.percent, 100);
  t.true(done.finished);
  t.is(done.timeLeft, null);
});

test('without live progress the row counts are shown', (t) => {
  const view = progressView(
    transfer({ status: 'matching', counts: { total: 200, matched: 100, unmatched: 0, failed: 0 } }),
    null,
  );
  t.is(view.counts.found, 100);
  t.is(view.percent, Math.floor((100 * 300) / 600));
  t.is(view.timeLeft, null);
});

test('the time left comes from the rate measured since the phase began, once there is one', (t) => {
  const now = 1_000_000;
  const row = transfer({ status: 'matching', counts: { total: 1000 } });
  // 200 matched in 20 s: 10 a second; 800 left: 80 s.
  const measured = live({ phase: 'matching', matched: 200, phaseStartedAt: now - 20_000, phaseDoneAtStart: 0 });
  t.is(progressView(row, measured, now).timeLeft, 'about a minute left');
  const early = live({ phase: 'matching', matched: 5, phaseStartedAt: now - 1_000 });
  t.is(progressView(row, early, now).timeLeft, null);
  // Work done before a restart is not counted in the rate.
  const resumed = live({ phase: 'matching', matched: 500, phaseStartedAt: now - 10_000, phaseDoneAtStart: 480 });
  t.is(progressView(row, resumed, now).timeLeft, 'about 4 minutes left');
  // Reading says nothing: matching would take far longer than its own rate promises.
  const reading = live({ phase: 'reading', read: 50, expected: 1000, phaseStartedAt: now - 10_000 });
  t.is(progressView(transfer({ status: 'snapshotting' }), reading, now).timeLeft, null);
});

test('time left in words is never more precise than an estimate', (t) => {
  t.is(timeLeftWords(10), 'less than a minute left');
  t.is(timeLeftWords(70), 'about a minute left');
  t.is(timeLeftWords(180), 'about 3 minutes left');
  t.is(timeLeftWords(3 * 3600), 'about 3 hours left');
});

test('a paused transfer says what it waits for', (t) => {
  const view = progressView(transfer({ status: 'waiting_for_destination', counts: { total: 10, matched: 10 } }), null);
  t.is(view.headline, 'Waiting for your Deezer account');
  t.false(view.finished);
});
