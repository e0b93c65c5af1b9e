import test from 'ava';
import got from 'got';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import { startDeezerEmulator } from '../../../src/emulators/deezer/index.js';
import type { RunningEmulator } from '../../../src/emulators/kit/types.js';
import { issuedSession } from '../contract.js';
import { createDeezerAdapter } from '../../../src/integrations/deezer/adapter.js';
import { deezerConfigFromEnv } from '../../../src/integrations/deezer/config.js';
import type { MusicServiceAdapter, UserSession } from '../../../src/integrations/types.js';

// Deezer's lists are short: playlist tracks, favourites and search results carry neither the
// ISRC nor the contributors, albums in lists no UPC. Only a track's or an album's own read does,
// as in the recorded answers; the adapter says so, and maps what there is.

const catalogue = createCatalogue({ recordings: 1_000 });
let emulator: RunningEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let token: string;

test.before(async () => {
  emulator = await startDeezerEmulator({ catalogue, rateLimit: null });
  adapter = createDeezerAdapter(deezerConfigFromEnv(emulator.env));
  ({ token, ...session } = issuedSession(emulator, 'medium', 'FR'));
});

test.after.always(() => emulator?.close());

type Json = Record<string, unknown>;
const api = (path: string) =>
  got(`${emulator.url}/${path}${path.includes('?') ? '&' : '?'}access_token=${token}`).json<Json>();

test('lists carry no ISRC and no contributors; the track’s own read has both', async (t) => {
  const playlists = (await api('user/me/playlists')) as { data: Json[] };
  t.false('description' in playlists.data[0]);
  const lists = [
    (await api(`playlist/${playlists.data[0].id}/tracks`)) as { data: Json[] },
    (await api('user/me/tracks')) as { data: Json[] },
    (await api(`search?q=${encodeURIComponent(catalogue.recordings[0].title)}`)) as { data: Json[] },
  ];
  for (const list of lists) {
    t.true(list.data.length > 0);
    for (const track of list.data) {
      t.false('isrc' in track);
      t.false('contributors' in track);
      t.truthy((track.artist as Json).name);
      t.truthy((track.album as Json).title);
    }
  }
  const full = await api(`track/${lists[0].data[0].id}`);
  t.regex(String(full.isrc), /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
  t.true(Array.isArray(full.contributors));
});

test('albums in search and favourites carry no UPC; the album’s own read has it, without leading zeros', async (t) => {
  const view = catalogue.view('deezer');
  const album = view.album(view.albumIdFor(catalogue.albums[0].key)!)!;
  const search = (await api(`search/album?q=${encodeURIComponent(album.name)}`)) as { data: Json[] };
  t.true(search.data.length > 0);
  t.true(search.data.every((a) => !('upc' in a)));
  const favourites = (await api('user/me/albums')) as { data: Json[] };
  t.true(favourites.data.every((a) => !('upc' in a)));
  const full = await api(`album/${album.id}`);
  t.is(full.upc, album.upc!.replace(/^0+/, ''));
  t.true(Array.isArray((full.tracks as { data: unknown[] }).data));
});

test('the adapter reads lists without ISRCs, a single track with one, and says lists lack it', async (t) => {
  t.is(adapter.capabilities.listedIsrc, false);
  const liked = await adapter.likedTracks(session, { limit: 25 });
  t.true(liked.items.length > 0);
  t.true(liked.items.every((track) => track.isrc === null && (track.artists?.length ?? 0) === 1));
  const one = await adapter.track(session, liked.items[0].id!);
  t.truthy(one.isrc);
  t.is(one.name, liked.items[0].name);
});
