import pg from 'pg';
import { Sequelize } from 'sequelize';
import { initModels } from './models.js';
import { DependencyError } from '../process.js';

/** Creates the database named in the URL when it does not exist yet (a fresh machine has only `postgres`). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new DependencyError(`database name "${name}" is not a plain identifier`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new DependencyError(`cannot reach PostgreSQL at ${url.host}: ${(err as Error).message}`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } catch (err) {
        // Two processes may race to create it; the loser finds it there.
        if ((err as { code?: string }).code !== '42P04') throw err;
      }
    }
  } finally {
    await client.end();
  }
}

/** Connects Sequelize to the database and binds every model to it. */
export async function connectDatabase(databaseUrl: string, options: { poolMax?: number } = {}): Promise<Sequelize> {
  const sequelize = new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: false,
    pool: { max: options.poolMax ?? 10, min: 0, idle: 10_000, acquire: 10_000 },
    define: { underscored: true },
  });
  try {
    await sequelize.authenticate();
  } catch (err) {
    await sequelize.close().catch(() => undefined);
    const host = new URL(databaseUrl).host;
    throw new DependencyError(`cannot reach PostgreSQL at ${host}: ${(err as Error).message}`);
  }
  initModels(sequelize);
  return sequelize;
}
