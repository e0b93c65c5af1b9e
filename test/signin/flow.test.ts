import test from 'ava';
import { allowOnServiceForm, browserClient, connectThroughSignIn, SignInStopped } from '../../src/dev/signIn.js';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { IntegrationUser } from '../../src/users/models.js';
import { ConnectedUserCache } from '../../src/users/userCache.js';
import { resolveConnectedUser } from '../../src/users/userApiGuard.js';
import { OneTimeToken } from '../../src/auth/oneTimeTokens.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { ensure } from '../helpers/ensure.js';
import { parsePage } from '../helpers/dom.js';

// The hosted sign-in through the Spotify emulator, over HTTP as a browser would follow it, then
// the reads a partner makes with what the callback gave it.

const used = useSystem(test, {
  services: ['spotify'],
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  partner: { slug: 'flow', isEvaluationAccount: true },
});
/** One browser for the whole file: the sign-in's nonce cookie must come back with the callback. */
const browser = browserClient();

/** Walks picker → service sign-in form → callback, and returns where the browser lands. */
async function signIn(query: Record<string, string>, email = 'demo@listeners.example'): Promise<URL> {
  const picker = await browser(`${used.system.url}/connect/flow`, { searchParams: query });
  const href = parsePage(picker.body).screen.getByRole('link', { name: 'Spotify' }).getAttribute('href');
  const start = await browser(`${used.system.url}${href}`, { followRedirect: false });
  ensure(start.statusCode === 302, `A2 answered ${start.statusCode}`);
  const authorize = new URL(start.headers.location!);
  const posted = await allowOnServiceForm(browser, authorize, email);
  const callback = await browser(posted.headers.location!, { followRedirect: false, throwHttpErrors: false });
  ensure(callback.statusCode === 302, `callback answered ${callback.statusCode}: ${callback.body.slice(0, 300)}`);
  return new URL(callback.headers.location!);
}

