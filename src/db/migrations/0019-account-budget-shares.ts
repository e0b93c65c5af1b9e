import type { Migration } from './types.js';

// Each account's claim on the music services' budgets: its weight against the other accounts that
// want a service at the same moment, and a cap it never goes past, as a fraction of the budget.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE accounts
      ADD COLUMN budget_weight integer NOT NULL DEFAULT 1 CHECK (budget_weight BETWEEN 1 AND 100),
      ADD COLUMN budget_cap real CHECK (budget_cap > 0 AND budget_cap <= 1);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE accounts DROP COLUMN budget_cap, DROP COLUMN budget_weight;');
};
