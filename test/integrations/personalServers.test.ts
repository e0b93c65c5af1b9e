import test from 'ava';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isUpstreamError } from '../../src/integrations/errors.js';
import {
  addressRefusal,
  PersonalServerClients,
  personalServerPolicy,
  serverAddress,
  serverOf,
  tokensOnServer,
} from '../../src/integrations/personalServers.js';

// A server a person types on our sign-in form: checked against the operator's rule before we call
// it, kept with the sealed tokens, and called only through outside-host clients.

const PUBLIC_ONLY = { requireHttps: true, allowPrivateAddresses: false };
const HOME_NETWORK = { requireHttps: false, allowPrivateAddresses: true };

test('the policy: https and public addresses in production, as the operator sets otherwise', (t) => {
  t.deepEqual(personalServerPolicy({ NODE_ENV: 'production' }), PUBLIC_ONLY);
  t.deepEqual(personalServerPolicy({ NODE_ENV: 'development' }), { requireHttps: false, allowPrivateAddresses: false });
  t.deepEqual(
    personalServerPolicy({
      NODE_ENV: 'production',
      PERSONAL_SERVERS_REQUIRE_HTTPS: 'false',
      PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'true',
    }),
    HOME_NETWORK,
  );
  t.throws(() => personalServerPolicy({ PERSONAL_SERVERS_ALLOW_PRIVATE_ADDRESSES: 'yes' }), {
    message: /personal server configuration/,
  });
});

test('what a person types becomes the base address we call', (t) => {
  t.is(serverAddress('subsonic', '  music.example.org ', PUBLIC_ONLY), 'https://music.example.org');
  t.is(serverAddress('subsonic', 'https://example.org/navidrome/', PUBLIC_ONLY), 'https://example.org/navidrome');
  t.is(serverAddress('subsonic', 'https://example.org:4533/?x=1#top', PUBLIC_ONLY), 'https://example.org:4533');
  t.is(serverAddress('subsonic', 'http://192.168.1.20:4533', HOME_NETWORK), 'http://192.168.1.20:4533');
});

test('an address the rule refuses is refused in words the person can act on, before any call', (t) => {
  const refused = (typed: string, policy = PUBLIC_ONLY) => {
    const err = t.throws(() => serverAddress('jellyfin', typed, policy));
    t.true(isUpstreamError(err, 'rejected'), typed);
    return addressRefusal(err);
  };
  t.is(
    refused('http://127.0.0.1:8096', { requireHttps: false, allowPrivateAddresses: false }),
    'This server cannot be used: the URL must point to a public address.',
  );
  t.regex(refused('https://10.0.0.5')!, /public address/);
  t.regex(refused('https://[::1]:8096')!, /public address/);
  t.regex(refused('https://localhost')!, /public address/);
  t.regex(refused('http://music.example.org')!, /https/);
  t.regex(refused('https://me:secret@music.example.org')!, /credentials/);
  t.regex(refused('')!, /Type the address/);
  t.regex(refused('https://exa mple.org')!, /not a server address/);
  t.regex(refused(`https://${'a'.repeat(600)}.org`)!, /Type the address/);
  // Another service failure is not one of these: it has no words for the person here.
  t.is(addressRefusal(new Error('boom')), null);
});

test('the server is kept with the tokens, and tokens without one ask for a new sign-in', (t) => {
  const tokens = tokensOnServer('https://music.example.org', {
    accessToken: 'k',
    refreshToken: null,
    expiresAt: null,
    scope: null,
  });
  t.is(serverOf('subsonic', tokens), 'https://music.example.org');
  const err = t.throws(() => serverOf('subsonic', { ...tokens, raw: {} }));
  t.true(isUpstreamError(err, 'reauthRequired'));
});

test('a client of a server is refused at its address when the rule allows no private ones, and nothing is sent', async (t) => {
  let reached = 0;
  const server = createServer((_req, res) => {
    reached += 1;
    res.setHeader('content-type', 'application/json');
    res.end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  t.teardown(() => server.close());
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const strict = new PersonalServerClients({
    service: 'subsonic',
    policy: { requireHttps: false, allowPrivateAddresses: false },
    maxAnswerBytes: 1_000,
  });
  const err = await t.throwsAsync(strict.for(url).call({ operation: 'ping', path: 'rest/ping' }));
  t.true(isUpstreamError(err, 'rejected'));
  t.is(reached, 0);
  // A name that resolves to a private address is refused at the connection, after the check of the address.
  const byName = new PersonalServerClients({
    service: 'subsonic',
    policy: { requireHttps: false, allowPrivateAddresses: false },
    maxAnswerBytes: 1_000,
    resolve: (_host, _options, callback) => callback(null, [{ address: '127.0.0.1', family: 4 }]),
  });
  const named = url.replace('127.0.0.1', 'music.example.org');
  t.true(isUpstreamError(await t.throwsAsync(byName.for(named).call({ operation: 'ping', path: 'rest/ping' }))));
  t.is(reached, 0);
  // The operator of a home network allows it.
  const home = new PersonalServerClients({ service: 'subsonic', policy: HOME_NETWORK, maxAnswerBytes: 1_000 });
  t.is((await home.for(url).call({ operation: 'ping', path: 'rest/ping' })).status, 200);
  t.is(reached, 1);
  t.is(home.for(url), home.for(url), 'one client per server');
});
