import type { TestFn } from 'ava';
import got from 'got';
import { randomBytes, createHash } from 'node:crypto';
import type {
  FormSignInField,
  FormSignInInput,
  MusicServiceAdapter,
  ServiceProfile,
  ServiceTokens,
  UserSession,
  TrackItem,
  Page,
  PageRequest,
} from '../../src/integrations/types.js';
import { UpstreamError } from '../../src/integrations/errors.js';
import { personOnServer } from '../../src/integrations/personalServers.js';
import { has } from '../../src/integrations/types.js';
import { EMULATOR_CLIENT, type RunningEmulator } from '../../src/emulators/kit/types.js';
import type { Catalogue, SeededUser } from '../../src/emulators/catalogue/types.js';
import { musicKitUserToken } from '../../src/dev/signIn.js';
import { parsePage } from '../helpers/dom.js';

/**
 * The contract every adapter passes against its emulator: the same calls, the same promises,
 * whatever the service's wire protocol. A service file calls `contractSuite(test, setup)`.
 */
export interface ContractSetup {
  adapter: MusicServiceAdapter;
  emulator: RunningEmulator;
  catalogue: Catalogue;
  /** Where the emulator sends the browser back after sign-in (any URL; it is not fetched). */
  redirectUri: string;
}

/** A session that keeps tokens in memory and refreshes through the adapter, counting refreshes. */
export function memorySession(
  adapter: MusicServiceAdapter,
  tokens: ServiceTokens,
  key = 'user',
): UserSession & { refreshes: number } {
  let current = tokens;
  const session = {
    key,
    country: null,
    refreshes: 0,
    async tokens() {
      return current;
    },
    async refresh(stale: ServiceTokens) {
      if (stale.accessToken !== current.accessToken) return current;
      if (!current.refreshToken) throw new UpstreamError(adapter.id, 'reauthRequired', 'no refresh token');
      session.refreshes += 1;
      current = await adapter.refreshTokens(current.refreshToken);
      return current;
    },
  };
  return session;
}

/** A seeded listener's session on an emulator, from a token it issued directly (no sign-in page). */
export function issuedSession(
  emulator: RunningEmulator,
  userKey: string,
  country: string | null = null,
): UserSession & { token: string } {
  const token = emulator.oauth.issue(userKey, EMULATOR_CLIENT.id, '').accessToken;
  const tokens: ServiceTokens = { accessToken: token, refreshToken: null, expiresAt: null, scope: null, raw: {} };
  return {
    key: `${emulator.service}:${userKey}`,
    country,
    token,
    tokens: async () => tokens,
    refresh: async () => tokens,
  };
}

/** A token the emulator gave a seeded listener directly, as a partner holding one would bring it. */
export function broughtToken(emulator: RunningEmulator, userKey: string): ServiceTokens {
  const accessToken = emulator.oauth.issue(userKey, EMULATOR_CLIENT.id, '').accessToken;
  return { accessToken, refreshToken: null, expiresAt: null, scope: null, raw: {} };
}

/** Where a page running a service's sign-in script is served (any origin the adapter signs tokens for). */
export const SCRIPT_PAGE_ORIGIN = 'https://app.partner.example';

/**
 * Signs a seeded user in the way the service signs people in, and returns the tokens with the
 * profile the sign-in gives: through the emulator's authorize page and the code exchange; or, for
 * a service whose script signs people in on our page (MusicKit), through the emulator's
 * authorization window over HTTP, then the adapter's check of the token it gave.
 */
export async function signInWithProfile(
  setup: ContractSetup,
  user: SeededUser,
): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }> {
  const { adapter } = setup;
  if (adapter.browserSignIn) {
    const settings = await adapter.browserSignIn.pageSettings(SCRIPT_PAGE_ORIGIN);
    const token = await musicKitUserToken({ ...settings, pageOrigin: SCRIPT_PAGE_ORIGIN, email: user.email });
    if (!token) throw new Error('the listener was not signed in');
    return adapter.browserSignIn.acceptToken(token);
  }
  if (adapter.formSignIn) return adapter.formSignIn.connect(formInput(setup.emulator, user, adapter.formSignIn.fields));
  const tokens = await signIn(setup, user);
  const profile = await adapter.currentUser(memorySession(adapter, tokens, user.key));
  return { tokens, profile };
}

