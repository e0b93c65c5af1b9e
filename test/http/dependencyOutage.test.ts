import test, { type ExecutionContext } from 'ava';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { migratedDatabase } from '../helpers/database.js';
import { startTestSystem, type TestSystem } from '../helpers/system.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createConnectedUser, createPartner, type TestPartner } from '../helpers/fixtures.js';

// PostgreSQL or Redis away for a while (a crash, a failover, a restart): the API answers 503
// `dependencyUnavailable` with `Retry-After`, never a 500, and is itself again once it is back.
// The web process reaches each store through a proxy of the test's, which the test cuts.

/** A TCP proxy to `port` on this machine that can be cut (every connection dropped, new ones refused) and mended. */
async function cuttableProxy(port: number): Promise<{ port: number; cut(): Promise<void>; mend(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let listenPort = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((inbound) => {
        const outbound = connect(port, '127.0.0.1');
        for (const socket of [inbound, outbound]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        inbound.pipe(outbound).pipe(inbound);
      });
      server.listen(listenPort, '127.0.0.1', () => {
        listenPort = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();
  return {
    port: listenPort,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    mend: listen,
  };
}

let system: TestSystem;
let partner: TestPartner;
let userId: string;
let postgres: Awaited<ReturnType<typeof cuttableProxy>>;
let redis: Awaited<ReturnType<typeof cuttableProxy>>;
let database: Awaited<ReturnType<typeof migratedDatabase>>;
test.before(async () => {
  postgres = await cuttableProxy(5432);
  redis = await cuttableProxy(6379);
  database = await migratedDatabase();
  const proxied = new URL(database.url);
  proxied.port = String(postgres.port);
  system = await startTestSystem({
    DATABASE_URL: proxied.toString(),
    REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    // Credentials checked again at every call: each one reads PostgreSQL.
    CREDENTIAL_CACHE_MS: '0',
  });
  partner = await createPartner({ slug: 'outage' });
  userId = (await createConnectedUser(partner.accountId)).id;
});
test.after.always(async () => {
  await postgres?.mend().catch(() => undefined);
  await redis?.mend().catch(() => undefined);
  await system?.stop();
  await database?.drop();
  await postgres?.cut();
  await redis?.cut();
});

const read = () =>
  client(system.url, { authorization: partner.basic })
    .extend({ timeout: { request: 20_000 } })
    .get<JsonBody>(`public/integrations/user/${userId}`);

/** Reads while `store` is cut: each answer a 503 the caller can retry; then served again once it is mended. */
async function outageAnswers503(t: ExecutionContext, store: Awaited<ReturnType<typeof cuttableProxy>>) {
  t.is((await read()).statusCode, 200);
  await store.cut();
  for (let i = 0; i < 3; i += 1) {
    const answer = await read();
    t.is(answer.statusCode, 503, JSON.stringify(answer.body));
    t.is(answer.body.code, 'dependencyUnavailable');
    t.truthy(answer.headers['retry-after']);
  }
  await store.mend();
  let back = 0;
  for (let i = 0; i < 50 && back !== 200; i += 1) {
    back = (await read()).statusCode;
    if (back !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.is(back, 200, 'served again once it is back');
}

test.serial('Redis away: 503 with Retry-After, then served again', (t) => outageAnswers503(t, redis));
test.serial('PostgreSQL away: 503 with Retry-After, then served again', (t) => outageAnswers503(t, postgres));
