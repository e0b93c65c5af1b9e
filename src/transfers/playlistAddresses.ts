import { isUpstreamError } from '../integrations/errors.js';
import type { ChoiceDeps } from './choices.js';
import { destinationSide } from './context.js';
import type { Transfer } from './models.js';
import { setGroup, type GroupRow } from './store/items.js';

/** How many playlists one look at a summary asks the destination about; the rest wait for the next. */
const ASKED_AT_ONCE = 20;

/**
 * Each created playlist's address: stored when the playlist was made; otherwise the destination
 * is asked once, and its answer kept on the group, an address or none (Apple Music's library
 * playlists have none), so that a view of the summary does not ask again. A failure only leaves
 * the name without a link, and is asked again next time.
 */
export async function playlistAddresses(
  deps: ChoiceDeps,
  transfer: Transfer,
  groups: GroupRow[],
): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  const missing = groups.filter(
    (g) => g.type === 'playlist' && g.destination_id && !g.destination_url && !g.destination_url_known,
  );
  for (const g of groups) if (g.destination_url) urls.set(g.group_index, g.destination_url);
  if (!missing.length) return urls;
  try {
    const { adapter, session } = await destinationSide(deps, transfer);
    await Promise.all(
      missing.slice(0, ASKED_AT_ONCE).map(async (g) => {
        const playlist = await adapter.playlist(session, g.destination_id!).catch((err: unknown) => {
          // A playlist the listener deleted has no address to link to, now or later.
          if (isUpstreamError(err, 'notFound')) return { url: null };
          return undefined;
        });
        if (playlist === undefined) return;
        if (playlist.url) urls.set(g.group_index, playlist.url);
        await setGroup(deps.sequelize, transfer.id, g.group_index, {
          destination_url: playlist.url,
          destination_url_known: true,
        });
      }),
    );
  } catch {
    // Without the destination's answer the names stay, unlinked.
  }
  return urls;
}
