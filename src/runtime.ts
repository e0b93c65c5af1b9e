import type { Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from './config.js';
import { connectDatabase } from './db/database.js';
import { connectRedis } from './redis.js';
import { openQueues, closeQueues, type Queues } from './queues.js';
import { Keyring } from './crypto/encryption.js';

/** The shared connections of a process (web, worker, admin command). */
export interface Runtime {
  config: Config;
  sequelize: Sequelize;
  redis: Redis;
  queues: Queues;
  keyring: Keyring;
  close(): Promise<void>;
}

/** Connects to Postgres and Redis with the given (or environment) configuration. */
export async function openRuntime(config: Config = loadConfig(), options: { poolMax?: number } = {}): Promise<Runtime> {
  const sequelize = await connectDatabase(config.databaseUrl, { poolMax: options.poolMax });
  let redis: Redis;
  try {
    redis = await connectRedis(config.redisUrl);
  } catch (err) {
    await sequelize.close();
    throw err;
  }
  const queues = openQueues(redis, config.redisPrefix);
  return {
    config,
    sequelize,
    redis,
    queues,
    keyring: new Keyring(config.encryptionKeys),
    async close() {
      await closeQueues(queues);
      redis.disconnect();
      await sequelize.close();
    },
  };
}
