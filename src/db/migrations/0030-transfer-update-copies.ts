import type { Migration } from './types.js';

// "Update the copies" in the wizard: a transfer of playlists an earlier transfer already copied
// may write into those copies (adding only what they miss) instead of making new ones. Which copy
// each source playlist goes into is decided when the transfer starts, and kept on it.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers ADD COLUMN update_copies jsonb');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers DROP COLUMN update_copies');
};
