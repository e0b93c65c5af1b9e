import type { Migration } from './types.js';

// What the first request with an Idempotency-Key was about to write to a music service, noted
// before it wrote: a retry that finds the key abandoned (its process died) reads back what landed
// before writing again. The note is carried over to the retry only for the same request.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE idempotency_keys ADD COLUMN intent jsonb');
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query('ALTER TABLE idempotency_keys DROP COLUMN intent');
};
