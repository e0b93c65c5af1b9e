import test from 'ava';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJellyfinAdapter } from '../../../src/integrations/jellyfin/adapter.js';
import { jellyfinConfigFromEnv } from '../../../src/integrations/jellyfin/config.js';
import { tokensOnServer } from '../../../src/integrations/personalServers.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { memorySession } from '../contract.js';

// What a person may type as their server, and what answers there when it is not Jellyfin: a
// router's sign-in page, a proxy's error page, nothing at all.

const PAGE = '<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>';

async function serve(answer: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const html = (status: number) => (_req: IncomingMessage, res: ServerResponse) =>
  void res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);

const local = createJellyfinAdapter(
  jellyfinConfigFromEnv({ PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true', JELLYFIN_TIMEOUT_MS: '2000' }),
);
const kindOf = async (promise: Promise<unknown>) =>
  (
    (await promise.then(
      () => null,
      (err) => err,
    )) as UpstreamError
  )?.kind;
const typed = (server: string) => ({ server, username: 'ada', password: 'secret' });

/** A listener signed in to `server` earlier, as stored. */
const storedSession = (server: string) =>
  memorySession(
    local,
    tokensOnServer(server, {
      accessToken: 'a'.repeat(32),
      refreshToken: null,
      expiresAt: null,
      scope: null,
      raw: { userId: 'b'.repeat(32), deviceId: 'c'.repeat(32) },
    }),
  );

test('an HTML page where the sign-in expects JSON says the server is not Jellyfin, without a crash', async (t) => {
  const page = await serve(html(200));
  try {
    t.is(await kindOf(local.formSignIn!.connect(typed(page.url))), 'unavailable');
  } finally {
    await page.close();
  }
});

test('an HTML error page on a read is read by its status', async (t) => {
  for (const [status, kind] of [
    [404, 'notFound'],
    [403, 'forbidden'],
    [400, 'rejected'],
    [502, 'unavailable'],
  ] as const) {
    const page = await serve(html(status));
    try {
      t.is(await kindOf(local.playlists(storedSession(page.url), {})), kind, String(status));
    } finally {
      await page.close();
    }
  }
});

test('an address with no Jellyfin behind it, or a 404 at the sign-in, is unavailable', async (t) => {
  const page = await serve(html(404));
  await page.close();
  t.is(await kindOf(local.formSignIn!.connect(typed(page.url))), 'unavailable');
  const nothing = await serve((_req, res) => void res.writeHead(404).end());
  try {
    t.is(await kindOf(local.formSignIn!.connect(typed(nothing.url))), 'unavailable');
  } finally {
    await nothing.close();
  }
});

test('a JSON answer that is no sign-in stores nothing', async (t) => {
  const odd = await serve(
    (_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"Hello":"world"}'),
  );
  try {
    t.is(await kindOf(local.formSignIn!.connect(typed(odd.url))), 'unavailable');
  } finally {
    await odd.close();
  }
});

test('the operator’s address rule holds: private addresses and plain words are refused before any call', async (t) => {
  const strict = createJellyfinAdapter(jellyfinConfigFromEnv({}));
  let called = false;
  const server = await serve((_req, res) => {
    called = true;
    res.writeHead(500).end();
  });
  try {
    for (const address of [server.url, 'http://10.0.0.2:8096', 'http://localhost:8096', 'not an address at all', ''])
      t.is(await kindOf(strict.formSignIn!.connect(typed(address))), 'rejected', address);
    t.false(called);
  } finally {
    await server.close();
  }
});

test('a stored sign-in without its server or user id asks to sign in again', async (t) => {
  const bare = memorySession(local, { accessToken: 'x', refreshToken: null, expiresAt: null, scope: null, raw: {} });
  t.is(await kindOf(local.likedTracks(bare, {})), 'reauthRequired');
  t.is(await kindOf(local.refreshTokens('anything')), 'reauthRequired');
});
