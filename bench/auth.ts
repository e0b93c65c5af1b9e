import autocannon from 'autocannon';
import { SignJWT, exportSPKI, generateKeyPair } from 'jose';
import { addDevTokenKey, createAccount, createDocsSession } from '../src/accounts/commands.js';
import { lineStartingWith, startProcess, stopProcess } from './kit/processes.js';
import { writeResult } from './kit/results.js';
import { openScratch } from './kit/scratch.js';

// `npm run bench:auth`: requests per second of one read for each credential kind, beside the same
// read without authentication, from a second process on loopback.

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function rps(url: string, authorization?: string): Promise<number> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers: authorization ? { authorization } : {} }) as unknown as Promise<autocannon.Result>;
  await run(1); // warm-up: caches, JIT, keep-alive sockets
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors for ${authorization?.split(' ')[0] ?? 'none'}`);
  return Math.round(result.requests.average);
}

async function main() {
  const scratch = await openScratch('auth', { RATE_LIMIT_PER_MINUTE: '100000000' });
  const { account, key } = await createAccount({ slug: 'bench', name: 'Bench' });
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const { kid } = await addDevTokenKey(account.slug, await exportSPKI(publicKey));
  const docs = await createDocsSession(account.slug, { kind: 'partner', ttlMinutes: 30 });
  const devToken = await new SignJWT({ iss: key.clientId }).setProtectedHeader({ alg: 'ES256', kid }).setIssuedAt().setExpirationTime('10m').sign(privateKey);

  const server = startProcess('bench/authServer.ts', scratch.env);
  const port = await lineStartingWith(server, 'LISTENING ');
  const target = `http://127.0.0.1:${port}`;
  const kinds: Record<string, [string, string | undefined]> = {
    unauthenticated_rps: [`${target}/open/read`, undefined],
    basic_rps: [`${target}/auth/read`, `Basic ${Buffer.from(`${key.clientId}:${key.clientSecret}`).toString('base64')}`],
    client_id_token_rps: [`${target}/auth/read`, `Token ${key.clientId}`],
    devtoken_rps: [`${target}/auth/read`, `DevToken ${devToken}`],
    docs_session_rps: [`${target}/auth/read`, `DocsSession ${docs.token}`],
  };
  // Rounds interleave the kinds, and the median of each kind is kept: the machine is shared and noisy.
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [kind, [address, authorization]] of Object.entries(kinds)) samples[kind].push(await rps(address, authorization));
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const result = {
    unauthenticated_rps: median(samples.unauthenticated_rps),
    basic_rps: median(samples.basic_rps),
    client_id_token_rps: median(samples.client_id_token_rps),
    devtoken_rps: median(samples.devtoken_rps),
    docs_session_rps: median(samples.docs_session_rps),
    basic_ratio: 0,
    devtoken_ratio: 0,
    seconds_per_run: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  };
  result.basic_ratio = Number((result.basic_rps / result.unauthenticated_rps).toFixed(3));
  result.devtoken_ratio = Number((result.devtoken_rps / result.unauthenticated_rps).toFixed(3));

  await stopProcess(server);
  await scratch.dispose();
  await writeResult('auth', result);
  console.log(`auth bench: one read, ${CONNECTIONS} keep-alive connections, median of ${ROUNDS} interleaved runs of ${SECONDS} s`);
  console.table({
    'no authentication': { rps: result.unauthenticated_rps, 'vs none': 1, target: '' },
    'Basic (Client Secret)': { rps: result.basic_rps, 'vs none': result.basic_ratio, target: '>= 0.85' },
    'Client ID token': { rps: result.client_id_token_rps, 'vs none': Number((result.client_id_token_rps / result.unauthenticated_rps).toFixed(3)), target: '' },
    DevToken: { rps: result.devtoken_rps, 'vs none': result.devtoken_ratio, target: '>= 0.85' },
    'Docs session': { rps: result.docs_session_rps, 'vs none': Number((result.docs_session_rps / result.unauthenticated_rps).toFixed(3)), target: '' },
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
