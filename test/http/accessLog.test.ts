import test from 'ava';
import express from 'express';
import { accessLog } from '../../src/http/accessLog.js';
import { requestIds } from '../../src/http/requestId.js';
import { errorHandler } from '../../src/http/errorHandler.js';
import { log } from '../../src/log.js';
import { listen, type Listening } from '../../src/emulators/kit/server.js';

// One line per answered request, the shape pino-http gave it; nothing at all when logging is off.

interface Line {
  level: 'info' | 'error';
  object: Record<string, unknown>;
  message: string;
}

let server: Listening;
let lines: Line[] = [];
const original = { level: log.level, info: log.info, error: log.error };

test.before(async () => {
  const app = express();
  app.use(requestIds(), accessLog());
  app.get('/api/:id/things', (_req, res) => void res.json({ ok: true }));
  app.get('/boom', () => {
    throw new Error('kaput');
  });
  app.use(errorHandler);
  server = await listen(app);
});

test.after.always(async () => {
  await server.close();
  log.level = original.level;
});

function capture(level: string) {
  log.level = level;
  lines = [];
  // pino replaces its level methods when the level changes: spy after setting it.
  log.info = ((object: Record<string, unknown>, message: string) =>
    void lines.push({ level: 'info', object, message })) as typeof log.info;
  log.error = ((object: Record<string, unknown>, message: string) =>
    void lines.push({ level: 'error', object, message })) as typeof log.error;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test.serial('an answered request is one info line with its path, status, time and request id', async (t) => {
  capture('info');
  const res = await fetch(`${server.url}/api/abc/things?token=secret`, { headers: { 'x-request-id': 'req-1' } });
  t.is(res.status, 200);
  await settle();
  t.is(lines.length, 1);
  const [line] = lines;
  t.is(line.level, 'info');
  t.is(line.message, 'request completed');
  t.is(line.object.reqId, 'req-1');
  t.deepEqual(line.object.req, { method: 'GET', path: '/api/abc/things' });
  t.deepEqual(line.object.res, { statusCode: 200 });
  t.is(typeof line.object.responseTime, 'number');
  t.false(JSON.stringify(line).includes('secret'), 'never the query string');
});

test.serial('a 5xx is an error line with the error', async (t) => {
  capture('info');
  await fetch(`${server.url}/boom`);
  await settle();
  const access = lines.filter((l) => l.message.startsWith('request'));
  t.is(access.length, 1);
  t.is(access[0].level, 'error');
  t.is(access[0].message, 'request errored');
  t.deepEqual(access[0].object.res, { statusCode: 500 });
  t.regex(String((access[0].object.err as Error).message), /failed with status code 500/);
});

test.serial('at warn only failures are written', async (t) => {
  capture('warn');
  await fetch(`${server.url}/api/abc/things`);
  await fetch(`${server.url}/boom`);
  await settle();
  t.deepEqual(
    lines.filter((l) => l.message.startsWith('request')).map((l) => l.message),
    ['request errored'],
  );
});

test.serial('with logging off nothing is written', async (t) => {
  capture('silent');
  await fetch(`${server.url}/api/abc/things`);
  await fetch(`${server.url}/boom`);
  await settle();
  t.deepEqual(
    lines.filter((l) => l.message.startsWith('request')),
    [],
  );
});