test.serial('a user signs in through the picker and comes back with the callback values', async (t) => {
  const uniqueId = '4d3b2a1c-0f9e-4d8c-a7b6-5e4d3c2b1a09';
  const back = await signIn({
    returnUrl: RETURN_URL,
    requestOneTimeToken: 'true',
    uniqueId,
    partnerUserId: 'partner-42',
  });
  t.is(`${back.origin}${back.pathname}`, RETURN_URL);
  const authModelUUID = back.searchParams.get('authModelUUID')!;
  const integrationUserUUID = back.searchParams.get('integrationUserUUID')!;
  const oneTimeToken = back.searchParams.get('oneTimeToken')!;
  t.regex(oneTimeToken, /^ott_/);

  // A3 by uniqueId, with and without tokens.
  const a3 = await client(used.system.url).get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}`);
  t.truthy(a3.body.authData);
  const a3Browser = await client(used.system.url).get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}`, {
    searchParams: { tokenOnly: 'true' },
  });
  t.false('authData' in a3Browser.body);

  // A5 with the one-time token (Client ID credentials): authData included, once.
  const a5 = await client(used.system.url, { authorization: `Token ${used.partner.clientId}` }).get<JsonBody>(
    `public/integrations/auth/${authModelUUID}`,
    { searchParams: { oneTimeToken } },
  );
  t.is(a5.statusCode, 200);
  t.is(a5.body.status, 'succeeded');
  t.is(a5.body.partnerUserId, 'partner-42');
  t.is(a5.body.integrationUser.uuid, integrationUserUUID);
  t.truthy(a5.body.integrationUser.authData.access_token);
  t.false('refresh_token' in a5.body.integrationUser.authData);

  // A5: a one-time token of another sign-in is refused; an unknown sign-in is 404, also for another account.
  const other = await signIn({ returnUrl: RETURN_URL, requestOneTimeToken: 'true' });
  const mismatch = await client(used.system.url, { authorization: used.partner.basic }).get<JsonBody>(
    `public/integrations/auth/${authModelUUID}`,
    { searchParams: { oneTimeToken: other.searchParams.get('oneTimeToken')! } },
  );
  t.is(mismatch.statusCode, 403);
  t.is(mismatch.body.code, 'oneTimeTokenMismatch');
  const stranger = await createPartner({ slug: 'flow-stranger' });
  const foreign = await client(used.system.url, { authorization: stranger.basic }).get<JsonBody>(
    `public/integrations/auth/${authModelUUID}`,
  );
  t.is(foreign.statusCode, 404);
  t.is(foreign.body.code, 'signInNotFound');

  // A3 by uniqueId shows authData only until the same user signs in again (below).
  const a3Later = await client(used.system.url).get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}`);
  t.false('authData' in a3Later.body);
  const a4 = await client(used.system.url).get<JsonBody>(`app/integrations/${authModelUUID}`);
  t.false('authData' in a4.body);
  t.false('integrationUserUUID' in a4.body);
  t.false('uniqueId' in a4.body);

  // A5 spent the token's authData: as a credential it still reads the user (without it), until it expires.
  const asToken = await client(used.system.url, { authorization: `Token ${oneTimeToken}` }).get<JsonBody>(
    `public/integrations/user/${integrationUserUUID}`,
  );
  t.is(asToken.statusCode, 200);
  t.false('authData' in asToken.body.integrationUser);
  await OneTimeToken.update({ expiresAt: new Date(Date.now() - 1) }, { where: { signInAttemptId: authModelUUID } });
  const expiredCredential = await client(used.system.url, { authorization: `Token ${oneTimeToken}` }).get<JsonBody>(
    `public/integrations/user/${integrationUserUUID}`,
  );
  t.is(expiredCredential.statusCode, 401);
  t.is(expiredCredential.body.code, 'oneTimeTokenExpired');
  const expired = await client(used.system.url, { authorization: `Token ${used.partner.clientId}` }).get<JsonBody>(
    `public/integrations/auth/${authModelUUID}`,
    { searchParams: { oneTimeToken } },
  );
  t.is(expired.statusCode, 403);

  // Nothing in the database holds the music-service tokens or the one-time token in clear.
  const row = await IntegrationUser.findByPk(integrationUserUUID);
  const dump = JSON.stringify(
    await used.system.web.runtime.sequelize.query(
      'SELECT * FROM integration_users; SELECT * FROM one_time_tokens; SELECT * FROM sign_in_attempts',
    ),
  );
  t.false(dump.includes(a5.body.integrationUser.authData.access_token));
  t.false(dump.includes(oneTimeToken));
  t.truthy(row!.refreshTokenSealed);
});

test.serial('the same service account signing in again is the same connected user', async (t) => {
  const first = await signIn({ returnUrl: RETURN_URL });
  const second = await signIn({ returnUrl: RETURN_URL });
  t.is(first.searchParams.get('integrationUserUUID'), second.searchParams.get('integrationUserUUID'));
  t.not(first.searchParams.get('authModelUUID'), second.searchParams.get('authModelUUID'));
});

test.serial('the library and the catalogue answer through the adapter', async (t) => {
  const back = await signIn({ returnUrl: RETURN_URL });
  const uuid = back.searchParams.get('integrationUserUUID')!;
  const api = client(used.system.url, { authorization: used.partner.basic });
  const playlists = await api.get<JsonBody>(`api/${uuid}/playlists`, { searchParams: { limitParam: 2 } });
  t.is(playlists.statusCode, 200);
  t.is(playlists.body.results.length, 2);
  t.deepEqual(Object.keys(playlists.body.results[0]).sort(), [
    'dateAdded',
    'id',
    'imageUrl',
    'isOwner',
    'name',
    'totalItems',
  ]);
  const next = await api.get<JsonBody>(`api/${uuid}/playlists`, {
    searchParams: { nextParam: playlists.body.nextParam },
  });
  t.is(next.statusCode, 200);
  t.notDeepEqual(next.body.results[0], playlists.body.results[0]);
  const tampered = await api.get<JsonBody>(`api/${uuid}/playlists`, {
    searchParams: { nextParam: `${playlists.body.nextParam}x` },
  });
  t.is(tampered.statusCode, 400);
  t.is(tampered.body.code, 'invalidNextParam');

  const liked = await api.get<JsonBody>(`api/${uuid}/liked/tracks`);
  t.is(liked.statusCode, 200);
  const track = liked.body.results[0];
  t.deepEqual(Object.keys(track).sort(), [
    'album',
    'artists',
    'dateAdded',
    'duration',
    'entryId',
    'id',
    'imageUrl',
    'isAvailable',
    'isrc',
    'name',
    'previewUrl',
  ]);
  const byIsrc = await api.post<JsonBody>(`api/${uuid}/search`, { json: { type: 'track', isrc: track.isrc } });
  t.true(byIsrc.body.results.some((r: JsonBody) => r.track.id === track.id));
  const profile = await api.get<JsonBody>(`api/${uuid}/users/profile`);
  t.is(profile.body.name, 'Demo Listener');

  const catalogue = await api.post<JsonBody>('public/search', {
    json: { type: 'track', track: track.name, artist: track.artists[0].name, sources: ['spotify', 'tidal'] },
  });
  t.is(catalogue.statusCode, 200);
  t.true(
    catalogue.body.tracks.some(
      (i: JsonBody) => i.source === 'spotify' && i.status === 'ok' && i.data.externalId === track.id,
    ),
  );
  // TIDAL points at a closed port here: that source says so, the others answer.
  t.true(
    catalogue.body.tracks.some((i: JsonBody) => i.source === 'tidal' && i.status === 'unavailable' && i.data === null),
  );
});

test.serial('a refused refresh marks the user: 412 on the library and user.auth_failed', async (t) => {
  const back = await signIn({ returnUrl: RETURN_URL });
  const uuid = back.searchParams.get('integrationUserUUID')!;
  await browser.post(`${used.emulators.spotify.url}/__emulator/revoke`, { json: { user: 'demo' } });
  const api = client(used.system.url, { authorization: used.partner.basic });
  const refused = await api.get<JsonBody>(`api/${uuid}/playlists`);
  t.is(refused.statusCode, 412);
  t.is(refused.body.code, 'IntegrationUserNotAuthenticated');
  const again = await api.get<JsonBody>(`api/${uuid}/liked/tracks`);
  t.is(again.statusCode, 412);
  const events = await used.system.web.runtime.sequelize.query(
    "SELECT data FROM outbox_events WHERE type = 'user.auth_failed'",
  );
  t.true(
    (events[0] as { data: JsonBody }[]).some(
      (e) => e.data.integrationUserUUID === uuid && e.data.preauthorized === false,
    ),
  );
  // Signing in again clears it.
  await signIn({ returnUrl: RETURN_URL });
  t.is((await api.get<JsonBody>(`api/${uuid}/playlists`)).statusCode, 200);
});

test.serial('a refusal is never served from the cache: a user who signed in again is served at once', async (t) => {
  const back = await signIn({ returnUrl: RETURN_URL });
  const uuid = back.searchParams.get('integrationUserUUID')!;
  // The copy a web process kept from before the sign-in cleared the refusal, the news of which
  // (Postgres's notification of the change) has not reached it yet.
  const cache = new ConnectedUserCache(60_000);
  cache.setLive(true);
  const stale = (await IntegrationUser.findByPk(uuid))!;
  stale.needsReauthSince = new Date();
  cache.set(stale);
  const guard = resolveConnectedUser(cache) as unknown as (
    req: unknown,
    res: unknown,
    next: () => void,
  ) => Promise<void>;
  const request = {
    auth: { account: { id: used.partner.accountId }, credential: { kind: 'basic' } },
    params: { integrationUserUUID: uuid },
  };
  let served = false;
  await guard(request, {}, () => (served = true));
  t.true(served);
  // A refusal the database holds is still a refusal (the feed drops the entry the change made stale).
  await IntegrationUser.update({ needsReauthSince: new Date() }, { where: { id: uuid } });
  cache.drop(uuid);
  await t.throwsAsync(
    guard({ ...request }, {}, () => undefined),
    { message: 'The connected user must sign in again.' },
  );
  await IntegrationUser.update({ needsReauthSince: null }, { where: { id: uuid } });
});

test.serial(
  'A2 for a service we do not connect shows an error page; for one the partner did not enable it works',
  async (t) => {
    const unknown = await browser(`${used.system.url}/connect/flow/napster/auth`, { throwHttpErrors: false });
    t.is(unknown.statusCode, 404);
    t.is(
      parsePage(unknown.body).screen.getByRole('heading', { level: 1 }).textContent,
      'We cannot connect this music service',
    );
    t.false(unknown.body.includes('napster'));
    const notEnabled = await browser(`${used.system.url}/connect/flow/deezer/auth`, {
      throwHttpErrors: false,
      followRedirect: false,
    });
    t.not(notEnabled.statusCode, 500);
  },
);

test.serial('a refused sign-in is forwarded to the partner when asked, and shown otherwise', async (t) => {
  const picker = await browser(`${used.system.url}/connect/flow/spotify/auth`, {
    searchParams: { returnUrl: RETURN_URL, forwardErrors: 'true' },
    followRedirect: false,
  });
  const authorize = new URL(picker.headers.location!);
  const denied = await browser.post(authorize.toString(), {
    form: { ...Object.fromEntries(authorize.searchParams), decision: 'deny' },
    followRedirect: false,
  });
  const callback = await browser(denied.headers.location!, { followRedirect: false, throwHttpErrors: false });
  const back = new URL(callback.headers.location!);
  t.is(back.searchParams.get('error'), 'accessDenied');
  const shown = await browser(`${used.system.url}/connect/flow/spotify/auth`, {
    searchParams: { returnUrl: RETURN_URL },
    followRedirect: false,
  });
  const deniedShown = await browser.post(new URL(shown.headers.location!).toString(), {
    form: { ...Object.fromEntries(new URL(shown.headers.location!).searchParams), decision: 'deny' },
    followRedirect: false,
  });
  const page = await browser(deniedShown.headers.location!, { throwHttpErrors: false });
  t.is(page.statusCode, 400);
  t.is(parsePage(page.body).screen.getByRole('heading', { level: 1 }).textContent, 'Spotify was not connected');
});

test.serial('an evaluation account connects at most five users', async (t) => {
  const accountId = used.partner.accountId;
  const existing = await IntegrationUser.count({ where: { accountId, deletedAt: null } });
  for (let i = existing; i < 5; i++) {
    await IntegrationUser.create({
      id: crypto.randomUUID(),
      accountId,
      integrationType: 'spotify',
      externalUserId: `filler-${i}`,
      name: null,
    });
  }
  const picker = await browser(`${used.system.url}/connect/flow/spotify/auth`, {
    searchParams: { returnUrl: RETURN_URL, forwardErrors: 'true' },
    followRedirect: false,
  });
  const authorize = new URL(picker.headers.location!);
  const posted = await allowOnServiceForm(browser, authorize, 'medium@listeners.example');
  const callback = await browser(posted.headers.location!, { followRedirect: false, throwHttpErrors: false });
  t.is(new URL(callback.headers.location!).searchParams.get('error'), 'evaluationLimitReached');
  // A user already connected still signs in again.
  const back = await signIn({ returnUrl: RETURN_URL });
  t.truthy(back.searchParams.get('integrationUserUUID'));
});

test.serial('a sign-in followed for tests and benchmarks says where it stopped and what it was told', async (t) => {
  const connect = (email: string) => connectThroughSignIn(used.system.url, 'flow', 'spotify', email, RETURN_URL);
  await t.throwsAsync(connect('nobody@listeners.example'), {
    message: /^the spotify sign-in form answered 401 instead of a redirect: .*Wrong e-mail or password/,
  });
  // The evaluation account is full (above): the callback's page says why, and the answer is kept.
  const full = await t.throwsAsync(connect('medium@listeners.example'), {
    instanceOf: SignInStopped,
    message:
      /^the spotify callback answered 403 instead of a redirect: .*evaluation account, which connects at most 5 people/,
  });
  t.is(full?.response.statusCode, 403);
});
