import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { albumItem, playlistItem, trackItem } from '../../../src/integrations/deezer/mapping.js';
import { interpretDeezer } from '../../../src/integrations/deezer/adapter.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on real Deezer answers, kept as test data beside the project.
const FIXTURES = apiReference('deezer', 'fixtures');

/** The JSON body of the first interaction of a recorded cassette. */
async function cassette(name: string): Promise<any> {
  const text = await readFile(join(FIXTURES, 'deezer-python', name), 'utf8');
  const match = /string:\s*'([\s\S]*?)'\n/.exec(text) ?? /string:\s*"([\s\S]*?)"\n/.exec(text);
  const raw = match ? match[1].replace(/''/g, "'").replace(/\n\s+/g, ' ') : '';
  return JSON.parse(raw);
}

test('a recorded track maps duration in milliseconds, ISRC and artists', async (t) => {
  const body = JSON.parse(await readFile(join(FIXTURES, 'harmony', 'track_2947516331.json'), 'utf8'));
  const track = trackItem(body);
  t.is(track.isrc, 'USUM72409273');
  t.is(track.durationMs, body.duration * 1000);
  t.true((track.artists?.length ?? 0) >= 1);
  t.is(track.album?.id, String(body.album.id));
});

test('a recorded album keeps Deezer’s UPC as it is given', async (t) => {
  const body = JSON.parse(await readFile(join(FIXTURES, 'harmony', 'album_629506181.json'), 'utf8'));
  t.is(albumItem(body).upc, '602475093060');
});

test('recorded playlist and favourites pages map every item', async (t) => {
  const playlists = await cassette('user-359622-playlists.yaml');
  t.true(playlists.data.length > 0);
  t.true(playlists.data.map((p: never) => playlistItem(p, '359622')).every((p: { name: string }) => p.name.length > 0));
  const tracks = await cassette('user-me-tracks.yaml');
  t.true(
    tracks.data.map((x: never) => trackItem(x)).every((x: { durationMs: number | null }) => (x.durationMs ?? 0) > 0),
  );
});

test('Deezer errors in 200 bodies become our error kinds', (t) => {
  const kind = (code: number) => {
    const out = interpretDeezer({ status: 200, headers: {}, body: { error: { type: 'X', message: 'm', code } } });
    return typeof out === 'string' ? out : out?.kind;
  };
  t.is(kind(300), 'tokenRefused');
  t.is(kind(4), 'rateLimited');
  t.is(kind(800), 'notFound');
  t.is(kind(700), 'unavailable');
  t.is(interpretDeezer({ status: 200, headers: {}, body: true }), null);
});

test('the emulator reports its quota as Deezer does: status 200, error code 4, read by the adapter as rateLimited', async (t) => {
  const { startDeezerEmulator } = await import('../../../src/emulators/deezer/index.js');
  const { createCatalogue } = await import('../../../src/emulators/catalogue/index.js');
  const emulator = await startDeezerEmulator({
    catalogue: createCatalogue({ recordings: 20 }),
    rateLimit: { limit: 1, windowSeconds: 60 },
  });
  try {
    const call = () => fetch(`${emulator.url}/search?q=a`);
    await call();
    const limited = await call();
    t.is(limited.status, 200, 'no 429: the quota is in the body');
    t.is(limited.headers.get('retry-after'), null);
    const body = (await limited.json()) as { error?: { code?: number } };
    t.is(body.error?.code, 4);
    const seen = interpretDeezer({ status: limited.status, headers: {}, body });
    t.true(seen instanceof Error && (seen as { kind?: string }).kind === 'rateLimited');
  } finally {
    await emulator.close();
  }
});
