import test from 'ava';
import { readFile } from 'node:fs/promises';
import { trackItem, trackName, type BeatportTrack } from '../../../src/integrations/beatport/mapping.js';
import { nextCursor, pageParams, totalOf, type BeatportPage } from '../../../src/integrations/beatport/paging.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on real Beatport answers (2026), kept as test data beside the project.
const fixture = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(apiReference('beatport', 'fixtures', 'khaledyassin-beatport-mcp', name), 'utf8')) as T;

test('a recorded track read maps its ISRC, length, release and the mix into the name', async (t) => {
  const body = await fixture<BeatportTrack & Record<string, unknown>>('catalog_tracks_19431036.json');
  const track = trackItem(body);
  t.is(track.id, '19431036');
  t.is(track.name, 'Strobe (Layton Giordani Extended Remix)');
  t.is(track.isrc, 'GBTDG1302861');
  t.is(track.durationMs, 285_000);
  t.deepEqual(
    track.artists?.map((a) => [a.id, a.name]),
    [['26182', 'deadmau5']],
  );
  t.is(track.album?.id, '4706244');
  t.is(track.album?.name, 'Strobe (Layton Giordani Extended Remix)');
  // The cover is the release's image, not the track's waveform.
  t.regex(track.imageUrl ?? '', /500x500\/bf50982c/);
  t.is(track.previewUrl, body.sample_url as string);
  t.is(track.explicit, false);
  t.is(track.isAvailable, true);
  t.is(track.url, 'https://www.beatport.com/track/strobe/19431036');
  t.is(track.kind, 'track');
});

test('a recorded page maps its tracks; an original mix leaves the name alone', async (t) => {
  const body = await fixture<BeatportPage<BeatportTrack>>('catalog_tracks_per_page-3_page1_TRIMMED-to-1-result.json');
  const [track] = body.results.map((r) => trackItem(r));
  t.is(track.name, 'Stars');
  t.is(track.isrc, 'CNZ852302022');
  t.is(track.durationMs, 224_866);
  // A store track that does not stream is still in the catalogue: not marked unavailable.
  t.is(track.isAvailable, null);
});

test('the scheme-less next link of a recorded page becomes a cursor of page and size', async (t) => {
  const body = await fixture<BeatportPage<BeatportTrack>>('catalog_tracks_per_page-3_page1_TRIMMED-to-1-result.json');
  t.is(body.next, 'api.beatport.com/v4/catalog/tracks/?per_page=3&page=2');
  const cursor = nextCursor(body.next, { per_page: 3 });
  t.is(cursor, 'page=2&per_page=3');
  t.deepEqual(pageParams({ cursor }), { page: 2, per_page: 3 });
  t.is(nextCursor(body.previous, { per_page: 3 }), null);
  // The count stops at 10,000: the list's real length is not known.
  t.is(body.count, 10_000);
  t.is(totalOf(body.count), null);
  t.is(totalOf(7), 7);
});

test('a cursor that is not ours is refused, and a page size is kept to Beatport’s largest', (t) => {
  for (const cursor of ['https://api.beatport.com/v4/my/account/', 'page=1&per_page=3', 'page=2&per_page=1000', 'x'])
    t.throws(() => pageParams({ cursor }), { message: /not a Beatport page cursor/ }, cursor);
  t.deepEqual(pageParams({ limit: 500 }), { page: 1, per_page: 100 });
  t.deepEqual(pageParams({}), { page: 1, per_page: 100 });
});

test('mix names: an original mix is the name alone, every other mix is put after it', (t) => {
  t.is(trackName('Stars', 'Original Mix'), 'Stars');
  t.is(trackName('Stars', null), 'Stars');
  t.is(trackName('Strobe', 'Extended Mix'), 'Strobe (Extended Mix)');
  t.is(trackName('Strobe', 'Radio Edit'), 'Strobe (Radio Edit)');
});
