import test from 'ava';
import { outsideUrlProblem, guardedLookup, isPrivateAddress } from '../../src/outsideHosts/addresses.js';

// Attack: registering a webhook endpoint that reaches our own network (cloud metadata, Redis,
// PostgreSQL) through an address form the check did not know: IPv4 carried inside IPv6, NAT64,
// 6to4, Teredo, site-local, discard. Only global unicast addresses are accepted, at registration
// and at connect time.

const production = { requireHttps: true, allowPrivateAddresses: false };

const INTERNAL = [
  '::127.0.0.1',
  '::ffff:127.0.0.1',
  '::ffff:169.254.169.254',
  '64:ff9b::7f00:1',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b:1::a00:1',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  '2001::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  'fec0::1',
  '100::1',
  'ff02::1',
  '2001:db8::1',
  '::',
  '::1',
  'fe80::1',
  'fd12:3456::1',
  '127.0.0.1',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.0.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '255.255.255.255',
  '224.0.0.1',
  '240.0.0.1',
  '192.0.2.1',
  '198.18.0.1',
];

for (const address of INTERNAL) {
  test(`${address} is refused at registration`, (t) => {
    t.true(isPrivateAddress(address));
    const host = address.includes(':') ? `[${address}]` : address;
    t.is(outsideUrlProblem(`https://${host}/hook`, production), 'the URL must point to a public address');
  });
}

test('public addresses are accepted', (t) => {
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '2a00:1450:4001:82a::200e'])
    t.false(isPrivateAddress(address), address);
});

test('at connect time a name resolving to an internal address is refused', async (t) => {
  const lookup = guardedLookup(production);
  for (const name of ['localhost', '127.0.0.1', '::1']) {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup(name, {}, (e) => resolve(e)));
    t.is(err?.code, 'EPRIVATEADDRESS', name);
  }
});
