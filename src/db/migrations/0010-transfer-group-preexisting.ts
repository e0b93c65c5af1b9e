import type { Migration } from './types.js';

// The destination's playlists of the same name before a group's playlist is created, so that a
// write interrupted around the create finds the playlist it made, never one the listener had.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfer_groups ADD COLUMN preexisting_ids text[]');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfer_groups DROP COLUMN preexisting_ids');
};
