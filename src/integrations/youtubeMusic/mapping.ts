import { escapeRegExp } from '../text.js';
import type { ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// YouTube Data API resources into the adapter's items.

export interface YoutubeThumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}
export interface YoutubeVideo {
  id: string;
  snippet?: {
    title: string;
    channelId?: string;
    channelTitle?: string;
    publishedAt?: string;
    thumbnails?: YoutubeThumbnails;
    categoryId?: string;
  };
  contentDetails?: {
    duration?: string;
    contentRating?: { ytRating?: string };
    regionRestriction?: { blocked?: string[]; allowed?: string[] };
  };
  status?: { embeddable?: boolean };
}
export interface YoutubePlaylistItem {
  id: string;
  snippet?: {
    title: string;
    position?: number;
    publishedAt?: string;
    videoOwnerChannelTitle?: string;
    videoOwnerChannelId?: string;
    resourceId?: { videoId: string };
    thumbnails?: YoutubeThumbnails;
  };
}
export interface YoutubePlaylist {
  id: string;
  snippet?: {
    title: string;
    description?: string;
    publishedAt?: string;
    channelId?: string;
    thumbnails?: YoutubeThumbnails;
  };
  status?: { privacyStatus?: 'public' | 'private' | 'unlisted' };
  contentDetails?: { itemCount?: number };
}
export interface YoutubeChannel {
  id: string;
  snippet?: { title: string; thumbnails?: YoutubeThumbnails; country?: string; customUrl?: string };
  statistics?: { subscriberCount?: string };
}

/** ISO 8601 durations as YouTube writes them ("PT3M25S", "P0D") in milliseconds. */
export function durationMs(iso: string | undefined): number | null {
  if (!iso) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso);
  if (!match) return null;
  const [, d, h, m, s] = match;
  return Math.round(((Number(d ?? 0) * 24 + Number(h ?? 0)) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0)) * 1000);
}

/** The largest picture, unless it is YouTube's stand-in for having none (the grey frame, the default avatar). */
const thumbnail = (t: YoutubeThumbnails | undefined) => {
  const url = t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? null;
  return url && !/\/img\/no_thumbnail\.jpg$|\/default-user=/.test(url) ? url : null;
};

