import type { Migration } from './types.js';

// The music service a pre-authorized transfer session (D1) moves libraries to, unless D1 names one.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE accounts ADD COLUMN transfer_destination varchar(32)');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE accounts DROP COLUMN transfer_destination');
};
