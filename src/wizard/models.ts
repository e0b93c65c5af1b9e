import { DataTypes, Model, type Sequelize } from 'sequelize';

/** One browser's pass through the wizard, known by the digest of its cookie. */
export class WizardSession extends Model {
  declare id: string;
  declare accountId: string;
  declare transferSessionId: string | null;
  declare tokenDigest: string;
  declare sourceIntegrationUserId: string | null;
  declare destinationIntegrationUserId: string | null;
  declare pendingSignInId: string | null;
  declare returnUrl: string | null;
  declare expiresAt: Date;
}

/** Binds the wizard's model to one Sequelize instance. */
export function initWizardModels(sequelize: Sequelize): void {
  WizardSession.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      transferSessionId: { type: DataTypes.UUID, allowNull: true },
      tokenDigest: { type: DataTypes.CHAR(64), allowNull: false },
      sourceIntegrationUserId: { type: DataTypes.UUID, allowNull: true },
      destinationIntegrationUserId: { type: DataTypes.UUID, allowNull: true },
      pendingSignInId: { type: DataTypes.UUID, allowNull: true },
      returnUrl: { type: DataTypes.TEXT, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'wizard_sessions' },
  );
}