/** A channel name as the artist's name: "Artist - Topic" and "ArtistVEVO" are the artist. */
export function channelArtist(channelTitle: string): string {
  return channelTitle
    .replace(/\s+-\s+Topic$/i, '')
    .replace(/VEVO$/, '')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

/**
 * Undoes the HTML escaping of search.list titles ("Rock &amp; Roll", "Guns N&#39; Roses"), in one
 * pass, so that a title that really reads "&amp;" (sent as "&amp;amp;") keeps it. Nothing else is
 * escaped: videos.list, playlists.list and playlistItems.list titles, every description and every
 * channelTitle come as typed, and decoding them would change a title that contains an entity.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

// What uploaders add to a song's title; version markers such as "(Live)" stay, they tell recordings apart.
const DECORATION =
  /\s*[([](?:official\s+)?(?:(?:hd|4k|hq)\s+)?(?:music\s+video|lyric\s+video|lyrics?|video|audio|visuali[sz]er|hd|4k|hq)(?:\s+(?:hd|4k|hq))?[)\]]\s*$/i;

function withoutDecorations(title: string): string {
  let name = title;
  for (let previous = ''; previous !== name;) {
    previous = name;
    name = name.replace(DECORATION, '').trim();
  }
  return name || title;
}

/**
 * The song and artist of a video as well as the title allows: uploads are titled "Artist - Song
 * (Official Video)"; "- Topic" channels carry the song title alone, where a dash belongs to the
 * song ("Song - Live"), unless the part before it is the channel's own artist.
 */
export function songOfVideo(rawTitle: string, channelTitle: string): { name: string; artist: string } {
  const title = rawTitle.trim();
  const artist = channelArtist(channelTitle);
  const ownPrefix = artist
    ? new RegExp(`^${escapeRegExp(artist)}(?:\\s+-\\s+Topic)?\\s+[-–—]\\s+(.+)$`, 'i').exec(title)
    : null;
  if (ownPrefix) return { artist, name: withoutDecorations(ownPrefix[1].trim()) };
  const dash = /^(.+?)\s+[-–—]\s+(.+)$/.exec(title);
  if (dash && !/\s-\s+Topic$/i.test(channelTitle))
    return { artist: channelArtist(dash[1]), name: withoutDecorations(dash[2].trim()) };
  return { artist, name: withoutDecorations(title) };
}

// "BillieEilishVEVO" and "Billie Eilish" are one artist; "Label Records" uploading "Artist - Song" is not.
const folded = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether a video plays in a country: `allowed` lists the only countries, `blocked` the excluded ones. */
function playableIn(
  restriction: { blocked?: string[]; allowed?: string[] } | undefined,
  country: string | null | undefined,
): boolean | null {
  if (!country) return null;
  const code = country.toUpperCase();
  if (restriction?.allowed) return restriction.allowed.includes(code);
  return !(restriction?.blocked ?? []).includes(code);
}

export function videoItem(
  video: YoutubeVideo,
  extra: { entryId?: string | null; dateAdded?: string | null; country?: string | null } = {},
): TrackItem {
  const channelTitle = video.snippet?.channelTitle ?? '';
  const { name, artist } = songOfVideo(video.snippet?.title ?? '', channelTitle);
  // The channel's id is the artist's only when the artist is the channel, not one named in the title.
  const artistId = folded(artist) === folded(channelArtist(channelTitle)) ? (video.snippet?.channelId ?? null) : null;
  return {
    id: video.id,
    entryId: extra.entryId ?? null,
    name,
    // YouTube knows no ISRCs.
    isrc: null,
    durationMs: durationMs(video.contentDetails?.duration),
    imageUrl: thumbnail(video.snippet?.thumbnails),
    previewUrl: null,
    album: null,
    artists: artist ? [{ id: artistId, name: artist, imageUrl: null, followers: null }] : null,
    isAvailable: playableIn(video.contentDetails?.regionRestriction, extra.country),
    dateAdded: extra.dateAdded ?? null,
    explicit: video.contentDetails?.contentRating?.ytRating === 'ytAgeRestricted' ? true : null,
    url: `https://music.youtube.com/watch?v=${video.id}`,
    kind: 'video',
  };
}

/** A playlist entry before its video's details are known. */
export function entryVideo(item: YoutubePlaylistItem): YoutubeVideo {
  return {
    id: item.snippet?.resourceId?.videoId ?? '',
    snippet: {
      title: item.snippet?.title ?? '',
      channelTitle: item.snippet?.videoOwnerChannelTitle ?? '',
      channelId: item.snippet?.videoOwnerChannelId,
      thumbnails: item.snippet?.thumbnails,
    },
  };
}

export function playlistItem(playlist: YoutubePlaylist, myChannelId: string | null): PlaylistItem {
  return {
    id: playlist.id,
    name: playlist.snippet?.title ?? '',
    description: playlist.snippet?.description || null,
    totalItems: playlist.contentDetails?.itemCount ?? null,
    imageUrl: thumbnail(playlist.snippet?.thumbnails),
    dateAdded: playlist.snippet?.publishedAt ?? null,
    isOwner: myChannelId !== null && playlist.snippet?.channelId === myChannelId,
    isPublic: playlist.status?.privacyStatus ? playlist.status.privacyStatus === 'public' : null,
    url: `https://music.youtube.com/playlist?list=${playlist.id}`,
    // None: the playlist's etag covers the playlist resource (title, status, item count), not its
    // items, so a reorder leaves it as it was; playlistItems have etags of their own.
    version: null,
  };
}

export function channelItem(channel: YoutubeChannel): ArtistItem {
  return {
    id: channel.id,
    name: channelArtist(channel.snippet?.title ?? ''),
    imageUrl: thumbnail(channel.snippet?.thumbnails),
    followers: channel.statistics?.subscriberCount ? Number(channel.statistics.subscriberCount) : null,
    url: `https://music.youtube.com/channel/${channel.id}`,
  };
}

export interface YoutubeSubscription {
  id: string;
  snippet?: { title: string; resourceId?: { channelId: string }; thumbnails?: YoutubeThumbnails };
}

/** A subscription is a followed channel: the artist is the channel, not the subscription. */
export function subscribedChannel(subscription: YoutubeSubscription) {
  return channelItem({
    id: subscription.snippet?.resourceId?.channelId ?? '',
    snippet: { title: subscription.snippet?.title ?? '', thumbnails: subscription.snippet?.thumbnails },
  });
}

/** A search.list result: its id names the video or channel found; its snippet title is HTML-escaped. */
export interface YoutubeSearchResult {
  id: { kind?: string; videoId?: string; channelId?: string };
  snippet?: {
    title: string;
    channelId?: string;
    channelTitle?: string;
    publishedAt?: string;
    thumbnails?: YoutubeThumbnails;
  };
}

const unescapedTitle = (snippet: YoutubeSearchResult['snippet']) =>
  snippet ? { ...snippet, title: decodeEntities(snippet.title) } : undefined;

/** A video found by search.list, its title unescaped (its channelTitle never was escaped). */
export function searchedVideo(result: YoutubeSearchResult): TrackItem {
  return videoItem({ id: result.id.videoId ?? '', snippet: unescapedTitle(result.snippet) });
}

/** A channel found by search.list, its title unescaped. */
export function searchedChannel(result: YoutubeSearchResult): ArtistItem {
  return channelItem({ id: result.id.channelId ?? '', snippet: unescapedTitle(result.snippet) });
}
