import type { Migration } from './types.js';

// The next try of a pending delivery, and the job meant to make it. The Redis job is a copy of
// what PostgreSQL says is due: a delivery whose time has come and whose job is gone (Redis lost,
// a job given up on) is found by the webhook sweep and tried. A row pending before this column
// that was tried already waits in its retry job, whose id is known; one never tried waits in a
// first-attempt batch whose id is not, and is taken for stranded only an hour after it was made.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE webhook_deliveries
      ADD COLUMN next_attempt_at timestamptz,
      ADD COLUMN job_id text;
    UPDATE webhook_deliveries
      SET next_attempt_at = COALESCE(last_attempt_at, created_at + interval '1 hour'),
          job_id = CASE WHEN attempts > 0 THEN id::text || '.retry' END
      WHERE status = 'pending';
    CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE status = 'pending';
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX webhook_deliveries_due;
    ALTER TABLE webhook_deliveries DROP COLUMN next_attempt_at, DROP COLUMN job_id;
  `);
};
