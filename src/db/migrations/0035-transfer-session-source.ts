import type { Migration } from './types.js';

// A partner that already connected the listener to the source names that user in D1, and the
// wizard starts at the choice of what to move. A partner follows a session by its transfers and
// lists the transfers of one session or of one of its own users: both are looked up by index.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfer_sessions
      ADD COLUMN source_integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL;
    CREATE INDEX transfers_session ON transfers (transfer_session_id, created_at) WHERE transfer_session_id IS NOT NULL;
    CREATE INDEX transfers_external_user ON transfers (account_id, external_user_id, created_at DESC)
      WHERE external_user_id IS NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX transfers_external_user;
    DROP INDEX transfers_session;
    ALTER TABLE transfer_sessions DROP COLUMN source_integration_user_id;
  `);
};
