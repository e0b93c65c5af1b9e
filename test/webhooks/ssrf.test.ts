import test from 'ava';
import { outsideUrlProblem, guardedLookup, isPrivateAddress } from '../../src/outsideHosts/addresses.js';
import { signatureHeaders, newSigningSecret } from '../../src/webhooks/signing.js';
import { Webhook } from 'standardwebhooks';

const production = { requireHttps: true, allowPrivateAddresses: false };
const development = { requireHttps: false, allowPrivateAddresses: true };

test('production accepts only https URLs to public hosts', (t) => {
  t.is(outsideUrlProblem('https://hooks.example.com/in', production), null);
  t.is(outsideUrlProblem('http://hooks.example.com/in', production), 'the URL must use https');
  t.is(outsideUrlProblem('https://user:pw@hooks.example.com/in', production), 'the URL must not carry credentials');
  for (const url of [
    'https://127.0.0.1/in',
    'https://localhost/in',
    'https://10.1.2.3/in',
    'https://192.168.0.5/in',
    'https://169.254.169.254/latest',
    'https://[::1]/in',
    'https://[fd00::1]/in',
  ]) {
    t.is(outsideUrlProblem(url, production), 'the URL must point to a public address', url);
  }
  t.is(outsideUrlProblem('not a url', production), 'the URL is not absolute');
});

test('the development setting allows loopback over http', (t) => {
  t.is(outsideUrlProblem('http://127.0.0.1:8080/in', development), null);
});

test('private and reserved ranges are recognised, public ones are not', (t) => {
  for (const a of [
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    '::ffff:127.0.0.1',
  ])
    t.true(isPrivateAddress(a), a);
  for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) t.false(isPrivateAddress(a), a);
});

test('the connection-time lookup refuses a name that resolves to loopback', async (t) => {
  const lookup = guardedLookup(production);
  const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('localhost', {}, (e) => resolve(e)));
  t.is(err?.code, 'EPRIVATEADDRESS');
  const allowed = guardedLookup(development);
  const address = await new Promise<string>((resolve) => allowed('localhost', {}, (_e, a) => resolve(a as string)));
  t.true(['127.0.0.1', '::1'].includes(address));
});

test('our signature verifies with the standardwebhooks library', (t) => {
  const secret = newSigningSecret();
  const body = JSON.stringify({ type: 'webhook.test', timestamp: new Date().toISOString(), data: {} });
  const headers = signatureHeaders(secret, 'msg_1', Math.floor(Date.now() / 1000), body);
  t.notThrows(() => new Webhook(secret).verify(body, headers));
  t.throws(() => new Webhook(newSigningSecret()).verify(body, headers));
});
