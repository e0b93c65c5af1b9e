import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { AccountSnapshot } from '../accounts/snapshot.js';
import { type Adapters } from '../integrations/adapters.js';
import { adapterFor } from '../http/adapterFor.js';
import { isUpstreamError } from '../integrations/errors.js';
import { serviceName } from '../integrations/registry.js';
import { has } from '../integrations/types.js';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import type { Queues } from '../queues.js';
import { findConnectedUser } from '../users/lookup.js';
import { userSession, type TokenDeps } from '../users/tokens.js';
import { emitEvent } from '../webhooks/outbox.js';
import { Sync, SyncEntry, type SyncMode } from './models.js';
import { runSyncNow, scheduleSync, unscheduleSync } from './schedule.js';
import { countLiveSyncs } from './store.js';

// The writes of the Syncs resource. Each checks what it can with the services before it writes,
// writes the row and its event in one transaction, and only then touches the schedule: a run that
// starts before the commit would find no sync and be lost.

export interface SyncCommandDeps extends TokenDeps {
  adapters: Adapters;
  queues: Queues;
}

/** Most live syncs one account may have (docs/decisions.md, Syncs). */
export const SYNCS_PER_ACCOUNT = 1000;

export interface NewSync {
  source: { integrationUserUUID: string; playlistId: string };
  destination: { integrationUserUUID: string; playlistId?: string };
  mode: SyncMode;
  intervalMinutes: number;
  externalUserId?: string;
  /**
   * What the destination playlist already holds of the source (a transfer's copy, from the
   * wizard): written with the sync, before its first run, so that run adds only what is new.
   */
  entries?: Pick<SyncEntry, 'sourceTrackId' | 'occurrence' | 'position' | 'destinationTrackId' | 'state'>[];
}

type Role = 'source' | 'destination';

/** A side of a new sync: a connected user of the account, on a service that keeps playlists, able to call it. */
async function sideOf(deps: SyncCommandDeps, accountId: string, uuid: string, role: Role) {
  // Spec rule 3: another account's user answers exactly like a missing one.
  const user = await findConnectedUser(accountId, uuid.toLowerCase());
  const adapter = adapterFor(deps.adapters, user.integrationType);
  if (!has(adapter.capabilities, 'playlists'))
    throw new ApiError(
      400,
      'operationNotSupported',
      `${serviceName(adapter.id)} keeps no playlists, so it cannot be the ${role} of a sync.`,
      [{ integrationType: adapter.id, operation: 'playlists', side: role }],
    );
  if (user.needsReauthSince)
    throw new ApiError(412, 'IntegrationUserNotAuthenticated', 'The connected user must sign in again.', [
      { integrationUserUUID: user.id, side: role },
    ]);
  return { user, adapter, session: userSession(deps, adapter, user) };
}

/** One playlist read through the user's own session: one the service does not give them is not found. */
async function readPlaylist(side: Awaited<ReturnType<typeof sideOf>>, playlistId: string, role: Role) {
  try {
    return await side.adapter.playlist(side.session, playlistId);
  } catch (err) {
    // A malformed id is refused by some services (400) and unknown to others (404): the same to the partner.
    if (isUpstreamError(err, 'notFound') || isUpstreamError(err, 'rejected') || isUpstreamError(err, 'forbidden'))
      throw new ApiError(404, 'playlistNotFound', `The ${role} user has no playlist with this id.`, [
        { side: role, playlistId },
      ]);
    throw err;
  }
}

/**
 * Creates a sync: both users connected users of the account, both services with playlists, the
 * source playlist readable by its user, a given destination playlist owned by its user. The row
 * and `sync.created` are written together, and `within` runs in their transaction (the answer
 * kept for an Idempotency-Key commits with them); the schedule's first run goes out at once.
 */
