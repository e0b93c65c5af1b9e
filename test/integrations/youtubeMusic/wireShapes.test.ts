import test from 'ava';
import got from 'got';
import { readFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { createCatalogue } from '../../../src/emulators/catalogue/index.js';
import type { ServiceTrack } from '../../../src/emulators/catalogue/types.js';
import {
  startYoutubeMusicEmulator,
  type RunningYoutubeMusicEmulator,
} from '../../../src/emulators/youtubeMusic/index.js';
import { EMULATOR_API_KEY, PARTS, SERVED_PARTS, htmlEscape } from '../../../src/emulators/youtubeMusic/wire.js';
import { createYoutubeMusicAdapter } from '../../../src/integrations/youtubeMusic/adapter.js';
import { youtubeMusicConfigFromEnv } from '../../../src/integrations/youtubeMusic/config.js';
import { decodeEntities } from '../../../src/integrations/youtubeMusic/mapping.js';
import { quotaDay } from '../../../src/integrations/youtubeMusic/quota.js';
import { UpstreamError } from '../../../src/integrations/errors.js';
import type { MusicServiceAdapter, UserSession } from '../../../src/integrations/types.js';
import { apiReference } from '../../helpers/apiReference.js';
import { issuedSession } from '../contract.js';

// The emulator answers what the YouTube Data API answers, as the discovery document and the
// recorded answers show it: only the parts asked for, the list members the recordings always
// carry, search titles HTML-escaped and nothing else, Google's errors for parameters it refuses,
// and quota and rate limits as 403s. The adapter asks for what it reads and maps each answer.

type Json = Record<string, any>;

const reference = (...parts: string[]) => apiReference('youtube', ...parts);
const recorded = async (name: string): Promise<Json> =>
  JSON.parse(await readFile(reference('fixtures', 'python-youtube', name), 'utf8'));

const catalogue = createCatalogue({ recordings: 1_000 });
const view = catalogue.view('youtubeMusic');
let emulator: RunningYoutubeMusicEmulator;
let adapter: MusicServiceAdapter;
let session: UserSession;
let token: string;
let discovery: Json;
let proxy: Server;
let proxyUrl: string;
/** Every request the adapter sent, as the service saw it. */
const sent: { method: string; url: URL }[] = [];

// Titles with the characters search.list escapes, and one that really contains "&amp;".
const special = {
  guns: loaded('gnrSweetCh1', "Guns N' Roses - Sweet Child O' Mine (Official Video)", "Guns N' Roses"),
  simon: loaded('snGBoxerVid', 'Simon & Garfunkel - The Boxer', 'Simon & Garfunkel'),
  literal: loaded('ampLiteral1', 'Tom &amp; Jerry <Theme> "Quuxly"', 'Q&A Orchestra'),
};

function loaded(id: string, name: string, artist: string): ServiceTrack {
  return {
    id,
    recordingKey: null,
    name,
    artists: [{ id: `UC${id}${id}`, name: artist }],
    album: { id: `album-${id}`, name: '', totalItems: 1, upc: null, imageUrl: null },
    isrc: null,
    durationMs: 215_000,
    explicit: false,
    unavailableIn: [],
    imageUrl: `https://i.ytimg.example/vi/${id}/hqdefault.jpg`,
    previewUrl: null,
    popularity: 40,
  };
}

test.before(async () => {
  view.load(Object.values(special));
  emulator = await startYoutubeMusicEmulator({ catalogue, rateLimit: null });
  discovery = JSON.parse(await readFile(reference('discovery', 'youtube-v3.discovery.json'), 'utf8'));
  // The adapter talks to the emulator through this recorder, so the tests see what it asked.
  proxy = createServer((req, res) => {
    sent.push({ method: req.method ?? 'GET', url: new URL(req.url ?? '/', 'http://proxy') });
    const upstream = httpRequest(
      `${emulator.url}${req.url}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  proxyUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  adapter = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv({ ...emulator.env, YOUTUBE_API_URL: proxyUrl }));
  ({ token, ...session } = issuedSession(emulator, 'medium', 'US'));
});

test.after.always(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
  await emulator?.close();
});

const api = async (
  path: string,
  searchParams: Record<string, string | number> = {},
  options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; json?: unknown; key?: boolean } = {},
) => {
  const res = await got(`${emulator.url}/youtube/v3/${path}`, {
    method: options.method ?? 'GET',
    searchParams: options.key ? { ...searchParams, key: EMULATOR_API_KEY } : searchParams,
    json: options.json,
    headers: options.key ? {} : { authorization: `Bearer ${token}` },
    throwHttpErrors: false,
  });
  return { status: res.statusCode, headers: res.headers, body: (res.body ? JSON.parse(res.body) : null) as Json };
};

const control = (path: string, json: unknown) => got.post(`${emulator.url}/__emulator/${path}`, { json }).json();

/** Members of `value` that the discovery document's schema does not have, by path. */
function strangers(value: unknown, schema: Json, path = ''): string[] {
  const resolved: Json = schema.$ref ? discovery.schemas[schema.$ref] : schema;
  if (Array.isArray(value)) return value.flatMap((v, i) => strangers(v, resolved.items ?? {}, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) => {
    const inner = resolved.properties?.[key] ?? resolved.additionalProperties;
    return inner ? strangers(member, inner, `${path}.${key}`) : [`${path}.${key}`];
  });
}

const sortedKeys = (value: Json) => Object.keys(value).sort();
const withParts = (parts: string[]) => ['etag', 'id', 'kind', ...parts.filter((p) => p !== 'id')].sort();

/** A catalogue channel with an ampersand in its name. */
const ampersandArtist = () =>
  catalogue.recordings
    .map((r) => view.track(view.trackIdFor(r.key) ?? '')?.artists[0])
    .find((a) => a?.name.includes(' & '))!;

async function firstPlaylist(minEntries = 0) {
  const mine = await api('playlists', { part: 'id,contentDetails', mine: 'true', maxResults: 50 });
  return mine.body.items.find((p: Json) => p.contentDetails.itemCount >= minEntries) as Json;
}

test.serial('videos.list with id refuses maxResults and pageToken, as the discovery document says', async (t) => {
  const id = special.simon.id;
  for (const extra of [{ maxResults: 50 }, { pageToken: 'CAUQAA' }] as Record<string, string | number>[]) {
    const refused = await api('videos', { part: 'snippet', id, ...extra });
    const [name] = Object.keys(extra);
    t.is(refused.status, 400, name);
    t.like(refused.body.error, {
      code: 400,
      status: 'INVALID_ARGUMENT',
      errors: [{ reason: 'incompatibleParameters', domain: 'youtube.parameter', location: name }],
    });
    t.regex(refused.body.error.message, new RegExp(`${name} is not supported for use in conjunction with the id`));
  }
  t.is((await api('videos', { part: 'snippet', id })).status, 200);
  // The likes list is paged: there maxResults is fine, from 1 on.
  t.is((await api('videos', { part: 'id', myRating: 'like', maxResults: 3 })).status, 200);
  t.is((await api('videos', { part: 'id', myRating: 'like', maxResults: 0 })).status, 400);

  sent.length = 0;
  t.is((await adapter.track(session, id)).name, 'The Boxer');
  const playlist = await firstPlaylist(60);
  const entries = await adapter.playlistItems(session, playlist.id, { limit: 50 });
  t.is(entries.items.length, 50);
  const byId = sent.map((r) => r.url).filter((url) => url.pathname.endsWith('/videos') && url.searchParams.has('id'));
  t.true(byId.length >= 2);
  t.true(byId.every((url) => !url.searchParams.has('maxResults') && !url.searchParams.has('pageToken')));
});

test.serial('every resource carries kind, etag, id and exactly the parts asked for', async (t) => {
  const playlist = await firstPlaylist(5);
  const liked = (await api('videos', { part: 'id', myRating: 'like', maxResults: 1 })).body.items[0].id;
  const artistId = view.track(special.guns.id)!.artists[0].id;
  const reads: [string, Record<string, string>, keyof typeof PARTS][] = [
    ['videos', { id: `${special.guns.id},${liked}` }, 'video'],
    ['videos', { myRating: 'like' }, 'video'],
    ['playlists', { mine: 'true' }, 'playlist'],
    ['playlists', { id: playlist.id }, 'playlist'],
    ['playlistItems', { playlistId: playlist.id }, 'playlistItem'],
    ['channels', { mine: 'true' }, 'channel'],
    ['channels', { id: artistId }, 'channel'],
    ['subscriptions', { mine: 'true' }, 'subscription'],
    ['search', { q: 'Boxer Garfunkel', type: 'video' }, 'searchResult'],
    ['search', { q: 'Strangers', type: 'channel' }, 'searchResult'],
  ];
  for (const [path, query, type] of reads) {
    const served = SERVED_PARTS[type];
    for (const parts of [['id'], [served[1]], served.slice(1), [...served]]) {
      const answer = await api(path, { ...query, part: parts.join(',') });
      t.is(answer.status, 200, `${path} ${parts}`);
      t.true(answer.body.items.length > 0, `${path} ${parts}`);
      for (const item of answer.body.items) t.deepEqual(sortedKeys(item), withParts(parts), `${path} ${parts}`);
    }
  }

  // Writes answer with the parts asked for too.
  const created = await api(
    'playlists',
    { part: 'id' },
    { method: 'POST', json: { snippet: { title: 'Parts' }, status: { privacyStatus: 'private' } } },
  );
  t.deepEqual(sortedKeys(created.body), withParts(['id']));
  const updated = await api(
    'playlists',
    { part: 'snippet,status' },
    {
      method: 'PUT',
      json: { id: created.body.id, snippet: { title: 'Parts 2' }, status: { privacyStatus: 'public' } },
    },
  );
  t.deepEqual(sortedKeys(updated.body), withParts(['snippet', 'status']));
  const inserted = await api(
    'playlistItems',
    { part: 'snippet' },
    {
      method: 'POST',
      json: { snippet: { playlistId: created.body.id, resourceId: { kind: 'youtube#video', videoId: liked } } },
    },
  );
  t.deepEqual(sortedKeys(inserted.body), withParts(['snippet']));
  const followed = await api(
    'subscriptions',
    { part: 'id' },
    { method: 'POST', json: { snippet: { resourceId: { kind: 'youtube#channel', channelId: artistId } } } },
  );
  t.deepEqual(sortedKeys(followed.body), withParts(['id']));
  t.is((await api('subscriptions', { id: followed.body.id }, { method: 'DELETE' })).status, 204);
  t.is((await api('playlists', { id: created.body.id }, { method: 'DELETE' })).status, 204);
});

test.serial(
  'an unknown part is a 400 as Google answers it; every part of the discovery document is known',
  async (t) => {
    const schemas: Record<keyof typeof PARTS, string> = {
      video: 'Video',
      playlist: 'Playlist',
      playlistItem: 'PlaylistItem',
      channel: 'Channel',
      subscription: 'Subscription',
      searchResult: 'SearchResult',
    };
    for (const [type, schema] of Object.entries(schemas) as [keyof typeof PARTS, string][]) {
      const documented = Object.keys(discovery.schemas[schema].properties).filter((p) => p !== 'kind' && p !== 'etag');
      t.deepEqual([...PARTS[type]].sort(), documented.sort(), type);
      t.true(
        SERVED_PARTS[type].every((p) => documented.includes(p)),
        type,
      );
    }
    const playlist = await firstPlaylist(1);
    const reads: [string, Record<string, string>, keyof typeof PARTS][] = [
      ['videos', { id: special.simon.id }, 'video'],
      ['playlists', { mine: 'true' }, 'playlist'],
      ['playlistItems', { playlistId: playlist.id }, 'playlistItem'],
      ['channels', { mine: 'true' }, 'channel'],
      ['subscriptions', { mine: 'true' }, 'subscription'],
      ['search', { q: 'Boxer' }, 'searchResult'],
    ];
    for (const [path, query, type] of reads) {
      const refused = await api(path, { ...query, part: 'snippet,statistic' });
      t.is(refused.status, 400, path);
      t.like(refused.body.error, {
        code: 400,
        message: "'statistic'",
        errors: [
          {
            message: "'statistic'",
            domain: 'youtube.part',
            reason: 'unknownPart',
            location: 'part',
            locationType: 'parameter',
          },
        ],
      });
      // A part Google has but the emulator does not build says so, instead of answering without it.
      for (const part of PARTS[type].filter((p) => !SERVED_PARTS[type].includes(p))) {
        const answer = await api(path, { ...query, part });
        t.is(answer.status, 501, `${path} ${part}`);
      }
      const missing = await api(path, query);
      t.like(missing.body.error, { code: 400, errors: [{ reason: 'required', location: 'part' }] });
    }
    const write = await api(
      'playlists',
      { part: 'snippet,bogus' },
      { method: 'POST', json: { snippet: { title: 'x' } } },
    );
    t.is(write.body.error.errors[0].reason, 'unknownPart');
  },
);

test.serial('the adapter asks for the parts it reads and no others', async (t) => {
  const playlist = await firstPlaylist(5);
  const artistId = view.track(special.guns.id)!.artists[0].id;
  sent.length = 0;
  const fresh = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv({ ...emulator.env, YOUTUBE_API_URL: proxyUrl }));
  const playlists = await fresh.playlists(session, { limit: 10 });
  const me = await fresh.currentUser(session);
  const one = await fresh.playlist(session, playlist.id);
  const entries = await fresh.playlistItems(session, playlist.id, { limit: 5 });
  const liked = await fresh.likedTracks(session, { limit: 5 });
  const followed = await fresh.followedArtists(session, { limit: 5 });
  const artist = await fresh.artist(session, artistId);
  const found = await fresh.searchTracks(session, { track: 'The Boxer', artist: 'Simon & Garfunkel' }, { limit: 5 });
  const channels = await fresh.searchArtists(session, { artist: 'Strangers' }, { limit: 5 });
  await fresh.followArtists(session, [artistId]);
  await fresh.unfollowArtists(session, [artistId]);
  const created = await fresh.createPlaylist(session, { name: 'Asked parts' });
  await fresh.updatePlaylist(session, created.id, { description: 'read before written' });
  await fresh.deletePlaylist(session, created.id);

  const asked = new Set(
    sent
      .filter((r) => r.method === 'GET')
      .map((r) => `${r.url.pathname.replace('/youtube/v3/', '')} ${r.url.searchParams.get('part')}`),
  );
  t.deepEqual([...asked].sort(), [
    // Which channel is the listener's (a playlist's isOwner).
    'channels id',
    // The listener's name, picture and country.
    'channels snippet',
    // An artist's name and picture, and its followers.
    'channels snippet,statistics',
    // The entry's video (resourceId), its date and the title of a video that is gone.
    'playlistItems snippet',
    // What playlists.update replaces: title and description, and the privacy.
    'playlists snippet,status',
    // Name, description, cover, owner, date; isPublic; totalItems.
    'playlists snippet,status,contentDetails',
    // Title and channel of what was found.
    'search snippet',
    // Whether a channel is followed already (its subscription's id).
    'subscriptions id',
    // The followed channels.
    'subscriptions snippet',
    // Title and channel; duration, region restriction and age rating.
    'videos snippet,contentDetails',
  ]);
  // What each part gives reaches the items.
  t.truthy(me.name);
  t.true(playlists.items.every((p) => p.name && typeof p.isPublic === 'boolean' && typeof p.totalItems === 'number'));
  t.like(one, { id: playlist.id, isOwner: true });
  t.true(entries.items.every((e) => e.entryId && e.dateAdded && (e.durationMs ?? 0) > 0));
  t.true(liked.items.every((e) => e.name && (e.durationMs ?? 0) > 0));
  t.true(followed.items.every((a) => a.id && a.name));
  t.is(typeof artist.followers, 'number');
  t.true(found.items.some((item) => item.id === special.simon.id));
  t.true(channels.items.every((c) => c.id && c.name));
});

test.serial('search titles come HTML-escaped as the recordings show; nothing else does', async (t) => {
  // The recordings: search titles use &amp; &#39; &quot;, and escaping what they mean gives them back.
  const searches = [
    await recorded('search__search_by_keywords_p1.json'),
    await recorded('search__search_by_keywords_p2.json'),
  ];
  const titles: string[] = searches.flatMap((s) => s.items.map((i: Json) => i.snippet.title));
  for (const entity of ['&amp;', '&#39;', '&quot;'])
    t.true(
      titles.some((title) => title.includes(entity)),
      entity,
    );
  for (const title of titles) t.is(htmlEscape(decodeEntities(title)), title);
  // Their channel titles and descriptions, and the titles of videos, playlists and playlist items, are as typed.
  const plain: string[] = [
    ...searches.flatMap((s) => s.items.flatMap((i: Json) => [i.snippet.channelTitle, i.snippet.description])),
    ...(await recorded('videos__videos_info_multi.json')).items.map((i: Json) => i.snippet.title),
    ...(await recorded('playlists__playlists_paged_1.json')).items.map((i: Json) => i.snippet.title),
    ...(await recorded('playlist_items__playlist_items_paged_1.json')).items.map((i: Json) => i.snippet.title),
  ];
  t.true(plain.some((text) => /[&'"]/.test(text)));
  t.false(plain.some((text) => /&(amp|#39|quot|lt|gt);/.test(text)));

  // The emulator does the same.
  const search = await api('search', { part: 'snippet', q: "Sweet Child O' Mine Guns N' Roses", maxResults: 50 });
  const guns = search.body.items.find((i: Json) => i.id.videoId === special.guns.id);
  t.is(guns.snippet.title, 'Guns N&#39; Roses - Sweet Child O&#39; Mine (Official Video)');
  t.is(guns.snippet.channelTitle, "Guns N' Roses");
  const literal = (
    await api('search', { part: 'snippet', q: 'Tom Jerry Theme Quuxly', maxResults: 50 })
  ).body.items.find((i: Json) => i.id.videoId === special.literal.id);
  t.is(literal.snippet.title, 'Tom &amp;amp; Jerry &lt;Theme&gt; &quot;Quuxly&quot;');
  t.is(literal.snippet.channelTitle, 'Q&A Orchestra');
  const videos = await api('videos', { part: 'snippet', id: `${special.guns.id},${special.literal.id}` });
  t.deepEqual(
    videos.body.items.map((v: Json) => v.snippet.title),
    [special.guns.name, special.literal.name],
  );
  const band = ampersandArtist();
  const channels = await api('search', { part: 'snippet', q: band.name, type: 'channel', maxResults: 50 });
  const channel = channels.body.items.find((i: Json) => i.id.channelId === band.id);
  t.is(channel.snippet.title, band.name.replace('&', '&amp;'));
  t.is(channel.snippet.channelTitle, band.name);
});

test.serial('the adapter unescapes search titles once, and leaves the others as they come', async (t) => {
  const search = async (track: string, artist?: string) =>
    (await adapter.searchTracks(session, { track, artist }, { limit: 50 })).items;
  const guns = (await search("Sweet Child O' Mine", "Guns N' Roses")).find((i) => i.id === special.guns.id)!;
  t.like(guns, { name: "Sweet Child O' Mine", artists: [{ name: "Guns N' Roses" }] });
  const simon = (await search('The Boxer', 'Simon & Garfunkel')).find((i) => i.id === special.simon.id)!;
  t.like(simon, { name: 'The Boxer', artists: [{ name: 'Simon & Garfunkel', id: special.simon.artists[0].id }] });
  // A title that really reads "&amp;" keeps it: unescaped once, not twice.
  const literal = (await search('Tom Jerry Theme Quuxly')).find((i) => i.id === special.literal.id)!;
  t.is(literal.name, 'Tom &amp; Jerry <Theme> "Quuxly"');
  t.is(literal.artists?.[0].name, 'Q&A Orchestra');
  // The same videos read by id (not escaped) map to the same names.
  for (const item of [guns, simon, literal]) t.is((await adapter.track(session, item.id!)).name, item.name);

  const band = ampersandArtist();
  const artists = await adapter.searchArtists(session, { artist: band.name }, { limit: 50 });
  t.is(artists.items.find((a) => a.id === band.id)?.name, band.name.replace(/\s+-\s+Topic$/, ''));

  // Playlist titles and descriptions are stored and answered as typed, entities and all.
  const name = `Rock &amp; Roll: Guns N' Roses & "Friends" <3`;
  const description = "Simon & Garfunkel's <best> &#39;66";
  const created = await adapter.createPlaylist(session, { name, description });
  try {
    t.like(created, { name, description });
    const raw = await api('playlists', { part: 'snippet', id: created.id });
    t.like(raw.body.items[0].snippet, { title: name, description });
    t.like(await adapter.playlist(session, created.id), { name, description });
    const listed = await adapter.playlists(session, { limit: 50 });
    t.is(listed.items.find((p) => p.id === created.id)?.name, name);
  } finally {
    await adapter.deletePlaylist(session, created.id);
  }
});

test.serial(
  'a rate limit is a 403 userRateLimitExceeded without Retry-After; the adapter waits a moment and goes on',
  async (t) => {
    await control('faults', { rateLimit: { limit: 0, windowSeconds: 60 } });
    try {
      const limited = await api('channels', { part: 'id', mine: 'true' });
      t.is(limited.status, 403);
      t.is(limited.headers['retry-after'], undefined);
      t.like(limited.body.error, {
        code: 403,
        errors: [{ reason: 'userRateLimitExceeded', domain: 'usageLimits' }],
      });
      t.false(JSON.stringify(limited.body).includes('youtube.quota'));
      // Refused for longer than a few short waits: the partner is told to come back shortly.
      const err = await t.throwsAsync(adapter.artist(session, special.simon.artists[0].id));
      t.is((err as UpstreamError).kind, 'rateLimited');
      t.true(((err as UpstreamError).details.retryAfterSeconds ?? 99) <= 2);
    } finally {
      await control('faults', { rateLimit: null });
    }
    await control('faults', { rateLimit: { limit: 1, windowSeconds: 1 } });
    try {
      const before = ((await got(`${emulator.url}/__emulator/stats`).json()) as { rateLimited: number }).rateLimited;
      const artists = await Promise.all([0, 1, 2].map(() => adapter.artist(session, special.simon.artists[0].id)));
      t.true(artists.every((a) => a.name === 'Simon & Garfunkel'));
      const after = ((await got(`${emulator.url}/__emulator/stats`).json()) as { rateLimited: number }).rateLimited;
      t.true(after > before, 'some calls were refused and retried');
    } finally {
      await control('faults', { rateLimit: null });
    }
  },
);

test.serial(
  'a spent quota is a 403 quotaExceeded in youtube.quota, never a 429; the adapter waits for the Pacific day',
  async (t) => {
    const used = emulator.quota.used();
    const fresh = createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(emulator.env));
    emulator.quota.setUsed(1_000_000);
    try {
      const answer = await api('search', { part: 'snippet', q: 'Boxer' }, { key: true });
      t.is(answer.status, 403);
      t.is(answer.headers['retry-after'], undefined);
      t.like(answer.body.error, {
        code: 403,
        status: 'PERMISSION_DENIED',
        errors: [{ reason: 'quotaExceeded', domain: 'youtube.quota' }],
      });
      const err = await t.throwsAsync(fresh.playlists(session, {}));
      t.is((err as UpstreamError).kind, 'rateLimited');
      t.true(Math.abs(((err as UpstreamError).details.retryAfterSeconds ?? 0) - quotaDay().secondsLeft) <= 5);
    } finally {
      emulator.quota.setUsed(used);
    }
  },
);

test.serial(
  'list answers carry the members the recordings carry, in their order, and nothing the discovery document lacks',
  async (t) => {
    const keys = (body: Json) => Object.keys(body);
    const playlist = await firstPlaylist(20);
    const count: number = playlist.contentDetails.itemCount;
    // Three pages or more, the last one short.
    const size = [...Array(49).keys()].map((i) => 50 - i).find((n) => count / n > 2 && count % n !== 0)!;
    const pages: Json[] = [];
    for (let pageToken: string | undefined; pages.length === 0 || pageToken;) {
      const answer = await api('playlistItems', {
        part: 'snippet',
        playlistId: playlist.id,
        maxResults: size,
        ...(pageToken ? { pageToken } : {}),
      });
      pages.push(answer.body);
      pageToken = answer.body.nextPageToken;
    }
    t.true(pages.length >= 3);
    const [first, middle, last] = [pages[0], pages[1], pages[pages.length - 1]];
    t.deepEqual(keys(first), keys(await recorded('playlist_items__playlist_items_paged_1.json')));
    t.deepEqual(keys(middle), ['kind', 'etag', 'nextPageToken', 'prevPageToken', 'pageInfo', 'items']);
    t.deepEqual(keys(last), keys(await recorded('playlist_items__playlist_items_paged_2.json')));
    // As recorded: resultsPerPage is the page size asked for, even on a short last page.
    t.deepEqual(last.pageInfo, { totalResults: playlist.contentDetails.itemCount, resultsPerPage: size });

    const search1 = await api('search', { part: 'snippet', q: 'love', maxResults: 5 }, { key: true });
    t.deepEqual(keys(search1.body), keys(await recorded('search__search_by_keywords_p1.json')));
    t.is(search1.body.regionCode, 'US');
    const search2 = await api('search', {
      part: 'snippet',
      q: 'love',
      maxResults: 5,
      pageToken: search1.body.nextPageToken,
    });
    t.deepEqual(keys(search2.body), keys(await recorded('search__search_by_keywords_p2.json')));

    const channelRecording = await recorded('channels__info.json');
    const channel = await api('channels', { part: 'id,snippet', id: special.simon.artists[0].id }, { key: true });
    t.deepEqual(keys(channel.body), keys(channelRecording));
    t.deepEqual(channel.body.pageInfo, channelRecording.pageInfo);
    const mine = await api('playlists', { part: 'id,snippet', mine: 'true' });
    const mineRecording = await recorded('playlists__playlists_mine.json');
    t.deepEqual(keys(mine.body), keys(mineRecording));
    t.is(mine.body.pageInfo.resultsPerPage, mineRecording.pageInfo.resultsPerPage);
    const videoRecording = await recorded('videos__videos_info_multi.json');
    const videos = await api('videos', { part: 'snippet,player', id: `${special.guns.id},${special.simon.id}` });
    t.deepEqual(keys(videos.body), keys(videoRecording));
    t.deepEqual(videos.body.pageInfo, videoRecording.pageInfo);

    // Each resource has what every recorded one of its kind has, and only what the document names.
    // Tags and languages are there when the uploader set them; nothing here sets them.
    const optional = ['tags', 'defaultLanguage', 'defaultAudioLanguage'];
    const always = (items: Json[], part: string) =>
      items
        .map((i) => Object.keys(i[part]))
        .reduce((a, b) => a.filter((k) => b.includes(k)))
        .filter((k) => !optional.includes(k));
    const snippets: [Json[], Json[]][] = [
      [videoRecording.items, videos.body.items],
      [mineRecording.items, mine.body.items],
      [(await recorded('playlist_items__playlist_items_paged_1.json')).items, first.items],
      [(await recorded('search__search_by_keywords_p1.json')).items, search1.body.items],
      [channelRecording.items, (await api('channels', { part: 'snippet', mine: 'true' })).body.items],
    ];
    for (const [recordedItems, ours] of snippets)
      for (const item of ours)
        for (const member of always(recordedItems, 'snippet')) t.true(member in item.snippet, member);

    const full = (type: keyof typeof SERVED_PARTS) => SERVED_PARTS[type].join(',');
    const answers: [string, Json][] = [
      ['PlaylistItemListResponse', first],
      ['PlaylistItemListResponse', last],
      ['SearchListResponse', search2.body],
      ['SearchListResponse', (await api('search', { part: 'snippet', q: 'Strangers', type: 'channel' })).body],
      ['ChannelListResponse', (await api('channels', { part: full('channel'), mine: 'true' })).body],
      ['PlaylistListResponse', (await api('playlists', { part: full('playlist'), mine: 'true' })).body],
      [
        'PlaylistItemListResponse',
        (await api('playlistItems', { part: full('playlistItem'), playlistId: playlist.id })).body,
      ],
      ['VideoListResponse', (await api('videos', { part: full('video'), id: special.guns.id })).body],
      ['VideoListResponse', (await api('videos', { part: full('video'), myRating: 'like' })).body],
      ['SubscriptionListResponse', (await api('subscriptions', { part: full('subscription'), mine: 'true' })).body],
    ];
    for (const [schema, body] of answers) {
      t.true(body.items.length > 0, schema);
      t.deepEqual(strangers(body, { $ref: schema }), [], schema);
    }
    // The recordings themselves pass the same check, so it holds the emulator to the real thing.
    t.deepEqual(strangers(videoRecording, { $ref: 'VideoListResponse' }), []);
  },
);

test('a playlist without a picture shows YouTube’s stand-in on the wire and no picture through the adapter', async (t) => {
  const created = await adapter.createPlaylist(session, { name: 'No picture yet' });
  const raw = await got(`${emulator.url}/youtube/v3/playlists`, {
    searchParams: { part: 'snippet', id: created.id },
    headers: { authorization: `Bearer ${token}` },
  }).json<Json>();
  t.deepEqual(Object.keys(raw.items[0].snippet.thumbnails), ['default', 'medium', 'high', 'standard', 'maxres']);
  t.regex(raw.items[0].snippet.thumbnails.high.url, /no_thumbnail/);
  t.is(created.imageUrl, null);
  t.is((await adapter.playlist(session, created.id)).imageUrl, null);
});
