import { createHash } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceTrack } from '../catalogue/types.js';

// Last.fm's JSON as the service sends it: XML converted, so every number is a string, element
// text sits in `#text`, attributes in `@attr`, and a list of one element is that element alone.

/** Last.fm's error body. */
export const lastfmError = (error: number, message: string) => ({ error, message });

/** A name as Last.fm writes it in its page URLs (`+` for a space, `%2F` for a slash, `%27` for an apostrophe). */
export function pageName(name: string): string {
  return encodeURIComponent(name).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/'/g, '%27');
}

const SITE = 'https://www.last.fm';
export const artistUrl = (artist: string) => `${SITE}/music/${pageName(artist)}`;
export const albumUrl = (artist: string, album: string) => `${artistUrl(artist)}/${pageName(album)}`;
export const trackUrl = (artist: string, track: string) => `${artistUrl(artist)}/_/${pageName(track)}`;

/** A list element of converted XML: one element stands alone, more make an array. */
export const listed = <T>(items: T[]): T | T[] => (items.length === 1 ? items[0] : items);

const DIMENSIONS: [size: string, path: string][] = [
  ['small', '34s'],
  ['medium', '64s'],
  ['large', '174s'],
  ['extralarge', '300x300'],
  ['mega', '300x300'],
  ['', '300x300'],
];

