import type { Migration } from './types.js';

// "Keep these playlists in sync" in the wizard: the wish is kept on the transfer, and its finish
// step makes a sync of each chosen playlist into the one the transfer wrote.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers ADD COLUMN keep_in_sync boolean NOT NULL DEFAULT false');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers DROP COLUMN keep_in_sync');
};
