import { DataTypes, Model, type Sequelize } from 'sequelize';

// The dashboard's tables: who signs in to a partner's team, their sessions, and password resets.

/** Owners manage the team (invite, remove, send password resets); members use the dashboard. */
export type TeamRole = 'owner' | 'member';
export const TEAM_ROLES: readonly TeamRole[] = ['owner', 'member'];

/** A partner's team member, signing in to the dashboard. */
export class TeamMember extends Model {
  declare id: string;
  declare accountId: string;
  declare email: string;
  declare role: TeamRole;
  declare passwordHash: string | null;
  declare invitationDigest: string | null;
  declare invitationExpiresAt: Date | null;
  declare lastSignInAt: Date | null;
  declare createdAt: Date;
}

export class DashboardSession extends Model {
  declare id: string;
  declare memberId: string;
  declare tokenDigest: string;
  declare csrfToken: string;
  declare expiresAt: Date;
}

/** A link to choose a new password: stored as the digest of its token, spent once, short-lived. */
export class PasswordReset extends Model {
  declare id: string;
  declare memberId: string;
  declare tokenDigest: string;
  declare expiresAt: Date;
}

export function initDashboardModels(sequelize: Sequelize): void {
  TeamMember.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      accountId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      role: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'owner' },
      passwordHash: { type: DataTypes.TEXT, allowNull: true },
      invitationDigest: { type: DataTypes.CHAR(64), allowNull: true },
      invitationExpiresAt: { type: DataTypes.DATE, allowNull: true },
      lastSignInAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, tableName: 'team_members' },
  );
  DashboardSession.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      memberId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.CHAR(64), allowNull: false },
      csrfToken: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'dashboard_sessions', updatedAt: false },
  );
  PasswordReset.init(
    {
      id: { type: DataTypes.UUID, primaryKey: true },
      memberId: { type: DataTypes.UUID, allowNull: false },
      tokenDigest: { type: DataTypes.CHAR(64), allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { sequelize, tableName: 'password_resets', updatedAt: false },
  );
}
