import test from 'ava';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oauth2, type OAuthProvider } from '../../src/integrations/oauth2/index.js';
import type { UpstreamError } from '../../src/integrations/errors.js';

// The one OAuth 2 flow every provider record goes through, against a token endpoint that listens
// for real: what the authorization link asks, what a grant sends (and how the app proves itself),
// and what is kept of the answer.

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/** A token endpoint that answers each grant with the next answer given, and keeps what it was sent. */
async function tokenEndpoint(t: { teardown(fn: () => void): void }, ...answers: [number, object][]) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, form: Object.fromEntries(new URLSearchParams(body)) });
      const [status, answer] = answers.shift() ?? [500, { error: 'no answer left' }];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => server.close());
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

const provider = (tokenUrl: string, record: Partial<OAuthProvider> = {}): OAuthProvider => ({
  service: 'spotify',
  authorizationUrl: 'https://accounts.example/authorize',
  tokenUrl,
  clientId: 'our-app',
  clientSecret: 'our-secret',
  clientAuthentication: 'basic',
  pkce: true,
  scopes: [],
  ...record,
});

const issued = { access_token: 'at_1', refresh_token: 'rt_1', expires_in: 3600, token_type: 'Bearer' };

test('basic client authentication sends the id and secret in an HTTP Basic header, not in the form', async (t) => {
  const endpoint = await tokenEndpoint(t, [200, issued]);
  const { signIn } = oauth2(provider(`${endpoint.url}/api/token`));
  const tokens = await signIn.exchangeCode('code_1', 'https://us.example/callback', 'verifier_1');
  const [sent] = endpoint.received;
  t.is(sent.path, '/api/token');
  t.is(sent.headers.authorization, `Basic ${Buffer.from('our-app:our-secret').toString('base64')}`);
  t.deepEqual(sent.form, {
    grant_type: 'authorization_code',
    code: 'code_1',
    redirect_uri: 'https://us.example/callback',
    code_verifier: 'verifier_1',
  });
  t.like(tokens, { accessToken: 'at_1', refreshToken: 'rt_1', scope: null });
  t.true(Math.abs(tokens.expiresAt! - (Date.now() + 3_600_000)) < 5_000);
  t.false('refresh_token' in tokens.raw, 'the refresh token is kept apart from the raw answer');
});

test('body client authentication puts client_id and client_secret in the form and sends no Basic header', async (t) => {
  const endpoint = await tokenEndpoint(t, [200, issued], [200, issued]);
  await oauth2(provider(`${endpoint.url}/token`, { clientAuthentication: 'body' })).signIn.refreshTokens('rt_0');
  await oauth2(
    provider(`${endpoint.url}/token`, { clientAuthentication: 'body', clientSecret: '' }),
  ).signIn.refreshTokens('rt_0');
  const [confidential, publicClient] = endpoint.received;
  t.is(confidential.headers.authorization, undefined);
  t.deepEqual(confidential.form, {
    grant_type: 'refresh_token',
    refresh_token: 'rt_0',
    client_id: 'our-app',
    client_secret: 'our-secret',
  });
  t.deepEqual(publicClient.form, { grant_type: 'refresh_token', refresh_token: 'rt_0', client_id: 'our-app' });
});

test('a client that names itself in user grants beside Basic does so in the code and refresh grants only', async (t) => {
  const endpoint = await tokenEndpoint(t, [200, issued], [200, issued], [200, { access_token: 'app_1' }]);
  const { signIn, appToken } = oauth2(provider(`${endpoint.url}/token`, { clientIdInUserGrants: true }));
  await signIn.exchangeCode('code_1', 'https://us.example/callback', 'verifier_1');
  await signIn.refreshTokens('rt_1');
  await appToken.header();
  const [code, refresh, app] = endpoint.received;
  t.is(code.form.client_id, 'our-app');
  t.is(refresh.form.client_id, 'our-app');
  t.false('client_id' in app.form);
  for (const sent of endpoint.received) t.regex(sent.headers.authorization ?? '', /^Basic /);
});

test('with PKCE the link carries the S256 challenge and the exchange its verifier; without, neither', async (t) => {
  const endpoint = await tokenEndpoint(t, [200, issued], [200, issued]);
  const request = { redirectUri: 'https://us.example/callback', state: 'state_1', codeChallenge: 'challenge_1' };
  const withPkce = oauth2(provider(`${endpoint.url}/token`));
  const withoutPkce = oauth2(provider(`${endpoint.url}/token`, { pkce: false }));

  const link = new URL(withPkce.signIn.authorizeUrl(request));
  t.is(`${link.origin}${link.pathname}`, 'https://accounts.example/authorize');
  t.deepEqual(Object.fromEntries(link.searchParams), {
    response_type: 'code',
    client_id: 'our-app',
    redirect_uri: 'https://us.example/callback',
    state: 'state_1',
    code_challenge: 'challenge_1',
    code_challenge_method: 'S256',
  });
  const plain = new URL(withoutPkce.signIn.authorizeUrl(request)).searchParams;
  t.false(plain.has('code_challenge'));
  t.false(plain.has('code_challenge_method'));

  await withPkce.signIn.exchangeCode('code_1', request.redirectUri, 'verifier_1');
  await withoutPkce.signIn.exchangeCode('code_2', request.redirectUri, 'verifier_2');
  t.is(endpoint.received[0].form.code_verifier, 'verifier_1');
  t.false('code_verifier' in endpoint.received[1].form);
});

