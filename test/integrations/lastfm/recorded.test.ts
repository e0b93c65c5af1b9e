import test from 'ava';
import { readFile } from 'node:fs/promises';
import { interpretLastfm } from '../../../src/integrations/lastfm/errors.js';
import { albumLookup, artistLookup, trackLookup } from '../../../src/integrations/lastfm/ids.js';
import {
  albumItem,
  artistItem,
  lovedTrackItem,
  profileOf,
  trackInfoItem,
  trackMatchItem,
  wrapped,
} from '../../../src/integrations/lastfm/mapping.js';
import { lastfmSignature } from '../../../src/integrations/lastfm/signature.js';
import { apiReference } from '../../helpers/apiReference.js';
import { docsExamples, fixture } from './references.js';

// The adapter's mapping on real Last.fm answers: the recorded fixtures, and the JSON examples of
// the community docs (real answers too, newer, written into Markdown).

test('recorded loved tracks map, old shape: artist in #text, an album, the date loved', async (t) => {
  const body = await fixture('UserGetLovedTracksMultiple.json');
  const items = wrapped<any>(body.lovedtracks, 'track').map(lovedTrackItem);
  t.is(items.length, 20);
  const first = items[0];
  t.is(first.id, body.lovedtracks.track[0].mbid);
  // Last.fm's MBID is the MusicBrainz recording id: the track carries it as its identifier too.
  t.is(first.mbid, body.lovedtracks.track[0].mbid);
  t.is(first.artists?.[0].name, body.lovedtracks.track[0].artist['#text']);
  t.is(first.artists?.[0].id, body.lovedtracks.track[0].artist.mbid);
  t.is(first.album?.name, body.lovedtracks.track[0].album['#text']);
  t.is(first.dateAdded, new Date(Number(body.lovedtracks.track[0].date.uts) * 1000).toISOString());
  t.true(items.every((i) => i.id.length > 0 && i.name.length > 0));
  // A track with no picture lists its sizes with empty URLs.
  const bare = body.lovedtracks.track.findIndex((x: any) => x.image.every((i: any) => i['#text'] === ''));
  t.is(items[bare].imageUrl, null);
  t.true(items.filter((_, i) => i !== bare).every((i) => i.imageUrl !== null));
});

test('one loved track comes as an object, and one without an MBID gets its name-id, which turns back into its names', async (t) => {
  const body = await fixture('UserGetLovedTracksSingle.json');
  t.false(Array.isArray(body.lovedtracks.track));
  const [item] = wrapped<any>(body.lovedtracks, 'track').map(lovedTrackItem);
  t.is(body.lovedtracks.track.mbid, '');
  t.is(item.mbid, null, 'an empty MBID is none');
  // The name-id is the track's page path below /music/, as Last.fm writes it.
  t.is(`http://www.last.fm/music/${item.id}`, body.lovedtracks.track.url);
  t.deepEqual(trackLookup(item.id), { artist: 'Rick James', track: body.lovedtracks.track.name });
});

test('today’s loved-track shape (artist {name, url, mbid}, no album) maps too', async (t) => {
  const [body] = docsExamples('user/getLovedTracks.md');
  const [item] = wrapped<any>(body.lovedtracks, 'track').map(lovedTrackItem);
  t.is(item.id, body.lovedtracks.track[0].mbid);
  t.is(item.artists?.[0].name, body.lovedtracks.track[0].artist.name);
  t.is(item.album, null);
  t.is(item.url, body.lovedtracks.track[0].url);
});

test('album search: a list, one album alone, and the bare "\\n" of no match', async (t) => {
  const many = await fixture('AlbumSearch.json');
  const items = wrapped<any>(many.results.albummatches, 'album').map(albumItem);
  t.is(items.length, many.results.albummatches.album.length);
  t.true(items.every((a) => a.name.length > 0 && a.artists?.[0].name));
  // An album without an MBID is known by its artist and title, as its page is.
  const unnamed = many.results.albummatches.album.findIndex((a: any) => a.mbid === '');
  t.is(`http://www.last.fm/music/${items[unnamed].id}`, many.results.albummatches.album[unnamed].url);
  t.deepEqual(albumLookup(items[unnamed].id), {
    artist: many.results.albummatches.album[unnamed].artist,
    album: many.results.albummatches.album[unnamed].name,
  });
  const single = await fixture('AlbumSearchSingle.json');
  t.is(wrapped<any>(single.results.albummatches, 'album').map(albumItem)[0].id, single.results.albummatches.album.mbid);
  const empty = await fixture('AlbumSearchEmpty.json');
  t.is(empty.results.albummatches, '\n');
  t.deepEqual(wrapped(empty.results.albummatches, 'album'), []);
});

test('album and artist reads map their ids, names, track count and picture', async (t) => {
  const album = await fixture('AlbumGetInfoSuccess.json');
  const mapped = albumItem(album.album);
  t.is(mapped.id, album.album.mbid);
  t.is(mapped.mbid, album.album.mbid, 'the release id');
  t.is(mapped.totalItems, album.album.tracks.track.length);
  t.is(mapped.imageUrl, album.album.image.find((i: any) => i.size === 'extralarge')['#text']);
  const [docsAlbum] = docsExamples('album/getInfo.md');
  t.is(albumItem(docsAlbum.album).totalItems, docsAlbum.album.tracks.track.length);
  const artist = await fixture('ArtistGetInfoSuccess.json');
  const a = artistItem(artist.artist);
  t.is(a.id, artist.artist.mbid);
  t.is(a.name, 'Frightened Rabbit');
  t.is(a.followers, null, 'listeners are not followers');
  t.deepEqual(artistLookup('Frightened+Rabbit'), { artist: 'Frightened Rabbit' });
});

