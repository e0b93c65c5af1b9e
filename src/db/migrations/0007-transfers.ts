import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    -- D1: a pre-authorized session of the hosted transfer wizard.
    CREATE TABLE transfer_sessions (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      external_user_id text,
      return_url text,
      locale text,
      target_integration_type text NOT NULL,
      target_integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL,
      launch_code_digest char(64) NOT NULL UNIQUE,
      launch_expires_at timestamptz NOT NULL,
      launch_used_at timestamptz,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transfer_sessions_account ON transfer_sessions (account_id, created_at DESC);

    -- A browser's pass through the wizard: the cookie's digest, the two sides as they connect.
    CREATE TABLE wizard_sessions (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      transfer_session_id uuid REFERENCES transfer_sessions(id) ON DELETE CASCADE,
      token_digest char(64) NOT NULL UNIQUE,
      source_integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL,
      destination_integration_user_id uuid REFERENCES integration_users(id) ON DELETE SET NULL,
      pending_sign_in_id uuid,
      return_url text,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    -- Where our own pages continue after a sign-in they started (the wizard), instead of a Return URL.
    ALTER TABLE sign_in_attempts ADD COLUMN continue_path text;

    CREATE TABLE transfers (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      transfer_session_id uuid REFERENCES transfer_sessions(id) ON DELETE SET NULL,
      wizard_session_id uuid REFERENCES wizard_sessions(id) ON DELETE SET NULL,
      external_user_id text,
      source_integration_user_id uuid NOT NULL REFERENCES integration_users(id),
      destination_integration_user_id uuid NOT NULL REFERENCES integration_users(id),
      source_service text NOT NULL,
      destination_service text NOT NULL,
      selection jsonb NOT NULL,
      status text NOT NULL CHECK (status IN ('queued', 'snapshotting', 'matching', 'writing', 'waiting_for_destination', 'completed', 'failed')),
      counts jsonb NOT NULL DEFAULT '{}',
      current_group text,
      -- The step a transfer waiting for its destination goes back to when PUT target-auth is accepted.
      resume_step text,
      error_code text,
      started_at timestamptz,
      finished_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX transfers_account ON transfers (account_id, created_at DESC);
    CREATE INDEX transfers_finished ON transfers (account_id, finished_at, id) WHERE finished_at IS NOT NULL;

    -- The chosen groups, in the order they are written; a playlist's destination id once created.
    CREATE TABLE transfer_groups (
      transfer_id uuid NOT NULL REFERENCES transfers(id) ON DELETE CASCADE,
      group_index integer NOT NULL,
      type text NOT NULL CHECK (type IN ('playlist', 'likedTracks', 'albums', 'artists')),
      name text NOT NULL,
      source_id text,
      destination_id text,
      item_count integer NOT NULL DEFAULT 0,
      written_count integer NOT NULL DEFAULT 0,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'writing', 'written')),
      PRIMARY KEY (transfer_id, group_index)
    );

    -- Every source item of a transfer, in source order, with its match and whether it was written.
    CREATE TABLE transfer_items (
      transfer_id uuid NOT NULL REFERENCES transfers(id) ON DELETE CASCADE,
      group_index integer NOT NULL,
      position integer NOT NULL,
      item_type text NOT NULL CHECK (item_type IN ('track', 'album', 'artist')),
      source jsonb NOT NULL,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'matched', 'unmatched', 'failed')),
      reason text,
      destination_id text,
      score real,
      candidate jsonb,
      PRIMARY KEY (transfer_id, group_index, position)
    );
    CREATE INDEX transfer_items_pending ON transfer_items (transfer_id, group_index, position) WHERE status = 'pending';

    -- MatchResultRow: the unmatched and failed items, recorded once each by the unmatched queue.
    CREATE TABLE match_results (
      transfer_id uuid NOT NULL REFERENCES transfers(id) ON DELETE CASCADE,
      group_index integer NOT NULL,
      position integer NOT NULL,
      account_id uuid NOT NULL,
      status text NOT NULL CHECK (status IN ('unmatched', 'failed')),
      reason text NOT NULL,
      row jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (transfer_id, group_index, position)
    );
    CREATE INDEX match_results_reason ON match_results (transfer_id, reason);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DROP TABLE match_results; DROP TABLE transfer_items; DROP TABLE transfer_groups; DROP TABLE transfers;
    ALTER TABLE sign_in_attempts DROP COLUMN continue_path;
    DROP TABLE wizard_sessions; DROP TABLE transfer_sessions;
  `);
};
