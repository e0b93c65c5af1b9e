import type { Migration } from './types.js';

// A mirror keeps the destination's order as well as its tracks: the destination playlist's change
// marker as the last complete run left it tells the next run whether anything (a listener, a run
// killed mid-write) changed it since, so that a run whose source is unchanged still puts it right.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE syncs ADD COLUMN destination_marker text');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE syncs DROP COLUMN destination_marker');
};
