import type { KeyedRequest } from '../auth/idempotency.js';
import { ownedPlaylistsNamed } from '../integrations/ownedPlaylists.js';
import { readAllPages } from '../integrations/paging.js';
import type { MusicServiceAdapter, PlaylistChanges, PlaylistItem, UserSession } from '../integrations/types.js';
import { entriesOf } from '../transfers/steps/write.js';

// B2 and B3 under an Idempotency-Key. Their write goes to a music service, which takes no part in
// our transactions: a try notes what it is about to write before it writes, and a retry that finds
// the first try abandoned (its process died before the answer was kept, or it failed after part of
// the write) reads back from the service what landed before writing again. What this can and
// cannot tell apart: docs/decisions.md, "Idempotency when a request dies".

/** B2: the listener's own playlists of the name before the create. Any other one of that name is ours. */
interface CreateNote {
  op: 'createPlaylist';
  preexisting: string[];
}

/** B3: the playlist's length before the first batch, and how many of ours the service confirmed. */
interface AddNote {
  op: 'addTracks';
  before: number;
  written: number;
}

function earlier<T extends CreateNote | AddNote>(keyed: KeyedRequest, op: T['op']): T | null {
  const note = keyed.earlier as T | null;
  return note?.op === op ? note : null;
}

/**
 * B2: creates the playlist, once per key. A retry after an abandoned try takes the playlist of
 * that name the listener did not have before the first try, when there is one.
 */
export async function createPlaylistOnce(
  keyed: KeyedRequest | null,
  adapter: MusicServiceAdapter,
  session: UserSession,
  changes: PlaylistChanges & { name: string },
): Promise<PlaylistItem> {
  if (!keyed) return adapter.createPlaylist(session, changes);
  const named = () => ownedPlaylistsNamed(adapter, session, changes.name);
  const first = earlier<CreateNote>(keyed, 'createPlaylist');
  if (first) {
    const made = (await named()).find((p) => !first.preexisting.includes(p.id));
    if (made) return made;
  } else {
    await keyed.note({ op: 'createPlaylist', preexisting: (await named()).map((p) => p.id) } satisfies CreateNote);
  }
  return adapter.createPlaylist(session, changes);
}

/**
 * B3: appends the tracks in the service's largest batches, once per key. Before each batch the
 * note says how many the service has confirmed; a retry after an abandoned try goes on after what
 * it finds of ours past the playlist's first length.
 */
export async function addTracksOnce(
  keyed: KeyedRequest | null,
  adapter: MusicServiceAdapter,
  session: UserSession,
  playlistId: string,
  trackIds: string[],
): Promise<void> {
  const size = adapter.capabilities.batchSize.addPlaylistItems;
  const first = keyed ? earlier<AddNote>(keyed, 'addTracks') : null;
  const before = first?.before ?? (keyed ? await entriesOf(adapter, session, playlistId) : 0);
  let written = first ? await landed(adapter, session, playlistId, first, trackIds) : 0;
  while (written < trackIds.length) {
    await keyed?.note({ op: 'addTracks', before, written } satisfies AddNote);
    const batch = trackIds.slice(written, written + size);
    await adapter.addPlaylistItems(session, playlistId, batch);
    written += batch.length;
  }
}

/**
 * How many of `trackIds` an abandoned try got onto the playlist: the entries after its first
 * length, as long as they are ours in order. Where they are not (the playlist was changed by
 * someone else since), only the batches the service confirmed count; the one in flight then may
 * be sent twice.
 */
async function landed(
  adapter: MusicServiceAdapter,
  session: UserSession,
  playlistId: string,
  note: AddNote,
  trackIds: string[],
): Promise<number> {
  const after: string[] = [];
  let seen = 0;
  await readAllPages(
    (page) => adapter.playlistItems(session, playlistId, page),
    adapter.capabilities.pageSize.playlistItems,
    async (items) => {
      for (const item of items) if (seen++ >= note.before) after.push(item.id);
    },
  );
  let ours = 0;
  while (ours < trackIds.length && ours < after.length && after[ours] === trackIds[ours]) ours += 1;
  return Math.max(ours, note.written);
}
