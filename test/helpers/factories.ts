import { randomUUID } from 'node:crypto';
import type { Sequelize } from 'sequelize';
import { Transfer, type TransferStatus } from '../../src/transfers/models.js';
import {
  addGroup,
  addItems,
  pendingItems,
  saveMatches,
  setGroup,
  setItemCount,
  type GroupRow,
  type GroupType,
} from '../../src/transfers/store/items.js';
import type { ServiceId } from '../../src/integrations/serviceIds.js';
import { createConnectedUser } from './fixtures.js';

export interface SeededGroup {
  type: GroupType;
  name: string;
  /** Destination ids of the group's matched items, in source order. */
  matched: string[];
  /** The source playlist's id, where the test needs one. */
  sourceId?: string;
  /** Where a write that was interrupted left the group. */
  state?: Partial<Pick<GroupRow, 'destination_id' | 'written_count' | 'status' | 'preexisting_ids'>>;
}

/**
 * A transfer as the match step leaves it: its groups and items snapshotted and matched, ready for
 * the write step, optionally with groups in the state an interrupted write left them in.
 */
export async function seedTransfer(
  sequelize: Sequelize,
  input: {
    accountId: string;
    source: ServiceId;
    destination: ServiceId;
    groups: SeededGroup[];
    status?: TransferStatus;
  },
): Promise<Transfer> {
  const [sourceUser, destinationUser] = [
    await createConnectedUser(input.accountId, input.source),
    await createConnectedUser(input.accountId, input.destination),
  ];
  const transfer = await Transfer.create({
    id: randomUUID(),
    accountId: input.accountId,
    sourceIntegrationUserId: sourceUser.id,
    destinationIntegrationUserId: destinationUser.id,
    sourceService: input.source,
    destinationService: input.destination,
    selection: { playlists: [], likedTracks: false, albums: false, artists: false },
    status: input.status ?? 'writing',
    counts: {},
  });
  for (const [index, group] of input.groups.entries()) {
    await addGroup(sequelize, transfer.id, index, {
      type: group.type,
      name: group.name,
      sourceId: group.sourceId ?? null,
    });
    const items = group.matched.map((id, position) => ({
      id: `source-${position}`,
      name: `Track ${position}`,
      matchedTo: id,
    }));
    await addItems(sequelize, transfer.id, index, 'track', 0, items);
    await setItemCount(sequelize, transfer.id, index, items.length);
    const pending = await pendingItems(sequelize, transfer.id, [index, -1], items.length);
    await saveMatches(
      sequelize,
      transfer.id,
      pending,
      group.matched.map((destinationId) => ({
        status: 'matched',
        reason: null,
        destinationId,
        score: 100,
        candidate: null,
      })),
    );
    if (group.state) await setGroup(sequelize, transfer.id, index, group.state);
  }
  return transfer;
}