/**
 * What a seeded listener types into our sign-in form: the emulator as their server, their email as
 * their name on it, their password, or a token the emulator shows them.
 */
export function formInput(
  emulator: RunningEmulator,
  user: SeededUser,
  fields: readonly FormSignInField[],
): FormSignInInput {
  const typed: Required<FormSignInInput> = {
    server: emulator.url,
    username: user.email,
    password: user.password,
    token: fields.includes('token') ? broughtToken(emulator, user.key).accessToken : '',
  };
  return Object.fromEntries(fields.map((field) => [field, typed[field]]));
}

/** Signs a seeded user in (see signInWithProfile) and returns the tokens. */
export async function signIn(setup: ContractSetup, user: SeededUser): Promise<ServiceTokens> {
  const adapter = setup.adapter;
  if (adapter.browserSignIn || adapter.formSignIn) return (await signInWithProfile(setup, user)).tokens;
  // A service with no hosted sign-in: the partner brings a token the service gave the listener.
  if (adapter.tokenOnly) return { ...broughtToken(setup.emulator, user.key), refreshToken: null };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  // A PIN sign-in (Plex) asks the service for its code first; the browser comes back with the state alone.
  const pin = adapter.pinSignIn ? await adapter.pinSignIn.start(`${setup.redirectUri}?state=${state}`) : null;
  const authorizeUrl =
    pin?.url ?? adapter.authorizeUrl!({ redirectUri: setup.redirectUri, state, codeChallenge: challenge });
  const page = await got(authorizeUrl, { throwHttpErrors: false });
  if (page.statusCode !== 200 || !parsePage(page.body).document.querySelector('form'))
    throw new Error(`authorize page answered ${page.statusCode}`);
  const form = { ...linkValues(authorizeUrl), email: user.email, password: user.password, decision: 'allow' };
  const posted = await got.post(authorizeUrl.split('#')[0], { form, followRedirect: false, throwHttpErrors: false });
  if (posted.statusCode !== 302) throw new Error(`sign-in form answered ${posted.statusCode}`);
  const back = new URL(posted.headers.location!);
  if (!back.toString().startsWith(setup.redirectUri))
    throw new Error(`redirected to ${back} instead of the redirect URI`);
  if (back.searchParams.get('state') !== state) throw new Error('state was not carried back');
  if (pin) return (await adapter.pinSignIn!.finish(pin.keep)).tokens;
  // Last.fm sends its one-time `token` where OAuth services send a `code`.
  const code = back.searchParams.get('code') ?? back.searchParams.get('token');
  if (!code) throw new Error(`no code in ${back}`);
  return adapter.exchangeCode!(code, setup.redirectUri, verifier);
}

/**
 * The values a sign-in link hands the service's page: its query, and the query a page reads from
 * its fragment (`#?clientID=…&code=…`, as Plex's sign-in page is linked).
 */
function linkValues(link: string): Record<string, string> {
  const url = new URL(link);
  const fragment = url.hash.startsWith('#?') ? new URLSearchParams(url.hash.slice(2)) : new URLSearchParams();
  return { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(fragment) };
}

/** Reads every page of a list. */
export async function readAll<T>(
  read: (page: PageRequest) => Promise<Page<T>>,
  limit?: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: Page<T> = await read({ cursor, limit });
    items.push(...page.items);
    cursor = page.next;
    pages += 1;
    if (pages > 10_000) throw new Error('paging does not end');
  } while (cursor);
  return { items, pages };
}

/** Services whose playlist reads carry a change marker for certain (snapshot_id, checksum, lastModifiedAt). */
const MARKED_SERVICES: string[] = ['spotify', 'deezer', 'tidal'];

const control = (emulator: RunningEmulator, path: string, json: unknown) =>
  got.post(`${emulator.url}/__emulator/${path}`, { json }).json();

