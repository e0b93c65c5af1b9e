import type { Migration } from './types.js';

// People's choices are evidence only as far as the person is known (src/matching/choices.ts).
//
// - An account turns on learning from what its users choose (`learn_from_choices`); without it,
//   only a choice made in a transfer session the partner opened through the API (D1) is kept.
// - Each choice says whose it is on the source service (`listener`, a digest of the service and the
//   listener's id there: two accounts of one listener are one person) and whether it counts
//   towards a match served to others (`counts`: a catalogue pair, an account that is no evaluation
//   account, a pair the engine itself finds plausible, no ISRC against it).
//
// The chosen entries of the shared cache were agreed under the earlier rules (two accounts, any
// pair, every country): they are demoted, and served again only once agreed under these. The
// choices kept so far that no vouched transfer session made are dropped: they were an anonymous
// person's word, and they would go on deciding the account's next transfers.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE accounts ADD COLUMN learn_from_choices boolean NOT NULL DEFAULT false;
    ALTER TABLE match_choices
      ADD COLUMN listener text,
      ADD COLUMN counts boolean NOT NULL DEFAULT false;
    UPDATE match_cache SET chosen_by = 0 WHERE chosen_by IS NOT NULL;
    DELETE FROM match_choices c WHERE NOT EXISTS (
      SELECT 1 FROM match_results r
        JOIN transfers t ON t.id = r.transfer_id
        JOIN transfer_sessions s ON s.id = t.transfer_session_id
      WHERE r.account_id = c.account_id AND r.chosen_at IS NOT NULL AND r.row->'source'->>'id' = c.source_id
        AND t.source_service = c.source_service AND t.destination_service = c.destination_service
        AND s.launch_code_digest IS NOT NULL
    );
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_choices DROP COLUMN counts, DROP COLUMN listener;
    ALTER TABLE accounts DROP COLUMN learn_from_choices;
  `);
};
