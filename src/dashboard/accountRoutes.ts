import type { Request, Router } from 'express';
import { csvCell } from '../http/csv.js';
import { notFound } from '../http/errors.js';
import { LiveProgressStore } from '../transfers/liveProgress.js';
import type { Transfer } from '../transfers/models.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { progressView } from '../transfers/progressView.js';
import { TransferStore } from '../transfers/store.js';
import { deleteConnectedUser } from '../users/commands.js';
import { countConnectedUsers, ownedUser, searchConnectedUsers } from '../users/lookup.js';
import { openDocsSession } from './docsSessions.js';
import { e } from './layout.js';
import type { Kit } from './kit.js';
import { homeBody } from './pages/home.js';
import { transferBody, transfersBody, windowErrorBody } from './pages/transfers.js';
import { withPeople } from './transferViews.js';
import { usersBody } from './pages/users.js';
import { memberOf } from './session.js';
import { usageReport } from '../usage/report.js';
import { USAGE_PERIODS, usageBody, type UsagePeriod } from './pages/usage.js';

/** Another account's object, or none: both answer 404, as in the API. */
export const missing = () => notFound('notFound', 'Not found.');

const UNMATCHED_CSV_COLUMNS = [
  'transferUuid',
  'title',
  'artist',
  'playlistName',
  'reason',
  'status',
  'matchingPercentage',
  'bestGuess',
  'bestGuessUrl',
  'sourceId',
  'isrc',
  'chosenId',
  'chosenAt',
  'chosenPosition',
];

/** Home, connected users, transfers and the way to the API docs (settingsRoutes has the settings). */
export function accountRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const transfers = new TransferStore(deps.sequelize);
  const live = new LiveProgressStore(deps.redis, deps.redisPrefix);
  // The live counters are read for running transfers only: an ended one's row has the last word.
  const withProgress = async (transfer: Transfer) => {
    const ended = transfer.status === 'completed' || transfer.status === 'failed';
    return { transfer, progress: progressView(transfer, ended ? null : await live.read(transfer.id)) };
  };
  const account = (req: Request) => memberOf(req).account;

  router.get('/', async (req, res) => {
    const acct = account(req);
    const [users, running, days] = await Promise.all([
      countConnectedUsers(acct.id),
      transfers.running(acct.id),
      transfers.dailyMatchRate(acct.id),
    ]);
    await kit.page(req, res, { title: 'Home', body: homeBody(base, { users, running, days }), current: '' });
  });

  router.get('/users', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    const users = await searchConnectedUsers(account(req).id, q);
    await kit.page(req, res, {
      title: 'Connected users',
      body: usersBody(kit.context(req), q, users),
      current: '/users',
    });
  });
  kit.confirmable(router, '/users/:id/delete', {
    back: () => `${base}/users`,
    async describe(req) {
      const user = await ownedUser(account(req).id, req.params.id);
      if (!user || user.deletedAt) throw missing();
      const who = user.name ? `${user.name} (${user.id})` : user.id;
      return {
        question: 'Delete this connected user?',
        consequence: `<strong>${e(who)}</strong> is disconnected from your app at once: their music-service tokens,
name, email and stored library copy are deleted, and your app can no longer read or change their library. This cannot
be undone; they can connect again by signing in.`,
        action: 'Delete the user',
      };
    },
    async run(req) {
      const user = await ownedUser(account(req).id, req.params.id);
      if (!user) throw missing();
      return (await deleteConnectedUser(deps.sequelize, user)) ? 'Connected user deleted.' : 'Already deleted.';
    },
  });

  router.get('/usage', async (req, res) => {
    const period: UsagePeriod = req.query.period === 'day' ? 'day' : 'hour';
    const acct = account(req);
    await acct.reload();
    const report = await usageReport(deps, acct, USAGE_PERIODS[period]);
    await kit.page(req, res, { title: 'Usage', body: usageBody(kit.context(req), period, report), current: '/usage' });
  });

  router.get('/transfers', async (req, res) => {
    await kit.page(req, res, {
      title: 'Transfers',
      body: transfersBody(
        base,
        await withPeople(await Promise.all((await transfers.latest(account(req).id, 200)).map(withProgress))),
      ),
      current: '/transfers',
    });
  });
  router.get('/transfers/unmatched.csv', async (req, res) => {
    const acct = account(req);
    const from = new Date(String(req.query.from ?? ''));
    const to = req.query.to ? new Date(`${String(req.query.to)}T23:59:59.999Z`) : new Date();
    if (
      Number.isNaN(from.getTime()) ||
      Number.isNaN(to.getTime()) ||
      to <= from ||
      to.getTime() - from.getTime() > 32 * 86_400_000
    ) {
      return kit.page(req, res, { title: 'Transfers', body: windowErrorBody, status: 400, current: '/transfers' });
    }
    const rows = await transfers.accountResults(acct.id, { from, to }, { limit: 100_000 });
    // The spreadsheet keeps the API's reason codes: it is read by programs as much as by people.
    const lines = rows.map((r) => {
      const m = presentMatchResult(r.transfer_id, r.status, r.reason, r.row);
      return [
        m.transferUuid,
        m.title,
        m.artist,
        m.playlistName,
        m.reason,
        m.status,
        m.matchingPercentage,
        m.bestGuess,
        m.bestGuessUrl,
        m.source.id,
        m.source.isrc,
        m.chosen?.id,
        m.chosen?.chosenAt,
        m.chosen?.position,
      ]
        .map(csvCell)
        .join(',');
    });
    res
      .type('text/csv')
      .attachment(`unmatched-${from.toISOString().slice(0, 10)}.csv`)
      .send([UNMATCHED_CSV_COLUMNS.join(','), ...lines].join('\r\n') + '\r\n');
  });
  router.get('/transfers/:id', async (req, res) => {
    const transfer = await transfers.owned(account(req).id, req.params.id);
    if (!transfer) throw missing();
    const [groups, rows, tally] = await Promise.all([
      transfers.groups(transfer.id),
      transfers.firstResults(transfer.id),
      transfers.tally(transfer.id),
    ]);
    const notMoved = rows.map((r) => presentMatchResult(transfer.id, r.status, r.reason, r.row));
    const [listed] = await withPeople([await withProgress(transfer)]);
    await kit.page(req, res, {
      title: `Transfer ${transfer.id.slice(0, 8)}`,
      body: transferBody(base, listed, groups, notMoved, tally),
      current: '/transfers',
    });
  });

  // The API docs with a fresh docs session of this account, in the name of the member opening it.
  router.get('/docs', async (req, res) => {
    const opened = await openDocsSession(memberOf(req), deps.docsSessionTtlMinutes);
    if (!opened) return res.redirect(303, `${base}/login`);
    res.redirect(303, `/docs#session=${encodeURIComponent(opened.token)}`);
  });
}
