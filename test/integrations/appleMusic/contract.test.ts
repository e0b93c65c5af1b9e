import test from 'ava';
import got from 'got';
import { exportPKCS8, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import { startAppleMusicEmulator } from '../../../src/emulators/appleMusic/index.js';
import { emulatorDeveloperKey } from '../../../src/emulators/appleMusic/wire.js';
import { createAppleMusicAdapter } from '../../../src/integrations/appleMusic/adapter.js';
import { appleMusicConfigFromEnv } from '../../../src/integrations/appleMusic/config.js';
import type { UpstreamError } from '../../../src/integrations/errors.js';
import { contractSuite, memorySession, signIn } from '../contract.js';
import { emulatedContract } from '../emulatedContract.js';
import { parsePage } from '../../helpers/dom.js';

/** What the authorization window's script hands back to the page that opened it, and to which origin. */
function handedBack(html: string): { outcome: Record<string, unknown>; opener: string } {
  return JSON.parse(parsePage(html).byId('musickit-result').dataset.json!);
}

const setup = emulatedContract(test, {
  start: (catalogue) => startAppleMusicEmulator({ catalogue, rateLimit: null }),
  adapter: (env) => createAppleMusicAdapter(appleMusicConfigFromEnv(env)),
  redirectUri: 'https://partner.example/oauth/apple/callback',
});

contractSuite(test, () => setup);

/** A developer token as our app signs it, for talking to the emulator without the adapter. */
async function developerToken(): Promise<string> {
  const { key } = emulatorDeveloperKey();
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
    .setIssuer(key.teamId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importPKCS8(key.privateKeyPem, 'ES256'));
}

const raw = (path: string, headers: Record<string, string>) =>
  got(`${setup.emulator.url}${path}`, { headers, throwHttpErrors: false, responseType: 'json' });
const errorCode = (body: unknown) => (body as { errors?: { code: string; status: string }[] }).errors?.[0];

test.serial(
  'Apple Music: several ISRCs in one call, every song sharing an ISRC, longer lists in batches of 25',
  async (t) => {
    const { adapter, catalogue } = setup;
    const view = catalogue.view('appleMusic');
    const withIsrc = catalogue.recordings
      .map((r) => view.track(view.trackIdFor(r.key) ?? ''))
      .filter((x) => x?.isrc)
      .slice(0, 30);
    t.is(withIsrc.length, 30);
    const found = await adapter.tracksByIsrcs!(
      null,
      withIsrc.map((x) => x!.isrc!),
    );
    t.is(found.size, new Set(withIsrc.map((x) => x!.isrc!.toUpperCase())).size);
    for (const track of withIsrc) t.true(found.get(track!.isrc!.toUpperCase())!.some((x) => x.id === track!.id));
  },
);

test.serial(
  'Apple Music: the token reads the library of who signed in; their library songs carry the catalog id, album id and ISRC',
  async (t) => {
    const { adapter, catalogue } = setup;
    const user = catalogue.users[1];
    const tokens = await signIn(setup, user);
    t.is(tokens.refreshToken, null);
    t.true(
      Math.abs(tokens.expiresAt! - (Date.now() + 180 * 24 * 3600 * 1000)) < 60_000,
      'a Music-User-Token lasts about six months',
    );
    const session = memorySession(adapter, tokens, user.key);
    const me = await adapter.currentUser(session);
    // Apple says nothing of who the listener is: no id, no name; the storefront gives the country.
    t.like(me, { id: '', name: null, email: null, country: user.country });
    const playlists = await adapter.playlists(session, { limit: 100 });
    t.is(playlists.total, user.playlists.length);
    const liked = await adapter.likedTracks(session, { limit: 5 });
    const view = catalogue.view('appleMusic');
    for (const song of liked.items) {
      const listed = view.track(song.id);
      t.truthy(listed, 'the id is a catalog id');
      t.regex(song.entryId ?? '', /^i\./);
      t.is(song.isrc, listed!.isrc);
      t.is(song.album?.id, listed!.album.id);
    }
  },
);

test.serial('Apple Music: what the API cannot do is refused as unsupported, never a silent success', async (t) => {
  const { adapter, catalogue } = setup;
  const session = memorySession(adapter, await signIn(setup, catalogue.users[0]), catalogue.users[0].key);
  const attempts = [
    () => adapter.updatePlaylist(session, 'p.x', { name: 'renamed' }),
    () => adapter.deletePlaylist(session, 'p.x'),
    () => adapter.removePlaylistItems(session, 'p.x', [{ id: '1', entryId: null }]),
    () => adapter.unlikeTracks(session, ['1']),
    () => adapter.unsaveAlbums(session, ['1']),
    () => adapter.followArtists(session, ['1']),
    () => adapter.unfollowArtists(session, ['1']),
  ];
  for (const attempt of attempts) {
    const err = await t.throwsAsync(attempt());
    t.is((err as UpstreamError).kind, 'unsupported');
  }
  t.is(((await t.throwsAsync(adapter.refreshTokens('anything'))) as UpstreamError).kind, 'reauthRequired');
});

test.serial('Apple Music: a developer token the service refuses is an app problem, not the listener’s', async (t) => {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  // The right team and key id, signed by a key the service does not know.
  const adapter = createAppleMusicAdapter({
    ...appleMusicConfigFromEnv(setup.emulator.env),
    privateKey: await exportPKCS8(privateKey),
  });
  const err = await t.throwsAsync(adapter.searchTracks(null, { track: 'love' }, { limit: 5 }));
  t.is((err as UpstreamError).kind, 'rejected');
});

test.serial(
  'Apple Music emulator: 401 without a developer token, 403 without a Music-User-Token, page limits as Apple’s',
  async (t) => {
    const bearer = { authorization: `Bearer ${await developerToken()}` };
    t.is((await raw('/v1/catalog/us/search?term=love', {})).statusCode, 401);
    t.is((await raw('/v1/catalog/us/search?term=love', { authorization: 'Bearer not.a.jwt' })).statusCode, 401);
    const anonymous = await raw('/v1/me/library/playlists', bearer);
    t.is(anonymous.statusCode, 403);
    t.like(errorCode(anonymous.body), { code: '40300', status: '403' });
    const tokens = await signIn(setup, setup.catalogue.users[0]);
    const listener = { ...bearer, 'music-user-token': tokens.accessToken };
    t.is((await raw('/v1/me/library/songs?limit=100', listener)).statusCode, 200);
    const tooMany = await raw('/v1/me/library/songs?limit=101', listener);
    t.is(tooMany.statusCode, 400);
    t.like(errorCode(tooMany.body), { code: '40005', status: '400' });
    t.is((await raw('/v1/catalog/us/search?term=love&limit=25', bearer)).statusCode, 200);
    t.is((await raw('/v1/catalog/us/search?term=love&limit=26', bearer)).statusCode, 400);
    const isrcs = Array.from({ length: 26 }, (_, i) => `USXXX26${String(i).padStart(5, '0')}`).join(',');
    t.is((await raw(`/v1/catalog/us/songs?filter[isrc]=${isrcs}`, bearer)).statusCode, 400);
  },
);

test.serial(
  'Apple Music emulator: pages carry a root-relative next with the offset only, and meta.total',
  async (t) => {
    const tokens = await signIn(setup, setup.catalogue.users[1]);
    const headers = { authorization: `Bearer ${await developerToken()}`, 'music-user-token': tokens.accessToken };
    const first = (await raw('/v1/me/library/songs?limit=2', headers)).body as {
      data: { type: string }[];
      next?: string;
      meta: { total: number };
    };
    t.is(first.data.length, 2);
    t.true(first.data.every((s) => s.type === 'library-songs'));
    t.is(first.next, '/v1/me/library/songs?offset=2');
    t.true(first.meta.total > 2);
  },
);

/** The page's developer token as our sign-in page gets it, for a page on `origin`. */
const pageToken = async (origin: string) => (await setup.adapter.browserSignIn!.pageSettings(origin)).developerToken;
const windowFields = (token: string, referrer: string) => ({
  a: Buffer.from(JSON.stringify({ thirdPartyName: 'Partner', thirdPartyToken: token })).toString('base64'),
  referrer,
});

test.serial('Apple Music emulator: MusicKit JS is served with the surface a page uses', async (t) => {
  const script = await got(`${setup.emulator.url}/musickit/v3/musickit.js`);
  t.regex(String(script.headers['content-type']), /javascript/);
  for (const part of ['musickitloaded', 'configure', 'getInstance', 'authorize', 'isAuthorized', 'storefrontId'])
    t.true(script.body.includes(part), part);
});

test.serial(
  'Apple Music emulator: the authorization window verifies the developer token and its origin before any user token',
  async (t) => {
    const origin = 'https://app.partner.example';
    const window = `${setup.emulator.url}/musickit/authorize`;
    const open = (fields: Record<string, string>) => got(window, { searchParams: fields, throwHttpErrors: false });
    const post = (fields: Record<string, string>) => got.post(window, { form: fields, throwHttpErrors: false });
    const good = windowFields(await pageToken(origin), origin);
    t.is((await open(good)).statusCode, 200);
    t.is(parsePage((await open(good)).body).screen.getByLabelText('Account').tagName, 'SELECT');

    // Signed by a key Apple does not know, for another origin, or not a token at all.
    const { privateKey } = await generateKeyPair('ES256');
    const { key } = emulatorDeveloperKey();
    const stranger = await new SignJWT({ origin: [origin] })
      .setProtectedHeader({ alg: 'ES256', kid: key.keyId })
      .setIssuer(key.teamId)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(privateKey);
    const signIn = { email: setup.catalogue.users[0].email, password: 'listen-locally', decision: 'allow' };
    for (const fields of [
      windowFields(stranger, origin),
      windowFields(await pageToken(origin), 'https://evil.example'),
      windowFields('not.a.jwt', origin),
    ]) {
      t.is((await open(fields)).statusCode, 401);
      const posted = await post({ ...fields, ...signIn });
      t.is(posted.statusCode, 401);
      t.false(posted.body.includes('musickit-result'), 'no token for an unverified app');
    }
    t.is((await open({ a: 'not base64 json', referrer: origin })).statusCode, 400);
    t.is((await open({ ...good, referrer: 'https://app.partner.example/path' })).statusCode, 400);

    const wrong = await post({ ...good, ...signIn, password: 'wrong' });
    t.is(wrong.statusCode, 401);
    t.regex(parsePage(wrong.body).text(), /Wrong e-mail or password/);
    const denied = await post({ ...good, decision: 'deny' });
    t.deepEqual(handedBack(denied.body), { outcome: { musicKitAuthorization: 'denied' }, opener: origin });

    const allowed = await post({ ...good, ...signIn });
    t.is(allowed.statusCode, 200);
    // The window hands the token to the page's origin only.
    const result = handedBack(allowed.body);
    t.is(result.opener, origin);
    const token = result.outcome.musicUserToken as string;
    const headers = { authorization: `Bearer ${await developerToken()}`, 'music-user-token': token };
    t.is((await raw('/v1/me/storefront', headers)).statusCode, 200);
  },
);

test.serial(
  'Apple Music emulator: the API answers pages on other origins (CORS), within the token’s origins',
  async (t) => {
    const origin = 'https://app.partner.example';
    const preflight = await got(`${setup.emulator.url}/v1/me/storefront`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-headers': 'authorization,music-user-token' },
      throwHttpErrors: false,
    });
    t.is(preflight.statusCode, 204);
    t.is(preflight.headers['access-control-allow-origin'], origin);
    t.regex(String(preflight.headers['access-control-allow-headers']), /music-user-token/);
    const token = await pageToken(origin);
    t.is((await raw('/v1/catalog/us/search?term=love', { authorization: `Bearer ${token}`, origin })).statusCode, 200);
    const elsewhere = await raw('/v1/catalog/us/search?term=love', {
      authorization: `Bearer ${token}`,
      origin: 'https://evil.example',
    });
    t.is(elsewhere.statusCode, 401);
  },
);
