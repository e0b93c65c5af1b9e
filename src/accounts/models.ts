import { DataTypes, Model, type Sequelize } from 'sequelize';

/** A partner: the owner of keys, Return URLs, enabled services and connected users (spec rule 1). */
export class Account extends Model {
  declare id: string;
  declare slug: string;
  declare name: string;
  declare logoUrl: string | null;
  declare isEvaluationAccount: boolean;
  declare isTransferServiceEnabled: boolean;
  declare enabledIntegrations: string[];
  declare returnUrls: string[];
  /** The service D1 moves libraries to when its body names none (a service id), or null. */
  declare transferDestination: string | null;
  /** Weight of the account's share of each music service's budget against the others wanting it. */
  declare budgetWeight: number;
  /** The most of a service's budget the account may use, as a fraction; null for no cap. */
  declare budgetCap: number | null;
  /**
   * Its users' choices on a transfer's summary are kept as matching evidence even where the
   * partner did not open the transfer session through the API (a public wizard link).
   */
  declare learnFromChoices: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** One API key: a public Client ID and the digest of its Client Secret. Revoking stops both halves. */
export class ApiKey extends Model {
  declare id: string;
  declare accountId: string;
  declare clientId: string;
  declare secretDigest: string;
  /** What the team calls it ("Production backend"); null for keys made before keys had names. */
  declare name: string | null;
  /** When it last verified (Basic or as a Client ID token), to the minute; null when never. */
  declare lastUsedAt: Date | null;
  declare revokedAt: Date | null;
  declare createdAt: Date;
}

/** A partner's uploaded P-256 public key for DevTokens, found by its Key ID (`kid`). */
export class DevTokenKey extends Model {
  declare id: string;
  declare accountId: string;
  declare kid: string;
  declare publicKeyPem: string;
  declare revokedAt: Date | null;
  declare createdAt: Date;
}

/** A short-lived credential of the documentation site; only its digest is stored. */
export class DocsSession extends Model {
  declare id: string;
  declare accountId: string;
  declare tokenDigest: string;
  declare kind: 'partner' | 'sandbox';
  declare integrationUserId: string | null;
  /** The team member who opened it from the dashboard; null when the admin command did. */
  declare openedByMemberId: string | null;
  declare expiresAt: Date;
  declare revokedAt: Date | null;
  declare createdAt: Date;
}

export function initAccountModels(sequelize: Sequelize): void {
  Account.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      slug: { type: DataTypes.STRING, allowNull: false, unique: true },
      name: { type: DataTypes.STRING, allowNull: false },
      logoUrl: { type: DataTypes.STRING, allowNull: true },
      isEvaluationAccount: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      isTransferServiceEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      enabledIntegrations: { type: DataTypes.ARRAY(DataTypes.STRING), allowNull: false, defaultValue: [] },
      returnUrls: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      transferDestination: { type: DataTypes.STRING(32), allowNull: true, defaultValue: null },
      budgetWeight: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
      budgetCap: { type: DataTypes.REAL, allowNull: true, defaultValue: null },
      learnFromChoices: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'accounts' },
  );
  ApiKey.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      clientId: { type: DataTypes.UUID, allowNull: false, unique: true },
      secretDigest: { type: DataTypes.STRING(64), allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: true },
      lastUsedAt: { type: DataTypes.DATE, allowNull: true },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'api_keys', updatedAt: false },
  );
  DevTokenKey.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      kid: { type: DataTypes.STRING, allowNull: false, unique: true },
      publicKeyPem: { type: DataTypes.TEXT, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'devtoken_keys', updatedAt: false },
  );
  DocsSession.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
      accountId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      kind: { type: DataTypes.STRING, allowNull: false },
      integrationUserId: { type: DataTypes.UUID, allowNull: true },
      openedByMemberId: { type: DataTypes.UUID, allowNull: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'docs_sessions', updatedAt: false },
  );
  Account.hasMany(ApiKey, { foreignKey: 'accountId' });
  Account.hasMany(DevTokenKey, { foreignKey: 'accountId' });
}
