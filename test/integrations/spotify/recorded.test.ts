import test from 'ava';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { albumItem, playlistItem, trackItem } from '../../../src/integrations/spotify/mapping.js';
import { apiReference } from '../../helpers/apiReference.js';

// The adapter's mapping on real Spotify answers, kept as test data beside the project.
const FIXTURES = apiReference('spotify', 'fixtures');
const load = async (path: string) => JSON.parse(await readFile(join(FIXTURES, path), 'utf8'));

test('a recorded playlist-items page maps every track with ISRC, duration, album and artists', async (t) => {
  const body = await load('spotify-web-api-java/GetPlaylistsItemsRequest.json');
  // Entries whose track is gone from the service come as an entry without a track (or `item`).
  const entries = body.items.filter((entry: { track?: unknown; item?: unknown }) => entry.track ?? entry.item);
  t.true(entries.length < body.items.length);
  const items = entries.map((entry: { track: never; item: never; added_at: string }, i: number) =>
    trackItem(entry.item ?? entry.track, { entryId: String(i), addedAt: entry.added_at }),
  );
  t.true(items.length > 0);
  for (const item of items) {
    t.truthy(item.id);
    t.truthy(item.name);
    t.regex(item.isrc ?? '', /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/);
    t.true((item.durationMs ?? 0) > 0);
    t.truthy(item.album?.name);
    t.true((item.artists?.length ?? 0) > 0);
    t.is(item.kind, 'track');
    t.truthy(item.dateAdded);
  }
});

test('a recorded episode in a playlist is marked as an episode', async (t) => {
  const body = await load('spotify-web-api-java/GetPlaylistsItemsRequest_Episode.json');
  const kinds = body.items
    .filter((e: { track?: unknown }) => e.track)
    .map((e: { track: never }) => trackItem(e.track).kind);
  t.true(kinds.includes('episode'));
});

test('recorded playlists, a track and an ISRC search map their fields', async (t) => {
  const playlists = await load('spotify-web-api-java/GetListOfCurrentUsersPlaylistsRequest.json');
  const first = playlistItem(playlists.items[0], playlists.items[0].owner.id);
  t.true(first.isOwner);
  t.is(typeof first.totalItems, 'number');
  const track = trackItem(await load('spotify-web-api-java/GetTrackRequest.json'));
  t.truthy(track.url?.startsWith('https://open.spotify.com/'));
  const search = await load('credits_spot/search_type-track_q-isrc-JPPO02100907.json');
  const found = search.tracks.items.map((x: never) => trackItem(x));
  t.true(found.length >= 1);
  t.true(found.every((x: { isrc: string | null }) => x.isrc === 'JPPO02100907'));
  const album = albumItem(await load('harmony/albums_10FLjwfpbxLmW8c25Xyc2N.json'));
  t.is(album.upc, '00602475093060');
});
