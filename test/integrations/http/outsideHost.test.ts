import test from 'ava';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ServiceClient, type OutsideHost } from '../../../src/integrations/http/serviceClient.js';
import { UpstreamError } from '../../../src/integrations/errors.js';

// A server a person names (their own music server) is an outside host: it may be slow, endless,
// redirect inward, or answer a page where JSON was asked, by mistake or on purpose. Each hostile
// server here is a real one on a port of its own; the client under test is the one every adapter
// calls through.

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

interface Hostile {
  url: string;
  /** Requests it received, as `METHOD path`. */
  seen: string[];
  close: () => Promise<void>;
}

async function serve(handler: Handler, host = '127.0.0.1'): Promise<Hostile> {
  const seen: string[] = [];
  const server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const homeNetwork: OutsideHost = {
  policy: { requireHttps: false, allowPrivateAddresses: true },
  maxAnswerBytes: 64 * 1024,
};

function clientOf(baseUrl: string, outsideHost: OutsideHost = homeNetwork, timeoutMs = 1_000) {
  return new ServiceClient({ service: 'spotify', baseUrl, outsideHost, timeoutMs });
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function failure(t: { fail: (message: string) => void }, call: Promise<unknown>): Promise<UpstreamError> {
  try {
    await call;
  } catch (err) {
    if (err instanceof UpstreamError) return err;
    throw err;
  }
  t.fail('the call succeeded');
  throw new Error('unreachable');
}

test('a server on a private address is refused before anything is sent, unless the operator allows private ones', async (t) => {
  const server = await serve((_req, res) => json(res, 200, { ok: true }));
  t.teardown(server.close);
  const production: OutsideHost = {
    policy: { requireHttps: true, allowPrivateAddresses: false },
    maxAnswerBytes: 1024,
  };
  const publicOnly: OutsideHost = {
    policy: { requireHttps: false, allowPrivateAddresses: false },
    maxAnswerBytes: 1024,
  };
  for (const [base, host, problem] of [
    [server.url, production, 'the URL must use https'],
    [server.url, publicOnly, 'the URL must point to a public address'],
    [server.url.replace('127.0.0.1', 'localhost'), publicOnly, 'the URL must point to a public address'],
    [server.url.replace('127.0.0.1', '[::ffff:127.0.0.1]'), publicOnly, 'the URL must point to a public address'],
  ] as const) {
    const err = await failure(t, clientOf(base, host).call({ operation: 'ping', path: '/rest/ping' }));
    t.is(err.kind, 'rejected', base);
    t.regex(err.message, new RegExp(problem), base);
  }
  t.deepEqual(server.seen, []);
  // The setting for a deployment inside a home network.
  const answer = await clientOf(server.url).call<{ ok: boolean }>({ operation: 'ping', path: '/rest/ping' });
  t.deepEqual(answer.body, { ok: true });
});

test('a redirect is followed on the server’s own origin only: one inward, to another host or port, is not', async (t) => {
  const inner = await serve((_req, res) => json(res, 200, { secret: 'internal' }));
  t.teardown(inner.close);
  const server = await serve((req, res) => {
    if (req.url === '/moved') {
      res.writeHead(302, { location: '/here' });
      return res.end();
    }
    if (req.url === '/here') return json(res, 200, { here: true });
    res.writeHead(307, { location: `${inner.url}/latest/meta-data` });
    res.end();
  });
  t.teardown(server.close);
  const client = clientOf(server.url);
  t.deepEqual((await client.call({ operation: 'moved', path: '/moved' })).body, { here: true });
  const err = await failure(t, client.call({ operation: 'inward', path: '/inward' }));
  t.is(err.kind, 'unavailable');
  t.regex(err.message, /redirected to another host/);
  t.deepEqual(inner.seen, []);
});

test('a server that answers slowly, or trickles its answer, holds the call no longer than its timeout, retries included', async (t) => {
  const timers: NodeJS.Timeout[] = [];
  t.teardown(() => timers.forEach(clearInterval));
  const server = await serve((req, res) => {
    if (req.url === '/trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('[');
      timers.push(setInterval(() => res.write('0,'), 100));
      return;
    }
    // Never answers.
  });
  t.teardown(server.close);
  for (const path of ['/silent', '/trickle']) {
    const started = Date.now();
    const err = await failure(t, clientOf(server.url, homeNetwork, 800).call({ operation: 'slow', path }));
    const took = Date.now() - started;
    t.is(err.kind, 'unavailable', path);
    t.true(took < 800 + 700, `${path}: ${took} ms`);
  }
  // A GET is idempotent and would be retried twice; the timeout left no time for another attempt.
  t.deepEqual(server.seen, ['GET /silent', 'GET /trickle']);
});

test('an answer larger than the cap is cut off, whether it says its length or not', async (t) => {
  const max = 64 * 1024;
  const server = await serve((req, res) => {
    if (req.url === '/declared') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(500 * 1024 * 1024) });
      res.write('[');
      return;
    }
    // Chunked, without end.
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(16 * 1024, '1');
    const more = () => {
      while (res.write(chunk));
    };
    res.on('drain', more);
    res.write('[');
    more();
  });
  t.teardown(server.close);
  for (const path of ['/declared', '/endless']) {
    const started = Date.now();
    const err = await failure(t, clientOf(server.url, homeNetwork, 5_000).call({ operation: 'huge', path }));
    t.is(err.kind, 'unavailable', path);
    t.regex(err.message, new RegExp(`larger than ${max} bytes`), path);
    t.true(Date.now() - started < 4_000, path);
  }
  t.deepEqual(server.seen, ['GET /declared', 'GET /endless'], 'an answer too large is not asked for again');
});

