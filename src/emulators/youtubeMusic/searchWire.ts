// Search results (search.list) for videos and channels, with their HTML-escaped titles.
import type { ServiceArtist, ServiceTrack } from '../catalogue/types.js';
import { PUBLISHED, resource } from './resource.js';
import { channelThumbnails, searchThumbnails } from './thumbnails.js';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Titles as search.list writes them: HTML-escaped, apostrophes as `&#39;`. Only search titles are:
 * videos, playlists and playlist items carry their titles as typed, and search descriptions and
 * channel titles are not escaped either.
 */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

export function videoSearchResult(track: ServiceTrack, parts: readonly string[]) {
  const channel = track.artists[0];
  return resource('youtube#searchResult', { kind: 'youtube#video', videoId: track.id }, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: channel?.id ?? '',
      title: htmlEscape(track.name),
      description: '',
      thumbnails: searchThumbnails(track.imageUrl),
      channelTitle: channel?.name ?? '',
      liveBroadcastContent: 'none',
    }),
  });
}

export function channelSearchResult(artist: ServiceArtist, parts: readonly string[]) {
  return resource('youtube#searchResult', { kind: 'youtube#channel', channelId: artist.id }, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: artist.id,
      title: htmlEscape(artist.name),
      description: '',
      thumbnails: channelThumbnails(artist.imageUrl),
      channelTitle: artist.name,
      liveBroadcastContent: 'none',
    }),
  });
}