export async function createSync(
  deps: SyncCommandDeps,
  account: AccountSnapshot,
  input: NewSync,
  within?: (transaction: Transaction, made: Sync) => Promise<void>,
): Promise<Sync> {
  const source = await sideOf(deps, account.id, input.source.integrationUserUUID, 'source');
  const destination = await sideOf(deps, account.id, input.destination.integrationUserUUID, 'destination');
  const destinationPlaylistId = input.destination.playlistId ?? null;
  if (source.user.id === destination.user.id && input.source.playlistId === destinationPlaylistId)
    throw badRequest('sameSourceAndDestination', 'A playlist cannot be kept in sync with itself.');

  await readPlaylist(source, input.source.playlistId, 'source');
  if (destinationPlaylistId) {
    const destinationPlaylist = await readPlaylist(destination, destinationPlaylistId, 'destination');
    // A sync writes the destination: a playlist the user only follows would refuse every run.
    if (!destinationPlaylist.isOwner)
      throw badRequest(
        'playlistNotOwned',
        'The destination user does not own this playlist, so a sync cannot write it.',
        [{ side: 'destination', playlistId: destinationPlaylistId }],
      );
  }

  const sync = await deps.sequelize.transaction(async (transaction) => {
    // One creation at a time per account, so that the cap holds under concurrent calls.
    await deps.sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
      bind: [`syncs:${account.id}`],
      transaction,
    });
    if ((await countLiveSyncs(deps.sequelize, account.id, transaction)) >= SYNCS_PER_ACCOUNT)
      throw badRequest(
        'syncLimitReached',
        `An account keeps at most ${SYNCS_PER_ACCOUNT} syncs; delete one before creating another.`,
      );
    if (destinationPlaylistId) {
      // Two syncs of one playlist into one playlist would add every track twice.
      const twin = await Sync.findOne({
        where: {
          accountId: account.id,
          deletedAt: { [Op.is]: null },
          sourceUserId: source.user.id,
          sourcePlaylistId: input.source.playlistId,
          destinationUserId: destination.user.id,
          destinationPlaylistId,
        },
        transaction,
      });
      if (twin)
        throw new ApiError(409, 'syncAlreadyExists', 'A sync of this playlist into that playlist already exists.', [
          { syncUuid: twin.id },
        ]);
      // Syncs both ways between two playlists would each take the other's copies for new tracks,
      // and both playlists would grow without end.
      const reverse = await Sync.findOne({
        where: {
          accountId: account.id,
          deletedAt: { [Op.is]: null },
          sourceUserId: destination.user.id,
          sourcePlaylistId: destinationPlaylistId,
          destinationUserId: source.user.id,
          destinationPlaylistId: input.source.playlistId,
        },
        transaction,
      });
      if (reverse)
        throw new ApiError(
          409,
          'syncCycle',
          'A sync already keeps that playlist from this one: syncs both ways would copy each other’s tracks without end.',
          [{ syncUuid: reverse.id }],
        );
    }
    const created = await Sync.create(
      {
        id: randomUUID(),
        accountId: account.id,
        externalUserId: input.externalUserId ?? null,
        sourceUserId: source.user.id,
        sourcePlaylistId: input.source.playlistId,
        destinationUserId: destination.user.id,
        destinationPlaylistId,
        mode: input.mode,
        intervalMinutes: input.intervalMinutes,
        // The schedule's first run goes out at once.
        nextRunAt: new Date(),
      },
      { transaction },
    );
    if (input.entries?.length)
      await SyncEntry.bulkCreate(
        input.entries.map((entry) => ({ syncId: created.id, ...entry })),
        { transaction },
      );
    await emitEvent(deps.sequelize, transaction, account.id, 'sync.created', {
      syncUuid: created.id,
      externalUserId: created.externalUserId,
      source: {
        integrationUserUUID: source.user.id,
        integrationType: source.user.integrationType,
        playlistId: created.sourcePlaylistId,
      },
      destination: {
        integrationUserUUID: destination.user.id,
        integrationType: destination.user.integrationType,
        playlistId: created.destinationPlaylistId,
      },
      mode: created.mode,
      intervalMinutes: created.intervalMinutes,
    });
    await within?.(transaction, created);
    return created;
  });
  await scheduleSync(deps.queues, sync);
  return sync;
}

