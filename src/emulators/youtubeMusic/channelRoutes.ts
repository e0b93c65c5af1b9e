// The channels and subscriptions routes: channels.list, and the listener's subscriptions to channels.
import { Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import type { ApiRequests } from './apiRequests.js';
import { COST, type Spend } from './dailyQuota.js';
import { channelObject, subscriptionId, subscriptionObject } from './channelWire.js';
import { listOf } from './listWire.js';
import { fieldAt } from '../../http/unchecked.js';

/** `/channels` and `/subscriptions`. */
export function channelRoutes(library: LibraryStore, spend: Spend, requests: ApiRequests): Router {
  const router = Router();
  const view = library.view;
  const { fail, listener, parts, page, channelOf, idList } = requests;

  router.get('/channels', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'channel');
    const at = p && page(req, res);
    if (!p || !at) return;
    let found: Parameters<typeof channelObject>[0][];
    let country: string | undefined;
    if (req.query.mine === 'true') {
      const user = listener(res);
      if (!user) return;
      found = [{ ...channelOf(user), followers: 0, imageUrl: null }];
      country = user.country;
    } else {
      found = idList(req.query.id)
        .map((id) => view.artist(id))
        .filter((a) => a !== undefined);
    }
    res.json(
      listOf(
        'youtube#channelListResponse',
        found.slice(at.offset, at.offset + at.size).map((a) => channelObject(a, p, country)),
        found.length,
        at.offset,
        at.size,
      ),
    );
  });

  router.get('/subscriptions', spend(COST.read), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'subscription');
    const at = p && page(req, res);
    if (!user || !p || !at) return;
    const forChannel = idList(req.query.forChannelId);
    const all = forChannel.length ? user.artists.filter((s) => forChannel.includes(s.id)) : user.artists;
    res.json(
      listOf(
        'youtube#subscriptionListResponse',
        all
          .slice(at.offset, at.offset + at.size)
          .map((s) => subscriptionObject(channelOf(user), s, view.artist(s.id), p)),
        all.length,
        at.offset,
        at.size,
      ),
    );
  });
  router.post('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    const p = user && parts(req, res, 'subscription');
    if (!user || !p) return;
    const channelId = String(fieldAt(req.body, 'snippet', 'resourceId', 'channelId') ?? '');
    if (!view.artist(channelId))
      return fail(
        res,
        404,
        'publisherNotFound',
        "The resource identified by the request's <code>resourceId</code> property cannot be found.",
      );
    if (user.artists.some((s) => s.id === channelId))
      return fail(res, 400, 'subscriptionDuplicate', 'The subscription that you are trying to create already exists.');
    library.save(user.artists, [channelId]);
    const saved = user.artists.find((s) => s.id === channelId)!;
    res.json(subscriptionObject(channelOf(user), saved, view.artist(channelId), p));
  });
  router.delete('/subscriptions', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = String(req.query.id ?? '');
    const channelId = id.split('.').pop() ?? '';
    if (id !== subscriptionId(user.id, channelId) || !user.artists.some((s) => s.id === channelId))
      return fail(res, 404, 'subscriptionNotFound', 'The subscription that you are trying to delete cannot be found.');
    library.unsave(user.artists, [channelId]);
    res.status(204).end();
  });

  return router;
}
