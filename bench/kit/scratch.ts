import '../../src/dev/localEnvironment.js';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Sequelize } from 'sequelize';
import { loadConfig, type Config } from '../../src/config.js';
import { connectDatabase, ensureDatabase } from '../../src/db/database.js';
import { migrateUp } from '../../src/db/migrator.js';
import { connectRedis, forgetPrefix } from '../../src/redis.js';

/** A database and a Redis prefix of a benchmark's own, migrated, and removed by `dispose`. */
export interface Scratch {
  name: string;
  /** The environment of the processes the benchmark starts: these database and prefix, quiet logs, and the extras asked for. */
  env: NodeJS.ProcessEnv;
  config: Config;
  sequelize: Sequelize;
  dispose(): Promise<void>;
}

export async function openScratch(
  bench: string,
  extraEnv: Record<string, string> = {},
  options: { poolMax?: number } = {},
): Promise<Scratch> {
  const name = `bench_${bench}_${randomBytes(4).toString('hex')}`;
  const base = loadConfig();
  const url = new URL(base.databaseUrl);
  url.pathname = `/${name}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), REDIS_PREFIX: name, LOG_LEVEL: 'silent', ...extraEnv };
  const config = loadConfig(env);
  await ensureDatabase(config.databaseUrl);
  const sequelize = await connectDatabase(config.databaseUrl, { poolMax: options.poolMax ?? 2 });
  await migrateUp(sequelize);
  return {
    name,
    env,
    config,
    sequelize,
    async dispose() {
      await sequelize.close().catch(() => undefined);
      const redis = await connectRedis(config.redisUrl);
      await forgetPrefix(redis, name);
      redis.disconnect();
      const admin = new pg.Client({ connectionString: base.databaseUrl.replace(/\/[^/]*$/, '/postgres') });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
