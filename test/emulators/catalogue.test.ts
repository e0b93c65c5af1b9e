import test from 'ava';
import { createCatalogue } from '../../src/emulators/catalogue/index.js';
import { tokens } from '../../src/emulators/catalogue/search.js';
import { SERVICE_IDS } from '../../src/integrations/serviceIds.js';

const catalogue = createCatalogue({ recordings: 3_000 });

test('the same seed gives the same catalogue and ids; another seed does not', (t) => {
  const again = createCatalogue({ recordings: 3_000 });
  t.deepEqual(again.recordings, catalogue.recordings);
  t.is(again.view('spotify').trackIdFor('rc42'), catalogue.view('spotify').trackIdFor('rc42'));
  t.notDeepEqual(
    createCatalogue({ recordings: 3_000, seed: 2 }).recordings.slice(0, 5),
    catalogue.recordings.slice(0, 5),
  );
});

test('recordings have unique ISRCs, and versions point at their originals', (t) => {
  t.is(catalogue.recordings.length, 3_000);
  t.is(new Set(catalogue.recordings.map((r) => r.isrc)).size, 3_000);
  t.true(catalogue.recordings.every((r) => /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(r.isrc)));
  const versions = catalogue.recordings.filter((r) => r.version);
  t.true(versions.length > 50);
  t.true(versions.every((v) => catalogue.recordings.find((r) => r.key === v.originalKey)?.title === v.title));
});

test('each service has its own id format and habits', (t) => {
  const spotify = catalogue.view('spotify');
  const youtube = catalogue.view('youtubeMusic');
  const deezer = catalogue.view('deezer');
  const id = (service: (typeof SERVICE_IDS)[number]) =>
    catalogue.view(service).trackIdFor(catalogue.recordings[0].key)!;
  t.regex(id('spotify'), /^[0-9A-Za-z]{22}$/);
  t.regex(id('youtubeMusic'), /^[0-9A-Za-z_-]{11}$/);
  t.regex(id('deezer'), /^\d{9,10}$/);
  const all = (view: typeof spotify) =>
    catalogue.recordings
      .map((r) => view.trackIdFor(r.key))
      .filter(Boolean)
      .map((i) => view.track(i!)!);
  t.true(all(spotify).some((tr) => / - (Live|Remastered \d{4}|Radio Edit)$/.test(tr.name)));
  t.true(all(youtube).some((tr) => tr.name.includes('(Official')));
  t.true(all(youtube).every((tr) => tr.isrc === null));
  t.true(all(deezer).every((tr) => tr.durationMs % 1000 === 0));
});

test('search finds a track by its exact title and artist near the top, on every service', (t) => {
  for (const service of SERVICE_IDS) {
    const view = catalogue.view(service);
    let hits = 0;
    let tried = 0;
    for (const recording of catalogue.recordings.filter((r) => !r.version).slice(0, 100)) {
      const id = view.trackIdFor(recording.key);
      if (!id) continue;
      tried += 1;
      const track = view.track(id)!;
      if (view.searchTracks({ track: track.name, artist: track.artists[0].name }, 0, 3).items.some((i) => i.id === id))
        hits += 1;
    }
    t.true(hits / tried >= 0.9, `${service}: ${hits}/${tried}`);
  }
});

test('search tolerates a typo and pages with a total', (t) => {
  const view = catalogue.view('spotify');
  const recording = catalogue.recordings.find((r) => !r.version && r.title.split(' ').some((w) => w.length >= 6))!;
  const track = view.track(view.trackIdFor(recording.key)!)!;
  const long = recording.title.split(' ').find((w) => w.length >= 6)!;
  const typo = `${long.slice(0, 2)}${long.slice(3)}`;
  const found = view.searchTracks({ track: recording.title.replace(long, typo), artist: track.artists[0].name }, 0, 10);
  t.true(
    found.items.some((i) => i.id === track.id),
    `${recording.title} with ${typo}`,
  );
  const pageOne = view.searchTracks({ text: 'love' }, 0, 5);
  const pageTwo = view.searchTracks({ text: 'love' }, 5, 5);
  t.is(pageOne.total, pageTwo.total);
  t.false(pageOne.items.some((a) => pageTwo.items.some((b) => b.id === a.id)));
});

test('tracks are found by ISRC, and loaded tracks become searchable', (t) => {
  const view = catalogue.view('appleMusic');
  const recording = catalogue.recordings.find((r) => view.trackIdFor(r.key))!;
  t.true(view.tracksByIsrc(recording.isrc).some((tr) => tr.id === view.trackIdFor(recording.key)));
  view.load([
    {
      id: '9999999999',
      recordingKey: null,
      name: 'Zyxwv Quartz',
      artists: [{ id: '1', name: 'Loaded Artist' }],
      album: { id: '2', name: 'Loaded', totalItems: 1, upc: null, imageUrl: null },
      isrc: 'USAAA2600001',
      durationMs: 200_000,
      explicit: false,
      unavailableIn: [],
      imageUrl: null,
      previewUrl: null,
      popularity: 1,
    },
  ]);
  t.is(view.searchTracks({ track: 'zyxwv quartz' }, 0, 1).items[0]?.id, '9999999999');
  t.truthy(view.album('2'));
});

test('seeded users have the sizes the benchmarks need', (t) => {
  const heavy = catalogue.users.find((u) => u.key === 'heavy')!;
  t.is(Math.max(...heavy.playlists.map((p) => p.recordingKeys.length)), 10_000);
  t.is(heavy.likedRecordingKeys.length, 5_000);
  t.true(catalogue.users.every((u) => u.email.includes('@') && u.password.length > 0));
});

test('tokens fold case and diacritics', (t) => {
  t.deepEqual(tokens('Beyoncé & CITTÀ — Über'), ['beyonce', 'citta', 'uber']);
});
