import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../../src/emulators/spotify/index.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { issuedSession } from '../contract.js';
import { createSpotifyAdapter } from '../../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../../src/integrations/spotify/config.js';
import type { MusicServiceAdapter, UserSession } from '../../../src/integrations/types.js';

// The emulator answers what the real Web API answers: simplified albums without a barcode, the
// members the spec lists as always sent, and only the `fields` asked for on playlist reads.

const catalogue = createCatalogue({ recordings: 1_000 });
let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let token: string;

test.before(async () => {
  emulator = await startSpotifyEmulator({ catalogue, rateLimit: null });
  adapter = createSpotifyAdapter(spotifyConfigFromEnv(emulator.env));
  ({ token, ...session } = issuedSession(emulator, 'medium', 'DE'));
});

test.after.always(() => emulator?.close());

const api = <T>(path: string) =>
  got(`${emulator.url}/v1/${path}`, { headers: { authorization: `Bearer ${token}` }, throwHttpErrors: false }).then(
    (res) => ({ status: res.statusCode, body: JSON.parse(res.body) as T }),
  );

type Json = Record<string, unknown>;

test('album search results and a track’s album carry no UPC; the full album does', async (t) => {
  const album = catalogue.view('spotify').album(catalogue.view('spotify').albumIdFor(catalogue.albums[0].key)!)!;
  const search = await api<{ albums: { items: Json[] } }>(`search?type=album&q=${encodeURIComponent(album.name)}`);
  t.true(search.body.albums.items.length > 0);
  for (const found of search.body.albums.items) {
    t.false('external_ids' in found);
    for (const member of ['href', 'available_markets', 'release_date_precision', 'album_type', 'total_tracks'])
      t.true(member in found, member);
  }
  const full = await api<Json & { external_ids: { upc: string }; tracks: Json }>(`albums/${album.id}`);
  t.is(full.body.external_ids.upc, album.upc!);
  t.deepEqual(Object.keys(full.body.tracks).sort(), ['href', 'items', 'limit', 'next', 'offset', 'previous', 'total']);
  const track = await api<{ album: Json; external_ids: Json; available_markets?: string[] }>(
    `tracks/${album.trackIds[0]}`,
  );
  t.false('external_ids' in track.body.album);
  t.truthy(track.body.external_ids.isrc);
  t.true(Array.isArray(track.body.available_markets));
  // With a market, playability instead of the market list.
  const inMarket = await api<Json>(`tracks/${album.trackIds[0]}?market=from_token`);
  t.is(typeof inMarket.body.is_playable, 'boolean');
  t.false('available_markets' in inMarket.body);
});

test('the adapter reads an album’s barcode from the full album, never from search', async (t) => {
  const spotify = catalogue.view('spotify');
  const album = spotify.album(spotify.albumIdFor(catalogue.albums[1].key)!)!;
  const found = await adapter.searchAlbums(session, { album: album.name }, { limit: 10 });
  t.true(found.items.every((a) => a.upc === null));
  t.is((await adapter.album(session, album.id)).upc, album.upc);
});

test('playlists: a list gives the entries as a count and a link, a playlist read as a first page', async (t) => {
  const lists = await api<{ items: (Json & { items: Json; tracks: Json; owner: Json })[] }>('me/playlists?limit=5');
  const first = lists.body.items[0];
  t.deepEqual(Object.keys(first.items).sort(), ['href', 'total']);
  t.deepEqual(first.tracks, first.items);
  t.truthy(first.owner.href);
  const full = await api<{ items: { items: Json[]; total: number; next: string | null } }>(`playlists/${first.id}`);
  t.is(full.body.items.total, (first.items as { total: number }).total);
  t.true(full.body.items.items.length > 0);
  t.deepEqual(Object.keys(full.body.items.items[0]).sort(), ['added_at', 'added_by', 'is_local', 'item', 'track']);
});

test('fields: only what was asked, with dots, brackets and exclusions; a malformed filter is a 400', async (t) => {
  const id = (await adapter.playlists(session, { limit: 1 })).items[0].id;
  const named = await api<Json>(`playlists/${id}?fields=name,items(total)`);
  t.deepEqual(Object.keys(named.body).sort(), ['items', 'name']);
  t.deepEqual(Object.keys(named.body.items as Json), ['total']);
  const dotted = await api<Json>(`playlists/${id}?fields=owner.id`);
  t.deepEqual(dotted.body, { owner: { id: (dotted.body.owner as Json).id } });
  const entries = await api<{ items: Json[]; total: number }>(
    `playlists/${id}/items?fields=total,items(added_at,item(name,album(!available_markets,!images)))&limit=3`,
  );
  t.deepEqual(Object.keys(entries.body).sort(), ['items', 'total']);
  t.deepEqual(Object.keys(entries.body.items[0]).sort(), ['added_at', 'item']);
  const album = (entries.body.items[0].item as { album: Json }).album;
  t.false('available_markets' in album);
  t.false('images' in album);
  t.true('name' in album && 'release_date_precision' in album);
  for (const bad of ['name,', 'items(total', 'a..b', '!']) {
    const refused = await api<{ error: { status: number } }>(`playlists/${id}?fields=${encodeURIComponent(bad)}`);
    t.is(refused.status, 400, bad);
  }
});

test('the adapter asks only for the members it maps and still reads every entry', async (t) => {
  const playlist = (await adapter.playlists(session, { limit: 1 })).items[0];
  const read = await adapter.playlist(session, playlist.id);
  t.is(read.totalItems, playlist.totalItems);
  const entries = await adapter.playlistItems(session, playlist.id, { limit: 50 });
  t.true(entries.items.length > 0);
  for (const entry of entries.items) {
    t.truthy(entry.isrc);
    t.truthy(entry.album?.name);
    t.is(typeof entry.isAvailable, 'boolean');
  }
});
