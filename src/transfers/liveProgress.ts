import type { Redis } from 'ioredis';

// What a running transfer is doing this second, for the people watching it. The `transfers` row
// holds counts written at most every few seconds (each write also announces `transfer.progress`
// to the partner, and counting reads every item); this is a small Redis hash the steps update as
// each page is read, each slice is matched and each batch is written, and the progress page polls.
// It is a cache that may be lost: without it the page falls back to the row.

export type LivePhase = 'reading' | 'matching' | 'writing';

export interface LiveProgress {
  phase: LivePhase | null;
  /** The playlist (or part of the library) being worked on. */
  group: string | null;
  /** Items copied from the source so far, and how many the source says there are (null: not known). */
  read: number;
  expected: number | null;
  matched: number;
  unmatched: number;
  failed: number;
  written: number;
  /** When the phase began, and how much of its work was done then: the base of its measured rate. */
  phaseStartedAt: number | null;
  phaseDoneAtStart: number;
  updatedAt: number | null;
}

type Counter = 'read' | 'matched' | 'unmatched' | 'failed' | 'written';

/** A day: longer than any transfer is watched, so an abandoned hash goes by itself. */
const LIFE_MS = 24 * 3600_000;

const numberOr = <T>(raw: string | undefined, fallback: T): number | T =>
  raw === undefined || raw === '' || Number.isNaN(Number(raw)) ? fallback : Number(raw);

/** The live progress of transfers, one hash each. */
export class LiveProgressStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(transferId: string): string {
    return `${this.prefix}:transfer-live:${transferId}`;
  }

  /** Sets fields to these values (absolute: a step that runs again sets the same ones). */
  async set(transferId: string, fields: Partial<Omit<LiveProgress, 'updatedAt'>>): Promise<void> {
    const values: Record<string, string> = { updatedAt: String(Date.now()) };
    for (const [name, value] of Object.entries(fields))
      if (value !== undefined) values[name] = value === null ? '' : String(value);
    await this.redis.multi().hset(this.key(transferId), values).pexpire(this.key(transferId), LIFE_MS).exec();
  }

  /** Adds to counters; the next absolute `set` of the same fields corrects any drift. */
  async add(transferId: string, counts: Partial<Record<Counter, number>>): Promise<void> {
    const multi = this.redis.multi();
    for (const [name, value] of Object.entries(counts)) if (value) multi.hincrby(this.key(transferId), name, value);
    multi.hset(this.key(transferId), 'updatedAt', String(Date.now())).pexpire(this.key(transferId), LIFE_MS);
    await multi.exec();
  }

  /** Starts a phase: its rate is measured from here, beginning at `doneAtStart` (work done before a restart). */
  async enter(transferId: string, phase: LivePhase, doneAtStart: number, group: string | null = null): Promise<void> {
    await this.set(transferId, { phase, group, phaseStartedAt: Date.now(), phaseDoneAtStart: doneAtStart });
  }

  async read(transferId: string): Promise<LiveProgress | null> {
    const raw = await this.redis.hgetall(this.key(transferId));
    if (!raw || Object.keys(raw).length === 0) return null;
    const phase = raw.phase === 'reading' || raw.phase === 'matching' || raw.phase === 'writing' ? raw.phase : null;
    return {
      phase,
      group: raw.group ? raw.group : null,
      read: numberOr(raw.read, 0),
      expected: numberOr(raw.expected, null),
      matched: numberOr(raw.matched, 0),
      unmatched: numberOr(raw.unmatched, 0),
      failed: numberOr(raw.failed, 0),
      written: numberOr(raw.written, 0),
      phaseStartedAt: numberOr(raw.phaseStartedAt, null),
      phaseDoneAtStart: numberOr(raw.phaseDoneAtStart, 0),
      updatedAt: numberOr(raw.updatedAt, null),
    };
  }

  async forget(transferId: string): Promise<void> {
    await this.redis.del(this.key(transferId));
  }
}
