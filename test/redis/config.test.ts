import test from 'ava';
import { ConfigError, loadConfig, redisTargetOf } from '../../src/config.js';

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

test('one Redis by default, as REDIS_URL gives it', (t) => {
  t.deepEqual(redisTargetOf(configOf({}).redisUrl), { kind: 'single', url: 'redis://127.0.0.1:6379' });
  t.deepEqual(redisTargetOf(configOf({ REDIS_URL: 'rediss://:secret@cache.internal:6380' }).redisUrl), {
    kind: 'single',
    url: 'rediss://:secret@cache.internal:6380',
  });
});

test('REDIS_CLUSTER_NODES names a cluster, and REDIS_URL is then not read', (t) => {
  const config = configOf({
    REDIS_URL: 'redis://elsewhere:6379',
    REDIS_CLUSTER_NODES: '10.0.0.1:7000, 10.0.0.2:7001,[::1]:7002',
  });
  t.is(config.redisUrl, 'redis+cluster://10.0.0.1:7000,10.0.0.2:7001,[::1]:7002');
  t.deepEqual(redisTargetOf(config.redisUrl), {
    kind: 'cluster',
    nodes: [
      { host: '10.0.0.1', port: 7000 },
      { host: '10.0.0.2', port: 7001 },
      { host: '::1', port: 7002 },
    ],
    tls: false,
  });
});

test("the first node's user, password and TLS serve every node", (t) => {
  const config = configOf({ REDIS_CLUSTER_NODES: 'rediss://app:p%40ss@a.internal:7000,b.internal:7001' });
  t.deepEqual(redisTargetOf(config.redisUrl), {
    kind: 'cluster',
    nodes: [
      { host: 'a.internal', port: 7000 },
      { host: 'b.internal', port: 7001 },
    ],
    username: 'app',
    password: 'p@ss',
    tls: true,
  });
});

test('a redis+cluster:// REDIS_URL is the same as REDIS_CLUSTER_NODES', (t) => {
  t.deepEqual(redisTargetOf(configOf({ REDIS_URL: 'redis+cluster://a:7000,b' }).redisUrl), {
    kind: 'cluster',
    nodes: [
      { host: 'a', port: 7000 },
      { host: 'b', port: 6379 },
    ],
    tls: false,
  });
});

test('what is not a Redis address is refused, naming the variable', (t) => {
  t.throws(() => configOf({ REDIS_CLUSTER_NODES: 'a:7000,b:port' }), {
    instanceOf: ConfigError,
    message: /"REDIS_CLUSTER_NODES" must be/,
  });
  t.throws(() => configOf({ REDIS_CLUSTER_NODES: ' , ' }), { instanceOf: ConfigError });
  t.throws(() => configOf({ REDIS_CLUSTER_NODES: 'http://a:7000' }), { instanceOf: ConfigError });
  t.throws(() => configOf({ REDIS_URL: 'http://cache:6379' }), {
    instanceOf: ConfigError,
    message: /"REDIS_URL" must be/,
  });
  t.throws(() => configOf({ REDIS_URL: 'redis+cluster://a:7000,b:99999' }), { instanceOf: ConfigError });
});