test('a track’s own read gives its duration in milliseconds and its album; a name-only track has neither MBID nor album', async (t) => {
  const [withUser, plain, unknown] = docsExamples('track/getInfo.md');
  const track = trackInfoItem(plain.track);
  t.is(track.id, plain.track.mbid);
  t.is(track.durationMs, Number(plain.track.duration));
  t.is(track.album?.name, plain.track.album.title);
  t.is(track.album?.id, plain.track.album.mbid);
  t.is(trackInfoItem(withUser.track).id, track.id);
  const stub = trackInfoItem(unknown.track);
  t.is(stub.id, 'Fake+Artist/_/Fake+Track');
  t.is(`https://www.last.fm/music/${stub.id}`, unknown.track.url);
  t.is(stub.durationMs, null);
  t.is(stub.album, null);
});

test('track and artist search results map, empty ones to nothing', async (t) => {
  const [found, none] = docsExamples('track/search.md');
  const tracks = wrapped<any>(found.results.trackmatches, 'track').map(trackMatchItem);
  t.true(tracks.length >= 3);
  t.is(tracks[0].artists?.[0].name, 'AC/DC');
  t.is(tracks[0].id, found.results.trackmatches.track[0].mbid);
  t.deepEqual(wrapped(none.results.trackmatches, 'track'), []);
  const [artists, noArtist] = docsExamples('artist/search.md');
  t.is(wrapped<any>(artists.results.artistmatches, 'artist').map(artistItem)[0].name, 'Rammstein');
  t.deepEqual(wrapped(noArtist.results.artistmatches, 'artist'), []);
});

test('the profile: user name as id, real name shown, country named in English read as its code', async (t) => {
  const [body] = docsExamples('user/getInfo.md');
  const profile = profileOf(body.user);
  t.is(profile.id, body.user.name);
  t.is(profile.name, body.user.realname);
  t.is(profile.country, 'GB');
  t.is(profile.email, null);
  t.truthy(profile.imageUrl);
});

test('recorded error bodies become our error kinds, whatever their HTTP status', async (t) => {
  const kind = async (file: string, status: number, withSession = false) => {
    const out = interpretLastfm(withSession)({ status, headers: {}, body: await fixture(file) });
    return typeof out === 'string' ? out : out?.kind;
  };
  t.is(await kind('AlbumGetInfoMissing.json', 200), 'notFound');
  t.is(await kind('ArtistGetInfoMissing.json', 200), 'notFound');
  t.is(await kind('UserGetRecentTracksMissing.json', 404), 'notFound');
  // "Invalid parameters": our request was wrong, not the item missing.
  t.is(await kind('UserGetLovedTracksError.json', 200), 'rejected');
  t.is(await kind('TrackScrobbleBadAuthError.json', 403), 'reauthRequired');
  t.is(await kind('TrackScrobbleBadAuthError.json', 403, true), 'tokenRefused');
  const [, notFound] = docsExamples('user/getLovedTracks.md');
  t.is((interpretLastfm(false)({ status: 404, headers: {}, body: notFound }) as any).kind, 'notFound');
  const coded = (error: number) => {
    const out = interpretLastfm(false)({ status: 200, headers: {}, body: { error, message: 'm' } });
    return typeof out === 'string' ? out : out?.kind;
  };
  t.is(coded(9), 'reauthRequired');
  t.is(coded(11), 'unavailable');
  t.is(coded(16), 'unavailable');
  t.is(coded(29), 'rateLimited');
  t.is(coded(13), 'rejected');
  t.is(interpretLastfm(false)({ status: 200, headers: {}, body: await fixture('AlbumSearch.json') }), null);
});

test('signatures match the worked examples of Last.fm’s signing docs', async (t) => {
  const text = await readFile(apiReference('lastfm', 'docs-community', 'auth', 'signature.md'), 'utf8');
  const secret = /our secret is `([^`]+)`/.exec(text)![1];
  // The track.love example gives its whole POST body, signature included.
  const body = new URLSearchParams(/^\s*(method=track\.love&\S+)$/m.exec(text)![1]);
  const params = Object.fromEntries(body);
  t.is(lastfmSignature(params, secret), params.api_sig.toLowerCase());
  // The session example: its final parameter table.
  const table = text.slice(text.indexOf('Your final parameters'));
  const rows = Object.fromEntries(
    [...table.matchAll(/^\|\s*(\w+)\s*\|\s*(\S+)\s*\|$/gm)]
      .filter((m) => m[1] !== 'Parameter')
      .slice(0, 5)
      .map((m) => [m[1], m[2]]),
  );
  t.is(rows.method, 'auth.getSession');
  t.is(lastfmSignature(rows, secret), rows.api_sig.toLowerCase());
});
