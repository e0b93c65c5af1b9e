import { Op } from 'sequelize';
import { Account } from '../accounts/models.js';
import { snapshotOf } from '../accounts/snapshot.js';
import { ApiError } from '../http/errors.js';
import { isUpstreamError } from '../integrations/errors.js';
import { log } from '../log.js';
import { createSync } from './commands.js';
import { Sync, type SyncEntryState } from './models.js';
import type { PipelineDeps } from '../transfers/context.js';
import type { Transfer } from '../transfers/models.js';
import { groupsOf, tracksOf, type GroupRow, type GroupTrackRow } from '../transfers/store/items.js';

// "Keep these playlists in sync" (wizard): once a transfer has written its playlists, each chosen
// playlist gets a sync into the copy the transfer made (docs/decisions.md, Syncs). The finish step
// calls this before it says the transfer completed, so a finish that runs again finds the syncs it
// made (createSync answers 409 syncAlreadyExists for a second one) and makes only those missing.
// Each sync is created with its entries, in one transaction, before its schedule starts.

/** What the wizard promises: new source tracks added at the end of the copy about every hour. */
export const WIZARD_SYNC = { mode: 'append', intervalMinutes: 60 } as const;

/** Makes the syncs a transfer asked for, once each; a playlist whose sync cannot be made is left out. */
export async function keepPlaylistsInSync(deps: PipelineDeps, transfer: Transfer): Promise<void> {
  if (!transfer.keepInSync || transfer.errorCode) return;
  const written = (await groupsOf(deps.sequelize, transfer.id)).filter(
    (g) => g.type === 'playlist' && g.status === 'written' && g.source_id && g.destination_id,
  );
  if (!written.length) return;
  const account = snapshotOf((await Account.findByPk(transfer.accountId))!);
  for (const group of written) {
    try {
      await createSync(deps, account, {
        source: { integrationUserUUID: transfer.sourceIntegrationUserId, playlistId: group.source_id! },
        destination: { integrationUserUUID: transfer.destinationIntegrationUserId, playlistId: group.destination_id! },
        ...WIZARD_SYNC,
        ...(transfer.externalUserId ? { externalUserId: transfer.externalUserId } : {}),
        entries: startingEntries(await tracksOf(deps.sequelize, transfer.id, group.group_index)),
      });
    } catch (err) {
      // A service that is busy or down now: the finish step is tried again later.
      if (isUpstreamError(err, 'rateLimited') || isUpstreamError(err, 'unavailable')) throw err;
      if (!(err instanceof ApiError) && !isUpstreamError(err)) throw err;
      // An earlier finish made this one already, with its entries.
      if (err instanceof ApiError && err.code === 'syncAlreadyExists') continue;
      // The copy is written either way: a sync that cannot be made does not undo the transfer.
      log.warn({ transferId: transfer.id, playlistId: group.source_id, err: err.message }, 'no sync for playlist');
    }
  }
}

/**
 * The sync's entries as the transfer left the copy: what it wrote is `added`, what it could not
 * match is `unmatched`, so the first run adds only what is new on the source (no track twice).
 */
function startingEntries(tracks: GroupTrackRow[]) {
  const seen = new Map<string, number>();
  return tracks
    .filter((t) => t.source_id)
    .map((t) => {
      const occurrence = seen.get(t.source_id!) ?? 0;
      seen.set(t.source_id!, occurrence + 1);
      const added = t.status === 'matched' && t.destination_id !== null;
      return {
        sourceTrackId: t.source_id!,
        occurrence,
        position: t.position,
        destinationTrackId: added ? t.destination_id : null,
        state: (added ? 'added' : 'unmatched') as SyncEntryState,
      };
    });
}

/** The copies a transfer's syncs keep, by destination playlist id (for its summary). */
export async function playlistsKeptInSync(transfer: Transfer, groups: GroupRow[]): Promise<Set<string>> {
  const copies = groups.filter((g) => g.type === 'playlist' && g.destination_id).map((g) => g.destination_id!);
  if (!transfer.keepInSync || !copies.length) return new Set();
  const syncs = await Sync.findAll({
    where: {
      accountId: transfer.accountId,
      deletedAt: { [Op.is]: null },
      sourceUserId: transfer.sourceIntegrationUserId,
      destinationUserId: transfer.destinationIntegrationUserId,
      destinationPlaylistId: copies,
    },
  });
  return new Set(syncs.map((s) => s.destinationPlaylistId!));
}
