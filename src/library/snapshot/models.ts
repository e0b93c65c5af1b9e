import { DataTypes, Model, type Sequelize } from 'sequelize';

/** The lists of a library a stored copy can hold. */
export const SNAPSHOT_GROUPS = ['playlists', 'likedTracks', 'savedAlbums', 'followedArtists'] as const;
export type SnapshotGroup = (typeof SNAPSHOT_GROUPS)[number];

export type SnapshotStatus = 'queued' | 'running' | 'completed' | 'failed';

/** How many items of each kind the copy holds (`playlistItems`: all playlists' entries together). */
export type SnapshotCounts = Partial<Record<SnapshotGroup | 'playlistItems', number>>;

/**
 * A stored copy of a connected user's library, made by the `library-snapshot` worker job. Its
 * items live in `library_snapshot_items`; deleting the user (A7) deletes both.
 */
export class LibrarySnapshot extends Model {
  declare id: string;
  declare accountId: string;
  declare integrationUserId: string;
  declare status: SnapshotStatus;
  declare groups: SnapshotGroup[];
  declare counts: SnapshotCounts;
  /** Groups the service cannot list (YouTube has no saved albums...). */
  declare unsupported: SnapshotGroup[];
  declare errorCode: string | null;
  declare startedAt: Date | null;
  declare completedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export function initSnapshotModels(sequelize: Sequelize): void {
  LibrarySnapshot.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      integrationUserId: { type: DataTypes.UUID, allowNull: false },
      status: { type: DataTypes.STRING, allowNull: false },
      groups: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
      counts: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      unsupported: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      errorCode: { type: DataTypes.STRING, allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'library_snapshots' },
  );
}
