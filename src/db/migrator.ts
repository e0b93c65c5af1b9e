import { Umzug, SequelizeStorage } from 'umzug';
import type { Sequelize } from 'sequelize';
import { migrations } from './migrations/index.js';

export type { Migration } from './migrations/types.js';

/** Applies every pending migration; the one way the schema changes (web and worker never sync). */
export async function migrateUp(sequelize: Sequelize): Promise<string[]> {
  const umzug = new Umzug<Sequelize>({
    migrations: migrations.map((m) => ({ name: m.name, up: m.up, down: m.down })),
    context: sequelize,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
  // Two processes starting together must not both migrate: the first holds a transaction-scoped
  // lock on one pooled connection while the migrations run on another (so the pool needs two).
  return sequelize.transaction(async (transaction) => {
    await sequelize.query("SELECT pg_advisory_xact_lock(hashtext('schema_migrations'))", { transaction });
    const applied = await umzug.up();
    return applied.map((m) => m.name);
  });
}
