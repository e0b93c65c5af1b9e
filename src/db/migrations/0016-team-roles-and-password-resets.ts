import type { Migration } from './types.js';

// Owners manage the team from the dashboard; members only use it. Everyone invited before roles
// existed came through the operator's admin command, which makes owners, so they stay owners.
// A password reset is a token of its own (not a column of the member): several may be pending,
// each is spent once, and the expiry sweep deletes the ended ones.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE team_members
      ADD COLUMN role text NOT NULL DEFAULT 'owner' CHECK (role IN ('owner', 'member'));
    CREATE TABLE password_resets (
      id uuid PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
      token_digest char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX password_resets_member ON password_resets (member_id);
    CREATE INDEX password_resets_expires ON password_resets (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE password_resets; ALTER TABLE team_members DROP COLUMN role;');
};
