// The videos routes: videos.list (by id or by the listener's rating) and videos.rate.
import { Router } from 'express';
import type { LibraryStore } from '../kit/library.js';
import type { ApiRequests } from './apiRequests.js';
import { COST, type Spend } from './dailyQuota.js';
import { listOf } from './listWire.js';
import { videoObject } from './videoWire.js';

/** `/videos` and `/videos/rate`. */
export function videoRoutes(library: LibraryStore, spend: Spend, requests: ApiRequests): Router {
  const router = Router();
  const view = library.view;
  const { fail, listener, parts, page, idList } = requests;

  router.get('/videos', spend(COST.read), (req, res) => {
    const p = parts(req, res, 'video');
    if (!p) return;
    if (req.query.id !== undefined) {
      // The discovery document: maxResults and pageToken are "not supported for use in conjunction
      // with the id parameter". No recording shows what Google answers then; the emulator refuses
      // on purpose, with Google's reason for parameters that do not go together, so that an adapter
      // sending them fails here rather than depending on the service letting it pass.
      const extra = ['maxResults', 'pageToken'].find((name) => req.query[name] !== undefined);
      if (extra)
        return fail(
          res,
          400,
          'incompatibleParameters',
          `The request specifies two or more parameters that cannot be used in the same request: ${extra} is not supported for use in conjunction with the id parameter.`,
          'youtube.parameter',
          { location: extra, locationType: 'parameter' },
        );
      const wanted = idList(req.query.id);
      if (wanted.length > 50) return fail(res, 400, 'invalidValue', 'Too many ids');
      const found = wanted.map((id) => view.track(id)).filter((t) => t !== undefined);
      return void res.json(
        listOf(
          'youtube#videoListResponse',
          found.map((t) => videoObject(t, p)),
          found.length,
          0,
          found.length,
        ),
      );
    }
    if (req.query.myRating === 'like' || req.query.myRating === 'dislike') {
      const user = listener(res);
      // videos.list takes maxResults from 1 (every other list from 0).
      const at = user && page(req, res, 1);
      if (!user || !at) return;
      // Dislikes are not kept: nothing here ever dislikes a video.
      const rated = req.query.myRating === 'like' ? user.liked : [];
      return void res.json(
        listOf(
          'youtube#videoListResponse',
          rated.slice(at.offset, at.offset + at.size).map((s) => videoObject(view.track(s.id)!, p)),
          rated.length,
          at.offset,
          at.size,
        ),
      );
    }
    if (req.query.chart !== undefined) return fail(res, 501, 'notImplemented', 'The emulator has no charts.', 'global');
    fail(
      res,
      400,
      'missingRequiredParameter',
      'No filter selected. Expected one of: myRating, id, chart',
      'youtube.parameter',
      { location: 'parameters.', locationType: 'other' },
    );
  });
  router.post('/videos/rate', spend(COST.write), (req, res) => {
    const user = listener(res);
    if (!user) return;
    const id = String(req.query.id ?? '');
    if (!view.track(id)) return fail(res, 404, 'videoNotFound', 'Video not found.');
    if (req.query.rating === 'like') library.save(user.liked, [id]);
    else if (req.query.rating === 'none' || req.query.rating === 'dislike') library.unsave(user.liked, [id]);
    else
      return fail(
        res,
        400,
        'invalidRating',
        'The request contained an unexpected value for the <code>rating</code> parameter.',
      );
    res.status(204).end();
  });

  return router;
}
