import type { Migration } from './types.js';

// The destination entry each synced track was last seen as, where the service's entry ids stay
// with their entries; `held` for a source track the destination already held when the service
// refuses a second copy (Deezer): the listener's, never the sync's to remove. A write left
// pending before writes kept their expected count is marked -1: judged the older way.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE sync_entries ADD COLUMN destination_entry_id text;
    ALTER TABLE sync_entries DROP CONSTRAINT sync_entries_state_check;
    ALTER TABLE sync_entries ADD CONSTRAINT sync_entries_state_check
      CHECK (state IN ('pendingAdd', 'added', 'unmatched', 'pendingRemove', 'held'));
    UPDATE sync_entries SET expected_count = -1
     WHERE state IN ('pendingAdd', 'pendingRemove') AND expected_count IS NULL;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    DELETE FROM sync_entries WHERE state = 'held';
    ALTER TABLE sync_entries DROP CONSTRAINT sync_entries_state_check;
    ALTER TABLE sync_entries ADD CONSTRAINT sync_entries_state_check
      CHECK (state IN ('pendingAdd', 'added', 'unmatched', 'pendingRemove'));
    ALTER TABLE sync_entries DROP COLUMN destination_entry_id;
  `);
};
