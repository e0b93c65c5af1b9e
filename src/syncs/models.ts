import { DataTypes, Model, type Sequelize } from 'sequelize';

export type SyncMode = 'mirror' | 'append';

/** What the last run of a sync did, as the partner reads it. */
export interface SyncRunSummary {
  status: 'completed' | 'unchanged' | 'failed' | 'paused';
  startedAt: string;
  finishedAt: string;
  added: number;
  removed: number;
  unmatched: number;
  /**
   * Why the run failed, or what the destination could not do: a mirror whose destination cannot
   * move tracks says here how many stand out of the source's order, on every run.
   */
  notes: string[];
}

/** A source playlist kept in a destination playlist of another (or the same) connected user. */
export class Sync extends Model {
  declare id: string;
  declare accountId: string;
  declare externalUserId: string | null;
  declare sourceUserId: string;
  declare sourcePlaylistId: string;
  declare destinationUserId: string;
  /** Null until the first run creates the destination playlist. */
  declare destinationPlaylistId: string | null;
  declare destinationPreexisting: string[] | null;
  declare mode: SyncMode;
  declare intervalMinutes: number;
  declare paused: boolean;
  declare pausedReason: 'partner' | 'authFailed' | null;
  /** The source playlist's change marker when it was last read whole. */
  declare sourceMarker: string | null;
  /**
   * A mirror's destination playlist's change marker as its last complete run left it: a run whose
   * source is unchanged reads the destination whole (its order too) when this no longer holds.
   */
  declare destinationMarker: string | null;
  declare lastRun: SyncRunSummary | null;
  declare lastRunAt: Date | null;
  declare nextRunAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare deletedAt: Date | null;
}

/**
 * `held`: the destination already held the track and refuses a second copy (Deezer); that copy is
 * the listener's, and the sync never removes it.
 */
export type SyncEntryState = 'pendingAdd' | 'added' | 'unmatched' | 'pendingRemove' | 'held';

/** One entry of the source as the sync last left it on the destination. */
export class SyncEntry extends Model {
  declare syncId: string;
  declare sourceTrackId: string;
  /** 0 for a track's first entry in the source, 1 for its second, … */
  declare occurrence: number;
  declare position: number;
  declare destinationTrackId: string | null;
  declare state: SyncEntryState;
  /** Its position on the destination when last seen or placed. */
  declare destinationIndex: number | null;
  /** The destination entry it was last seen as, where the service's entry ids are stable. */
  declare destinationEntryId: string | null;
  /**
   * While an add or removal is pending: how many copies of the track the destination holds once
   * it has landed, counted before its call, so that a listener's own copy is not taken for it.
   * Null for a write not yet sent; -1 for one left pending before counts were kept.
   */
  declare expectedCount: number | null;
}

export function initSyncModels(sequelize: Sequelize): void {
  Sync.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      externalUserId: { type: DataTypes.TEXT },
      sourceUserId: { type: DataTypes.UUID, allowNull: false },
      sourcePlaylistId: { type: DataTypes.TEXT, allowNull: false },
      destinationUserId: { type: DataTypes.UUID, allowNull: false },
      destinationPlaylistId: { type: DataTypes.TEXT },
      destinationPreexisting: { type: DataTypes.JSONB },
      mode: { type: DataTypes.TEXT, allowNull: false },
      intervalMinutes: { type: DataTypes.INTEGER, allowNull: false },
      paused: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      pausedReason: { type: DataTypes.TEXT },
      sourceMarker: { type: DataTypes.TEXT },
      destinationMarker: { type: DataTypes.TEXT },
      lastRun: { type: DataTypes.JSONB },
      lastRunAt: { type: DataTypes.DATE },
      nextRunAt: { type: DataTypes.DATE },
      deletedAt: { type: DataTypes.DATE },
    },
    { sequelize, tableName: 'syncs', underscored: true },
  );
  SyncEntry.init(
    {
      syncId: { type: DataTypes.UUID, primaryKey: true },
      sourceTrackId: { type: DataTypes.TEXT, primaryKey: true },
      occurrence: { type: DataTypes.INTEGER, primaryKey: true },
      position: { type: DataTypes.INTEGER, allowNull: false },
      destinationTrackId: { type: DataTypes.TEXT },
      state: { type: DataTypes.TEXT, allowNull: false },
      destinationIndex: { type: DataTypes.INTEGER },
      expectedCount: { type: DataTypes.INTEGER },
      destinationEntryId: { type: DataTypes.TEXT },
    },
    { sequelize, tableName: 'sync_entries', underscored: true, timestamps: false },
  );
}
