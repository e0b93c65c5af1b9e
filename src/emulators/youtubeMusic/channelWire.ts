// The channel and subscription resources, and a channel as the other resources name it.
import type { ServiceArtist } from '../catalogue/types.js';
import type { Saved } from '../kit/library.js';
import { PUBLISHED, resource } from './resource.js';
import { channelThumbnails } from './thumbnails.js';

/** A channel as the API names it: its id and its title. */
export interface ChannelRef {
  id: string;
  name: string;
}

export function channelObject(
  artist: ServiceArtist | { id: string; name: string; followers?: number; imageUrl?: string | null },
  parts: readonly string[],
  country?: string,
) {
  return resource('youtube#channel', artist.id, parts, {
    snippet: () => ({
      title: artist.name,
      description: '',
      customUrl: `@${artist.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')}`,
      publishedAt: PUBLISHED,
      thumbnails: channelThumbnails(artist.imageUrl ?? null),
      localized: { title: artist.name, description: '' },
      ...(country ? { country } : {}),
    }),
    contentDetails: () => ({ relatedPlaylists: { likes: '', uploads: `UU${artist.id.slice(2)}` } }),
    statistics: () => ({
      viewCount: String((artist.followers ?? 0) * 37),
      subscriberCount: String(artist.followers ?? 0),
      hiddenSubscriberCount: false,
      videoCount: '0',
    }),
    status: () => ({ privacyStatus: 'public', isLinked: true, longUploadsStatus: 'longUploadsUnspecified' }),
  });
}

/** The id of a subscription: the subscriber's channel and the channel followed. */
export const subscriptionId = (subscriberId: string, channelId: string) => `sub${subscriberId}.${channelId}`;

export function subscriptionObject(
  subscriber: ChannelRef,
  saved: Saved,
  channel: ServiceArtist | undefined,
  parts: readonly string[],
) {
  return resource('youtube#subscription', subscriptionId(subscriber.id, saved.id), parts, {
    snippet: () => ({
      publishedAt: saved.addedAt,
      title: channel?.name ?? '',
      description: '',
      resourceId: { kind: 'youtube#channel', channelId: saved.id },
      channelId: subscriber.id,
      thumbnails: channelThumbnails(channel?.imageUrl ?? null),
    }),
    contentDetails: () => ({ totalItemCount: 0, newItemCount: 0, activityType: 'all' }),
  });
}
