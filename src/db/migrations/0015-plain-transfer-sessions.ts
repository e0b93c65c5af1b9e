import type { Migration } from './types.js';

// A transfer started from the plain wizard has a session too: one without a pre-authorized
// destination and without a launch code.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfer_sessions
      ALTER COLUMN target_integration_type DROP NOT NULL,
      ALTER COLUMN launch_code_digest DROP NOT NULL,
      ALTER COLUMN launch_expires_at DROP NOT NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM transfer_sessions WHERE launch_code_digest IS NULL;
    ALTER TABLE transfer_sessions
      ALTER COLUMN target_integration_type SET NOT NULL,
      ALTER COLUMN launch_code_digest SET NOT NULL,
      ALTER COLUMN launch_expires_at SET NOT NULL;
  `);
};
