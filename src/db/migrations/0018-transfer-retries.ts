import type { Migration } from './types.js';

// "Try again" on a failed transfer makes one retry, however often the form is sent: the failed
// transfer names the transfer that retried it, claimed by the statement that sets it, and a later
// press goes there. A playlist's address, once the summary has asked the destination for it, is
// kept with whether the service gives one, so that the summary asks each playlist once.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfers ADD COLUMN retried_as uuid;
    ALTER TABLE transfer_groups ADD COLUMN destination_url_known boolean NOT NULL DEFAULT false;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfer_groups DROP COLUMN destination_url_known;
    ALTER TABLE transfers DROP COLUMN retried_as;
  `);
};
