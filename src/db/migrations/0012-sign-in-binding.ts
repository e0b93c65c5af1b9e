import type { Migration } from './types.js';

// A sign-in is bound to the browser that started it (the digest of its nonce cookie), hands out
// authData through A3 only shortly after it succeeded, and its one-time token is spent on first use.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE sign_in_attempts ADD COLUMN browser_nonce_digest varchar(64), ADD COLUMN succeeded_at timestamptz;
    ALTER TABLE one_time_tokens ADD COLUMN consumed_at timestamptz;
    CREATE INDEX sign_in_attempts_expires_at ON sign_in_attempts (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP INDEX sign_in_attempts_expires_at;
    ALTER TABLE one_time_tokens DROP COLUMN consumed_at;
    ALTER TABLE sign_in_attempts DROP COLUMN browser_nonce_digest, DROP COLUMN succeeded_at;
  `);
};
