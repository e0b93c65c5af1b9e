import { DataTypes, Model, type Sequelize } from 'sequelize';

/** A one-time token handed to the partner with a sign-in callback: 30 seconds, bound to that sign-in. */
export class OneTimeToken extends Model {
  declare id: string;
  declare accountId: string;
  declare signInAttemptId: string;
  declare integrationUserId: string;
  declare tokenDigest: string;
  declare expiresAt: Date;
  declare createdAt: Date;
}

export function initSignInModels(sequelize: Sequelize): void {
  OneTimeToken.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      signInAttemptId: { type: DataTypes.UUID, allowNull: false },
      integrationUserId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'one_time_tokens', updatedAt: false },
  );
}
