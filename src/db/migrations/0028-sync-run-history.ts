import type { Migration } from './types.js';

// A sync keeps only its last run on its row; the dashboard's page of a sync shows the runs before
// it from the events each run wrote in the outbox (sync.run.completed, sync.failed, sync.paused),
// which are kept. Without this index that page would read the whole outbox to find one sync's.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE INDEX outbox_events_sync_runs ON outbox_events ((data->>'syncUuid'), seq DESC)
      WHERE type IN ('sync.run.completed', 'sync.failed', 'sync.paused')
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('DROP INDEX outbox_events_sync_runs');
};
