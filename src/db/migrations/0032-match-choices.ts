import type { Migration } from './types.js';

// People's choices as evidence for matching. Each partner account keeps its latest verdict on a
// source item (the item its person chose on the destination, or one it said is wrong): one row an
// account, so that a person pressing twice, or changing their mind, is still one account. A choice
// involving a private item (a local file, an upload only its owner sees) is kept for its account
// alone and never counts towards agreement.
//
// The shared match cache says how many accounts chose its entry and how many chose otherwise: an
// entry is served to other accounts only while the agreement holds (see src/matching/choices.ts).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE match_choices (
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      source_service text NOT NULL,
      source_id text NOT NULL,
      destination_service text NOT NULL,
      verdict text NOT NULL CHECK (verdict IN ('chosen', 'rejected')),
      destination_id text NOT NULL,
      catalogue boolean NOT NULL,
      isrc text,
      country text NOT NULL DEFAULT '',
      candidate jsonb,
      score real,
      chosen_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (source_id, source_service, destination_service, account_id)
    );
    CREATE INDEX match_choices_account ON match_choices (account_id);
    ALTER TABLE match_cache
      ADD COLUMN chosen_by integer,
      ADD COLUMN chosen_against integer;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_cache DROP COLUMN chosen_against, DROP COLUMN chosen_by;
    DROP TABLE match_choices;
  `);
};
