// The playlist and playlist item resources.
import type { ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, PlaylistEntry } from '../kit/library.js';
import type { ChannelRef } from './channelWire.js';
import { PUBLISHED, embed, resource } from './resource.js';
import { thumbnails } from './thumbnails.js';

export function playlistObject(
  playlist: EmulatedPlaylist,
  owner: ChannelRef,
  parts: readonly string[],
  coverUrl: string | null = null,
) {
  return resource(
    'youtube#playlist',
    playlist.id,
    parts,
    {
      snippet: () => ({
        publishedAt: playlist.createdAt,
        channelId: owner.id,
        title: playlist.name,
        description: playlist.description,
        thumbnails: thumbnails(coverUrl),
        channelTitle: owner.name,
        localized: { title: playlist.name, description: playlist.description },
      }),
      status: () => ({ privacyStatus: playlist.isPublic ? 'public' : 'private' }),
      contentDetails: () => ({ itemCount: playlist.entries.length }),
      player: () => ({ embedHtml: embed(`http://www.youtube.com/embed/videoseries?list=${playlist.id}`) }),
    },
    playlist.version,
  );
}

export function playlistItemObject(
  playlist: EmulatedPlaylist,
  entry: PlaylistEntry,
  position: number,
  track: ServiceTrack | undefined,
  owner: ChannelRef,
  parts: readonly string[],
) {
  return resource(
    'youtube#playlistItem',
    entry.entryId,
    parts,
    {
      snippet: () => ({
        publishedAt: entry.addedAt,
        channelId: owner.id,
        title: track?.name ?? 'Deleted video',
        description: track ? '' : 'This video is unavailable.',
        thumbnails: thumbnails(track?.imageUrl ?? null),
        channelTitle: owner.name,
        playlistId: playlist.id,
        position,
        resourceId: { kind: 'youtube#video', videoId: entry.trackId },
        ...(track
          ? { videoOwnerChannelTitle: track.artists[0]?.name ?? '', videoOwnerChannelId: track.artists[0]?.id ?? '' }
          : {}),
      }),
      contentDetails: () => ({ videoId: entry.trackId, ...(track ? { videoPublishedAt: PUBLISHED } : {}) }),
      status: () => ({ privacyStatus: track ? 'public' : 'private' }),
    },
    position,
  );
}
