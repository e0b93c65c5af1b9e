import type { Request, Router } from 'express';
import { ApiError, conflict } from '../http/errors.js';
import { requestIdOf } from '../http/requestId.js';
import { queuesFor } from '../queues.js';
import { changeSync, deleteSync, findSync, runNow, type SyncCommandDeps } from '../syncs/commands.js';
import type { Kit } from './kit.js';
import { e } from './layout.js';
import { syncBody, syncTitle } from './pages/sync.js';
import { playlistText, syncListBody } from './pages/syncs.js';
import { memberOf } from './session.js';
import { pastRuns, unmatchedTracks } from './syncRuns.js';
import { liveSyncs, syncViews, type NameReads } from './syncViews.js';

/** The list reads a few unnamed playlists from the services, briefly; the rest show their ids until then. */
const LIST_READS: NameReads = { most: 20, timeoutMs: 2_000 };
/** A sync's own page waits a little longer for its two playlists. */
const PAGE_READS: NameReads = { most: 2, timeoutMs: 3_000 };
/** A confirmation names the playlists from what the page before it found. */
const NO_READS: NameReads = { most: 0, timeoutMs: 0 };

/**
 * The syncs: their list, a page for each, and what the partner API's Syncs resource does to one
 * (pause, resume, run now, delete), through the same commands; pausing and deleting ask first.
 */
export function syncRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const account = (req: Request) => memberOf(req).account;
  // What a request queues carries its id, as from the API.
  const commandDeps = (req: Request): SyncCommandDeps => ({
    ...deps,
    queues: queuesFor(deps.queues, requestIdOf(req)),
  });
  // Another account's sync, a deleted one and a malformed id all answer 404 (findSync).
  const syncOf = (req: Request) => findSync(account(req).id, req.params.id);
  const viewOf = async (req: Request, reads: NameReads) => {
    const sync = await syncOf(req);
    return (await syncViews(deps, account(req).id, [sync], reads))[0];
  };
  const pageOf = (req: Request) => `${base}/syncs/${encodeURIComponent(String(req.params.id))}`;

  router.get('/syncs', async (req, res) => {
    const syncs = await liveSyncs(account(req).id, { limit: 200 });
    const views = await syncViews(deps, account(req).id, syncs, LIST_READS);
    await kit.page(req, res, { title: 'Syncs', body: syncListBody(kit.context(req), views), current: '/syncs' });
  });

  router.get('/syncs/:id', async (req, res) => {
    const view = await viewOf(req, PAGE_READS);
    const [runs, unmatched] = await Promise.all([
      pastRuns(deps.sequelize, view.sync),
      unmatchedTracks(deps.sequelize, view.sync),
    ]);
    await kit.page(req, res, {
      title: syncTitle(view),
      body: syncBody(kit.context(req), view, { runs, unmatched }),
      current: '/syncs',
    });
  });

  router.post('/syncs/:id/run', (req, res) =>
    kit.attempt(req, res, pageOf(req), async () => {
      const sync = await syncOf(req);
      try {
        await runNow(commandDeps(req), sync);
      } catch (err) {
        // The API's refusal names its own request; the page says what to do here instead.
        if (err instanceof ApiError && err.code === 'syncPaused')
          throw conflict(
            'syncPaused',
            sync.pausedReason === 'authFailed'
              ? 'The sync waits for a listener to sign in again; it cannot run before.'
              : 'The sync is paused: resume it first.',
          );
        throw err;
      }
      return 'Run queued: it starts in a moment, and its outcome shows here once it is done.';
    }),
  );

  router.post('/syncs/:id/resume', (req, res) =>
    kit.attempt(req, res, pageOf(req), async () => {
      const sync = await syncOf(req);
      if (!sync.paused) return 'The sync was not paused.';
      // Resumed by hand, its next run would be refused again: the sign-in resumes it instead.
      if (sync.pausedReason === 'authFailed')
        throw conflict(
          'syncWaitsForSignIn',
          'The sync waits for a listener to sign in again; it resumes by itself once they do.',
        );
      await changeSync(commandDeps(req), sync, { paused: false });
      return 'Sync resumed.';
    }),
  );

  kit.confirmable(router, '/syncs/:id/pause', {
    back: pageOf,
    async describe(req) {
      const view = await viewOf(req, NO_READS);
      return {
        question: 'Pause this sync?',
        consequence: `No run of the sync of <strong>${e(playlistText(view.source))}</strong> starts until you resume
it, neither by its schedule nor on your app’s request. Its destination playlist stays as it is.`,
        action: 'Pause the sync',
      };
    },
    async run(req) {
      const sync = await syncOf(req);
      if (sync.paused) return 'The sync was already paused.';
      await changeSync(commandDeps(req), sync, { paused: true });
      return 'Sync paused: no run starts until you resume it.';
    },
  });

  kit.confirmable(router, '/syncs/:id/delete', {
    back: () => `${base}/syncs`,
    async describe(req) {
      const view = await viewOf(req, NO_READS);
      return {
        question: 'Delete this sync?',
        consequence: `<strong>${e(playlistText(view.source))}</strong> is no longer kept in
<strong>${e(playlistText(view.destination))}</strong>: no run starts again, and your app can no longer read or
change the sync. The tracks it already added stay in the destination playlist. This cannot be undone.`,
        action: 'Delete the sync',
      };
    },
    async run(req) {
      await deleteSync(commandDeps(req), await syncOf(req));
      return 'Sync deleted.';
    },
  });
}
