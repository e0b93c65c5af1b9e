// The search route: search.list for videos or channels.
import { Router } from 'express';
import type { EmulatedUser, LibraryStore } from '../kit/library.js';
import type { ApiRequests } from './apiRequests.js';
import { COST, type Spend } from './dailyQuota.js';
import { listOf } from './listWire.js';
import { channelSearchResult, videoSearchResult } from './searchWire.js';

/** `/search`. */
export function searchRoutes(library: LibraryStore, spend: Spend, requests: ApiRequests): Router {
  const router = Router();
  const view = library.view;
  const { parts, page } = requests;

  router.get('/search', spend(COST.search), (req, res) => {
    const p = parts(req, res, 'searchResult');
    const at = p && page(req, res);
    if (!p || !at) return;
    const q = String(req.query.q ?? '');
    const type = String(req.query.type ?? 'video');
    // The answer names the region the results were chosen for: the one asked for, else the caller's.
    const regionCode = String(req.query.regionCode ?? (res.locals.user as EmulatedUser | undefined)?.country ?? 'US');
    const found =
      type === 'channel'
        ? (() => {
            const artists = view.searchArtists({ text: q }, at.offset, at.size);
            return { items: artists.items.map((a) => channelSearchResult(a, p)), total: artists.total };
          })()
        : (() => {
            const tracks = view.searchTracks({ text: q }, at.offset, at.size);
            return { items: tracks.items.map((t) => videoSearchResult(t, p)), total: tracks.total };
          })();
    res.json(listOf('youtube#searchListResponse', found.items, found.total, at.offset, at.size, { regionCode }));
  });

  return router;
}
