import { readAllPages } from './paging.js';
import type { MusicServiceAdapter, PlaylistItem, UserSession } from './types.js';

/**
 * A listener's own playlists of this name: how a playlist we created is found again after a
 * create that may have reached the service before a crash (transfers and syncs alike).
 */
export async function ownedPlaylistsNamed(
  adapter: MusicServiceAdapter,
  session: UserSession,
  name: string,
): Promise<PlaylistItem[]> {
  const found: PlaylistItem[] = [];
  await readAllPages(
    (page) => adapter.playlists(session, page),
    adapter.capabilities.pageSize.playlists,
    async (items) => void found.push(...items.filter((p) => p.isOwner && p.name === name)),
  );
  return found;
}