test('scopes are joined by the record’s separator, a space by default, and absent when there are none', (t) => {
  const request = { redirectUri: 'https://us.example/callback', state: 'state_1' };
  const scope = (record: Partial<OAuthProvider>) =>
    new URL(oauth2(provider('https://accounts.example/token', record)).signIn.authorizeUrl(request)).searchParams.get(
      'scope',
    );
  t.is(scope({ scopes: ['read', 'write'] }), 'read write');
  t.is(scope({ scopes: ['read', 'write'], scopeSeparator: ',' }), 'read,write');
  t.is(scope({ scopes: [] }), null);
  const link = new URL(
    oauth2(
      provider('https://accounts.example/token', {
        authorizationParams: { access_type: 'offline', prompt: 'consent' },
      }),
    ).signIn.authorizeUrl(request),
  );
  t.is(link.searchParams.get('access_type'), 'offline');
  t.is(link.searchParams.get('prompt'), 'consent');
});

test('a refresh answered without a refresh token keeps the one sent; one answered with a new one takes it', async (t) => {
  const endpoint = await tokenEndpoint(
    t,
    [200, { access_token: 'at_2', expires_in: 3600 }],
    [200, { access_token: 'at_3', refresh_token: 'rt_3', expires_in: 3600 }],
  );
  const { signIn } = oauth2(provider(`${endpoint.url}/token`));
  t.like(await signIn.refreshTokens('rt_1'), { accessToken: 'at_2', refreshToken: 'rt_1' });
  t.like(await signIn.refreshTokens('rt_1'), { accessToken: 'at_3', refreshToken: 'rt_3' });
});

test('a refused user grant means signing in again; a refused app grant and an answer without a token do not', async (t) => {
  const endpoint = await tokenEndpoint(
    t,
    [400, { error: 'invalid_grant' }],
    [401, { error: 'invalid_client' }],
    [200, { token_type: 'Bearer' }],
  );
  const { signIn, appToken } = oauth2(provider(`${endpoint.url}/token`));
  const refused = (await t.throwsAsync(signIn.refreshTokens('rt_spent'))) as UpstreamError;
  t.is(refused.kind, 'reauthRequired');
  t.is(refused.details.status, 400);
  t.is(((await t.throwsAsync(appToken.header())) as UpstreamError).kind, 'rejected');
  t.is(
    ((await t.throwsAsync(signIn.exchangeCode('code_1', 'https://us.example/cb'))) as UpstreamError).kind,
    'rejected',
  );
  t.is(endpoint.received.length, 3, 'a grant is never sent twice');
});

test('the app’s token is asked for once by calls at the same time, kept, and asked anew once forgotten', async (t) => {
  const endpoint = await tokenEndpoint(
    t,
    [200, { access_token: 'app_1', expires_in: 3600 }],
    [200, { access_token: 'app_2', expires_in: 3600 }],
  );
  const { appToken } = oauth2(provider(`${endpoint.url}/token`));
  const headers = await Promise.all([appToken.header(), appToken.header('OAuth'), appToken.header()]);
  t.deepEqual(headers, [
    { authorization: 'Bearer app_1' },
    { authorization: 'OAuth app_1' },
    { authorization: 'Bearer app_1' },
  ]);
  t.deepEqual(await appToken.header(), { authorization: 'Bearer app_1' });
  appToken.forget();
  t.deepEqual(await appToken.header(), { authorization: 'Bearer app_2' });
  t.deepEqual(
    endpoint.received.map((sent) => sent.form),
    [{ grant_type: 'client_credentials' }, { grant_type: 'client_credentials' }],
  );
});

test('an app token within a minute of its expiry is not used: the next call asks for another', async (t) => {
  const endpoint = await tokenEndpoint(
    t,
    [200, { access_token: 'app_1', expires_in: 30 }],
    [200, { access_token: 'app_2', expires_in: 3600 }],
  );
  const { appToken } = oauth2(provider(`${endpoint.url}/token`));
  t.deepEqual(await appToken.header(), { authorization: 'Bearer app_1' });
  t.deepEqual(await appToken.header(), { authorization: 'Bearer app_2' });
  t.deepEqual(await appToken.header(), { authorization: 'Bearer app_2' });
  t.is(endpoint.received.length, 2);
});
