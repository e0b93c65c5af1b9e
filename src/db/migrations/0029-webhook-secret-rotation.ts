import type { Migration } from './types.js';

// A rotated signing secret stays valid for an overlap, so that a receiver can take the new secret
// without losing a delivery: during it, every delivery carries a signature of each (Standard
// Webhooks allows several). The previous secret is sealed like the current one, bound to its own
// column, and forgotten once its overlap ends.
//
// Each attempt keeps the signature headers it sent, so the delivery log can show them after the
// secret that made them is gone (they reveal nothing of the secret).
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE webhook_endpoints
      ADD COLUMN previous_secret_sealed text,
      ADD COLUMN previous_secret_expires_at timestamptz,
      ADD CONSTRAINT webhook_endpoints_previous_secret_whole
        CHECK ((previous_secret_sealed IS NULL) = (previous_secret_expires_at IS NULL));
    ALTER TABLE webhook_attempts ADD COLUMN signature_headers jsonb;
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    ALTER TABLE webhook_attempts DROP COLUMN signature_headers;
    ALTER TABLE webhook_endpoints
      DROP CONSTRAINT webhook_endpoints_previous_secret_whole,
      DROP COLUMN previous_secret_expires_at,
      DROP COLUMN previous_secret_sealed;
  `);
};
