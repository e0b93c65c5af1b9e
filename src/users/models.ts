import type { ServiceId } from '../integrations/serviceIds.js';
import { DataTypes, Model, type Sequelize } from 'sequelize';

/**
 * A connected user (`integrationUser`): one account's link to one user of one music service.
 * Credentials are sealed with the keyring; a deleted user keeps only its ids, so that a second
 * delete still answers 204 (A7).
 */
export class IntegrationUser extends Model {
  declare id: string;
  declare accountId: string;
  declare integrationType: ServiceId;
  declare externalUserId: string;
  declare name: string | null;
  declare email: string | null;
  declare imageUrl: string | null;
  declare country: string | null;
  declare authDataSealed: string | null;
  declare refreshTokenSealed: string | null;
  declare authDataExpiresAt: Date | null;
  declare needsReauthSince: Date | null;
  declare deletedAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export function initUserModels(sequelize: Sequelize): void {
  IntegrationUser.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      integrationType: { type: DataTypes.STRING, allowNull: false },
      externalUserId: { type: DataTypes.STRING, allowNull: false },
      name: { type: DataTypes.STRING, allowNull: true },
      email: { type: DataTypes.STRING, allowNull: true },
      imageUrl: { type: DataTypes.TEXT, allowNull: true },
      country: { type: DataTypes.STRING(2), allowNull: true },
      authDataSealed: { type: DataTypes.TEXT, allowNull: true },
      refreshTokenSealed: { type: DataTypes.TEXT, allowNull: true },
      authDataExpiresAt: { type: DataTypes.DATE, allowNull: true },
      needsReauthSince: { type: DataTypes.DATE, allowNull: true },
      deletedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'integration_users' },
  );
}
