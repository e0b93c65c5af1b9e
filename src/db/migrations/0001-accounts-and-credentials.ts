import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE accounts (
      id uuid PRIMARY KEY,
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$'),
      name text NOT NULL,
      logo_url text,
      is_evaluation_account boolean NOT NULL DEFAULT true,
      is_transfer_service_enabled boolean NOT NULL DEFAULT false,
      enabled_integrations text[] NOT NULL DEFAULT '{}',
      return_urls text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      client_id uuid NOT NULL UNIQUE,
      secret_digest char(64) NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX api_keys_account ON api_keys (account_id);
    CREATE TABLE devtoken_keys (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kid text NOT NULL UNIQUE,
      public_key_pem text NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX devtoken_keys_account ON devtoken_keys (account_id);
    CREATE TABLE integration_users (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      integration_type text NOT NULL,
      external_user_id text NOT NULL,
      name text,
      email text,
      image_url text,
      country char(2),
      auth_data_sealed text,
      refresh_token_sealed text,
      auth_data_expires_at timestamptz,
      needs_reauth_since timestamptz,
      deleted_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX integration_users_identity ON integration_users (account_id, integration_type, external_user_id);
    CREATE INDEX integration_users_expiry ON integration_users (auth_data_expires_at) WHERE deleted_at IS NULL;
    CREATE TABLE docs_sessions (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      token_digest char(64) NOT NULL UNIQUE,
      kind text NOT NULL CHECK (kind IN ('partner', 'sandbox')),
      integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE one_time_tokens (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      sign_in_attempt_id uuid NOT NULL,
      integration_user_id uuid NOT NULL REFERENCES integration_users(id) ON DELETE CASCADE,
      token_digest char(64) NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    'DROP TABLE one_time_tokens; DROP TABLE docs_sessions; DROP TABLE integration_users; DROP TABLE devtoken_keys; DROP TABLE api_keys; DROP TABLE accounts;',
  );
};
