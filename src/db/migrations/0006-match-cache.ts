import type { Migration } from './types.js';

// The shared match cache: what a source item became on a destination service, for every user
// and transfer, so that a popular track is searched once (docs/decisions.md, "The match cache").
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE match_cache (
      source_service text NOT NULL,
      source_id text NOT NULL,
      destination_service text NOT NULL,
      -- Availability depends on the listener's country ('' when none is known).
      country text NOT NULL DEFAULT '',
      isrc text,
      destination_id text,
      outcome jsonb NOT NULL,
      matched_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (source_service, source_id, destination_service, country)
    );
    CREATE INDEX match_cache_destination ON match_cache (destination_service, destination_id) WHERE destination_id IS NOT NULL;
    CREATE INDEX match_cache_isrc ON match_cache (isrc, destination_service, country) WHERE isrc IS NOT NULL AND destination_id IS NOT NULL;
    CREATE INDEX match_cache_expiry ON match_cache (expires_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP TABLE match_cache;');
};
