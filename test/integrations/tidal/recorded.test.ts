import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  Included,
  albumItem,
  fullTitle,
  linkRequest,
  pageCursor,
  parseCursor,
  parseDuration,
  trackItem,
  type Identifier,
  type Resource,
  type TidalDocument,
} from '../../../src/integrations/tidal/mapping.js';
import { TidalError, interpretTidal, tidalQuery } from '../../../src/integrations/tidal/adapter.js';
import { isoDuration } from '../../../src/emulators/tidal/wire.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on real TIDAL API v2 answers, kept as test data beside the project.
const FIXTURES = apiReference('tidal', 'fixtures', 'harmony');
const load = async (name: string): Promise<TidalDocument<any>> =>
  JSON.parse(await readFile(join(FIXTURES, name), 'utf8'));

const DIE_WITH_A_SMILE =
  'albums_filter-id-381265361_countryCode-US_include-artists,coverArt,items.artists,providers.json';
const FORTY_SIX = 'albums_filter-id-396698918_countryCode-US_include-artists,coverArt,items.artists,providers.json';
const PAGE_2 = 'albums_396698918_relationships_items_page-cursor-3nI1Esi.json';
const PAGE_3 = 'albums_396698918_relationships_items_page-cursor-3nI1F0y_last-page.json';

/** The tracks of an album's `items` identifiers, as a playlist or collection page maps them. */
const tracksOf = (refs: Identifier[], included: Included) =>
  refs.flatMap((ref) => (included.get(ref) ? [trackItem(included.get(ref)!, included, ref.meta)] : []));

test('a recorded album maps its barcode, cover art, artists and link', async (t) => {
  const doc = await load(DIE_WITH_A_SMILE);
  const album = albumItem(doc.data[0], new Included(doc));
  t.is(album.id, '381265361');
  t.is(album.name, 'Die With A Smile');
  t.is(album.upc, '00602475093060', 'TIDAL’s 14-digit barcode is kept as given');
  t.is(album.totalItems, 1);
  t.is(album.imageUrl, 'https://resources.tidal.com/images/d55c740a/fc2c/4352/ad58/ffd1bce34b87/640x640.jpg');
  t.deepEqual(
    album.artists?.map((a) => a.name),
    ['Lady Gaga', 'Bruno Mars'],
  );
  t.is(album.url, 'https://tidal.com/browse/album/381265361');
});

test('a recorded track maps ISRC, ISO 8601 duration, artists and availability', async (t) => {
  const doc = await load(DIE_WITH_A_SMILE);
  const included = new Included(doc);
  const [track] = tracksOf(doc.data[0].relationships.items.data, included);
  t.is(track.id, '381265362');
  t.is(track.name, 'Die With A Smile');
  t.is(track.isrc, 'USUM72409273');
  t.is(track.durationMs, 252_000);
  t.deepEqual(
    track.artists?.map((a) => a.id),
    ['3534754', '3658521'],
  );
  t.is(track.isAvailable, true);
  t.is(track.explicit, false);
  t.is(track.url, 'https://tidal.com/browse/track/381265362');
  t.is(track.kind, 'track');
  t.is(track.previewUrl, null);
});

test('the older recorded shape (no cover art, track artists not included) still maps', async (t) => {
  const doc = await load('albums_filter-id-381265361_countryCode-GB_include-artists,items,providers.json');
  const included = new Included(doc);
  const album = albumItem(doc.data[0], included);
  t.is(album.imageUrl, null);
  t.is(album.artists?.length, 2);
  const [track] = tracksOf(doc.data[0].relationships.items.data, included);
  t.is(track.durationMs, 252_000);
  t.deepEqual(
    track.artists?.map((a) => a.name),
    ['Lady Gaga', 'Bruno Mars'],
  );
  const bare = trackItem({ ...doc.included!.find((r) => r.type === 'tracks')!, relationships: {} }, included);
  t.is(bare.artists, null, 'a relationship that was not asked for is unknown, not empty');
  t.is(bare.album, null);
});

test('resources missing from `included` are left out instead of failing the page', async (t) => {
  const doc = await load(
    'albums_filter-id-443692756_countryCode-SE_include-artists,coverArt,items.artists,providers.json',
  );
  const included = new Included(doc);
  t.is(albumItem(doc.data[0], included).artists?.length, 2);
  const tracks = tracksOf(doc.data[0].relationships.items.data, included);
  t.is(tracks.length, 8);
  t.is(tracks[0].artists?.length, 2);
  t.true(
    tracks.every(
      (track) =>
        track.name.length > 0 && (track.durationMs ?? 0) > 0 && /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(track.isrc ?? ''),
    ),
  );
});

test('a recorded video maps as a video with its thumbnail', async (t) => {
  const doc = await load('videos_filter-id-358461354_countryCode-US_include-artists,providers,thumbnailArt.json');
  const video = trackItem(doc.data[0], new Included(doc));
  t.is(video.kind, 'video');
  t.is(video.durationMs, 208_000);
  t.truthy(video.imageUrl);
  t.is(video.album, null);
});

