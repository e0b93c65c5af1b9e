import type { Migration } from './types.js';

// The match cache's key led by the source id. Lookups give a chunk's source ids and fix the other
// three columns; with the id first, the planner probes the key for each id even when its row
// estimates are stale (a table that grew fast since the last ANALYZE), instead of reading every
// row of the services' pair.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_cache DROP CONSTRAINT match_cache_pkey;
    ALTER TABLE match_cache ADD PRIMARY KEY (source_id, source_service, destination_service, country);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_cache DROP CONSTRAINT match_cache_pkey;
    ALTER TABLE match_cache ADD PRIMARY KEY (source_service, source_id, destination_service, country);
  `);
};
