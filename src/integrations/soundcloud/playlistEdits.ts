import type { Redis } from 'ioredis';
import { takeLock } from '../../redisLock.js';
import { UpstreamError } from '../errors.js';

// SoundCloud changes a playlist's tracks only by replacing the whole list (PUT /playlists/{urn}),
// so every add or remove is read, change, write: two edits that overlap lose one of them. Our own
// edits of one playlist take turns (a Redis lock shared by every process, or a queue in this
// process when there is no Redis); an edit made elsewhere (the SoundCloud app, another deployment)
// is caught by reading the list back after writing it, and the edit is made again on what is there.

/** How many times an edit is made again after another editor's write undid it. */
export const EDIT_ATTEMPTS = 3;
const LOCK_LIFE_MS = 60_000;
const LOCK_WAIT_MS = 30_000;

/** One edit of a playlist's track list: what to write, given what is there, and whether it held. */
export interface TrackListEdit {
  /** The list to write, from the list read (track URNs, in order). */
  apply(current: string[]): string[];
  /**
   * Whether a list read after writing still carries this edit (others may have edited since);
   * absent for an edit that leaves the tracks as they are, which needs no reading back.
   */
  holds?(written: string[], after: string[]): boolean;
}

/** The playlist as the edit sees it: its track list, read and written whole. */
export interface TrackListStore {
  read(): Promise<string[]>;
  write(tracks: string[]): Promise<void>;
}

export class PlaylistEditor {
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly shared?: { redis: Redis; prefix: string }) {}

  /**
   * Reads, changes and writes a playlist's track list, one edit of a playlist at a time, and makes
   * the edit again (at most EDIT_ATTEMPTS times) when the list read back shows another editor undid it.
   */
  edit(playlistUrn: string, store: TrackListStore, edit: TrackListEdit): Promise<void> {
    return this.inTurn(playlistUrn, async () => {
      for (let attempt = 1; ; attempt += 1) {
        const read = await store.read();
        const written = edit.apply(read);
        // An edit of the tracks that finds its work done (a reorder already in place) writes nothing.
        if (edit.holds && sameList(written, read)) return;
        await store.write(written);
        if (!edit.holds || edit.holds(written, await store.read())) return;
        if (attempt >= EDIT_ATTEMPTS)
          throw new UpstreamError('soundcloud', 'unavailable', 'the playlist kept changing while we edited it', {
            operation: 'editPlaylist',
          });
      }
    });
  }

  private async inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
    // This process's edits queue up first, so that only one of them at a time waits for the shared lock.
    const before = this.queues.get(key) ?? Promise.resolve();
    const run = before.catch(() => undefined).then(() => this.locked(key, work));
    this.queues.set(key, run);
    try {
      return await run;
    } finally {
      if (this.queues.get(key) === run) this.queues.delete(key);
    }
  }

  private async locked<T>(key: string, work: () => Promise<T>): Promise<T> {
    if (!this.shared) return work();
    const release = await takeLock(this.shared.redis, `${this.shared.prefix}soundcloud:playlist-edit:${key}`, {
      lifeMs: LOCK_LIFE_MS,
      waitMs: LOCK_WAIT_MS,
    });
    if (!release)
      throw new UpstreamError('soundcloud', 'unavailable', 'another edit of this playlist is still running', {
        operation: 'editPlaylist',
      });
    try {
      return await work();
    } finally {
      await release();
    }
  }
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((urn, i) => urn === b[i]);

const counts = (urns: string[]) => {
  const found = new Map<string, number>();
  for (const urn of urns) found.set(urn, (found.get(urn) ?? 0) + 1);
  return found;
};

/** Inserts tracks at `position` (or appends them); holds while every added track is there as often as written. */
export function insertion(urns: string[], position?: number): TrackListEdit {
  const added = counts(urns);
  return {
    apply: (current) => {
      const at = position === undefined ? current.length : Math.max(0, Math.min(position, current.length));
      return [...current.slice(0, at), ...urns, ...current.slice(at)];
    },
    holds: (written, after) => {
      const have = counts(after);
      const wrote = counts(written);
      return [...added.keys()].every((urn) => (have.get(urn) ?? 0) >= (wrote.get(urn) ?? 0));
    },
  };
}

/** Removes every entry of these tracks; holds while none of them is back. */
export function removal(urns: string[]): TrackListEdit {
  const gone = new Set(urns);
  return {
    apply: (current) => current.filter((urn) => !gone.has(urn)),
    holds: (_written, after) => after.every((urn) => !gone.has(urn)),
  };
}

/**
 * Puts the entries of `current` (the list as the caller read it) in a new order: `order[i]` is
 * the index in `current` of the entry wanted at `i` (a permutation). When the list read inside the
 * edit is still `current`, it becomes exactly the wanted list (`order` applied to `current`). When
 * another editor changed it in between, the same order is applied to what is there, by this rule:
 *
 * - SoundCloud has no entry ids, and copies of a track cannot be told apart: every entry of a
 *   track that `current` holds is one of ours, wherever it stands now. Entries of other tracks
 *   (added since) are not, and stay where they are.
 * - Our entries keep, between them, the positions (slots) they hold in the list read, and those
 *   slots are filled, in order, with the wanted list made to hold as many copies of each track as
 *   are there now: a copy gone since is left out (the last of that track's copies in the wanted
 *   list), a copy added since goes right after that track's last copy.
 *
 * The list written is therefore a permutation of the list read: no track is lost or doubled,
 * whatever the other editor did. The rule depends only on which tracks are there and how many
 * times, so applied to its own result it changes nothing. The edit holds when the list read back
 * is the list written, or when the rule would leave it as it is (another editor added or removed
 * tracks after our write but left our order alone).
 */
export function reordering(current: string[], order: number[]): TrackListEdit {
  const wanted = order.map((index) => current[index]);
  const copies = counts(current);
  const apply = (there: string[]): string[] => {
    const have = counts(there.filter((urn) => copies.has(urn)));
    const placed = new Map<string, number>();
    const filling: string[] = [];
    for (const urn of wanted) {
      const keep = Math.min(have.get(urn) ?? 0, copies.get(urn)!);
      const done = placed.get(urn) ?? 0;
      if (done >= keep) continue;
      placed.set(urn, done + 1);
      filling.push(urn);
      // After the last copy kept, the copies added since.
      if (done + 1 === keep) for (let extra = keep; extra < have.get(urn)!; extra++) filling.push(urn);
    }
    let next = 0;
    return there.map((urn) => (copies.has(urn) ? filling[next++] : urn));
  };
  return {
    apply,
    holds: (written, after) => sameList(after, written) || sameList(apply(after), after),
  };
}

/** Writes the list as it is, for a PUT that changes the playlist's other fields. */
export const unchanged: TrackListEdit = { apply: (current) => current };
