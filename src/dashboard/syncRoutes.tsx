import type { Request, Router } from 'express';
import { ApiError, conflict } from '../http/errors.js';
import type { Sync } from '../syncs/models.js';
import { changeSync, deleteSync, findSync, runNow } from '../syncs/commands.js';
import type { Kit } from './kit.js';
import { deleteSyncConfirmation, pauseSyncConfirmation, SyncPage, syncTitle } from './pages/sync.js';
import { SyncsPage } from './pages/syncs.js';
import { memberOf } from './session.js';
import { pastRuns, unmatchedTracks } from './syncRuns.js';
import { liveSyncs, syncViews, type NameReads } from './syncViews.js';

/** The list reads a few unnamed playlists from the services, briefly; the rest show their ids until then. */
const LIST_READS: NameReads = { most: 20, timeoutMs: 2_000 };
/** A sync's own page waits a little longer for its two playlists. */
const PAGE_READS: NameReads = { most: 2, timeoutMs: 3_000 };
/** A confirmation names the playlists from what the page before it found. */
const NO_READS: NameReads = { most: 0, timeoutMs: 0 };

/** What every sync route needs: the account's sync of the path, its page, and the commands' dependencies. */
function syncsOf(kit: Kit) {
  const { base, deps } = kit;
  const accountId = (req: Request) => memberOf(req).account.id;
  // Another account's sync, a deleted one and a malformed id all answer 404 (findSync).
  const syncOf = (req: Request) => findSync(accountId(req), req.params.id);
  return {
    accountId,
    syncOf,
    async viewOf(req: Request, reads: NameReads) {
      const sync = await syncOf(req);
      return (await syncViews(deps, accountId(req), [sync], reads))[0];
    },
    pageOf: (req: Request) => `${base}/syncs/${encodeURIComponent(String(req.params.id))}`,
    commandDeps: deps,
  };
}

type Syncs = ReturnType<typeof syncsOf>;

/**
 * The syncs: their list, a page for each, and what the partner API's Syncs resource does to one
 * (pause, resume, run now, delete), through the same commands; pausing and deleting ask first.
 */
export function syncRoutes(router: Router, kit: Kit): void {
  const syncs = syncsOf(kit);
  syncPages(router, kit, syncs);
  runAndResume(router, kit, syncs);
  pauseAndDelete(router, kit, syncs);
}

function syncPages(router: Router, kit: Kit, { accountId, viewOf }: Syncs): void {
  const { deps } = kit;
  router.get('/syncs', async (req, res) => {
    const views = await syncViews(deps, accountId(req), await liveSyncs(accountId(req), { limit: 200 }), LIST_READS);
    await kit.page(req, res, {
      title: 'Syncs',
      body: <SyncsPage context={kit.context(req)} views={views} />,
      current: '/syncs',
    });
  });

  router.get('/syncs/:id', async (req, res) => {
    const view = await viewOf(req, PAGE_READS);
    const [runs, unmatched] = await Promise.all([
      pastRuns(deps.sequelize, view.sync),
      unmatchedTracks(deps.sequelize, view.sync),
    ]);
    await kit.page(req, res, {
      title: syncTitle(view),
      body: <SyncPage context={kit.context(req)} view={view} runs={runs} unmatched={unmatched} />,
      current: '/syncs',
    });
  });
}

/** The API's refusal names its own request; the page says what to do here instead. */
function pausedRefusal(sync: Sync, err: unknown): unknown {
  if (!(err instanceof ApiError) || err.code !== 'syncPaused') return err;
  return conflict(
    'syncPaused',
    sync.pausedReason === 'authFailed'
      ? 'The sync waits for a listener to sign in again; it cannot run before.'
      : 'The sync is paused: resume it first.',
  );
}

function runAndResume(router: Router, kit: Kit, { syncOf, pageOf, commandDeps }: Syncs): void {
  router.post('/syncs/:id/run', (req, res) =>
    kit.attempt(req, res, pageOf(req), async () => {
      const sync = await syncOf(req);
      await runNow(commandDeps, sync).catch((err: unknown) => {
        throw pausedRefusal(sync, err);
      });
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
      await changeSync(commandDeps, sync, { paused: false });
      return 'Sync resumed.';
    }),
  );
}

function pauseAndDelete(router: Router, kit: Kit, { syncOf, viewOf, pageOf, commandDeps }: Syncs): void {
  kit.confirmable(router, '/syncs/:id/pause', {
    back: pageOf,
    describe: async (req) => pauseSyncConfirmation(await viewOf(req, NO_READS)),
    async run(req) {
      const sync = await syncOf(req);
      if (sync.paused) return 'The sync was already paused.';
      await changeSync(commandDeps, sync, { paused: true });
      return 'Sync paused: no run starts until you resume it.';
    },
  });

  kit.confirmable(router, '/syncs/:id/delete', {
    back: () => `${kit.base}/syncs`,
    describe: async (req) => deleteSyncConfirmation(await viewOf(req, NO_READS)),
    async run(req) {
      await deleteSync(commandDeps, await syncOf(req));
      return 'Sync deleted.';
    },
  });
}
