import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';

const run = promisify(execFile);

/** One redis-server of a local cluster. */
export interface ClusterNodeProcess {
  port: number;
  process: ChildProcess;
}

/** A Redis Cluster of local redis-server processes (Debian's), its data in a temporary directory. */
export interface LocalRedisCluster {
  /** `host:port` of every node, as `REDIS_CLUSTER_NODES` takes them. */
  seeds: string;
  nodes: ClusterNodeProcess[];
  /** The port of the master that serves `key`'s slot. */
  masterOf(key: string): Promise<number>;
  /** The replica of the master at `port`. */
  replicaOf(port: number): Promise<number>;
  /** Kills the node at `port` with SIGKILL, as a lost machine. */
  kill(port: number): Promise<void>;
  /** Waits until every live node sees every slot served (by a master that is up). */
  waitHealthy(timeoutMs?: number): Promise<void>;
  /** A plain connection to one node. */
  node(port: number): Redis;
  stop(): Promise<void>;
}

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/**
 * Ports whose cluster bus port (port + 10000) is free too, both below Linux's ephemeral range
 * (32768 and up), where no outgoing connection of another test can take one meanwhile.
 */
async function clusterPorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = 20_000 + Math.floor(Math.random() * 2_700);
    if (ports.some((p) => Math.abs(p - port) < 2)) continue;
    if ((await free(port)) && (await free(port + 10_000))) ports.push(port);
  }
  return ports;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function info(connection: Redis): Promise<Record<string, string>> {
  const text = (await connection.call('CLUSTER', 'INFO')) as string;
  return Object.fromEntries(text.split(/\r?\n/).map((line) => line.split(':')) as [string, string][]);
}

/** Every started redis-server, so that even a test that dies leaves none behind. */
const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

/**
 * Starts `masters` masters and one replica each, with a short node timeout (a lost master is
 * replaced within seconds) and an append-only file, and waits until the cluster serves every slot.
 */
export async function startLocalRedisCluster(masters = 3): Promise<LocalRedisCluster> {
  for (const binary of ['redis-server', 'redis-cli']) {
    const found = await run('sh', ['-c', `command -v ${binary}`]).catch(() => null);
    if (!found)
      throw new Error(`${binary} is needed to start a local Redis Cluster (Debian: apt install redis-server)`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'redis-cluster-'));
  const ports = await clusterPorts(masters * 2);
  const nodes: ClusterNodeProcess[] = [];
  const connections = new Map<number, Redis>();
  const node = (port: number) => {
    let connection = connections.get(port);
    // Without retries, a connection that once failed (a node still starting, or gone) stays ended.
    if (!connection || connection.status === 'end') {
      connection = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
      connection.on('error', () => undefined);
      connections.set(port, connection);
    }
    return connection;
  };
  const alive = () => nodes.filter((n) => n.process.exitCode === null && n.process.signalCode === null);

  const stop = async () => {
    for (const connection of connections.values()) connection.disconnect();
    await Promise.all(
      nodes.map(async ({ process: child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await gone;
      }),
    );
    for (const { process: child } of nodes) started.delete(child);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    for (const port of ports) {
      const home = join(dir, String(port));
      await mkdir(home);
      // prettier-ignore
      const child = spawn('redis-server', [
        '--port', String(port), '--bind', '127.0.0.1', '--dir', home, '--logfile', join(home, 'redis.log'),
        '--cluster-enabled', 'yes', '--cluster-config-file', join(home, 'nodes.conf'),
        '--cluster-node-timeout', '2000', '--cluster-replica-validity-factor', '0',
        '--appendonly', 'yes', '--save', '', '--maxmemory-policy', 'noeviction',
      ], { stdio: 'ignore' });
      started.add(child);
      nodes.push({ port, process: child });
    }
    for (const { port, process: child } of nodes) {
      const deadline = Date.now() + 30_000;
      while (
        (await node(port)
          .ping()
          .catch(() => null)) !== 'PONG'
      ) {
        if (child.exitCode !== null || Date.now() > deadline) {
          const log = await readFile(join(dir, String(port), 'redis.log'), 'utf8').catch(() => '');
          throw new Error(
            `redis-server on port ${port} did not start: ${log.trim().split('\n').slice(-3).join(' | ')}`,
          );
        }
        await sleep(50);
      }
    }
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
  } catch (err) {
    await stop();
    throw err;
  }

  const cluster: LocalRedisCluster = {
    seeds: ports.map((port) => `127.0.0.1:${port}`).join(','),
    nodes,
    node,
    async masterOf(key) {
      const [live] = alive();
      const slot = (await node(live.port).call('CLUSTER', 'KEYSLOT', key)) as number;
      const ranges = (await node(live.port).call('CLUSTER', 'SLOTS')) as [number, number, [string, number]][];
      const range = ranges.find(([from, to]) => from <= slot && slot <= to);
      if (!range) throw new Error(`no master serves slot ${slot}`);
      return range[2][1];
    },
    async replicaOf(port) {
      const id = ((await node(port).call('CLUSTER', 'MYID')) as string).trim();
      const lines = ((await node(port).call('CLUSTER', 'REPLICAS', id)) as string[]) ?? [];
      const address = lines[0]?.split(' ')[1];
      if (!address) throw new Error(`the master on port ${port} has no replica`);
      return Number(address.split('@')[0].split(':')[1]);
    },
    async kill(port) {
      const child = nodes.find((n) => n.port === port)!.process;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
      connections.get(port)?.disconnect();
      connections.delete(port);
    },
    async waitHealthy(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const live = alive();
        const states = await Promise.all(live.map(({ port }) => info(node(port)).catch(() => null)));
        const healthy = states.every(
          (s) => s?.cluster_state === 'ok' && s.cluster_slots_ok === '16384' && s.cluster_slots_pfail === '0',
        );
        // Every replica caught up with its master, so that a failover loses nothing acknowledged.
        const links = await Promise.all(
          live.map(async ({ port }) => {
            const replication = (await node(port)
              .info('replication')
              .catch(() => '')) as string;
            return !/role:slave/.test(replication) || /master_link_status:up/.test(replication);
          }),
        );
        if (healthy && links.every(Boolean)) return;
        if (Date.now() > deadline) throw new Error(`the cluster is not healthy: ${JSON.stringify(states)}`);
        await sleep(200);
      }
    },
    stop,
  };
  try {
    await cluster.waitHealthy();
  } catch (err) {
    await stop();
    throw err;
  }
  return cluster;
}
