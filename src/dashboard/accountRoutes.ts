import type { Request, Router } from 'express';
import { h } from 'preact';
import { findAccount } from '../accounts/commands.js';
import { notFound } from '../http/errors.js';
import { queryOf, validQuery } from '../http/validate.js';
import { usageReport } from '../usage/report.js';
import { deleteConnectedUser } from '../users/commands.js';
import { countConnectedUsers, ownedUser, searchConnectedUsers } from '../users/lookup.js';
import { unmatchedCsvQuery, usageQuery, usersQuery } from './accountForms.js';
import { docsSessionFor } from './docsSessions.js';
import type { Kit } from './kit.js';
import { OpenDocsBody } from './pages/docs.js';
import { HomeBody } from './pages/home.js';
import { stopTransferConfirmation, TransferBody, TransfersBody, WindowError } from './pages/transfers.js';
import { requestCancel } from '../transfers/cancel.js';
import { ownedTransfer } from '../transfers/store/transfers.js';
import { USAGE_PERIODS, UsageBody } from './pages/usage.js';
import { UsersBody, deleteUserConfirmation } from './pages/users.js';
import { memberOf } from './session.js';
import { TransferViews, unmatchedWindow } from './transferViews.js';

/** Another account's object, or none: both answer 404, as in the API. */
export const missing = () => notFound('notFound', 'Not found.');

const accountOf = (req: Request) => memberOf(req).account;

/** Home, connected users, transfers and the way to the API docs (settingsRoutes has the settings). */
export function accountRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const views = new TransferViews(deps);

  router.get('/', async (req, res) => {
    const { id } = accountOf(req);
    const [users, { running, days }] = await Promise.all([countConnectedUsers(id), views.home(id)]);
    await kit.page(req, res, {
      title: 'Home',
      body: h(HomeBody, { base, facts: { users, running, days } }),
      current: '',
    });
  });
  userListRoutes(router, kit);
  router.get('/usage', validQuery(usageQuery), async (req, res) => {
    const { period } = queryOf(req, usageQuery);
    const account = await findAccount(accountOf(req).slug);
    const report = await usageReport(deps, account, USAGE_PERIODS[period]);
    const body = h(UsageBody, { context: kit.context(req), period, report });
    await kit.page(req, res, { title: 'Usage', body, current: '/usage' });
  });
  transferRoutes(router, kit, views);

  // The API docs with the member's docs session of this account: a post with the session's form
  // token, since it hands out a credential for the API; the page only offers the button.
  router.get('/docs', async (req, res) => {
    const body = h(OpenDocsBody, { context: kit.context(req), ttlMinutes: deps.docsSessionTtlMinutes });
    await kit.page(req, res, { title: 'API docs', body });
  });
  router.post('/docs', async (req, res) => {
    const opened = await docsSessionFor(deps, memberOf(req), deps.docsSessionTtlMinutes);
    if (!opened) return res.redirect(303, `${base}/login`);
    res.redirect(303, `/docs#session=${encodeURIComponent(opened.token)}`);
  });
}

/** The connected users, searched, and deleting one after confirming. */
function userListRoutes(router: Router, kit: Kit): void {
  router.get('/users', validQuery(usersQuery), async (req, res) => {
    const { q } = queryOf(req, usersQuery);
    const users = await searchConnectedUsers(accountOf(req).id, q);
    const body = h(UsersBody, { context: kit.context(req), query: q, users });
    await kit.page(req, res, { title: 'Connected users', body, current: '/users' });
  });
  kit.confirmable(router, '/users/:id/delete', {
    back: () => `${kit.base}/users`,
    async describe(req) {
      const user = await ownedUser(accountOf(req).id, req.params.id);
      if (!user || user.deletedAt) throw missing();
      return deleteUserConfirmation(user.name ? `${user.name} (${user.id})` : user.id);
    },
    async run(req) {
      const user = await ownedUser(accountOf(req).id, req.params.id);
      if (!user) throw missing();
      return (await deleteConnectedUser(kit.deps.sequelize, user)) ? 'Connected user deleted.' : 'Already deleted.';
    },
  });
}

/** The account's transfers, one transfer, and the spreadsheet of the items not moved. */
function transferRoutes(router: Router, kit: Kit, views: TransferViews): void {
  const { base } = kit;
  router.get('/transfers', async (req, res) => {
    const body = h(TransfersBody, { base, transfers: await views.latest(accountOf(req).id) });
    await kit.page(req, res, { title: 'Transfers', body, current: '/transfers' });
  });
  router.get('/transfers/unmatched.csv', validQuery(unmatchedCsvQuery), async (req, res) => {
    const { from, to } = queryOf(req, unmatchedCsvQuery);
    const window = unmatchedWindow(from, to);
    if (!window)
      return kit.page(req, res, { title: 'Transfers', body: h(WindowError, {}), status: 400, current: '/transfers' });
    res
      .type('text/csv')
      .attachment(`unmatched-${window.from.toISOString().slice(0, 10)}.csv`)
      .send(await views.unmatchedCsv(accountOf(req).id, window));
  });
  router.get('/transfers/:id', async (req, res) => {
    const shown = await views.one(accountOf(req).id, req.params.id);
    if (!shown) throw missing();
    await kit.page(req, res, {
      title: `Transfer ${shown.listed.transfer.id.slice(0, 8)}`,
      body: h(TransferBody, { base, ...shown }),
      current: '/transfers',
    });
  });
  // Stop, asked first: the same request to stop as the API's cancel (transfers/cancel.ts).
  kit.confirmable(router, '/transfers/:id/stop', {
    back: (req) => `${base}/transfers/${req.params.id}`,
    async describe(req) {
      const transfer = await ownedTransfer(accountOf(req).id, req.params.id);
      if (!transfer) throw missing();
      return stopTransferConfirmation(transfer.id.slice(0, 8));
    },
    async run(req) {
      const transfer = await ownedTransfer(accountOf(req).id, req.params.id);
      if (!transfer) throw missing();
      const outcome = await requestCancel(kit.deps, transfer);
      return outcome.kind === 'ended'
        ? { kind: 'error', text: 'This transfer had already ended: there was nothing to stop.' }
        : 'Stopping: the write under way finishes, then nothing more is written.';
    },
  });
}
