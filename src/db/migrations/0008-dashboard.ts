import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    -- A partner's team members: they sign in to the dashboard with an email and a password (scrypt).
    CREATE TABLE team_members (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      email text NOT NULL UNIQUE,
      password_hash text,
      invitation_digest char(64) UNIQUE,
      invitation_expires_at timestamptz,
      last_sign_in_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE dashboard_sessions (
      id uuid PRIMARY KEY,
      member_id uuid NOT NULL REFERENCES team_members(id) ON DELETE CASCADE,
      token_digest char(64) NOT NULL UNIQUE,
      csrf_token text NOT NULL,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE dashboard_sessions; DROP TABLE team_members;');
};
