import { DataTypes, Model, type Sequelize } from 'sequelize';

/** D1: a pre-authorized session of the hosted wizard; its launch code is single-use for 15 minutes. */
export class TransferSession extends Model {
  declare id: string;
  declare accountId: string;
  declare externalUserId: string | null;
  declare returnUrl: string | null;
  declare locale: string | null;
  /** Null for a session of the plain wizard, which has no pre-authorized destination. */
  declare targetIntegrationType: string | null;
  declare targetIntegrationUserId: string | null;
  /** A connected user of the account the partner named as the source (D1): the wizard starts with it. */
  declare sourceIntegrationUserId: string | null;
  declare launchCodeDigest: string | null;
  declare launchExpiresAt: Date | null;
  declare launchUsedAt: Date | null;
  declare expiresAt: Date;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** The jobs of a transfer on the `transfer` queue, in order. */
export type TransferStep = 'start' | 'match' | 'write' | 'finish';

export type TransferStatus =
  'queued' | 'snapshotting' | 'matching' | 'writing' | 'waiting_for_destination' | 'completed' | 'failed' | 'cancelled';

/** What the user chose to move. */
export interface TransferSelection {
  playlists: string[];
  likedTracks: boolean;
  albums: boolean;
  artists: boolean;
}

export interface TransferCounts {
  total?: number;
  matched?: number;
  unmatched?: number;
  failed?: number;
  written?: number;
  /** Not matched yet (while matching). */
  pending?: number;
  /** Where the items ended (tally.ts); absent on rows counted before the parts were kept. */
  added?: number;
  alreadyThere?: number;
  notMoved?: number;
  notReached?: number;
}

export class Transfer extends Model {
  declare id: string;
  declare accountId: string;
  declare transferSessionId: string | null;
  declare wizardSessionId: string | null;
  declare externalUserId: string | null;
  declare sourceIntegrationUserId: string;
  declare destinationIntegrationUserId: string;
  declare sourceService: string;
  declare destinationService: string;
  declare selection: TransferSelection;
  declare status: TransferStatus;
  declare counts: TransferCounts;
  declare currentGroup: string | null;
  /** Where a transfer goes on: the step a paused one resumes with, or the step a failed one stopped in. */
  declare resumeStep: TransferStep | null;
  /** The id of the job the transfer waits on. */
  declare currentJob: string | null;
  declare stepAliveAt: Date | null;
  declare errorCode: string | null;
  /** The transfer that "Try again" made of this failed one; null until then. */
  declare retriedAs: string | null;
  /** Each chosen playlist gets a sync into the playlist written for it once the transfer completes. */
  declare keepInSync: boolean;
  /**
   * "Update the copies": the copy an earlier transfer made of each source playlist (by source
   * playlist id), which this one adds the missing tracks to instead of making a new playlist.
   */
  declare updateCopies: Record<string, string> | null;
  /**
   * When someone asked the transfer to stop (the cancel route, the wizard's or the dashboard's
   * Stop); null unless asked. The step under way reads it before each write and ends, and the
   * finish step records `cancelled`.
   */
  declare cancelRequestedAt: Date | null;
  declare startedAt: Date | null;
  declare finishedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export function initTransferModels(sequelize: Sequelize): void {
  TransferSession.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      externalUserId: { type: DataTypes.TEXT, allowNull: true },
      returnUrl: { type: DataTypes.TEXT, allowNull: true },
      locale: { type: DataTypes.TEXT, allowNull: true },
      targetIntegrationType: { type: DataTypes.TEXT, allowNull: true },
      targetIntegrationUserId: { type: DataTypes.UUID, allowNull: true },
      sourceIntegrationUserId: { type: DataTypes.UUID, allowNull: true },
      launchCodeDigest: { type: DataTypes.CHAR(64), allowNull: true },
      launchExpiresAt: { type: DataTypes.DATE, allowNull: true },
      launchUsedAt: { type: DataTypes.DATE, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'transfer_sessions' },
  );
  Transfer.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      transferSessionId: { type: DataTypes.UUID, allowNull: true },
      wizardSessionId: { type: DataTypes.UUID, allowNull: true },
      externalUserId: { type: DataTypes.TEXT, allowNull: true },
      sourceIntegrationUserId: { type: DataTypes.UUID, allowNull: false },
      destinationIntegrationUserId: { type: DataTypes.UUID, allowNull: false },
      sourceService: { type: DataTypes.TEXT, allowNull: false },
      destinationService: { type: DataTypes.TEXT, allowNull: false },
      selection: { type: DataTypes.JSONB, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      counts: { type: DataTypes.JSONB, allowNull: false, defaultValue: {} },
      currentGroup: { type: DataTypes.TEXT, allowNull: true },
      resumeStep: { type: DataTypes.TEXT, allowNull: true },
      currentJob: { type: DataTypes.TEXT, allowNull: true },
      stepAliveAt: { type: DataTypes.DATE, allowNull: true },
      errorCode: { type: DataTypes.TEXT, allowNull: true },
      retriedAs: { type: DataTypes.UUID, allowNull: true },
      keepInSync: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      updateCopies: { type: DataTypes.JSONB, allowNull: true },
      cancelRequestedAt: { type: DataTypes.DATE, allowNull: true },
      startedAt: { type: DataTypes.DATE, allowNull: true },
      finishedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'transfers' },
  );
}
