import type { Migration } from './types.js';

// Every change to a connected user (new tokens, must sign in again, deleted) is announced on this
// channel at commit, whichever process made it, so that web processes can cache users safely.
export const up: Migration = async ({ context: sequelize }) => {
  await sequelize.query(`
    CREATE FUNCTION announce_integration_user_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('integration_user_changes', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
      RETURN NULL;
    END $$;
    CREATE TRIGGER integration_user_changes AFTER UPDATE OR DELETE ON integration_users
      FOR EACH ROW EXECUTE FUNCTION announce_integration_user_change();
  `);
};

export const down: Migration = async ({ context: sequelize }) => {
  await sequelize.query(
    'DROP TRIGGER integration_user_changes ON integration_users; DROP FUNCTION announce_integration_user_change();',
  );
};
