import type { Migration } from './types.js';

// Playlists kept in sync between two connected users of one account. A sync's entries are the
// state it last left the destination in: one row per entry of the source (a track twice is two
// rows), with the destination track it became. Tracks on the destination that no entry names were
// put there by the listener, and a sync never touches them. An entry is written `pending` before
// the call that adds or removes it, so a run killed between the two finds out on the next run
// which of them the destination holds.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE syncs (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      external_user_id text,
      source_user_id uuid NOT NULL REFERENCES integration_users(id) ON DELETE CASCADE,
      source_playlist_id text NOT NULL,
      destination_user_id uuid NOT NULL REFERENCES integration_users(id) ON DELETE CASCADE,
      destination_playlist_id text,
      -- Playlists of the destination's name that were there before a create that may have reached the service.
      destination_preexisting jsonb,
      mode text NOT NULL CHECK (mode IN ('mirror', 'append')),
      interval_minutes integer NOT NULL CHECK (interval_minutes >= 15),
      paused boolean NOT NULL DEFAULT false,
      paused_reason text CHECK (paused_reason IN ('partner', 'authFailed')),
      source_marker text,
      last_run jsonb,
      last_run_at timestamptz,
      next_run_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE INDEX syncs_account ON syncs (account_id, created_at, id) WHERE deleted_at IS NULL;
    CREATE INDEX syncs_users ON syncs (source_user_id) WHERE deleted_at IS NULL;
    CREATE INDEX syncs_destination_users ON syncs (destination_user_id) WHERE deleted_at IS NULL;

    CREATE TABLE sync_entries (
      sync_id uuid NOT NULL REFERENCES syncs(id) ON DELETE CASCADE,
      source_track_id text NOT NULL,
      occurrence integer NOT NULL,
      position integer NOT NULL,
      destination_track_id text,
      state text NOT NULL CHECK (state IN ('pendingAdd', 'added', 'unmatched', 'pendingRemove')),
      PRIMARY KEY (sync_id, source_track_id, occurrence)
    );

    -- What a sync's runs could not match, as D3 reports it beside the transfers' items: written
    -- with the entries, dated when the run that found them finished.
    CREATE TABLE sync_results (
      sync_id uuid NOT NULL REFERENCES syncs(id) ON DELETE CASCADE,
      account_id uuid NOT NULL,
      source_track_id text NOT NULL,
      occurrence integer NOT NULL,
      position integer NOT NULL,
      status text NOT NULL CHECK (status IN ('unmatched', 'failed')),
      reason text NOT NULL,
      row jsonb NOT NULL,
      finished_at timestamptz,
      PRIMARY KEY (sync_id, source_track_id, occurrence)
    );
    CREATE INDEX sync_results_account ON sync_results (account_id, finished_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE sync_results; DROP TABLE sync_entries; DROP TABLE syncs;');
};
