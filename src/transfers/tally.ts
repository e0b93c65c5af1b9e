import type { Transfer, TransferCounts } from './models.js';

// Where the items of a transfer ended, counted one way for every reader: the summary page, the
// dashboard, the API (D4) and the events. Each item ends in exactly one part:
// - added: the destination received it, from the transfer or from the person's choice since;
// - already there: the destination held it already, so nothing was sent (a repeat of a track in a
//   playlist that keeps a track once, Deezer; or a choice the playlist held);
// - not moved, with its reason: the item has a report row (D3) and no choice was made for it;
// - not reached: the transfer has not come to it yet, or stopped before it did.
// A finished transfer that completed has nothing in the last part.

export interface Tally {
  total: number;
  added: number;
  alreadyThere: number;
  notMoved: number;
  /** The not moved items by reason code. */
  notMovedBy: Record<string, number>;
  notReached: number;
}

export interface GroupTally extends Tally {
  groupIndex: number;
}

/** What the pipeline decided of each item (the matcher and the writer), beside where it ended. */
export interface TransferTally extends Tally {
  matched: number;
  unmatched: number;
  failed: number;
  pending: number;
  groups: GroupTally[];
}

/** One line of the store's count of items: those of a group in one status and part, with a reason. */
export interface TallyRow {
  group_index: number;
  status: 'pending' | 'matched' | 'unmatched' | 'failed';
  part: 'pending' | 'matched' | 'notMoved' | 'chosenAdded' | 'chosenThere';
  reason: string | null;
  n: number;
}

/** What the tally needs of each group: how far the writer got. */
export interface TallyGroup {
  group_index: number;
  status: string;
  written_count: number;
}

const empty = (): Tally => ({ total: 0, added: 0, alreadyThere: 0, notMoved: 0, notMovedBy: {}, notReached: 0 });

function addInto(into: Tally, part: Tally): void {
  into.total += part.total;
  into.added += part.added;
  into.alreadyThere += part.alreadyThere;
  into.notMoved += part.notMoved;
  into.notReached += part.notReached;
  for (const [reason, n] of Object.entries(part.notMovedBy))
    into.notMovedBy[reason] = (into.notMovedBy[reason] ?? 0) + n;
}

/**
 * The tally of a transfer from its items and its groups. The writer sends a group's matched items
 * in order and counts them (`written_count`); once the group is written, every matched item it did
 * not send was one the destination already held.
 */
export function tallyOf(groups: TallyGroup[], rows: TallyRow[]): TransferTally {
  const whole: TransferTally = { ...empty(), matched: 0, unmatched: 0, failed: 0, pending: 0, groups: [] };
  for (const group of groups) {
    const mine = rows.filter((r) => r.group_index === group.group_index);
    const sum = (test: (r: TallyRow) => boolean) => mine.filter(test).reduce((a, r) => a + r.n, 0);
    const matched = sum((r) => r.status === 'matched');
    const pending = sum((r) => r.status === 'pending');
    const sent = Math.min(group.written_count, matched);
    const unsent = matched - sent;
    const written = group.status === 'written';
    const part: GroupTally = {
      groupIndex: group.group_index,
      total: sum(() => true),
      added: sent + sum((r) => r.part === 'chosenAdded'),
      alreadyThere: (written ? unsent : 0) + sum((r) => r.part === 'chosenThere'),
      notMoved: sum((r) => r.part === 'notMoved'),
      notMovedBy: {},
      notReached: pending + (written ? 0 : unsent),
    };
    for (const r of mine)
      if (r.part === 'notMoved') {
        const reason = r.reason ?? 'error';
        part.notMovedBy[reason] = (part.notMovedBy[reason] ?? 0) + r.n;
      }
    whole.groups.push(part);
    addInto(whole, part);
    whole.matched += matched;
    whole.pending += pending;
    whole.unmatched += sum((r) => r.status === 'unmatched');
    whole.failed += sum((r) => r.status === 'failed');
  }
  return whole;
}

/**
 * The counts a transfer's row keeps (and its events carry): what the pipeline decided, and where
 * the items ended. `written` is `added` under its first name.
 */
export function countsOf(tally: TransferTally): Required<TransferCounts> {
  return {
    total: tally.total,
    matched: tally.matched,
    unmatched: tally.unmatched,
    failed: tally.failed,
    pending: tally.pending,
    written: tally.added,
    added: tally.added,
    alreadyThere: tally.alreadyThere,
    notMoved: tally.notMoved,
    notReached: tally.notReached,
  };
}

/**
 * Where a transfer's items ended, from the counts on its row. A row written before the parts were
 * kept has the pipeline's counts only: its report rows are the not moved ones, and whatever a
 * finished transfer neither wrote nor reported was already there.
 */
export function partsOf(transfer: Pick<Transfer, 'counts' | 'status'>): {
  total: number;
  added: number;
  alreadyThere: number;
  notMoved: number;
  notReached: number;
} {
  const c = transfer.counts ?? {};
  const total = c.total ?? 0;
  if (c.added !== undefined && c.notMoved !== undefined)
    return {
      total,
      added: c.added,
      alreadyThere: c.alreadyThere ?? 0,
      notMoved: c.notMoved,
      notReached: c.notReached ?? 0,
    };
  const added = c.written ?? 0;
  const notMoved = (c.unmatched ?? 0) + (c.failed ?? 0);
  const rest = Math.max(0, total - added - notMoved);
  const ended = transfer.status === 'completed';
  return { total, added, alreadyThere: ended ? rest : 0, notMoved, notReached: ended ? 0 : rest };
}
