import Joi from 'joi';

/** Settings of every process, read once from the environment and validated at start. */
export interface Config {
  /** The environment this was read from: each music service's adapter reads its own variables from it. */
  env: NodeJS.ProcessEnv;
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  redisUrl: string;
  /** Namespace of every Redis key, so that tests and several deployments can share one Redis. */
  redisPrefix: string;
  port: number;
  baseUrl: string;
  appUrl: string;
  logLevel: string;
  /** AES-256-GCM keys as `id:base64key`, comma separated; the first one encrypts, all decrypt. */
  encryptionKeys: { id: string; key: Buffer }[];
  operatorUsername: string;
  /** No password means the operator pages (queue board) answer 404: they are never open. */
  operatorPassword: string | null;
  rateLimitPerMinute: number;
  /** How long a verified credential may be reused before it is checked again (revocation delay). */
  credentialCacheMs: number;
  devTokenMaxAgeSeconds: number;
  docsSessionTtlMinutes: number;
  /** How long a worker's claim on a job lasts without renewal; a crashed worker's jobs run again after it. */
  jobLockMs: number;
  /** How often the worker looks for transfers whose job was lost, and how long one must be quiet first. */
  transferSweep: { everyMs: number; quietMs: number };
  /** `retryScale` shrinks the retry schedule (tests and fault simulations run days in seconds). */
  webhooks: { requireHttps: boolean; allowPrivateAddresses: boolean; timeoutMs: number; retryScale: number };
}

// Only for development and tests: production refuses to start with it (see below).
const DEVELOPMENT_ENCRYPTION_KEY = 'dev:ZGV2ZWxvcG1lbnQta2V5LW5vdC1mb3ItcHJvZCEhISE=';

const schema = Joi.object({
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('development'),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .default('postgres://postgres@127.0.0.1:5432/music_partner'),
  REDIS_URL: Joi.string().uri({ scheme: ['redis', 'rediss'] }).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: Joi.string().pattern(/^[A-Za-z0-9_-]+$/).default('mlp'),
  PORT: Joi.number().port().default(3000),
  BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  APP_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  ENCRYPTION_KEYS: Joi.string()
    .pattern(/^[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+(,[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+)*$/)
    .when('NODE_ENV', { is: 'production', then: Joi.required(), otherwise: Joi.optional() }),
  OPERATOR_USERNAME: Joi.string().default('operator'),
  OPERATOR_PASSWORD: Joi.string().min(12),
  RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(1).default(600),
  CREDENTIAL_CACHE_MS: Joi.number().integer().min(0).max(10_000).default(5_000),
  DEVTOKEN_MAX_AGE_SECONDS: Joi.number().integer().min(10).max(86_400).default(3_600),
  DOCS_SESSION_TTL_MINUTES: Joi.number().integer().min(1).max(10_080).default(60),
  JOB_LOCK_MS: Joi.number().integer().min(500).max(600_000).default(30_000),
  TRANSFER_SWEEP_MS: Joi.number().integer().min(200).max(3_600_000).default(60_000),
  TRANSFER_QUIET_MS: Joi.number().integer().min(100).max(86_400_000).default(120_000),
  WEBHOOK_REQUIRE_HTTPS: Joi.boolean(),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: Joi.boolean().default(false),
  WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(5_000),
  WEBHOOK_RETRY_SCALE: Joi.number().min(0.00001).max(1).default(1),
}).unknown(true);

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) {
    throw new ConfigError(`invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  }
  const port = value.PORT as number;
  const baseUrl = stripSlash(value.BASE_URL ?? `http://localhost:${port}`);
  const rawKeys = (value.ENCRYPTION_KEYS as string | undefined) ?? DEVELOPMENT_ENCRYPTION_KEY;
  const encryptionKeys = rawKeys.split(',').map((pair) => {
    const [id, b64] = pair.split(':');
    const key = Buffer.from(b64, 'base64');
    if (key.length !== 32) throw new ConfigError(`invalid configuration: ENCRYPTION_KEYS key "${id}" must be 32 bytes`);
    return { id, key };
  });
  return {
    env,
    nodeEnv: value.NODE_ENV,
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    redisPrefix: value.REDIS_PREFIX,
    port,
    baseUrl,
    appUrl: stripSlash(value.APP_URL ?? `${baseUrl}/connect`),
    logLevel: value.LOG_LEVEL,
    encryptionKeys,
    operatorUsername: value.OPERATOR_USERNAME,
    operatorPassword: value.OPERATOR_PASSWORD ?? null,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    credentialCacheMs: value.CREDENTIAL_CACHE_MS,
    devTokenMaxAgeSeconds: value.DEVTOKEN_MAX_AGE_SECONDS,
    docsSessionTtlMinutes: value.DOCS_SESSION_TTL_MINUTES,
    jobLockMs: value.JOB_LOCK_MS,
    transferSweep: { everyMs: value.TRANSFER_SWEEP_MS, quietMs: value.TRANSFER_QUIET_MS },
    webhooks: {
      requireHttps: value.WEBHOOK_REQUIRE_HTTPS ?? value.NODE_ENV === 'production',
      allowPrivateAddresses: value.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: value.WEBHOOK_TIMEOUT_MS,
      retryScale: value.WEBHOOK_RETRY_SCALE,
    },
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