test('XML or an HTML page where JSON was asked is an error of the server, never data', async (t) => {
  const server = await serve((req, res) => {
    const page = '<!doctype html><title>502 Bad Gateway</title><h1>nginx</h1>';
    if (req.url === '/xml') {
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      return res.end('<subsonic-response status="ok" version="1.16.1"/>');
    }
    if (req.url === '/login-page') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<!doctype html><form action="/login"><input name="password"></form>');
    }
    if (req.url === '/missing') {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<!doctype html><h1>Not Found</h1>');
    }
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end(page);
  });
  t.teardown(server.close);
  const client = clientOf(server.url);
  t.is(server.seen.length, 0);
  for (const [path, kind, said] of [
    ['/xml', 'unavailable', /answered text\/xml, not JSON/],
    ['/login-page', 'unavailable', /answered text\/html, not JSON/],
    ['/missing', 'notFound', /not found/],
    ['/proxy-down', 'unavailable', /answered 502/],
  ] as const) {
    const err = await failure(t, client.call({ operation: 'read', path }));
    t.is(err.kind, kind, path);
    t.regex(err.message, said, path);
  }
  // An answer that says JSON and is JSON is the server's data.
  const good = await serve((_req, res) => json(res, 200, { 'subsonic-response': { status: 'ok' } }));
  t.teardown(good.close);
  t.deepEqual((await clientOf(good.url).call({ operation: 'ping', path: '/rest/ping' })).body, {
    'subsonic-response': { status: 'ok' },
  });
});

test('a name that passes the address check but resolves to a private address is refused at the connection', async (t) => {
  const server = await serve((_req, res) => json(res, 200, { ok: true }));
  t.teardown(server.close);
  const port = new URL(server.url).port;
  // A name server of the test's own: this name is the person's server, and it answers loopback.
  const resolve: OutsideHost['resolve'] = (_hostname, _options, callback) =>
    callback(null, [{ address: '127.0.0.1', family: 4 }]);
  const named = `http://music.home.example:${port}`;
  const publicOnly: OutsideHost = {
    policy: { requireHttps: false, allowPrivateAddresses: false },
    maxAnswerBytes: 1024,
    resolve,
  };
  const err = await failure(t, clientOf(named, publicOnly).call({ operation: 'ping', path: '/rest/ping' }));
  t.is(err.kind, 'unavailable');
  t.regex(err.message, /resolves only to private addresses/);
  t.deepEqual(server.seen, []);
  // The same name where the operator allows private addresses: the stand-in was the resolver asked.
  const allowed = { ...publicOnly, policy: { requireHttps: false, allowPrivateAddresses: true } };
  t.deepEqual((await clientOf(named, allowed).call({ operation: 'ping', path: '/rest/ping' })).body, { ok: true });
});

test('redirects on the server’s own origin count against the same timeout', async (t) => {
  const server = await serve((req, res) => {
    const hop = Number(new URL(req.url!, 'http://x').searchParams.get('hop') ?? 0);
    setTimeout(() => {
      res.writeHead(302, { location: `/slow?hop=${hop + 1}` });
      res.end();
    }, 400);
  });
  t.teardown(server.close);
  const started = Date.now();
  const err = await failure(t, clientOf(server.url, homeNetwork, 1_000).call({ operation: 'hops', path: '/slow' }));
  const took = Date.now() - started;
  t.is(err.kind, 'unavailable');
  t.true(took < 1_000 + 500, `${took} ms`);
  t.true(server.seen.length <= 3, server.seen.join(', '));
});

test('a person’s server asking us to wait pauses no one else’s calls, and is waited out only within the timeout', async (t) => {
  const server = await serve((_req, res) => {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '86400' });
    res.end('{"error":"slow down"}');
  });
  t.teardown(server.close);
  const paused: number[] = [];
  const budget = { take: async () => 0, pause: async (_service: string, seconds: number) => void paused.push(seconds) };
  const client = new ServiceClient({ service: 'spotify', baseUrl: server.url, outsideHost: homeNetwork, budget });
  const started = Date.now();
  const err = await failure(t, client.call({ operation: 'read', path: '/rest/getPlaylists' }));
  t.is(err.kind, 'rateLimited');
  t.true(Date.now() - started < 1_000);
  t.deepEqual(paused, [], 'the service’s shared budget is not paused for one person’s server');
  t.is(server.seen.length, 1);
});

test('JSON that is a string, and an empty answer, are still the server’s answers', async (t) => {
  const server = await serve((req, res) => {
    if (req.url === '/empty') {
      res.writeHead(204);
      return res.end();
    }
    json(res, 200, 'ok');
  });
  t.teardown(server.close);
  const client = clientOf(server.url);
  t.is((await client.call({ operation: 'string', path: '/string' })).body, 'ok');
  t.is((await client.call({ operation: 'empty', path: '/empty', method: 'DELETE' })).status, 204);
});
