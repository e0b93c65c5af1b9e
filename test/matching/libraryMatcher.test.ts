import test from 'ava';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { startSpotifyEmulator } from '../../src/emulators/spotify/index.js';
import { createSpotifyAdapter } from '../../src/integrations/spotify/adapter.js';
import { spotifyConfigFromEnv } from '../../src/integrations/spotify/config.js';
import { albumItem, artistItem } from '../../src/integrations/deezer/mapping.js';
import { albumObject, artistObject } from '../../src/emulators/deezer/wire.js';
import { albumScore, artistScore, matchAlbum, matchArtist } from '../../src/matching/libraryMatcher.js';
import type { RunningEmulator } from '../../src/emulators/kit/types.js';
import type { AlbumItem } from '../../src/integrations/types.js';

// Saved albums and followed artists of a Deezer library found again on the Spotify emulator.

const catalogue = createCatalogue({ recordings: 2_000 });
let emulator: RunningEmulator;

test.before(async () => {
  emulator = await startSpotifyEmulator({ catalogue, rateLimit: null });
});

test.after.always(async () => {
  await emulator?.close();
});

const adapter = () => createSpotifyAdapter(spotifyConfigFromEnv(emulator.env));

test('albums: each Deezer album is found as the same Spotify album', async (t) => {
  const deezer = catalogue.view('deezer');
  const spotify = catalogue.view('spotify');
  const albums = catalogue.albums.filter((a) => deezer.albumIdFor(a.key) && spotify.albumIdFor(a.key)).slice(0, 25);
  let right = 0;
  for (const album of albums) {
    // As the Deezer adapter reads it: the UPC without its leading zero, the title as Deezer words it.
    const source = albumItem(albumObject(deezer.album(deezer.albumIdFor(album.key)!)!, deezer, null) as never);
    const outcome = await matchAlbum(adapter(), null, source);
    if (outcome.status === 'matched' && outcome.destinationId === spotify.albumIdFor(album.key)) right += 1;
    else t.not(outcome.status, 'matched', `${source.name} matched the wrong album`);
  }
  t.true(right >= albums.length * 0.9, `${right} of ${albums.length}`);
});

test('artists: each followed artist is found by name', async (t) => {
  const deezer = catalogue.view('deezer');
  const spotify = catalogue.view('spotify');
  const artists = catalogue.artists.filter((a) => deezer.artistIdFor(a.key) && spotify.artistIdFor(a.key)).slice(0, 25);
  let right = 0;
  for (const artist of artists) {
    const listed = deezer.artist(deezer.artistIdFor(artist.key)!)!;
    const outcome = await matchArtist(adapter(), null, artistItem(artistObject(listed) as never));
    if (
      outcome.status === 'matched' &&
      outcome.candidate?.name &&
      spotify.artist(spotify.artistIdFor(artist.key)!)!.name === outcome.candidate.name
    )
      right += 1;
  }
  t.true(right >= artists.length * 0.9, `${right} of ${artists.length}`);
});

test('album and artist scores: a live album is not the studio album; a barcode settles it; symmetric', (t) => {
  const album = (name: string, upc: string | null, artist = 'Nirvana'): AlbumItem => ({
    id: name,
    name,
    totalItems: 14,
    imageUrl: null,
    artists: [{ id: null, name: artist, imageUrl: null, followers: null }],
    upc,
    dateAdded: null,
    url: null,
  });
  t.true(albumScore(album('MTV Unplugged In New York (Live)', null), album('MTV Unplugged In New York', null)) < 80);
  t.is(
    albumScore(album('Nevermind (Remastered)', '0720642442524'), album('Nevermind - 20th Anniversary', '720642442524')),
    100,
  );
  t.true(albumScore(album('Nevermind', null), album('Nevermind - EP', null)) >= 80);
  t.true(albumScore(album('Greatest Hits', null, 'Queen'), album('Greatest Hits', null, 'ABBA')) < 80);
  const a = album('In Utero', null);
  const b = album('In Utero (Deluxe Edition)', null);
  t.is(albumScore(a, b), albumScore(b, a));
  const artist = (name: string) => ({ id: null, name, imageUrl: null, followers: null });
  t.true(artistScore(artist('The Beatles'), artist('Beatles')) >= 80);
  t.true(artistScore(artist('Beyoncé - Topic'), artist('BEYONCE')) >= 80);
  t.true(artistScore(artist('Oasis'), artist('Blur')) < 80);
});

test('albums: full albums are read for their barcode only when it decides, and the reads are counted', async (t) => {
  const album = (id: string, name: string, upc: string | null): AlbumItem => ({
    id,
    name,
    totalItems: 12,
    imageUrl: null,
    artists: [{ id: null, name: 'Portishead', imageUrl: null, followers: null }],
    upc,
    dateAdded: null,
    url: null,
  });
  // Two editions under one title: the search cannot tell them apart, the barcode can.
  const editions = [album('first', 'Dummy', '0042282855329'), album('reissue', 'Dummy', '0602445791705')];
  const reads: string[] = [];
  const destination = (listed: AlbumItem[]) =>
    ({
      id: 'spotify',
      capabilities: { pageSize: { search: 10 } },
      searchAlbums: async () => ({ items: listed.map((a) => ({ ...a, upc: null })), next: null, total: listed.length }),
      album: async (_user: unknown, id: string) => {
        reads.push(id);
        return listed.find((a) => a.id === id)!;
      },
    }) as never;

  const reissue = await matchAlbum(destination(editions), null, album('src', 'Dummy', '602445791705'));
  t.is(reissue.destinationId, 'reissue');
  t.is(reissue.calls, 3);
  t.deepEqual(reads.sort(), ['first', 'reissue']);

  // One sure candidate: the search alone decides.
  reads.length = 0;
  const sure = await matchAlbum(destination([editions[0]]), null, album('src', 'Dummy', '0042282855329'));
  t.is(sure.destinationId, 'first');
  t.is(sure.calls, 1);
  t.deepEqual(reads, []);

  // A source without a barcode has nothing to compare: no reads.
  const bare = await matchAlbum(destination(editions), null, album('src', 'Dummy', null));
  t.is(bare.calls, 1);
  t.deepEqual(reads, []);
});
