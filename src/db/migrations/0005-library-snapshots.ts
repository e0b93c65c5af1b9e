import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE library_snapshots (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      integration_user_id uuid NOT NULL REFERENCES integration_users(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('queued', 'running', 'completed', 'failed')),
      groups text[] NOT NULL,
      counts jsonb NOT NULL DEFAULT '{}',
      unsupported text[] NOT NULL DEFAULT '{}',
      error_code text,
      started_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX library_snapshots_user ON library_snapshots (integration_user_id, created_at DESC);
    -- One row per item of a stored list, in the service's order: 'playlists', 'playlist:<id>',
    -- 'likedTracks', 'savedAlbums', 'followedArtists'.
    CREATE TABLE library_snapshot_items (
      snapshot_id uuid NOT NULL REFERENCES library_snapshots(id) ON DELETE CASCADE,
      collection text NOT NULL,
      position integer NOT NULL,
      item_id text NOT NULL,
      item jsonb NOT NULL,
      PRIMARY KEY (snapshot_id, collection, position)
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE library_snapshot_items; DROP TABLE library_snapshots;');
};
