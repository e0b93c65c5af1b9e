import ipaddr from 'ipaddr.js';
import { randomBytes } from 'node:crypto';
import Joi from 'joi';

/** Settings of every process, read once from the environment and validated at start. */
export interface Config {
  /** The environment this was read from: each music service's adapter reads its own variables from it. */
  env: NodeJS.ProcessEnv;
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  /**
   * Postgres without a pooler between: the connections that LISTEN (kept open, which a pooler in
   * transaction mode would hand to others) and the migrations. DATABASE_URL unless set.
   */
  databaseDirectUrl: string;
  /**
   * A `redis://` or `rediss://` URL of one Redis, or `redis+cluster://` (`rediss+cluster://`) with
   * the seed nodes of a Redis Cluster, comma separated; `redisTargetOf` reads it.
   */
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
  /** The separate budget of public credentials (Client ID token, one-time token). */
  publicRateLimitPerMinute: number;
  /** Credentials that fail to verify, per client address and minute, before 429. */
  authFailuresPerMinute: number;
  /** Express's `trust proxy`: which hops' X-Forwarded-For to believe for the client address. */
  trustProxy: boolean | number | string[];
  /** How long a verified credential may be reused before it is checked again (revocation delay). */
  credentialCacheMs: number;
  devTokenMaxAgeSeconds: number;
  docsSessionTtlMinutes: number;
  /** How long a worker's claim on a job lasts without renewal; a crashed worker's jobs run again after it. */
  jobLockMs: number;
  /** How often the worker looks for transfers whose job was lost, and how long one must be quiet first. */
  transferSweep: { everyMs: number; quietMs: number };
  /** How often each process checks that Redis still holds its queued work (restoring it when emptied). */
  redisCheckMs: number;
  /** `retryScale` shrinks the retry schedule (tests and fault simulations run days in seconds). */
  webhooks: { requireHttps: boolean; allowPrivateAddresses: boolean; timeoutMs: number; retryScale: number };
}

