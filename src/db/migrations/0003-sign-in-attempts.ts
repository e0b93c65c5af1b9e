import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE sign_in_attempts (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      integration_type text NOT NULL,
      unique_id uuid UNIQUE,
      return_url text,
      request_one_time_token boolean NOT NULL DEFAULT false,
      forward_errors boolean NOT NULL DEFAULT false,
      partner_user_id text,
      state text NOT NULL CHECK (state IN ('started', 'redirected', 'succeeded', 'failed', 'expired')),
      error_code text,
      oauth_state_digest char(64) UNIQUE,
      code_verifier_sealed text,
      integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX sign_in_attempts_account ON sign_in_attempts (account_id, created_at DESC);
    ALTER TABLE one_time_tokens
      ADD CONSTRAINT one_time_tokens_sign_in FOREIGN KEY (sign_in_attempt_id) REFERENCES sign_in_attempts(id) ON DELETE CASCADE;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    'ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_sign_in; DROP TABLE sign_in_attempts;',
  );
};
