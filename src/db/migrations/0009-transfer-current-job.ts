import type { Migration } from './types.js';

// The job a transfer waits on, so that a sweep can tell a transfer whose job was lost (a Redis
// that came back empty) from one that is merely slow.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers ADD COLUMN current_job text');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers DROP COLUMN current_job');
};