/** Last.fm's picture list: 4 sizes for tracks and albums in lists, 5 with `mega` for artists, 6 in an album's own read. */
export function images(seed: string, count: 4 | 5 | 6) {
  const hash = createHash('md5').update(seed).digest('hex');
  return DIMENSIONS.slice(0, count).map(([size, path]) => ({
    '#text': `https://lastfm.freetls.fastly.net/i/u/${path}/${hash}.png`,
    size,
  }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** "19 Oct 2020, 13:04", in UTC. */
export function dateText(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCDate())} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const streamable = () => ({ fulltrack: '0', '#text': '0' });

/** How Last.fm credits a track or album: one artist line, with an MBID only for a single artist. */
export interface Credit {
  name: string;
  mbid: string;
}

const listeners = (popularity: number) => String(popularity * popularity * 97 + 13);
const plays = (listenerCount: string) => String(Number(listenerCount) * 9);

/** An entry of `user.getLovedTracks` (today's shape: artist as `{url, name, mbid}`, no album). */
export function lovedTrack(track: { name: string; mbid: string; credit: Credit; imageSeed: string }, lovedAt: number) {
  return {
    artist: { url: artistUrl(track.credit.name), name: track.credit.name, mbid: track.credit.mbid },
    mbid: track.mbid,
    date: { uts: String(Math.floor(lovedAt / 1000)), '#text': dateText(lovedAt) },
    url: trackUrl(track.credit.name, track.name),
    image: images(track.imageSeed, 4),
    name: track.name,
    streamable: streamable(),
  };
}

/** `track.getInfo` of a track in the catalogue: duration in milliseconds, its album with its place in it. */
export function trackInfo(track: ServiceTrack, credit: Credit, album: ServiceAlbum | undefined, albumCredit: Credit) {
  const count = listeners(track.popularity);
  return {
    track: {
      name: track.name,
      mbid: track.id,
      url: trackUrl(credit.name, track.name),
      duration: String(track.durationMs),
      streamable: { '#text': '0', fulltrack: '0' },
      listeners: count,
      playcount: plays(count),
      artist: { name: credit.name, mbid: credit.mbid, url: artistUrl(credit.name) },
      ...(album
        ? {
            album: {
              artist: albumCredit.name,
              title: album.name,
              mbid: album.id,
              url: albumUrl(albumCredit.name, album.name),
              image: images(album.id, 4),
              '@attr': { position: String(album.trackIds.indexOf(track.id) + 1) },
            },
          }
        : {}),
      toptags: { tag: [] },
    },
  };
}

/** `track.getInfo` of a track Last.fm knows only by name (someone loved it): no MBID, no album, no duration. */
export function trackKnownByName(artist: string, name: string) {
  return {
    track: {
      name,
      url: trackUrl(artist, name),
      duration: '0',
      streamable: { '#text': '0', fulltrack: '0' },
      listeners: '1',
      playcount: '1',
      artist: { name: artist, url: artistUrl(artist) },
      toptags: { tag: [] },
    },
  };
}

const wiki = (subject: string, url: string) => {
  const summary = `${subject} <a href="${url}">Read more on Last.fm</a>.`;
  return {
    published: '01 Jan 2024, 00:00',
    summary,
    content: `${summary} User-contributed text is available under the Creative Commons By-SA License; additional terms may apply.`,
  };
};

/** `album.getInfo`: its tracks with durations in seconds and their rank. */
export function albumInfo(album: ServiceAlbum, credit: Credit, tracks: { track: ServiceTrack; credit: Credit }[]) {
  const count = listeners(Math.min(100, tracks.length * 7));
  const url = albumUrl(credit.name, album.name);
  return {
    album: {
      name: album.name,
      artist: credit.name,
      mbid: album.id,
      url,
      image: images(album.id, 6),
      listeners: count,
      playcount: plays(count),
      tracks: {
        track: listed(
          tracks.map(({ track, credit: by }, i) => ({
            name: track.name,
            url: trackUrl(by.name, track.name),
            duration: String(Math.round(track.durationMs / 1000)),
            '@attr': { rank: String(i + 1) },
            streamable: { '#text': '0', fulltrack: '0' },
            artist: { name: by.name, mbid: by.mbid, url: artistUrl(by.name) },
          })),
        ),
      },
      tags: { tag: [] },
      wiki: wiki(`${album.name} is an album by ${credit.name}.`, url),
    },
  };
}

/** `artist.getInfo`. */
export function artistInfo(artist: ServiceArtist) {
  const url = artistUrl(artist.name);
  return {
    artist: {
      name: artist.name,
      mbid: artist.id,
      url,
      image: images(artist.id, 5),
      streamable: '0',
      ontour: '0',
      stats: { listeners: String(artist.followers), playcount: plays(String(artist.followers)) },
      similar: { artist: [] },
      tags: { tag: [] },
      bio: {
        links: { link: { '#text': '', rel: 'original', href: `${url}/+wiki` } },
        ...wiki(`${artist.name} is an artist.`, url),
      },
    },
  };
}

export const trackMatch = (track: ServiceTrack, credit: Credit) => ({
  name: track.name,
  artist: credit.name,
  url: trackUrl(credit.name, track.name),
  // Last.fm's own placeholder, sent as is in every search match (the documentation's examples show it).
  streamable: 'FIXME',
  listeners: listeners(track.popularity),
  image: images(track.album.id, 4),
  mbid: track.id,
});

export const albumMatch = (album: ServiceAlbum, credit: Credit) => ({
  name: album.name,
  artist: credit.name,
  url: albumUrl(credit.name, album.name),
  image: images(album.id, 4),
  streamable: '0',
  mbid: album.id,
});

export const artistMatch = (artist: ServiceArtist) => ({
  name: artist.name,
  listeners: String(artist.followers),
  mbid: artist.id,
  url: artistUrl(artist.name),
  streamable: '0',
  image: images(artist.id, 5),
});

/**
 * A search answer: OpenSearch totals (strings), 0-based `startIndex`, the matches under
 * `<kind>matches`. Track search names no search terms; album and artist search do, lower-cased.
 */
export function searchResults(
  kind: 'track' | 'album' | 'artist',
  term: string,
  page: number,
  limit: number,
  total: number,
  items: unknown[],
) {
  const terms = kind === 'track' ? {} : { searchTerms: term.toLowerCase() };
  return {
    results: {
      'opensearch:Query': { '#text': '', role: 'request', ...terms, startPage: String(page) },
      'opensearch:totalResults': String(total),
      'opensearch:startIndex': String((page - 1) * limit),
      'opensearch:itemsPerPage': String(limit),
      [`${kind}matches`]: { [kind]: listed(items) },
      '@attr': kind === 'track' ? {} : { for: term.toLowerCase() },
    },
  };
}

/** `user.getInfo`: the country by its English name, the user name as the id, the real name beside it. */
export function userInfo(user: { id: string; displayName: string; country: string }, registeredAt: number) {
  const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(user.country) ?? 'None';
  const seconds = Math.floor(registeredAt / 1000);
  return {
    user: {
      playlists: '0',
      playcount: String(1000 + user.id.length * 137),
      gender: 'n',
      name: user.id,
      subscriber: '0',
      url: `${SITE}/user/${user.id}`,
      country,
      image: images(`user:${user.id}`, 4),
      registered: { unixtime: String(seconds), '#text': seconds },
      type: 'user',
      age: '0',
      bootstrap: '0',
      realname: user.displayName,
    },
  };
}
