// The playlists and playlistItems routes: a listener's playlists, and the videos in them.
import { Router } from 'express';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore } from '../kit/library.js';
import type { ApiRequests } from './apiRequests.js';
import { COST, type Spend } from './dailyQuota.js';
import { listOf } from './listWire.js';
import { playlistItemObject, playlistObject } from './playlistWire.js';
import { fieldAt, isRecord } from '../../http/unchecked.js';

/** `/playlists` and `/playlistItems`. */
export function playlistRoutes(library: LibraryStore, spend: Spend, requests: ApiRequests): Router {
  const router = Router();
  const view = library.view;
  const { fail, listener, parts, page, own, visible, channelOf, ownerOf, cover, idList } = requests;

  router.get('/playlists', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'playlist');
    const at = p && page(req, res);
    if (!p || !at) return;
    const user = res.locals.user as EmulatedUser | undefined;
    // Someone else's private playlist is left out of the answer, as if it did not exist.
    const all =
      req.query.mine === 'true'
        ? listener(res)
          ? library.userPlaylists(user!)
          : undefined
        : idList(req.query.id)
            .map((id) => library.playlist(id))
            .filter((x): x is EmulatedPlaylist => x !== undefined && visible(x, user));
    if (!all) return;
    res.json(
      listOf(
        'youtube#playlistListResponse',
        all.slice(at.offset, at.offset + at.size).map((pl) => playlistObject(pl, ownerOf(pl), p, cover(pl))),
        all.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlist');
    if (!user || !p) return;
    const title = fieldAt(req.body, 'snippet', 'title');
    const description = fieldAt(req.body, 'snippet', 'description');
    if (typeof title !== 'string' || !title)
      return fail(res, 400, 'playlistTitleRequired', 'The request must specify a playlist title.');
    const playlist = library.createPlaylist(user, {
      name: title,
      description: typeof description === 'string' ? description : undefined,
      isPublic: fieldAt(req.body, 'status', 'privacyStatus') === 'public',
    });
    res.json(playlistObject(playlist, channelOf(user), p));
  });
  router.put('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlist');
    if (!user || !p) return;
    const playlist = own(res, user, String(fieldAt(req.body, 'id') ?? ''));
    if (!playlist) return;
    const title = fieldAt(req.body, 'snippet', 'title');
    const description = fieldAt(req.body, 'snippet', 'description');
    const privacy = fieldAt(req.body, 'status', 'privacyStatus');
    if (typeof title !== 'string' || !title)
      return fail(res, 400, 'playlistTitleRequired', 'The request must specify a playlist title.');
    playlist.name = title;
    playlist.description = typeof description === 'string' ? description : '';
    if (privacy) playlist.isPublic = privacy === 'public';
    library.touch(playlist);
    res.json(playlistObject(playlist, channelOf(user), p, cover(playlist)));
  });
  router.delete('/playlists', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const playlist = own(res, user, String(req.query.id ?? ''));
    if (!playlist) return;
    library.deletePlaylist(user, playlist.id);
    res.status(204).end();
  });

  router.get('/playlistItems', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'playlistItem');
    const at = p && page(req, res);
    if (!p || !at) return;
    const playlist = library.playlist(String(req.query.playlistId ?? ''));
    if (!playlist)
      return fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (!visible(playlist, res.locals.user as EmulatedUser | undefined))
      return fail(
        res,
        403,
        'playlistItemsNotAccessible',
        'The request is not properly authorized to retrieve the specified playlist.',
      );
    const owner = ownerOf(playlist);
    const entries = playlist.entries.slice(at.offset, at.offset + at.size);
    res.json(
      listOf(
        'youtube#playlistItemListResponse',
        entries.map((e, i) => playlistItemObject(playlist, e, at.offset + i, view.track(e.trackId), owner, p)),
        playlist.entries.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlistItem');
    if (!user || !p) return;
    const playlist = own(res, user, String(fieldAt(req.body, 'snippet', 'playlistId') ?? ''));
    if (!playlist) return;
    const videoId = String(fieldAt(req.body, 'snippet', 'resourceId', 'videoId') ?? '');
    const position = fieldAt(req.body, 'snippet', 'position');
    if (!view.track(videoId)) return fail(res, 404, 'videoNotFound', 'Video not found.');
    if (playlist.entries.length >= 5_000)
      return fail(
        res,
        403,
        'playlistContainsMaximumNumberOfVideos',
        'The playlist already contains the maximum allowed number of items.',
      );
    const [entry] = library.addEntries(playlist, [videoId], typeof position === 'number' ? position : undefined);
    res.json(
      playlistItemObject(playlist, entry, playlist.entries.indexOf(entry), view.track(videoId), channelOf(user), p),
    );
  });
  // playlistItems.update: moves an entry to `snippet.position` (0-based, counted once it is moved;
  // without a position it stays where it is). The refusals are those of the method's reference
  // page; a resource other than the entry's own video is refused as an invalid snippet (an entry's
  // video cannot be changed). The answer is the entry, as an insert's is.
  router.put('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'playlistItem');
    if (!user || !p) return;
    const id = fieldAt(req.body, 'id');
    if (typeof id !== 'string' || !id)
      return fail(
        res,
        400,
        'playlistItemIdRequired',
        'The playlist item resource specified in the request must use the <code>id</code> property to identify the playlist item that is being updated.',
      );
    const snippet = fieldAt(req.body, 'snippet');
    if (!isRecord(snippet))
      return fail(res, 400, 'invalidSnippet', 'The request does not specify a valid <code>snippet</code> property.');
    const playlistId = snippet.playlistId;
    if (typeof playlistId !== 'string' || !playlistId)
      return fail(
        res,
        400,
        'playlistIdRequired',
        'The request does not specify a value for the required <code>playlistId</code> property.',
      );
    const videoId = fieldAt(snippet, 'resourceId', 'videoId');
    if (fieldAt(snippet, 'resourceId', 'kind') !== 'youtube#video' || typeof videoId !== 'string' || !videoId)
      return fail(
        res,
        400,
        'invalidResourceType',
        'The <code>type</code> specified for the resource ID is not supported for this operation. The resource ID identifies the item being added to the playlist – e.g. <code>youtube#video</code>.',
      );
    const playlist = library.playlist(playlistId);
    if (!playlist)
      return fail(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
      );
    if (playlist.ownerKey !== user.key)
      return fail(
        res,
        403,
        'playlistItemsNotAccessible',
        'The request is not properly authorized to update the specified playlist item.',
      );
    const entry = playlist.entries.find((e) => e.entryId === id);
    if (!entry)
      return fail(
        res,
        404,
        'playlistItemNotFound',
        "The playlist item identified with the request's <code>id</code> property cannot be found.",
      );
    if (videoId !== entry.trackId)
      return fail(res, 400, 'invalidSnippet', 'The request does not specify a valid <code>snippet</code> property.');
    const position = snippet.position;
    if (
      position !== undefined &&
      (typeof position !== 'number' ||
        !Number.isInteger(position) ||
        position < 0 ||
        position >= playlist.entries.length)
    )
      return fail(
        res,
        400,
        'invalidPlaylistItemPosition',
        "The request attempts to set the playlist item's position to an invalid or unsupported value. Check the value of the <code>position</code> property in the resource's <code>snippet</code>.",
      );
    // The entry goes before the one that is to follow it once moved; the write counts either way.
    const others = playlist.entries.filter((e) => e !== entry);
    const next = position === undefined ? playlist.entries[playlist.entries.indexOf(entry) + 1] : others[position];
    library.moveEntries(playlist, [entry.entryId], next?.entryId ?? null);
    res.json(
      playlistItemObject(
        playlist,
        entry,
        playlist.entries.indexOf(entry),
        view.track(entry.trackId),
        channelOf(user),
        p,
      ),
    );
  });
  router.delete('/playlistItems', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const entryId = String(req.query.id ?? '');
    const playlist = library.userPlaylists(user).find((pl) => pl.entries.some((e) => e.entryId === entryId));
    if (!playlist) return fail(res, 404, 'playlistItemNotFound', 'Playlist item not found.');
    library.removeEntries(playlist, [{ entryId }]);
    res.status(204).end();
  });

  return router;
}
