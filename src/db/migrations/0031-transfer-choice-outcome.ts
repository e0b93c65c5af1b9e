import type { Migration } from './types.js';

// A person's choice on the summary is either the best guess or an item they searched the
// destination for, and it may find the track already in the playlist (Deezer keeps a track once):
// the row keeps what was chosen, so every page can name it, and whether it was there already, so
// that the choice counts as "already there" rather than "added" everywhere.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_results
      ADD COLUMN chosen_item jsonb,
      ADD COLUMN chosen_already_there boolean NOT NULL DEFAULT false;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE match_results DROP COLUMN chosen_already_there, DROP COLUMN chosen_item;
  `);
};
