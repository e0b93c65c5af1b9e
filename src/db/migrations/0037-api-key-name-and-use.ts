import type { Migration } from './types.js';

// A team with several keys tells them apart by a name it gives each, and sees which are still in
// use before it revokes one: the last time a key verified, kept to the minute (written at most
// once a minute per key, so that a busy key costs no write per call).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE api_keys ADD COLUMN name text, ADD COLUMN last_used_at timestamptz');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE api_keys DROP COLUMN name, DROP COLUMN last_used_at');
};
