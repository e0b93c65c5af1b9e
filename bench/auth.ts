import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { addDevTokenKey, createAccount } from '../src/accounts/commands.js';
import { createDocsSession } from '../src/docs/openSession.js';
import { cpuSeconds, lineStartingWith, pinToCore, startProcess, stopProcess } from './kit/processes.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:auth`: requests per second of one read for each credential kind, beside the same
// read without authentication, from a second process on loopback; and the server's CPU time per
// request, a second view of the same cost that does not depend on the load generator keeping up.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);

function run(url: string, authorization: string | undefined, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    headers: authorization ? { authorization } : {},
  }) as unknown as Promise<autocannon.Result>;
}

interface Sample {
  rps: number;
  /** CPU time of the server per answered request. */
  serverCpuUs: number;
}

async function measure(serverPid: number, url: string, authorization: string | undefined): Promise<Sample> {
  const cpuBefore = cpuSeconds(serverPid);
  const result = await run(url, authorization, SECONDS);
  const cpu = cpuSeconds(serverPid) - cpuBefore;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${result.non2xx} non-2xx answers and ${result.errors} errors for ${authorization?.split(' ')[0] ?? 'none'}`,
    );
  return { rps: result.requests.average, serverCpuUs: (cpu * 1e6) / result.requests.total };
}

const KINDS = ['unauthenticated', 'basic', 'client_id_token', 'devtoken', 'docs_session'] as const;
type Kind = (typeof KINDS)[number];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round3 = (value: number) => Number(value.toFixed(3));

async function main() {
  const scratch = await openScratch('auth', { RATE_LIMIT_PER_MINUTE: '100000000' });
  const { account, key } = await createAccount({ slug: 'bench', name: 'Bench' });
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { kid } = await addDevTokenKey(account.slug, await exportSPKI(publicKey));
  const docs = await createDocsSession(account.slug, { kind: 'partner', ttlMinutes: 30 });
  const devToken = await new SignJWT({ iss: key.clientId })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);

  const server = startProcess('bench/authServer.ts', scratch.env);
  const port = await lineStartingWith(server, 'LISTENING ');
  // The server on one core and the load generator on another: measured against each other, they
  // would otherwise trade cores with each run.
  const pinned = availableParallelism() >= 2 && pinToCore(server.pid!, 0) && pinToCore(process.pid, 1);
  const target = `http://127.0.0.1:${port}`;
  const kinds: Record<Kind, [url: string, authorization: string | undefined]> = {
    unauthenticated: [`${target}/open/read`, undefined],
    basic: [`${target}/auth/read`, `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`],
    client_id_token: [`${target}/auth/read`, `Token ${key.clientId}`],
    devtoken: [`${target}/auth/read`, `DevToken ${devToken}`],
    docs_session: [`${target}/auth/read`, `DocsSession ${docs.token}`],
  };

  // The machine is shared and one 2 s run can differ from the next by a third, so each round
  // measures every kind beside its own baseline, starting each round at a different kind so that
  // no kind always follows the same one; a ratio is the median of the rounds' ratios.
  for (const kind of KINDS) await run(...kinds[kind], 2); // caches, JIT, keep-alive sockets
  const samples = Object.fromEntries(KINDS.map((kind) => [kind, [] as Sample[]])) as Record<Kind, Sample[]>;
  for (let round = 0; round < ROUNDS; round++) {
    const rotated = [...KINDS.slice(round % KINDS.length), ...KINDS.slice(0, round % KINDS.length)];
    for (const kind of rotated) samples[kind].push(await measure(server.pid!, ...kinds[kind]));
  }
  await stopProcess(server);
  await scratch.dispose();

  const figures = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      {
        rps: Math.round(median(samples[kind].map((s) => s.rps))),
        ratio: round3(median(samples[kind].map((s, i) => s.rps / samples.unauthenticated[i].rps))),
        server_cpu_us: Math.round(median(samples[kind].map((s) => s.serverCpuUs))),
        cpu_ratio: round3(median(samples[kind].map((s, i) => samples.unauthenticated[i].serverCpuUs / s.serverCpuUs))),
      },
    ]),
  ) as Record<Kind, { rps: number; ratio: number; server_cpu_us: number; cpu_ratio: number }>;
  await writeResult('auth', {
    unauthenticated_rps: figures.unauthenticated.rps,
    basic_rps: figures.basic.rps,
    client_id_token_rps: figures.client_id_token.rps,
    devtoken_rps: figures.devtoken.rps,
    docs_session_rps: figures.docs_session.rps,
    basic_ratio: figures.basic.ratio,
    devtoken_ratio: figures.devtoken.ratio,
    basic_cpu_ratio: figures.basic.cpu_ratio,
    devtoken_cpu_ratio: figures.devtoken.cpu_ratio,
    server_cpu_us_per_request: Object.fromEntries(KINDS.map((kind) => [kind, figures[kind].server_cpu_us])),
    seconds_per_run: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    pinned,
  });

  console.log(
    `auth bench: one read, ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds of ${SECONDS} s runs${pinned ? ', server and load generator on cores of their own' : ''}; each figure is the median over the rounds (target: Basic and DevToken ratio >= 0.85)`,
  );
  const labels: Record<Kind, string> = {
    unauthenticated: 'no authentication',
    basic: 'Basic (Client Secret)',
    client_id_token: 'Client ID token',
    devtoken: 'DevToken',
    docs_session: 'Docs session',
  };
  console.table(
    Object.fromEntries(
      KINDS.map((kind) => [
        labels[kind],
        {
          rps: figures[kind].rps,
          'vs none': figures[kind].ratio,
          'server CPU µs/request': figures[kind].server_cpu_us,
          'CPU vs none': figures[kind].cpu_ratio,
        },
      ]),
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
