import type { Migration } from './types.js';

// A transfer can be stopped (POST /public/transfers/{transferUuid}/cancel, the wizard's and the
// dashboard's Stop). The request is kept on the row, so that a worker that dies before the transfer
// has stopped leaves it to the next run of its step, which reads it and stops too; the transfer
// then ends `cancelled`.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfers ADD COLUMN cancel_requested_at timestamptz;
    ALTER TABLE transfers DROP CONSTRAINT transfers_status_check;
    ALTER TABLE transfers ADD CONSTRAINT transfers_status_check CHECK (status IN
      ('queued', 'snapshotting', 'matching', 'writing', 'waiting_for_destination', 'completed', 'failed', 'cancelled'));
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    UPDATE transfers SET status = 'failed', error_code = 'transferCancelled' WHERE status = 'cancelled';
    ALTER TABLE transfers DROP CONSTRAINT transfers_status_check;
    ALTER TABLE transfers ADD CONSTRAINT transfers_status_check CHECK (status IN
      ('queued', 'snapshotting', 'matching', 'writing', 'waiting_for_destination', 'completed', 'failed'));
    ALTER TABLE transfers DROP COLUMN cancel_requested_at;
  `);
};
