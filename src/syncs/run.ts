import { isUpstreamError } from '../integrations/errors.js';
import type { TrackItem } from '../integrations/types.js';
import { TrackMatcher } from '../matching/trackMatcher.js';
import type { MatchOutcome } from '../matching/types.js';
import type { StoredMatchResult } from '../transfers/presenters.js';
import { takeLiveLock } from '../redisLock.js';
import { side, type Side } from '../transfers/context.js';
import { Sync, SyncEntry, type SyncRunSummary } from './models.js';
import type { SyncDeps } from './deps.js';
import { destinationPlaylist, readTracks, settlePending } from './destination.js';
import { finish, pause } from './outcomes.js';
import { OUT_OF_ORDER, write, type Written } from './writes.js';

// One run of a sync: the source playlist read (skipped with one call when its change marker says
// nothing changed), its entries compared with those the sync last left on the destination, only
// the new ones matched (the match cache first), and the change applied. `append` adds new tracks
// at the end; `mirror` also removes what left the source and keeps the source's order. A mirror
// compares that order on every run: its skip needs the destination's marker unchanged too, since
// a listener or a run killed mid-write may have changed the destination when the source did not.
// Tracks the listener put on the destination are no entry of the sync, and are never touched. Every add or removal is written
// `pending` before the call that makes it, so that a run killed in between is finished, not
// repeated, by the next one. Two runs of one sync never overlap (a Redis lock).

export type RunOutcome = SyncRunSummary | { status: 'skipped'; reason: 'gone' | 'paused' | 'running' };

/** Renewed while a run lives: a killed run's lock lapses within this, and its sync runs again. */
const LOCK_LIFE_MS = 15_000;

/**
 * The marker to skip the next run on, or null to read the next run whole. A marker that is a time
 * counted in seconds (TIDAL, SoundCloud, Qobuz, Beatport) cannot tell a change made in the same
 * second as our read from none: such a fresh one is not kept.
 */
export function settledMarker(marker: string | null, readAt: Date): string | null {
  if (marker === null) return null;
  const at = /^\d{9,11}$/.test(marker)
    ? Number(marker) * 1000
    : Date.parse(marker.replace(/^(\d{4})\/(\d\d)\/(\d\d) /, '$1-$2-$3T').replace(/ ([+-]\d{4})$/, '$1'));
  if (Number.isNaN(at)) return marker;
  return readAt.getTime() - at < 2_000 ? null : marker;
}

/** The run's lock lapsed: another run may hold the sync now. */
class LockLost extends Error {
  constructor() {
    super('the sync run lost its lock');
  }
}

interface SourceEntry {
  key: string;
  track: TrackItem;
  occurrence: number;
  position: number;
}

const keyOf = (trackId: string, occurrence: number) => `${trackId}#${occurrence}`;

/** The source's tracks in order, each with its occurrence (a track twice is two entries). */
function entriesOf(tracks: TrackItem[]): SourceEntry[] {
  const seen = new Map<string, number>();
  return tracks
    .filter((t) => t.kind === 'track' || t.kind === 'video')
    .map((track, position) => {
      const occurrence = seen.get(track.id) ?? 0;
      seen.set(track.id, occurrence + 1);
      return { key: keyOf(track.id, occurrence), track, occurrence, position };
    });
}

/** Each new source track's outcome on the destination (the match cache first). */
async function match(
  deps: SyncDeps,
  source: Side,
  destination: Side,
  entries: SourceEntry[],
): Promise<Map<string, MatchOutcome>> {
  const matcher = new TrackMatcher(destination.adapter, {
    sourceService: source.adapter.id,
    cache: deps.cache,
  });
  const unique = [...new Map(entries.map((e) => [e.track.id, e.track])).values()];
  const outcomes = await matcher.match(
    unique.map((track) => ({ id: track.id, track })),
    destination.session,
  );
  return new Map(unique.map((track, i) => [track.id, outcomes[i]]));
}

/** A report row as D3 gives it, in the form transfers store theirs. */
function resultRow(
  entry: SourceEntry,
  outcome: MatchOutcome,
  playlist: { name: string; id: string },
): StoredMatchResult {
  const { track } = entry;
  const candidate = outcome.candidate;
  return {
    source: {
      id: track.id,
      entryId: track.entryId,
      name: track.name,
      artists: track.artists?.map((a) => ({ name: a.name })) ?? null,
      album: track.album ? { name: track.album.name } : null,
      isrc: track.isrc,
      durationMs: track.durationMs,
    },
    itemType: 'track',
    score: outcome.score,
    candidate: candidate
      ? {
          id: candidate.id,
          name: candidate.name,
          artists: candidate.artists?.map((a) => ({ name: a.name })) ?? null,
          album: candidate.album ? { name: candidate.album.name } : null,
          isrc: candidate.isrc,
          url: candidate.url,
        }
      : null,
    group: { type: 'playlist', name: playlist.name, sourceId: playlist.id },
  };
}