test('recorded cursor pages: every link carries the next cursor, the last page has none', async (t) => {
  const first = await load(FORTY_SIX);
  // Recorded bodies, read as the JSON they are.
  const second: any = await load(PAGE_2);
  const last: any = await load(PAGE_3);
  const firstLinks = first.data[0].relationships.items.links;
  const next = linkRequest(firstLinks.next)!;
  t.is(next.path, 'albums/396698918/relationships/items');
  t.is(next.searchParams['page[cursor]'], firstLinks.meta.nextCursor);
  t.is(next.searchParams.countryCode, 'US');
  t.is(
    linkRequest(second.links.self)!.searchParams['page[cursor]'],
    firstLinks.meta.nextCursor,
    'page 2 is the page the link named',
  );
  t.is(linkRequest(second.links.next)!.searchParams['page[cursor]'], second.links.meta.nextCursor);
  t.is(linkRequest(last.links.self)!.searchParams['page[cursor]'], second.links.meta.nextCursor);
  t.is(last.links.next, undefined);

  const tracks = [
    ...tracksOf(first.data[0].relationships.items.data, new Included(first)),
    ...tracksOf(second.data as Identifier[], new Included(second)),
    ...tracksOf(last.data as Identifier[], new Included(last)),
  ];
  t.is(tracks.length, 46);
  t.is(new Set(tracks.map((track) => track.id)).size, 46);
  t.true(tracks.every((track) => (track.durationMs ?? 0) > 0));
});

test('the adapter’s cursor is the service’s link, with the position inside its page when a caller took less', (t) => {
  const link = '/albums/396698918/relationships/items?countryCode=US&page%5Bcursor%5D=3nI1Esi';
  t.is(pageCursor(link), link);
  t.deepEqual(parseCursor(link), { link, skip: 0 });
  t.deepEqual(parseCursor(pageCursor(link, 7)), { link, skip: 7 });
  t.is(linkRequest('https://elsewhere.example/albums'), null, 'a cursor never sends the token to another host');
  t.is(linkRequest('//elsewhere.example/albums'), null);
});

test('ISO 8601 durations parse to milliseconds', (t) => {
  t.is(parseDuration('PT4M12S'), 252_000);
  t.is(parseDuration('PT3M'), 180_000);
  t.is(parseDuration('PT45S'), 45_000);
  t.is(parseDuration('PT1H2M3S'), 3_723_000);
  t.is(parseDuration('PT2.5S'), 2_500);
  t.is(parseDuration('P1DT1S'), 86_401_000);
  t.is(parseDuration('P30M5S'), 1_805_000, 'the spec’s own example leaves out the T');
  t.is(parseDuration('PT0S'), 0);
  for (const bad of ['', 'P', 'PT', 'P1DT', '3:25', 'PT3X', 205, null, undefined])
    t.is(parseDuration(bad), null, String(bad));
  for (const ms of [0, 1_000, 59_000, 60_000, 252_000, 3_600_000, 3_723_000])
    t.is(parseDuration(isoDuration(ms)), ms, `emulator ${isoDuration(ms)}`);
});

test('the version beside the title joins the name once', (t) => {
  t.is(fullTitle('Loyn', 'Live'), 'Loyn (Live)');
  t.is(fullTitle('Loyn (Live)', 'Live'), 'Loyn (Live)');
  t.is(fullTitle('Loyn', null), 'Loyn');
});

test('a free-text query joins the fields and keeps within 256 characters', (t) => {
  t.is(tidalQuery(['Die With A Smile', 'Lady Gaga', undefined, ' ']), 'Die With A Smile Lady Gaga');
  t.is(tidalQuery(['x'.repeat(300)]).length, 256);
});

test('JSON:API error documents become our error kinds', (t) => {
  const answer = (status: number, body: unknown) => interpretTidal({ status, headers: {}, body });
  const error = (status: number, code?: string, source?: Record<string, string>) => ({
    errors: [{ id: 'e1', status: String(status), code, detail: 'said the service', source }],
  });
  t.is(answer(404, error(404, 'NOT_FOUND'))?.kind, 'notFound');
  t.is(answer(403, error(403, 'FORBIDDEN'))?.kind, 'forbidden');
  const invalid = answer(400, error(400, 'BAD_REQUEST', { parameter: 'countryCode' }));
  t.is(invalid?.kind, 'rejected');
  t.regex(invalid?.message ?? '', /BAD_REQUEST: said the service \(countryCode\)/);
  const duplicate = answer(409, error(409, 'DUPLICATE_ITEMS_IN_COLLECTION'));
  t.true(duplicate instanceof TidalError);
  t.is((duplicate as TidalError).code, 'DUPLICATE_ITEMS_IN_COLLECTION');
  t.is(
    answer(409, error(409, 'IDEMPOTENT_REQUEST_IN_PROGRESS'))?.kind,
    'unavailable',
    'a write still running is retried, then replayed',
  );
  t.is(answer(422, error(422, 'IDEMPOTENT_REQUEST_PAYLOAD_MISMATCH'))?.kind, 'rejected');
  t.is(answer(400, '<html>bad gateway</html>')?.kind, 'rejected', 'a body that is not JSON:API still fails clearly');
  // Left to ServiceClient: refresh on 401, Retry-After on 429, retries on 5xx.
  for (const status of [200, 201, 401, 429, 500, 503]) t.is(answer(status, error(status)), null, String(status));
});

test('Included finds primary and included resources by type and id', async (t) => {
  const doc = await load(PAGE_2);
  const included = new Included(doc);
  const first = (doc.data as Identifier[])[0];
  t.is((included.get(first) as Resource).type, 'tracks');
  t.is(included.get({ id: first.id, type: 'videos' }), undefined);
  t.is(included.get(null), undefined);
});
