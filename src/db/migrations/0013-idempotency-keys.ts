import type { Migration } from './types.js';

// A write sent again with the same Idempotency-Key within 24 hours answers what the first one did.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE idempotency_keys (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      key_digest varchar(64) NOT NULL,
      request_digest varchar(64) NOT NULL,
      status smallint,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      UNIQUE (account_id, key_digest)
    );
    CREATE INDEX idempotency_keys_expires_at ON idempotency_keys (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE idempotency_keys');
};