/**
 * The destination marker a mirror run keeps: the one read before its read of the destination when
 * it changed nothing there, else the one the service gives after its writes; none when the order
 * is still to be put right, so that the next run reads the destination whole.
 */
async function destinationMarker(
  destination: Side,
  playlistId: string,
  written: Written,
  before: string | null,
  beforeAt: Date,
  now: () => Date,
): Promise<string | null> {
  if (!written.inOrder) return null;
  if (!written.changed) return settledMarker(before, beforeAt);
  const at = now();
  const after = await destination.adapter.playlist(destination.session, playlistId);
  return settledMarker(after.version ?? null, at);
}

/** Runs one sync now, unless it is paused, gone, or already running. */
export async function runSync(deps: SyncDeps, syncId: string, now = () => new Date()): Promise<RunOutcome> {
  const lock = await takeLiveLock(deps.redis, `${deps.redisPrefix}:sync-run:${syncId}`, LOCK_LIFE_MS);
  if (!lock) return { status: 'skipped', reason: 'running' };
  // Before each write: a run whose lock lapsed (Redis unreachable or emptied, a long stall) stops,
  // since another run may hold the sync now.
  const stillHeld = async () => {
    if (!(await lock.confirm())) throw new LockLost();
  };
  try {
    const sync = await Sync.findByPk(syncId);
    if (!sync || sync.deletedAt) return { status: 'skipped', reason: 'gone' };
    if (sync.paused) return { status: 'skipped', reason: 'paused' };
    const startedAt = now().toISOString();
    const summary = (fields: Partial<SyncRunSummary> & Pick<SyncRunSummary, 'status'>): SyncRunSummary => ({
      startedAt,
      finishedAt: now().toISOString(),
      added: 0,
      removed: 0,
      unmatched: 0,
      notes: [],
      ...fields,
    });
    const [source, destination] = await Promise.all([
      side(deps, sync.sourceUserId),
      side(deps, sync.destinationUserId),
    ]);
    const readAt = now();
    const playlist = await source.adapter.playlist(source.session, sync.sourcePlaylistId);
    const pendingLeft = await SyncEntry.count({ where: { syncId, state: ['pendingAdd', 'pendingRemove'] } });
    const mirror = sync.mode === 'mirror';
    // A mirror's destination marker, read before the destination is: a change after this read is
    // seen by the next run, as the marker it keeps will not match.
    const destinationReadAt = now();
    const destinationBefore =
      mirror && sync.destinationPlaylistId
        ? ((await destination.adapter.playlist(destination.session, sync.destinationPlaylistId)).version ?? null)
        : null;
    if (
      playlist.version &&
      playlist.version === sync.sourceMarker &&
      sync.destinationPlaylistId &&
      pendingLeft === 0 &&
      (!mirror || (destinationBefore !== null && destinationBefore === sync.destinationMarker))
    )
      // Nothing moved on either side: the tracks out of order where the destination cannot move
      // them are as many as the last run counted.
      return finish(
        deps,
        sync,
        summary({
          status: 'unchanged',
          notes: mirror ? (sync.lastRun?.notes ?? []).filter((note) => note.includes(OUT_OF_ORDER)) : [],
        }),
        now,
      );

    const wanted = entriesOf(await readTracks(source, sync.sourcePlaylistId));
    await stillHeld();
    const playlistId = await destinationPlaylist(sync, destination, playlist.name);
    // What the destination holds is read only when a pending entry, a write or the order needs it.
    let destinationRead: Promise<TrackItem[]> | null = null;
    const current = () => (destinationRead ??= readTracks(destination, playlistId));
    if (pendingLeft > 0) {
      await settlePending(syncId, await current());
      // Matching may take a while: the writes read the destination as it is then.
      destinationRead = null;
    }

    const known = new Map(
      (await SyncEntry.findAll({ where: { syncId } })).map((e) => [keyOf(e.sourceTrackId, e.occurrence), e]),
    );
    const fresh = wanted.filter((e) => !known.has(e.key));
    const outcomes = fresh.length ? await match(deps, source, destination, fresh) : new Map<string, MatchOutcome>();
    const matched = new Map(
      [...outcomes].map(([id, o]) => [id, o.status === 'matched' ? o.destinationId : null] as const),
    );
    // A match that failed (the service refused or broke) is no answer: its entries stay new, for
    // the next run to match again, and this run's marker is not kept.
    const failed = fresh.filter((e) => outcomes.get(e.track.id)?.status === 'failed');
    const decided = fresh.filter((e) => outcomes.get(e.track.id)?.status !== 'failed');
    // The entries and the report rows of what did not match, together: a run killed after this
    // reports them when a later run finishes.
    await deps.sequelize.transaction(async (transaction) => {
      await SyncEntry.bulkCreate(
        decided.map((e) => ({
          syncId,
          sourceTrackId: e.track.id,
          occurrence: e.occurrence,
          position: e.position,
          destinationTrackId: matched.get(e.track.id) ?? null,
          state: matched.get(e.track.id) ? 'pendingAdd' : 'unmatched',
        })),
        { transaction },
      );
      const missed = decided.filter((e) => !matched.get(e.track.id));
      if (missed.length)
        await deps.sequelize.query(
          `INSERT INTO sync_results (sync_id, account_id, source_track_id, occurrence, position, status, reason, row)
           SELECT :syncId, :accountId, r.source_track_id, r.occurrence, r.position, r.status, r.reason, r.row
           FROM jsonb_to_recordset(:rows::jsonb) AS r(source_track_id text, occurrence int, position int, status text, reason text, row jsonb)
           ON CONFLICT (sync_id, source_track_id, occurrence) DO UPDATE
             SET position = EXCLUDED.position, status = EXCLUDED.status, reason = EXCLUDED.reason,
                 row = EXCLUDED.row, finished_at = NULL`,
          {
            replacements: {
              syncId,
              accountId: sync.accountId,
              rows: JSON.stringify(
                missed.map((e) => {
                  const outcome = outcomes.get(e.track.id)!;
                  return {
                    source_track_id: e.track.id,
                    occurrence: e.occurrence,
                    position: e.position,
                    status: outcome.status === 'failed' ? 'failed' : 'unmatched',
                    reason: outcome.reason ?? 'notFound',
                    row: resultRow(e, outcome, { name: playlist.name, id: sync.sourcePlaylistId }),
                  };
                }),
              ),
            },
            transaction,
          },
        );
    });
    // Positions follow the source, so that a later add keeps its order: one statement for all.
    const moved = wanted.flatMap((e) => {
      const entry = known.get(e.key);
      if (!entry || entry.position === e.position) return [];
      entry.position = e.position;
      return [{ source_track_id: entry.sourceTrackId, occurrence: entry.occurrence, position: e.position }];
    });
    if (moved.length)
      await deps.sequelize.query(
        `UPDATE sync_entries AS e SET position = m.position
           FROM jsonb_to_recordset(:moved::jsonb) AS m(source_track_id text, occurrence int, position int)
          WHERE e.sync_id = :syncId AND e.source_track_id = m.source_track_id AND e.occurrence = m.occurrence`,
        { replacements: { syncId, moved: JSON.stringify(moved) } },
      );
    const notes: string[] = [];
    const canRemove = destination.adapter.capabilities.removePlaylistItems;
    if (mirror) {
      const stillWanted = new Set(wanted.map((e) => e.key));
      const gone = [...known.entries()].filter(([key]) => !stillWanted.has(key)).map(([, e]) => e);
      const kept = gone.filter((e) => e.state === 'added' && !canRemove).length;
      for (const entry of gone)
        if (
          entry.state === 'unmatched' ||
          entry.state === 'pendingAdd' ||
          entry.state === 'held' ||
          (entry.state === 'added' && !canRemove)
        )
          // Nothing to take off (or nothing that can be): the entry ends, and the track stays.
          await entry.destroy();
        else if (entry.state === 'added') await entry.update({ state: 'pendingRemove' });
      if (kept) notes.push(`${kept} tracks stay: ${destination.adapter.id} cannot remove tracks from a playlist`);
      // A removal not yet made whose track the source holds again is no removal.
      const back = [...known.entries()].filter(([key, e]) => stillWanted.has(key) && e.state === 'pendingRemove');
      for (const [, entry] of back) await entry.update({ state: 'added', expectedCount: null });
    } else {
      // A sync switched to append keeps what it had started to remove.
      await SyncEntry.update({ state: 'added' }, { where: { syncId, state: 'pendingRemove' } });
    }
    const written = await write(sync, destination, playlistId, current, notes, stillHeld);
    const { added, removed } = written;
    const unmatched = decided.filter((e) => !matched.get(e.track.id)).length;
    if (failed.length)
      notes.push(`${failed.length} tracks could not be matched this time and are tried again next run`);
    const marker = failed.length ? null : settledMarker(playlist.version ?? null, readAt);
    await stillHeld();
    return finish(deps, sync, summary({ status: 'completed', added, removed, unmatched, notes }), now, {
      source: marker,
      destination: mirror
        ? await destinationMarker(destination, playlistId, written, destinationBefore, destinationReadAt, now)
        : null,
    });
  } catch (err) {
    if (err instanceof LockLost) return { status: 'skipped', reason: 'running' };
    // A listener who must sign in again pauses the sync until they do.
    if (!isUpstreamError(err, 'reauthRequired')) throw err;
    return pause(deps, syncId, err, now);
  } finally {
    await lock.release();
  }
}