const schema = Joi.object({
  // Unset means production: a forgotten variable must never loosen a check.
  NODE_ENV: Joi.string().valid('development', 'test', 'production').default('production'),
  DATABASE_URL: Joi.string()
    .uri({ scheme: ['postgres', 'postgresql'] })
    .default('postgres://postgres@127.0.0.1:5432/music_partner'),
  // Postgres itself, where DATABASE_URL is a pooler in transaction mode: for LISTEN and migrations.
  DATABASE_DIRECT_URL: Joi.string().uri({ scheme: ['postgres', 'postgresql'] }),
  // Checked by redisTargetOf: a cluster URL lists several hosts, which no URI grammar allows.
  REDIS_URL: Joi.string().default('redis://127.0.0.1:6379'),
  REDIS_CLUSTER_NODES: Joi.string(),
  REDIS_PREFIX: Joi.string()
    .pattern(/^[A-Za-z0-9_-]+$/)
    .default('mlp'),
  PORT: Joi.number().port().default(3000),
  BASE_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  APP_URL: Joi.string().uri({ scheme: ['http', 'https'] }),
  LOG_LEVEL: Joi.string().valid('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent').default('info'),
  ENCRYPTION_KEYS: Joi.string().pattern(/^[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+(,[A-Za-z0-9_-]+:[A-Za-z0-9+/=]+)*$/),
  OPERATOR_USERNAME: Joi.string().default('operator'),
  OPERATOR_PASSWORD: Joi.string().min(12),
  RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(1).default(600),
  PUBLIC_RATE_LIMIT_PER_MINUTE: Joi.number().integer().min(1),
  AUTH_FAILURES_PER_MINUTE: Joi.number().integer().min(1).default(60),
  // No proxy unless one is named: a trusted X-Forwarded-For lets a client choose its own address.
  TRUST_PROXY: Joi.string().default('false'),
  CREDENTIAL_CACHE_MS: Joi.number().integer().min(0).max(10_000).default(5_000),
  DEVTOKEN_MAX_AGE_SECONDS: Joi.number().integer().min(10).max(86_400).default(3_600),
  DOCS_SESSION_TTL_MINUTES: Joi.number().integer().min(1).max(10_080).default(60),
  JOB_LOCK_MS: Joi.number().integer().min(500).max(600_000).default(30_000),
  TRANSFER_SWEEP_MS: Joi.number().integer().min(200).max(3_600_000).default(60_000),
  TRANSFER_QUIET_MS: Joi.number().integer().min(100).max(86_400_000).default(120_000),
  REDIS_CHECK_MS: Joi.number().integer().min(100).max(600_000).default(5_000),
  WEBHOOK_REQUIRE_HTTPS: Joi.boolean(),
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: Joi.boolean().default(false),
  WEBHOOK_TIMEOUT_MS: Joi.number().integer().min(100).max(60_000).default(5_000),
  WEBHOOK_RETRY_SCALE: Joi.number().min(0.00001).max(1).default(1),
}).unknown(true);

/** Every variable the process configuration reads (the README's table lists each). */
export const CONFIG_VARIABLES = Object.keys(schema.describe().keys ?? {});

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with one readable line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const { value, error } = schema.validate(env, { abortEarly: false, convert: true });
  if (error) {
    throw new ConfigError(`invalid configuration: ${error.details.map((d) => d.message).join('; ')}`);
  }
  const port = value.PORT as number;
  const baseUrl = stripSlash(value.BASE_URL ?? `http://localhost:${port}`);
  const rawKeys = (value.ENCRYPTION_KEYS as string | undefined) ?? keylessFallback(env.NODE_ENV);
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
    databaseDirectUrl: value.DATABASE_DIRECT_URL ?? value.DATABASE_URL,
    redisUrl: redisUrlOf(value.REDIS_URL, value.REDIS_CLUSTER_NODES),
    redisPrefix: value.REDIS_PREFIX,
    port,
    baseUrl,
    appUrl: stripSlash(value.APP_URL ?? `${baseUrl}/connect`),
    logLevel: value.LOG_LEVEL,
    encryptionKeys,
    operatorUsername: value.OPERATOR_USERNAME,
    operatorPassword: value.OPERATOR_PASSWORD ?? null,
    rateLimitPerMinute: value.RATE_LIMIT_PER_MINUTE,
    publicRateLimitPerMinute: value.PUBLIC_RATE_LIMIT_PER_MINUTE ?? value.RATE_LIMIT_PER_MINUTE,
    authFailuresPerMinute: value.AUTH_FAILURES_PER_MINUTE,
    trustProxy: trustProxyOf(value.TRUST_PROXY),
    credentialCacheMs: value.CREDENTIAL_CACHE_MS,
    devTokenMaxAgeSeconds: value.DEVTOKEN_MAX_AGE_SECONDS,
    docsSessionTtlMinutes: value.DOCS_SESSION_TTL_MINUTES,
    jobLockMs: value.JOB_LOCK_MS,
    transferSweep: { everyMs: value.TRANSFER_SWEEP_MS, quietMs: value.TRANSFER_QUIET_MS },
    redisCheckMs: value.REDIS_CHECK_MS,
    webhooks: {
      requireHttps: value.WEBHOOK_REQUIRE_HTTPS ?? value.NODE_ENV === 'production',
      allowPrivateAddresses: value.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
      timeoutMs: value.WEBHOOK_TIMEOUT_MS,
      retryScale: value.WEBHOOK_RETRY_SCALE,
    },
  };
}

/**
 * No usable key lives in the source. Outside an explicit development or test environment a process
 * without keys refuses to start; inside one it gets a random key of its own, which is enough for a
 * single process (`npm start` and the tests hand every process one shared key instead).
 */
function keylessFallback(nodeEnv: string | undefined): string {
  if (nodeEnv !== 'development' && nodeEnv !== 'test') {
    throw new ConfigError(
      'ENCRYPTION_KEYS is required (id:base64key, a 32-byte key: `openssl rand -base64 32`); only NODE_ENV=development or test may start without it',
    );
  }
  return `ephemeral:${randomBytes(32).toString('base64')}`;
}

/** Where Redis is: one server, or the seed nodes of a Redis Cluster (any few of its nodes find the rest). */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | {
      kind: 'cluster';
      nodes: { host: string; port: number }[];
      username?: string;
      password?: string;
      tls: boolean;
    };

