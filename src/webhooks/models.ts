import { DataTypes, Model, type Sequelize } from 'sequelize';

/** Where an account wants its events: a URL, the event types it wants (none: all) and a signing secret. */
export class WebhookEndpoint extends Model {
  declare id: string;
  declare accountId: string;
  declare url: string;
  declare description: string | null;
  declare eventTypes: string[];
  declare secretSealed: string;
  /** The secret before the last rotation, still signing until `previousSecretExpiresAt`. */
  declare previousSecretSealed: string | null;
  declare previousSecretExpiresAt: Date | null;
  declare enabled: boolean;
  declare disabledReason: string | null;
  declare disabledAt: Date | null;
  declare failingSince: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** One event to one endpoint; retried until it succeeds or its attempts run out. */
export class WebhookDelivery extends Model {
  declare id: string;
  declare eventId: string;
  declare endpointId: string;
  declare accountId: string;
  declare status: 'pending' | 'succeeded' | 'failed';
  declare attempts: number;
  declare lastAttemptAt: Date | null;
  declare lastStatusCode: number | null;
  declare completedAt: Date | null;
  declare createdAt: Date;
}

export function initWebhookModels(sequelize: Sequelize): void {
  WebhookEndpoint.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      url: { type: DataTypes.TEXT, allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      eventTypes: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      secretSealed: { type: DataTypes.TEXT, allowNull: false },
      previousSecretSealed: { type: DataTypes.TEXT, allowNull: true },
      previousSecretExpiresAt: { type: DataTypes.DATE, allowNull: true },
      enabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      disabledReason: { type: DataTypes.TEXT, allowNull: true },
      disabledAt: { type: DataTypes.DATE, allowNull: true },
      failingSince: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'webhook_endpoints' },
  );
  WebhookDelivery.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      eventId: { type: DataTypes.UUID, allowNull: false },
      endpointId: { type: DataTypes.UUID, allowNull: false },
      accountId: { type: DataTypes.UUID, allowNull: false },
      status: { type: DataTypes.STRING, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false },
      lastAttemptAt: { type: DataTypes.DATE, allowNull: true },
      lastStatusCode: { type: DataTypes.INTEGER, allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'webhook_deliveries', updatedAt: false },
  );
}
