import type { Migration } from './types.js';

// When the step running a transfer last said it is alive. The transfer sweep takes a transfer for
// lost when its job is gone and it has been quiet; a long step (a snapshot of a slow service's
// large library) changes no row for minutes, and when Redis was emptied its job is gone too: the
// heartbeat tells that step from a lost one, so the sweep never runs the same step twice at once.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers ADD COLUMN step_alive_at timestamptz');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE transfers DROP COLUMN step_alive_at');
};