/** A live sync of the account; another account's, a deleted one and a malformed uuid answer 404 alike. */
export async function findSync(accountId: string, raw: unknown, options: { includeDeleted?: boolean } = {}) {
  const sync = isUuid(raw) ? await Sync.findOne({ where: { id: raw.toLowerCase(), accountId } }) : null;
  if (!sync || (sync.deletedAt && !options.includeDeleted))
    throw notFound('syncNotFound', 'The account has no sync with this uuid.');
  return sync;
}

export interface SyncChanges {
  mode?: SyncMode;
  intervalMinutes?: number;
  paused?: boolean;
}

/** When the schedule of a sync next starts a run, from the last one it planned (runs go on every interval while paused). */
function nextSlot(sync: Sync, now: Date): Date {
  const every = sync.intervalMinutes * 60_000;
  const planned = sync.nextRunAt?.getTime() ?? now.getTime();
  if (planned >= now.getTime()) return new Date(planned);
  return new Date(planned + Math.ceil((now.getTime() - planned) / every) * every);
}

/**
 * PATCH: a new mode applies from the next run; a new interval re-schedules the sync (BullMQ runs
 * it at once, then every new interval); pausing records `partner`, unpausing clears any reason.
 */
export async function changeSync(deps: SyncCommandDeps, sync: Sync, changes: SyncChanges): Promise<Sync> {
  const now = new Date();
  const intervalChanged = changes.intervalMinutes !== undefined && changes.intervalMinutes !== sync.intervalMinutes;
  const resumed = changes.paused === false && sync.paused;
  await sync.update({
    ...(changes.mode ? { mode: changes.mode } : {}),
    ...(intervalChanged ? { intervalMinutes: changes.intervalMinutes, nextRunAt: now } : {}),
    ...(changes.paused === true ? { paused: true, pausedReason: 'partner' } : {}),
    ...(changes.paused === false ? { paused: false, pausedReason: null } : {}),
    ...(resumed && !intervalChanged ? { nextRunAt: nextSlot(sync, now) } : {}),
  });
  // Upserting the same interval keeps the schedule as it is, and brings back one that was lost.
  if (intervalChanged || resumed) await scheduleSync(deps.queues, sync);
  return sync;
}

/**
 * DELETE: the sync stops for good; asked again, it answers the same (the schedule is removed again).
 * A listener's stop (`by: 'listener'`, from their own page) is news to the partner, so it writes
 * `sync.deleted` with the deletion, once however many times it is asked; the partner's own DELETE
 * tells the partner nothing it does not know, and writes no event.
 */
export async function deleteSync(deps: Pick<SyncCommandDeps, 'queues'>, sync: Sync, by?: 'listener'): Promise<void> {
  if (!sync.deletedAt && !by) await sync.update({ deletedAt: new Date() });
  if (!sync.deletedAt && by) {
    const sequelize = Sync.sequelize!;
    await sequelize.transaction(async (transaction) => {
      const [stopped] = await Sync.update(
        { deletedAt: new Date() },
        { where: { id: sync.id, deletedAt: { [Op.is]: null } }, transaction },
      );
      if (stopped)
        await emitEvent(sequelize, transaction, sync.accountId, 'sync.deleted', {
          syncUuid: sync.id,
          externalUserId: sync.externalUserId,
          reason: by,
        });
    });
    await sync.reload();
  }
  await unscheduleSync(deps.queues, sync.id);
}

/** Run now: a paused sync answers 409, since its run would leave at once. */
export async function runNow(deps: Pick<SyncCommandDeps, 'queues'>, sync: Sync): Promise<void> {
  if (sync.paused)
    throw conflict(
      'syncPaused',
      sync.pausedReason === 'authFailed'
        ? 'The sync is paused until a listener signs in again.'
        : 'The sync is paused; unpause it (PATCH {"paused": false}) first.',
    );
  await runSyncNow(deps.queues, sync.id);
}
