import type { Migration } from './types.js';

// The team member who opened each docs session from the dashboard (null: the admin command, or a
// session older than this column). A docs session is a bearer credential for the partner API, so
// removing a member or resetting their password must end the sessions they opened; owners also
// see who holds one. The reference blocks a session from being opened for a member already gone.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE docs_sessions
      ADD COLUMN opened_by_member_id uuid REFERENCES team_members(id) ON DELETE SET NULL;
    CREATE INDEX docs_sessions_opened_by ON docs_sessions (opened_by_member_id) WHERE revoked_at IS NULL;
    CREATE INDEX docs_sessions_live ON docs_sessions (account_id, expires_at) WHERE revoked_at IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE docs_sessions DROP COLUMN opened_by_member_id; DROP INDEX docs_sessions_live;');
};
