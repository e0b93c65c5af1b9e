/**
 * Ids of Last.fm items. Last.fm knows a track, album or artist by its MusicBrainz id where it has
 * one (often it has none), and always by its names: its own pages are `/music/<artist>`,
 * `/music/<artist>/<album>` and `/music/<artist>/_/<track>`. An item with an MBID is known by the
 * MBID; one without by that page path below `/music/`, with each name written as Last.fm writes
 * it in its URLs (`+` for a space, `%2F` for a slash). A name-id turns back into the names the
 * API's `artist`, `album` and `track` parameters take, and an MBID never holds a slash, so the
 * two never meet.
 */

const MBID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isMbid = (id: string) => MBID.test(id);

/** A name as Last.fm puts it into a URL path: `AC%2FDC`, `Hell%27s+Bells`, `Tyler,+the+Creator`. */
export function urlName(name: string): string {
  return encodeURIComponent(name).replace(/%20/g, '+').replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/'/g, '%27');
}

function fromUrlName(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

export const trackNameId = (artist: string, track: string) => `${urlName(artist)}/_/${urlName(track)}`;
export const albumNameId = (artist: string, album: string) => `${urlName(artist)}/${urlName(album)}`;
export const artistNameId = (artist: string) => urlName(artist);

/** The id of a track: its MBID, else its names. */
export const trackId = (mbid: string | undefined, artist: string, track: string) =>
  mbid ? mbid : trackNameId(artist, track);
export const albumId = (mbid: string | undefined, artist: string, album: string) =>
  mbid ? mbid : albumNameId(artist, album);
export const artistId = (mbid: string | undefined, artist: string) => (mbid ? mbid : artistNameId(artist));

export type Lookup<N> = { mbid: string } | N;

const split = (id: string, separator: string): [string, string] | null => {
  const at = id.indexOf(separator);
  if (at <= 0 || at + separator.length >= id.length) return null;
  return [id.slice(0, at), id.slice(at + separator.length)];
};

/** How to ask Last.fm for a track id: by MBID, or by artist and title; null for an id of neither kind. */
export function trackLookup(id: string): Lookup<{ artist: string; track: string }> | null {
  if (isMbid(id)) return { mbid: id };
  const parts = split(id, '/_/');
  const artist = parts && fromUrlName(parts[0]);
  const track = parts && !parts[1].includes('/') ? fromUrlName(parts[1]) : null;
  return artist && track ? { artist, track } : null;
}

export function albumLookup(id: string): Lookup<{ artist: string; album: string }> | null {
  if (isMbid(id)) return { mbid: id };
  const parts = split(id, '/');
  const artist = parts && fromUrlName(parts[0]);
  const album = parts && !parts[1].includes('/') ? fromUrlName(parts[1]) : null;
  return artist && album ? { artist, album } : null;
}

export function artistLookup(id: string): Lookup<{ artist: string }> | null {
  if (isMbid(id)) return { mbid: id };
  if (!id || id.includes('/')) return null;
  const artist = fromUrlName(id);
  return artist ? { artist } : null;
}
