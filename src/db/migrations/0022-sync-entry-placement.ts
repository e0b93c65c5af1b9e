import type { Migration } from './types.js';

// Where each synced track stands on the destination, so that a listener's own copy of the same
// track is never taken for the sync's: its position when last seen or placed, and, while a write
// is pending, how many copies of the track the destination holds once that write has landed.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE sync_entries
      ADD COLUMN destination_index integer,
      ADD COLUMN expected_count integer
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE sync_entries
      DROP COLUMN destination_index,
      DROP COLUMN expected_count
  `);
};
