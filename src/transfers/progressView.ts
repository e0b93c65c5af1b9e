import { serviceName } from '../integrations/registry.js';
import type { LiveProgress } from './liveProgress.js';
import type { Transfer } from './models.js';

// The progress of a transfer as people see it, worked out on the server from the transfer's row
// and its live progress: the wizard's progress page draws it, and the dashboard's transfer pages
// show the same bar, so that a partner and a listener never read two different figures.

export type ProgressPhase =
  'waiting' | 'reading' | 'matching' | 'writing' | 'paused' | 'completed' | 'failed' | 'cancelled';

export interface ProgressView {
  status: Transfer['status'];
  phase: ProgressPhase;
  /** The three phases of the work, named for the person, and which one is under way. */
  steps: { id: 'reading' | 'matching' | 'writing'; label: string; state: 'done' | 'current' | 'next' }[];
  /** The sentence naming what happens now, with the playlist being worked on. */
  headline: string;
  group: string | null;
  counts: { total: number | null; read: number; found: number; notMoved: number; added: number };
  /** One line of the counts that matter in this phase. */
  detail: string;
  /** 0 to 100: reading, matching and writing each count one unit per item. */
  percent: number;
  /** "about 3 minutes left", from the rate measured in this phase; null until there is one. */
  timeLeft: string | null;
  finished: boolean;
  /** Someone asked the transfer to stop and it has not ended yet: the write under way finishes first. */
  stopping: boolean;
}

/** How long before a phase's rate is trusted enough to promise a time. */
const MEASURED_AFTER_MS = 3_000;

/** A number of seconds in the words of an estimate: never more precise than it is. */
export function timeLeftWords(seconds: number): string {
  if (seconds < 45) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes <= 1) return 'about a minute left';
  if (minutes < 90) return `about ${minutes} minutes left`;
  const hours = Math.round(minutes / 60);
  return `about ${hours} hours left`;
}

const phaseOf = (status: Transfer['status']): ProgressPhase =>
  (
    ({
      queued: 'waiting',
      snapshotting: 'reading',
      matching: 'matching',
      writing: 'writing',
      waiting_for_destination: 'paused',
      completed: 'completed',
      failed: 'failed',
      cancelled: 'cancelled',
    }) as const
  )[status];

const n = (value: number) => value.toLocaleString('en-US');

/** The progress of one transfer as the page shows it, at `now`. */
export function progressView(transfer: Transfer, live: LiveProgress | null, now = Date.now()): ProgressView {
  const phase = phaseOf(transfer.status);
  const finished = phase === 'completed' || phase === 'failed' || phase === 'cancelled';
  const stopping = !finished && Boolean(transfer.cancelRequestedAt);
  const stored = transfer.counts;
  // The live counters are newer while the work runs; the row's are final once it ended.
  const use = live && !finished;
  const matched = use ? live.matched : (stored.matched ?? 0);
  const unmatched = use ? live.unmatched : (stored.unmatched ?? 0);
  const failed = use ? live.failed : (stored.failed ?? 0);
  const written = Math.max(use ? live.written : 0, stored.written ?? 0);
  const readDone = phase !== 'waiting' && phase !== 'reading';
  const read = readDone ? (stored.total ?? live?.read ?? 0) : (live?.read ?? 0);
  const total = readDone ? read : live?.expected !== null && live?.expected !== undefined ? live.expected : null;
  const decided = matched + unmatched + failed;

  // Units of work: every item is read, then matched; every item not left out is written, but those
  // a written playlist held already (tally.ts), which are never sent.
  const all = Math.max(total ?? 0, read, 1);
  const toWrite = Math.max(0, all - unmatched - failed - (stored.alreadyThere ?? 0));
  const units = 2 * all + toWrite;
  const done = Math.min(read, all) + Math.min(decided, all) + Math.min(written, toWrite);
  const percent = finished ? 100 : Math.min(99, Math.floor((100 * done) / units));

  const from = serviceName(transfer.sourceService);
  const to = serviceName(transfer.destinationService);
  const order = ['reading', 'matching', 'writing'] as const;
  const labels = {
    reading: `Reading your music on ${from}`,
    matching: `Finding it on ${to}`,
    writing: `Adding it to ${to}`,
  };
  const at = order.indexOf(phase as (typeof order)[number]);
  const steps = order.map((id, i) => ({
    id,
    label: labels[id],
    state: (finished || (at >= 0 && i < at) || (phase === 'paused' && i < 2)
      ? 'done'
      : i === at || (phase === 'paused' && i === 2)
        ? 'current'
        : 'next') as 'done' | 'current' | 'next',
  }));

  const group = finished ? null : (live?.group ?? transfer.currentGroup);
  const headline = stopping
    ? 'Stopping: what is being added now finishes first'
    : phase === 'waiting'
      ? 'Getting ready'
      : phase === 'paused'
        ? `Waiting for your ${to} account`
        : phase === 'completed'
          ? 'Done'
          : phase === 'failed'
            ? 'The transfer stopped'
            : phase === 'cancelled'
              ? 'The transfer was stopped'
              : `${labels[phase]}${group ? `: ${group}` : ''}`;
  const detail =
    phase === 'reading'
      ? `${n(read)}${total !== null ? ` of ${n(total)}` : ''} items read`
      : phase === 'matching'
        ? `${n(matched)} of ${n(all)} found${unmatched + failed ? `, ${n(unmatched + failed)} not found yet` : ''}`
        : phase === 'writing' || phase === 'paused'
          ? `${n(Math.min(written, toWrite))} of ${n(toWrite)} added`
          : phase === 'waiting'
            ? ''
            : `${n(written)} of ${n(all)} items added`;

  return {
    status: transfer.status,
    phase,
    steps,
    headline,
    group,
    counts: { total, read, found: matched, notMoved: unmatched + failed, added: written },
    detail,
    percent,
    timeLeft: finished || stopping ? null : estimate(phase, live, { all, decided, written, toWrite }, now),
    finished,
    stopping,
  };
}

/**
 * The time left, from the rate of the phase under way since it began. Reading is quick beside
 * matching, so its own rate would promise far too little: no estimate until matching has one.
 */
function estimate(
  phase: ProgressPhase,
  live: LiveProgress | null,
  work: { all: number; decided: number; written: number; toWrite: number },
  now: number,
): string | null {
  if (!live || live.phaseStartedAt === null || live.phase !== phase) return null;
  if (phase !== 'matching' && phase !== 'writing') return null;
  const elapsed = now - live.phaseStartedAt;
  const doneNow = phase === 'matching' ? work.decided : work.written;
  const moved = doneNow - live.phaseDoneAtStart;
  if (elapsed < MEASURED_AFTER_MS || moved <= 0) return null;
  const perMs = moved / elapsed;
  const left = phase === 'matching' ? work.all - work.decided : work.toWrite - work.written;
  return timeLeftWords(Math.max(0, left) / perMs / 1000);
}