const CLUSTER_URL = /^(rediss?)\+cluster:\/\/(?:([^@/]*)@)?([^/?#@]+)\/?$/;

/** `host:port`, `[v6 address]:port` or a bare host (port 6379). */
function hostPort(text: string): { host: string; port: number } | null {
  const match = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]\s]+))(?::(\d{1,5}))?$/.exec(text.trim());
  if (!match) return null;
  const port = Number(match[3] ?? 6379);
  return port >= 1 && port <= 65_535 ? { host: match[1] ?? match[2], port } : null;
}

/** Reads a Redis URL as `redisUrl` holds it; throws ConfigError naming `variable` when it is not one. */
export function redisTargetOf(url: string, variable = 'REDIS_URL'): RedisTarget {
  const invalid = () =>
    new ConfigError(
      `invalid configuration: "${variable}" must be redis://host:port, rediss://host:port or redis+cluster://host:port[,host:port...] (rediss+cluster:// for TLS)`,
    );
  const cluster = CLUSTER_URL.exec(url);
  if (cluster) {
    const [, scheme, auth, hosts] = cluster;
    const nodes = hosts.split(',').map(hostPort);
    if (nodes.some((node) => node === null)) throw invalid();
    const [username, ...password] = auth ? auth.split(':') : [];
    return {
      kind: 'cluster',
      nodes: nodes as { host: string; port: number }[],
      ...(username ? { username: decodeURIComponent(username) } : {}),
      ...(password.length ? { password: decodeURIComponent(password.join(':')) } : {}),
      tls: scheme === 'rediss',
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalid();
  }
  if ((parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname) throw invalid();
  return { kind: 'single', url };
}

/**
 * The one Redis URL of the configuration: `REDIS_CLUSTER_NODES` (`host:port` entries, or
 * `redis://` / `rediss://` URLs whose first one's user, password and TLS every node shares)
 * turned into a `redis+cluster://` URL, or else `REDIS_URL` as it is.
 */
function redisUrlOf(url: string, clusterNodes: string | undefined): string {
  if (clusterNodes === undefined) {
    redisTargetOf(url);
    return url;
  }
  const entries = clusterNodes
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = new ConfigError(
    'invalid configuration: "REDIS_CLUSTER_NODES" must be a comma list of host:port (or redis://[user:password@]host:port, rediss:// for TLS)',
  );
  if (entries.length === 0) throw invalid;
  let scheme = 'redis';
  let auth = '';
  const hosts = entries.map((entry, i) => {
    if (!/^[a-z+]+:\/\//.test(entry)) {
      if (!hostPort(entry)) throw invalid;
      return entry;
    }
    let parsed: URL;
    try {
      parsed = new URL(entry);
    } catch {
      throw invalid;
    }
    if ((parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') || !parsed.hostname) throw invalid;
    if (i === 0) {
      scheme = parsed.protocol.slice(0, -1);
      if (parsed.username || parsed.password)
        auth = `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@`;
    }
    return parsed.port ? parsed.host : `${parsed.host}:6379`;
  });
  const clusterUrl = `${scheme}+cluster://${auth}${hosts.join(',')}`;
  redisTargetOf(clusterUrl, 'REDIS_CLUSTER_NODES');
  return clusterUrl;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** `true`, `false`, a hop count, or a comma list of addresses, subnets and loopback/linklocal/uniquelocal. */
function trustProxyOf(raw: string): boolean | number | string[] {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const parts = raw.split(',').map((part) => part.trim());
  for (const part of parts) {
    if (!PROXY_NAMES.has(part) && !ipaddr.isValid(part) && !isCidr(part)) {
      throw new ConfigError(
        `invalid configuration: "TRUST_PROXY" must be true, false, a hop count, or a comma list of addresses, subnets or loopback/linklocal/uniquelocal (not "${part}")`,
      );
    }
  }
  return parts;
}

function isCidr(text: string): boolean {
  try {
    ipaddr.parseCIDR(text);
    return true;
  } catch {
    return false;
  }
}

/** A fresh `ENCRYPTION_KEYS` value: one random 32-byte key under a random id. */
export function newEncryptionKeys(): string {
  return `k${randomBytes(4).toString('hex')}:${randomBytes(32).toString('base64')}`;
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
