// The video resource (videos.list) and its ISO 8601 durations.
import type { ServiceTrack } from '../catalogue/types.js';
import { PUBLISHED, embed, resource } from './resource.js';
import { thumbnails } from './thumbnails.js';

/** ISO 8601 as YouTube writes durations: PT3M25S. */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function videoObject(track: ServiceTrack, parts: readonly string[]) {
  const channel = track.artists[0];
  return resource('youtube#video', track.id, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: channel?.id ?? '',
      title: track.name,
      description: '',
      thumbnails: thumbnails(track.imageUrl),
      channelTitle: channel?.name ?? '',
      // Music uploads are tagged with their artists, and say the language they are sung in.
      tags: track.artists.map((a) => a.name),
      categoryId: '10',
      liveBroadcastContent: 'none',
      defaultLanguage: 'en',
      localized: { title: track.name, description: '' },
      defaultAudioLanguage: 'en',
    }),
    contentDetails: () => ({
      duration: isoDuration(track.durationMs),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: true,
      ...(track.unavailableIn.length ? { regionRestriction: { blocked: track.unavailableIn } } : {}),
      contentRating: track.explicit ? { ytRating: 'ytAgeRestricted' } : {},
      projection: 'rectangular',
    }),
    status: () => ({
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    }),
    statistics: () => ({
      viewCount: String(track.popularity * 10_007),
      likeCount: String(track.popularity * 101),
      favoriteCount: '0',
      commentCount: String(track.popularity),
    }),
    player: () => ({ embedHtml: embed(`//www.youtube.com/embed/${track.id}`) }),
  });
}
