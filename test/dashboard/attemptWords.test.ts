import test from 'ava';
import { h } from 'preact';
import { renderFragment } from '../../src/html/render.js';
import { noAnswerWords } from '../../src/dashboard/pages/attemptWords.js';
import { DeliveryPage } from '../../src/dashboard/pages/delivery.js';
import { deliveryRow } from '../../src/dashboard/pages/webhook.js';
import { parsePage } from '../helpers/dom.js';
import { factOf } from './pageReading.js';

// An attempt that got no answer says why in words a developer acts on, with the system's code
// after them to search for: `ENOTFOUND` alone said little to someone who had not met it before.

test('network failures read in words, their code after them', (t) => {
  const said: [string | null, RegExp][] = [
    ['ENOTFOUND', /^No answer: the host name of the URL does not exist .*\(ENOTFOUND\)$/],
    ['ECONNREFUSED', /^No answer: nothing accepted the connection at that address and port.*\(ECONNREFUSED\)$/],
    ['ETIMEDOUT', /^No answer: the receiver did not answer in time \(ETIMEDOUT\)$/],
    ['CERT_HAS_EXPIRED', /certificate has expired \(CERT_HAS_EXPIRED\)$/],
    ['ERR_TLS_CERT_ALTNAME_INVALID', /certificate is for another host name/],
    ['EPRIVATEADDRESS', /only to private addresses/],
    ['ESOMETHINGNEW', /^No answer: the connection failed \(ESOMETHINGNEW\)$/],
    ['socket hang up', /^No answer: socket hang up$/],
    ['endpoint disabled', /^Not sent: the endpoint was off$/],
    [null, /^No answer: the connection failed$/],
  ];
  for (const [error, words] of said) t.regex(noAnswerWords(error), words, String(error));
});

const attempt = (error: string | null, statusCode: number | null) => ({
  attemptedAt: '2030-01-01T10:00:00.000Z',
  durationMs: 12,
  statusCode,
  error,
  responseExcerpt: statusCode === null ? null : 'busy',
  signatureHeaders: null,
});

test('the delivery’s page and the log say it in words too', (t) => {
  const delivery = {
    id: 'd1',
    type: 'webhook.test',
    status: 'pending',
    body: '{}',
    webhookId: 'msg_1',
    createdAt: '2030-01-01T10:00:00.000Z',
    attempts: [attempt('ENOTFOUND', null)],
  };
  const context = { base: '/connect/dashboard', csrf: 'csrf' };
  const page = parsePage(
    renderFragment(h(DeliveryPage, { context, endpoint: { id: 'e1', url: 'https://nowhere.example/in' }, delivery })),
  );
  t.regex(factOf(page.document, "Receiver's status"), /^No answer: the host name of the URL does not exist/);

  const row = deliveryRow('/connect/dashboard', 'e1', { ...delivery, lastStatusCode: null }, undefined);
  t.regex(row.lastAnswer, /^No answer: the host name of the URL does not exist/);
  const answered = deliveryRow(
    '/connect/dashboard',
    'e1',
    { ...delivery, attempts: [attempt(null, 503)], lastStatusCode: 503 },
    undefined,
  );
  t.is(answered.lastAnswer, 'busy', 'an answer is the receiver’s own words');
});
