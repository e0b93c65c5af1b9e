import type { Migration } from './types.js';

// A person can take a best guess from the summary ("Use this one"): the report row keeps what they
// chose and when, and where it went in the playlist (null: appended, or a library save), so that
// D3 shows it and a second click adds nothing. `choice_started_at` marks a choice being added,
// which a second request must not add again. Playlists keep their address on the destination, so
// the summary can link to them without asking the service.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_results
      ADD COLUMN chosen_destination_id text,
      ADD COLUMN choice_started_at timestamptz,
      ADD COLUMN chosen_at timestamptz,
      ADD COLUMN chosen_position integer;
    ALTER TABLE transfer_groups ADD COLUMN destination_url text;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE transfer_groups DROP COLUMN destination_url;
    ALTER TABLE match_results
      DROP COLUMN chosen_position,
      DROP COLUMN chosen_at,
      DROP COLUMN choice_started_at,
      DROP COLUMN chosen_destination_id;
  `);
};
