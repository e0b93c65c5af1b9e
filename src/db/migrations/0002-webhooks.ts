import type { Migration } from './types.js';

export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE TABLE webhook_endpoints (
      id uuid PRIMARY KEY,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      url text NOT NULL,
      description text,
      event_types text[] NOT NULL DEFAULT '{}',
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      disabled_at timestamptz,
      failing_since timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id);

    -- The outbox: written in the transaction of the state change that causes the event.
    CREATE TABLE outbox_events (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      type text NOT NULL,
      data jsonb NOT NULL,
      occurred_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      relayed_at timestamptz
    );
    CREATE INDEX outbox_events_pending ON outbox_events (seq) WHERE relayed_at IS NULL;

    CREATE TABLE webhook_deliveries (
      id uuid PRIMARY KEY,
      event_id uuid NOT NULL REFERENCES outbox_events(id) ON DELETE CASCADE,
      endpoint_id uuid NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
      account_id uuid NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      last_attempt_at timestamptz,
      last_status_code integer,
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id, endpoint_id)
    );
    CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);
    CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (event_id) WHERE status = 'pending';

    CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id uuid NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
      attempted_at timestamptz NOT NULL,
      duration_ms integer NOT NULL,
      status_code integer,
      error text,
      response_excerpt text
    );
    CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at);
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    'DROP TABLE webhook_attempts; DROP TABLE webhook_deliveries; DROP TABLE outbox_events; DROP TABLE webhook_endpoints;',
  );
};
