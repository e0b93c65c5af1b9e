import test from 'ava';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import got, { Options } from 'got';
import { sameAs, useFastRequestOptions } from '../../../src/integrations/http/gotRequestOptions.js';

const gots = Options.prototype.createNativeRequestOptions;

test('the options of a request are the ones got builds, key for key, for plain, TLS and UNIX socket requests', (t) => {
  t.true(sameAs(gots));
});

test('a got whose method gives anything else keeps its own', (t) => {
  t.false(
    sameAs(function (this: Options) {
      return { ...gots.call(this), insecureHTTPParser: true } as ReturnType<typeof gots>;
    }),
  );
  t.false(
    sameAs(function (this: Options) {
      const { lookup: _lookup, ...rest } = gots.call(this);
      return rest as ReturnType<typeof gots>;
    }),
  );
});

test('once in place, got still sends the method, headers, body and DNS lookup it was given', async (t) => {
  t.true(useFastRequestOptions());
  t.not(Options.prototype.createNativeRequestOptions, gots);
  let seen: { method?: string; headers?: IncomingHttpHeaders; body?: string } = {};
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen = { method: req.method, headers: req.headers, body };
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const looked: string[] = [];
  try {
    const answer = await got.post(`http://service.test:${port}/v1/things?x=1`, {
      json: { name: 'a' },
      headers: { authorization: 'Bearer t' },
      dnsLookup: ((hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
        looked.push(hostname);
        const done = typeof options === 'function' ? (options as typeof callback) : callback;
        const all = typeof options === 'object' && (options as { all?: boolean }).all;
        if (all) done(null, [{ address: '127.0.0.1', family: 4 }]);
        else done(null, '127.0.0.1', 4);
      }) as never,
      retry: { limit: 0 },
    });
    t.deepEqual(JSON.parse(answer.body), { ok: true });
    t.is(seen.method, 'POST');
    t.is(seen.headers?.authorization, 'Bearer t');
    t.is(seen.headers?.host, `service.test:${port}`);
    t.deepEqual(JSON.parse(seen.body ?? ''), { name: 'a' });
    t.deepEqual(looked, ['service.test']);
  } finally {
    server.close();
  }
});
