import type { ArtistItem, PlaylistItem, TrackItem } from '../types.js';

// YouTube Data API resources into the adapter's items.

export interface YoutubeThumbnails {
  default?: { url: string };
  medium?: { url: string };
  high?: { url: string };
}
export interface YoutubeVideo {
  id: string;
  snippet?: { title: string; channelId?: string; channelTitle?: string; publishedAt?: string; thumbnails?: YoutubeThumbnails; categoryId?: string };
  contentDetails?: { duration?: string; contentRating?: { ytRating?: string }; regionRestriction?: { blocked?: string[]; allowed?: string[] } };
  status?: { embeddable?: boolean };
}
export interface YoutubePlaylistItem {
  id: string;
  snippet?: { title: string; position?: number; publishedAt?: string; videoOwnerChannelTitle?: string; videoOwnerChannelId?: string; resourceId?: { videoId: string }; thumbnails?: YoutubeThumbnails };
  contentDetails?: { videoId?: string; videoPublishedAt?: string };
}
export interface YoutubePlaylist {
  id: string;
  snippet?: { title: string; description?: string; publishedAt?: string; channelId?: string; thumbnails?: YoutubeThumbnails };
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

const thumbnail = (t: YoutubeThumbnails | undefined) => t?.high?.url ?? t?.medium?.url ?? t?.default?.url ?? null;

/** A channel name as the artist's name: "Artist - Topic" and "ArtistVEVO" are the artist. */
export function channelArtist(channelTitle: string): string {
  return channelTitle.replace(/\s+-\s+Topic$/i, '').replace(/VEVO$/, '').trim();
}

/**
 * The song and artist of a video as well as the title allows: uploads are titled "Artist - Song
 * (Official Video)"; "- Topic" channels carry the song title alone.
 */
export function songOfVideo(title: string, channelTitle: string): { name: string; artist: string } {
  const artist = channelArtist(channelTitle);
  const dash = /^(.+?)\s+[-–—]\s+(.+)$/.exec(title);
  if (dash && !/\s-\s+Topic$/i.test(channelTitle)) return { artist: dash[1].trim(), name: dash[2].trim() };
  return { artist, name: title };
}

export function videoItem(video: YoutubeVideo, extra: { entryId?: string | null; dateAdded?: string | null; country?: string | null } = {}): TrackItem {
  const title = video.snippet?.title ?? '';
  const { name, artist } = songOfVideo(title, video.snippet?.channelTitle ?? '');
  const blocked = video.contentDetails?.regionRestriction?.blocked ?? [];
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
    artists: artist ? [{ id: video.snippet?.channelId ?? null, name: artist, imageUrl: null, followers: null }] : null,
    isAvailable: extra.country ? !blocked.includes(extra.country.toUpperCase()) : null,
    dateAdded: extra.dateAdded ?? null,
    explicit: video.contentDetails?.contentRating?.ytRating === 'ytAgeRestricted' ? true : null,
    url: `https://music.youtube.com/watch?v=${video.id}`,
    kind: 'video',
  };
}

/** A playlist entry before its video's details are known (search results, playlist items). */
export function entryVideo(item: YoutubePlaylistItem): YoutubeVideo {
  return {
    id: item.contentDetails?.videoId ?? item.snippet?.resourceId?.videoId ?? '',
    snippet: { title: item.snippet?.title ?? '', channelTitle: item.snippet?.videoOwnerChannelTitle ?? '', channelId: item.snippet?.videoOwnerChannelId, thumbnails: item.snippet?.thumbnails },
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
  return channelItem({ id: subscription.snippet?.resourceId?.channelId ?? '', snippet: { title: subscription.snippet?.title ?? '', thumbnails: subscription.snippet?.thumbnails } });
}
