import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  albumItem,
  artistItem,
  creditedArtists,
  personName,
  playlistItem,
  trackItem,
} from '../../../src/integrations/qobuz/mapping.js';
import { interpretQobuz } from '../../../src/integrations/qobuz/adapter.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on the sample answers of Qobuz's documentation, kept as test data beside the project.
const SAMPLES = apiReference('qobuz', 'fixtures', 'npm-qobuz-1.0.2-alpha');
const sample = async (name: string): Promise<any> => JSON.parse(await readFile(join(SAMPLES, name), 'utf8'));

test('a sample track maps its duration in milliseconds, its performer and its album', async (t) => {
  const body = await sample('track_get.json');
  const track = trackItem(body);
  t.is(track.id, '24231261');
  t.is(track.name, 'Jackie (B.M.F.)');
  t.is(track.durationMs, 328_000);
  t.deepEqual(
    track.artists?.map((a) => [a.id, a.name]),
    [['53658', 'Ciara']],
  );
  t.is(track.album?.id, '0886445054996');
  t.is(track.album?.totalItems, 16);
  t.is(track.imageUrl, body.album.image.large);
  // The 2015 samples carry no ISRC; current answers do.
  t.is(track.isrc, null);
  t.is(track.entryId, null);
  t.is(track.isAvailable, false, 'streamable: false (sold, not streamed, in 2015)');
  t.is(track.url, 'https://open.qobuz.com/track/24231261');
});

test('a sample playlist read maps each entry with its own playlist_track_id and when it was added', async (t) => {
  const body = await sample('playlist_get.json');
  const entries = body.tracks.items.map(trackItem);
  t.deepEqual(
    entries.map((e: { id: string; entryId: string | null }) => [e.id, e.entryId]),
    [
      ['7343778', '18852604'],
      ['7454606', '18852606'],
    ],
  );
  t.is(entries[0].dateAdded, new Date(1371573597 * 1000).toISOString());
  t.is(entries[1].album.id, '0886443735156');
  const playlist = playlistItem(body, '12345');
  t.is(playlist.id, '49806');
  t.is(playlist.totalItems, 93);
  t.true(playlist.isOwner);
  t.is(playlist.description, null, 'an empty description is none');
  t.is(playlist.imageUrl, body.images300[0]);
});

test('sample user playlists say which are the listener’s own', async (t) => {
  const body = await sample('playlist_get-user-playlists.json');
  const me = String(body.user.id);
  const items = body.playlists.items.map((p: never) => playlistItem(p, me));
  t.is(items.length, 4);
  t.deepEqual(
    items.map((p: { isOwner: boolean }) => p.isOwner),
    [false, true, true, false],
  );
  t.true(items.every((p: { isPublic: boolean | null }) => p.isPublic === true));
});

test('sample favourite albums map with their string ids and when they were added', async (t) => {
  const body = await sample('favorite_get-user-favorites.json');
  const albums = body.albums.items.map(albumItem);
  t.deepEqual(
    albums.map((a: { id: string }) => a.id),
    ['5051083087698', '0808699111126'],
  );
  t.is(albums[0].dateAdded, new Date(1431519420 * 1000).toISOString());
  t.is(albums[0].artists[0].name, 'MG');
  t.is(albums[0].upc, null);
  t.is(albums[1].totalItems, 24);
});

test('a sample album and artist read map', async (t) => {
  const album = albumItem(await sample('album_get.json'));
  t.is(album.id, '0886443927087');
  t.is(album.name, 'Random Access Memories (Édition Studio Masters)');
  t.is(album.totalItems, 13);
  t.is(album.artists?.[0].name, 'Daft Punk');
  const artist = artistItem(await sample('artist_get.json'));
  t.is(artist.id, '36819');
  t.is(artist.name, 'Daft Punk');
  t.regex(artist.imageUrl ?? '', /126s/);
  const searched = (await sample('artist_search.json')).artists.items.map(artistItem);
  t.deepEqual(
    searched.map((a: { name: string; imageUrl: string | null }) => [a.name, a.imageUrl]),
    [
      ['MGMT', null],
      ['MGM', null],
    ],
  );
});

test('sample searches map every track, with the version the title already carries', async (t) => {
  for (const name of ['track_search.json', 'catalog_search.json']) {
    const tracks = (await sample(name)).tracks.items.map(trackItem);
    t.deepEqual(
      tracks.map((x: { name: string }) => x.name),
      ['Thriller (Album Version)', 'Thriller (Single Version)'],
      name,
    );
    t.true(tracks.every((x: { durationMs: number }) => x.durationMs > 0));
  }
  // Newer answers keep the version apart from the title.
  t.is(trackItem({ id: 1, title: 'Thriller', version: 'Single Version' }).name, 'Thriller (Single Version)');
});

test('the credits line names the main and featured artists, not the composers', (t) => {
  t.deepEqual(creditedArtists('Ciara, Associated Performer, Main Artist\r - Harmony Samuels, Composer, Producer'), [
    'Ciara',
  ]);
  t.deepEqual(
    creditedArtists('Daft Punk, MainArtist - Pharrell Williams, FeaturedArtist, Composer - Nile Rodgers, Guitar'),
    ['Daft Punk', 'Pharrell Williams'],
  );
  const track = trackItem({
    id: 2,
    title: 'Get Lucky',
    performer: { id: 36819, name: 'Daft Punk' },
    performers: 'Daft Punk, MainArtist - Pharrell Williams, FeaturedArtist',
  });
  t.deepEqual(
    track.artists?.map((a) => [a.id, a.name]),
    [
      ['36819', 'Daft Punk'],
      [null, 'Pharrell Williams'],
    ],
  );
});

test('the sample sign-in answer names the account by its login when no name is given', async (t) => {
  const body = await sample('user_login.json');
  t.is(personName(body.user), 'myLogin');
  t.is(personName({ ...body.user, firstname: 'Ada', lastname: 'Lovelace' }), 'Ada Lovelace');
  t.is(body.user.country_code, 'GB');
  t.truthy(body.user_auth_token);
});

test('Qobuz error bodies become our error kinds; a refused token and a rate limit are the client’s to handle', async (t) => {
  const quoted = JSON.parse(
    await readFile(
      apiReference(
        'qobuz',
        'fixtures',
        'quoted-error-bodies',
        '401_user-authentication-required_orpheusdl-issue-110.json',
      ),
      'utf8',
    ),
  );
  t.is(interpretQobuz({ status: 401, headers: {}, body: quoted }), null);
  const kind = (status: number, message: string) =>
    interpretQobuz({ status, headers: {}, body: { status: 'error', code: status, message } })?.kind;
  t.is(kind(404, 'No result matching given argument'), 'notFound');
  t.is(kind(400, 'Invalid or missing app_id parameter.'), 'rejected');
  t.is(kind(403, 'Insufficient permissions.'), 'forbidden');
  t.is(kind(429, 'Too many requests.'), undefined);
  t.is(interpretQobuz({ status: 200, headers: {}, body: { status: 'success' } }), null);
});