/** Registers the contract tests on `test`; `setup` is called once (in test.before) by the service file. */
export function contractSuite(test: TestFn, getSetup: () => ContractSetup): void {
  const demo = () => getSetup().catalogue.users[0];
  const heavy = () => [...getSetup().catalogue.users].sort((a, b) => maxPlaylist(b) - maxPlaylist(a))[0];
  const session = async (user = demo()) => memorySession(getSetup().adapter, await signIn(getSetup(), user), user.key);
  const hasPlaylists = () => has(getSetup().adapter.capabilities, 'playlists');
  /** One read every service has, to probe tokens and faults with: playlists, else liked tracks. */
  const probe = (s: UserSession) => {
    const { adapter } = getSetup();
    return hasPlaylists() ? adapter.playlists(s, {}) : adapter.likedTracks(s, {});
  };

  test.serial('contract: sign-in gives tokens and who signed in, as far as the service tells', async (t) => {
    const { adapter } = getSetup();
    const { tokens, profile } = await signInWithProfile(getSetup(), demo());
    t.truthy(tokens.accessToken);
    t.false('refresh_token' in tokens.raw, 'raw token data never carries the refresh token');
    t.truthy(profile.id);
    if (adapter.browserSignIn) {
      // MusicKit names nobody: each sign-in is a listener of its own, with no name to show.
      const again = await signInWithProfile(getSetup(), demo());
      t.not(again.profile.id, profile.id);
      t.is(profile.name, null);
      t.is(profile.country, demo().country);
    } else {
      // The account the service holds for this listener, not merely the same answer twice.
      const me = await adapter.currentUser(memorySession(adapter, tokens));
      const id = getSetup().emulator.library.user(demo().key)!.id;
      // On a server the person names, they are their id there with the server (another's `admin` is someone else).
      t.is(me.id, adapter.formSignIn?.fields.includes('server') ? personOnServer(getSetup().emulator.url, id) : id);
      t.is(profile.id, me.id);
      // A server a person names knows them by the name they sign in with (the emulators' is their email).
      t.is(me.name, adapter.formSignIn?.fields.includes('username') ? demo().email : demo().displayName);
    }
  });

  test.serial('contract: a service without playlists says so for every playlist operation', async (t) => {
    const { adapter } = getSetup();
    if (hasPlaylists()) return t.pass('the service has playlists');
    const s = await session();
    const calls: [string, () => Promise<unknown>][] = [
      ['playlists', () => adapter.playlists(s, {})],
      ['playlist', () => adapter.playlist(s, '1')],
      ['playlistItems', () => adapter.playlistItems(s, '1', {})],
      ['createPlaylist', () => adapter.createPlaylist(s, { name: 'x' })],
      ['updatePlaylist', () => adapter.updatePlaylist(s, '1', { name: 'x' })],
      ['deletePlaylist', () => adapter.deletePlaylist(s, '1')],
      ['addPlaylistItems', () => adapter.addPlaylistItems(s, '1', ['1'])],
      ['removePlaylistItems', () => adapter.removePlaylistItems(s, '1', [{ id: '1', entryId: null }])],
      ['reorderPlaylistItems', () => adapter.reorderPlaylistItems(s, '1', [], [])],
    ];
    for (const [name, call] of calls) {
      const err = await t.throwsAsync(call(), undefined, name);
      t.is((err as UpstreamError).kind, 'unsupported', name);
    }
  });

  test.serial('contract: every operation the capabilities deny answers unsupported, naming it', async (t) => {
    const { adapter, catalogue } = getSetup();
    const view = getSetup().emulator.library.view;
    const c = adapter.capabilities;
    const s = await session();
    const trackId = catalogue.recordings.map((r) => view.trackIdFor(r.key)).find(Boolean)!;
    const albumId = catalogue.albums.map((a) => view.albumIdFor(a.key)).find(Boolean)!;
    const artistId = catalogue.artists.map((a) => view.artistIdFor(a.key)).find(Boolean)!;
    const denied: [boolean, string, () => Promise<unknown>][] = [
      [c.likeTracks, 'likeTracks', () => adapter.likeTracks(s, [trackId])],
      [c.unlikeTracks, 'unlikeTracks', () => adapter.unlikeTracks(s, [trackId])],
      [c.saveAlbums, 'saveAlbums', () => adapter.saveAlbums(s, [albumId])],
      [c.unsaveAlbums, 'unsaveAlbums', () => adapter.unsaveAlbums(s, [albumId])],
      [c.followArtists, 'followArtists', () => adapter.followArtists(s, [artistId])],
      [c.unfollowArtists, 'unfollowArtists', () => adapter.unfollowArtists(s, [artistId])],
      [has(c, 'savedAlbums'), 'savedAlbums', () => adapter.savedAlbums(s, {})],
      [has(c, 'followedArtists'), 'followedArtists', () => adapter.followedArtists(s, {})],
      [has(c, 'likedTracks'), 'likedTracks', () => adapter.likedTracks(s, {})],
      [c.isrcSearch, 'tracksByIsrc', () => adapter.tracksByIsrc(s, 'USRC17607839')],
      [c.catalogueSearch, 'searchTracks', () => adapter.searchTracks(null, { track: 'love' }, { limit: 5 })],
    ];
    const types = c.searchTypes ?? ['track', 'album', 'artist'];
    if (!types.includes('album'))
      denied.push([false, 'searchAlbums', () => adapter.searchAlbums(s, { album: 'love' }, {})]);
    if (!types.includes('artist'))
      denied.push([false, 'searchArtists', () => adapter.searchArtists(s, { artist: 'love' }, {})]);
    let checked = 0;
    for (const [allowed, operation, call] of denied) {
      if (allowed) continue;
      checked += 1;
      const err = await t.throwsAsync(call(), undefined, operation);
      t.is((err as UpstreamError).kind, 'unsupported', operation);
      t.is((err as UpstreamError).service, adapter.id, operation);
    }
    t.log(`${checked} denied operations checked`);
    t.pass();
  });

  test.serial('contract: playlists page to the end with the service page size', async (t) => {
    const { adapter } = getSetup();
    if (!hasPlaylists()) return t.pass('no playlists');
    const s = await session();
    const { items, pages } = await readAll((p) => adapter.playlists(s, p), 2);
    t.is(items.length, demo().playlists.length);
    t.true(pages >= Math.ceil(items.length / Math.max(2, 1)));
    t.true(
      items.every((p) => typeof p.id === 'string' && typeof p.name === 'string' && typeof p.isOwner === 'boolean'),
    );
  });

  test.serial('contract: the largest playlist reads to the end in source order', async (t) => {
    const { adapter, emulator } = getSetup();
    if (!hasPlaylists()) return t.pass('no playlists');
    const user = heavy();
    const s = await session(user);
    const big = user.playlists.reduce((a, b) => (b.recordingKeys.length > a.recordingKeys.length ? b : a));
    const playlists = await readAll((p) => adapter.playlists(s, p));
    const found = playlists.items.find((p) => p.name === big.name)!;
    t.truthy(found);
    const { items } = await readAll(
      (p) => adapter.playlistItems(s, found.id, p),
      adapter.capabilities.pageSize.playlistItems,
    );
    const expected = big.recordingKeys.map((k) => emulator.library.view.trackIdFor(k)).filter(Boolean);
    t.deepEqual(
      items.map((i) => i.id),
      expected,
    );
  });

  test.serial('contract: create a playlist, add tracks in order, rename it, remove one entry', async (t) => {
    const { adapter, catalogue } = getSetup();
    if (!hasPlaylists()) return t.pass('no playlists');
    const view = getSetup().emulator.library.view;
    const s = await session();
    const created = await adapter.createPlaylist(s, {
      name: 'Contract mix',
      description: 'made by the contract suite',
      isPublic: false,
    });
    t.is(created.name, 'Contract mix');
    t.true(created.isOwner);
    const ids = catalogue.recordings
      .slice(0, 7)
      .map((r) => view.trackIdFor(r.key))
      .filter((id): id is string => Boolean(id));
    await adapter.addPlaylistItems(s, created.id, ids);
    const read = await readAll((p) => adapter.playlistItems(s, created.id, p));
    t.deepEqual(
      read.items.map((i) => i.id),
      ids,
    );
    if (adapter.capabilities.renamePlaylist) {
      await adapter.updatePlaylist(s, created.id, { name: 'Contract mix, renamed' });
      t.is((await adapter.playlist(s, created.id)).name, 'Contract mix, renamed');
    } else {
      const err = await t.throwsAsync(adapter.updatePlaylist(s, created.id, { name: 'Contract mix, renamed' }));
      t.is((err as UpstreamError).kind, 'unsupported');
    }
    if (adapter.capabilities.removePlaylistItems) {
      await adapter.removePlaylistItems(s, created.id, [{ id: read.items[0].id, entryId: read.items[0].entryId }]);
      const after = await readAll((p) => adapter.playlistItems(s, created.id, p));
      t.deepEqual(
        after.items.map((i) => i.id),
        ids.slice(1),
      );
    } else {
      const err = await t.throwsAsync(
        adapter.removePlaylistItems(s, created.id, [{ id: read.items[0].id, entryId: read.items[0].entryId }]),
      );
      t.is((err as UpstreamError).kind, 'unsupported');
    }
  });

  test.serial('contract: a playlist is put in a new order where the service moves entries', async (t) => {
    const { adapter, catalogue } = getSetup();
    if (!hasPlaylists()) return t.pass('no playlists');
    const view = getSetup().emulator.library.view;
    const s = await session();
    const created = await adapter.createPlaylist(s, { name: 'Contract order', isPublic: false });
    try {
      const ids = catalogue.recordings
        .slice(0, 6)
        .map((r) => view.trackIdFor(r.key))
        .filter((id): id is string => Boolean(id));
      t.true(ids.length >= 4, 'enough tracks to reorder');
      await adapter.addPlaylistItems(s, created.id, ids);
      const read = async () => (await readAll((p) => adapter.playlistItems(s, created.id, p))).items;
      const current = await read();
      // The last first, and the first two, neighbours, together at the end.
      const n = current.length;
      const wanted = [n - 1, ...Array.from({ length: n - 3 }, (_, i) => i + 2), 0, 1];
      if (!adapter.capabilities.playlistReorder) {
        const err = await t.throwsAsync(adapter.reorderPlaylistItems(s, created.id, current, wanted));
        t.is((err as UpstreamError).kind, 'unsupported');
        return;
      }
      await adapter.reorderPlaylistItems(s, created.id, current, wanted);
      const after = await read();
      t.deepEqual(
        after.map((i) => i.id),
        wanted.map((i) => current[i].id),
      );
      // Where entry ids name entries, not positions (Spotify's and Deezer's are positions).
      if (current.every((i, k) => i.entryId !== null && i.entryId !== String(k)))
        t.deepEqual(
          after.map((i) => i.entryId),
          wanted.map((i) => current[i].entryId),
          'the entries themselves moved',
        );
      // Back again, and an order that is not one of the playlist's is refused before any call.
      await adapter.reorderPlaylistItems(
        s,
        created.id,
        after,
        wanted.map((_, i) => wanted.indexOf(i)),
      );
      t.deepEqual(
        (await read()).map((i) => i.id),
        current.map((i) => i.id),
      );
      await t.throwsAsync(adapter.reorderPlaylistItems(s, created.id, current, [0, 0]), { instanceOf: RangeError });
    } finally {
      if (adapter.capabilities.deletePlaylist) await adapter.deletePlaylist(s, created.id);
    }
  });

  test.serial(
    'contract: a playlist read carries a marker that changes with its tracks, where the service keeps one',
    async (t) => {
      const { adapter, catalogue } = getSetup();
      if (!hasPlaylists()) return t.pass('no playlists');
      const view = getSetup().emulator.library.view;
      const s = await session();
      const created = await adapter.createPlaylist(s, { name: 'Contract marker', isPublic: false });
      try {
        const read = async () => (await adapter.playlist(s, created.id)).version;
        const fresh = await read();
        t.not(fresh, undefined, 'the adapter says whether the service keeps a marker: a string, or null');
        if (MARKED_SERVICES.includes(adapter.id)) t.is(typeof fresh, 'string', `${adapter.id} keeps a change marker`);
        if (fresh === null || fresh === undefined) {
          t.log(`${adapter.id} keeps no change marker on a playlist`);
          return t.pass(`${adapter.id} keeps no change marker on a playlist: version is null`);
        }
        t.log(`${adapter.id} marks a playlist's version: ${fresh}`);
        t.is(await read(), fresh, 'an unchanged playlist keeps its marker');
        const ids = catalogue.recordings
          .slice(0, 3)
          .map((r) => view.trackIdFor(r.key))
          .filter((id): id is string => Boolean(id));
        await adapter.addPlaylistItems(s, created.id, ids);
        const added = await read();
        t.not(added, fresh, 'adding tracks changes the marker');
        t.is(await read(), added, 'reading again leaves it as it is');
        if (adapter.capabilities.removePlaylistItems) {
          const { items } = await readAll((p) => adapter.playlistItems(s, created.id, p));
          await adapter.removePlaylistItems(s, created.id, [{ id: items[0].id, entryId: items[0].entryId }]);
          t.not(await read(), added, 'removing a track changes the marker');
        }
      } finally {
        if (adapter.capabilities.deletePlaylist) await adapter.deletePlaylist(s, created.id);
      }
    },
  );

  test.serial('contract: liked tracks, saved albums and followed artists read, add and remove', async (t) => {
    const { adapter, catalogue } = getSetup();
    const view = getSetup().emulator.library.view;
    const s = await session(getSetup().catalogue.users[1] ?? demo());
    // A list the service does not keep is refused; an empty list would say the user has none.
    const refused = async (read: () => Promise<unknown>, what: string) => {
      const err = await t.throwsAsync(read(), undefined, what);
      t.is((err as UpstreamError).kind, 'unsupported', what);
    };
    if (!has(adapter.capabilities, 'followedArtists'))
      await refused(() => adapter.followedArtists(s, {}), 'followed artists');
    else {
      const artists = await readAll((p) => adapter.followedArtists(s, p));
      t.true(artists.items.every((a) => typeof a.name === 'string'));
    }
    if (!has(adapter.capabilities, 'savedAlbums')) await refused(() => adapter.savedAlbums(s, {}), 'saved albums');
    if (!has(adapter.capabilities, 'likedTracks')) {
      await refused(() => adapter.likedTracks(s, {}), 'liked tracks');
      for (const [what, write] of [
        ['like', () => adapter.likeTracks(s, ['1'])],
        ['unlike', () => adapter.unlikeTracks(s, ['1'])],
      ] as const)
        await refused(write, what);
      return;
    }
    const liked = await readAll((p) => adapter.likedTracks(s, p));
    t.true(liked.items.length > 0);
    const extra = catalogue.recordings
      .map((r) => view.trackIdFor(r.key))
      .filter((id): id is string => Boolean(id))
      .find((id) => !liked.items.some((i) => i.id === id))!;
    if (adapter.capabilities.likeTracks) {
      await adapter.likeTracks(s, [extra]);
      const after = await readAll((p) => adapter.likedTracks(s, p));
      t.true(after.items.some((i) => i.id === extra));
      if (adapter.capabilities.unlikeTracks) {
        await adapter.unlikeTracks(s, [extra]);
        t.false((await readAll((p) => adapter.likedTracks(s, p))).items.some((i) => i.id === extra));
      }
    }
    if (adapter.capabilities.saveAlbums) {
      const albums = await readAll((p) => adapter.savedAlbums(s, p));
      t.true(albums.items.every((a) => typeof a.id === 'string' && typeof a.name === 'string'));
    } else {
      // A service without albums says so; an empty list would tell the partner the user has none.
      const err = await t.throwsAsync(readAll((p) => adapter.savedAlbums(s, p)));
      t.is((err as UpstreamError).kind, 'unsupported');
    }
  });

  test.serial('contract: catalogue search finds a known track; ISRC search works or is refused clearly', async (t) => {
    const { adapter, catalogue } = getSetup();
    const view = getSetup().emulator.library.view;
    const recording = catalogue.recordings.find(
      (r) => r.version === null && view.trackIdFor(r.key) && !r.absentFrom.includes(adapter.id),
    )!;
    const listed = view.track(view.trackIdFor(recording.key)!)!;
    // Without app credentials for the catalogue, a listener's token searches it.
    const who = adapter.capabilities.catalogueSearch ? null : await session();
    const found = await adapter.searchTracks(
      who,
      { track: listed.name, artist: listed.artists[0].name },
      { limit: 10 },
    );
    t.true(
      found.items.some((i: TrackItem) => i.id === listed.id),
      'exact title and artist find the track',
    );
    const track = await adapter.track(who, listed.id);
    t.is(track.id, listed.id);
    if (adapter.capabilities.isrcSearch) {
      const byIsrc = await adapter.tracksByIsrc(who, recording.isrc);
      t.true(byIsrc.some((i) => i.id === listed.id));
    } else {
      const err = await t.throwsAsync(adapter.tracksByIsrc(who, recording.isrc));
      t.is((err as UpstreamError).kind, 'unsupported');
    }
  });

  test.serial('contract: an expired access token is refreshed once and the call succeeds', async (t) => {
    const { adapter, emulator } = getSetup();
    const s = await session();
    await control(emulator, 'expire-tokens', { user: demo().key });
    if (adapter.capabilities.tokensExpire === false) {
      // A token that never expires outlives the control, and goes on working without a refresh.
      const page = await probe(s);
      t.true(page.items.length > 0);
      t.is(s.refreshes, 0);
    } else if (adapter.capabilities.tokenRefresh) {
      const page = await probe(s);
      t.true(page.items.length > 0);
      t.is(s.refreshes, 1);
    } else {
      // Without refresh tokens an expired token can only be replaced by signing in again.
      const err = await t.throwsAsync(probe(s));
      t.is((err as UpstreamError).kind, 'reauthRequired');
    }
  });

  test.serial('contract: a revoked refresh token ends in reauthRequired', async (t) => {
    const { emulator } = getSetup();
    const s = await session();
    await control(emulator, 'revoke', { user: demo().key });
    const err = await t.throwsAsync(probe(s));
    t.is((err as UpstreamError).kind, 'reauthRequired');
  });

  test.serial('contract: a 429 with Retry-After is waited out, then the call succeeds', async (t) => {
    const { emulator } = getSetup();
    const s = await session();
    await control(emulator, 'faults', { rateLimit: { limit: 1, windowSeconds: 1 } });
    try {
      const results = await Promise.all([probe(s), probe(s), probe(s)]);
      t.true(results.every((r) => r.items.length > 0));
      const stats = (await got(`${emulator.url}/__emulator/stats`).json()) as { rateLimited: number };
      t.true(stats.rateLimited >= 1, 'the emulator did answer 429');
    } finally {
      await control(emulator, 'faults', { rateLimit: null });
    }
  });

  test.serial('contract: a 5xx on a read is retried', async (t) => {
    const { emulator } = getSetup();
    const s = await session();
    await control(emulator, 'faults', { failNext: 1, failStatus: 503 });
    const page = await probe(s);
    t.true(page.items.length > 0);
  });

  test.serial('contract: a service that stays down answers unavailable', async (t) => {
    const { emulator } = getSetup();
    const s = await session();
    await control(emulator, 'faults', { failNext: 10, failStatus: 500 });
    try {
      const err = await t.throwsAsync(probe(s));
      t.is((err as UpstreamError).kind, 'unavailable');
    } finally {
      await control(emulator, 'faults', { failNext: 0 });
    }
  });
}

function maxPlaylist(user: SeededUser): number {
  return Math.max(0, ...user.playlists.map((p) => p.recordingKeys.length));
}
