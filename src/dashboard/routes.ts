import { csvCell } from '../http/csv.js';
import { LoginFailures, loginFormToken, loginFormTokenMatches } from './loginGuard.js';
import express, { Router, type Request, type Response } from 'express';
import type { Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import * as accounts from '../accounts/commands.js';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import type { Queues } from '../queues.js';
import type { Keyring } from '../crypto/encryption.js';
import { deleteConnectedUser } from '../users/commands.js';
import {
  createEndpoint,
  deleteEndpoint,
  findEndpoint,
  listEndpoints,
  revealSecret,
  sendTestEvent,
  updateEndpoint,
  type EndpointContext,
} from '../webhooks/endpoints.js';
import { listDeliveries } from '../webhooks/deliveryLog.js';
import type { PageParams } from '../http/pageParams.js';
import { replayDelivery, replayFailedSince } from '../webhooks/replay.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { TransferStore } from '../transfers/store.js';
import { TeamMember, acceptInvitation, verifyPassword, MIN_PASSWORD } from './members.js';
import { requireMember, signIn, signOut, memberOf } from './session.js';
import { e, layout } from './layout.js';
import { countConnectedUsers, ownedUser, searchConnectedUsers } from '../users/lookup.js';
import { errorBody, invitationBody, loginBody } from './pages/login.js';
import { homeBody } from './pages/home.js';
import { keysBody, newKeyBody } from './pages/keys.js';
import { webhookBody } from './pages/webhook.js';
import { settingsBody } from './pages/settings.js';
import { usersBody } from './pages/users.js';
import { transferBody, transfersBody, windowErrorBody } from './pages/transfers.js';

export interface DashboardDeps extends EndpointContext {
  sequelize: Sequelize;
  redis: Redis;
  redisPrefix: string;
  queues: Queues;
  keyring: Keyring;
  /** Path of the dashboard on this server, e.g. `/connect/dashboard`. */
  base: string;
  secure: boolean;
  docsSessionTtlMinutes: number;
  deliveryCursors: PageParams;
}

/** Another account's object, or none: both answer 404, as in the API. */
const missing = () => new ApiError(404, 'notFound', 'Not found.');

/**
 * The partner dashboard, rendered on the server. Every page acts through the same commands as
 * the admin command and the account API, for the signed-in member's account only.
 */
export function dashboardRouter(deps: DashboardDeps): Router {
  const router = Router();
  const { base } = deps;
  const transfers = new TransferStore(deps.sequelize);
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));
  const html = (res: Response, status: number, page: string) => void res.status(status).type('html').send(page);

  const loginFailures = new LoginFailures(deps.redis, deps.redisPrefix);
  const loginPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) => {
    const csrfToken = loginFormToken(req, res, { path: base, secure: deps.secure });
    html(res, status, layout({ base, title: 'Sign in', body: loginBody(base, csrfToken, options) }));
  };
  router.get('/login', (req, res) => loginPage(req, res, 200));
  router.post('/login', async (req, res) => {
    if (!loginFormTokenMatches(req)) return loginPage(req, res, 403, { error: 'This form has expired. Try again.' });
    const email = String(req.body?.email ?? '')
      .trim()
      .toLowerCase()
      .slice(0, 320);
    const wait = email ? await loginFailures.blockedFor(email) : 0;
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return loginPage(req, res, 429, {
        email,
        error: `Too many failed sign-ins for this address. Try again in ${Math.ceil(wait / 60)} minutes.`,
      });
    }
    const member = email ? await TeamMember.findOne({ where: { email } }) : null;
    const ok = await verifyPassword(String(req.body?.password ?? ''), member?.passwordHash ?? null);
    if (!member || !ok) {
      if (email) await loginFailures.record(email);
      return loginPage(req, res, 401, { email, error: 'Wrong email or password.' });
    }
    await signIn(res, member, { path: base, secure: deps.secure });
    res.redirect(303, base);
  });
  router.get('/invitation', (req, res) => {
    html(
      res,
      200,
      layout({ base, title: 'Join your team', body: invitationBody(base, req.query.token, MIN_PASSWORD) }),
    );
  });
  router.post('/invitation', async (req, res) => {
    try {
      const member = await acceptInvitation(String(req.body?.token ?? ''), String(req.body?.password ?? ''));
      await signIn(res, member, { path: base, secure: deps.secure });
      res.redirect(303, base);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      html(res, err.status, layout({ base, title: 'Join your team', body: errorBody(err.message) }));
    }
  });

  router.use(requireMember(`${base}/login`));
  const page = (res: Response, title: string, body: string, notice: string | null = null, status = 200) => {
    const { account, session } = memberOf(res.req);
    html(
      res,
      status,
      layout({
        base,
        title,
        account: { name: account.name, slug: account.slug },
        csrf: session.csrfToken,
        body,
        notice,
      }),
    );
  };
  const account = (req: Request) => memberOf(req).account;
  const context = (req: Request) => ({ base, csrf: memberOf(req).session.csrfToken });
  // Failures of a command show on the page they came from, never as a 500.
  const attempt = async (res: Response, back: string, run: () => Promise<string | void>) => {
    try {
      const notice = await run();
      res.redirect(
        303,
        `${back}${notice ? `${back.includes('?') ? '&' : '?'}notice=${encodeURIComponent(notice)}` : ''}`,
      );
    } catch (err) {
      // Another account's object answers 404, as everywhere; other refusals show on the page.
      if (!(err instanceof ApiError) || err.status === 404) throw err;
      res.redirect(
        303,
        `${back}${back.includes('?') ? '&' : '?'}notice=${encodeURIComponent(`Not done: ${err.message}`)}`,
      );
    }
  };
  const noticeOf = (req: Request) => (typeof req.query.notice === 'string' ? e(req.query.notice.slice(0, 300)) : null);

  router.post('/logout', async (req, res) => {
    await signOut(req, res, base);
    res.redirect(303, `${base}/login`);
  });

  // Home: the last two weeks of transfers and their match rate.
  router.get('/', async (req, res) => {
    const acct = account(req);
    const [users, running, days] = await Promise.all([
      countConnectedUsers(acct.id),
      transfers.running(acct.id),
      transfers.dailyMatchRate(acct.id),
    ]);
    page(res, 'Home', homeBody({ users, running, days }), noticeOf(req));
  });

  // API keys, DevToken keys and webhook endpoints.
  router.get('/keys', async (req, res) => {
    const acct = account(req);
    const [keys, devKeys, endpoints] = await Promise.all([
      accounts.listKeys(acct.slug),
      accounts.listDevTokenKeys(acct.slug),
      listEndpoints(acct.id),
    ]);
    page(res, 'API and webhooks', keysBody(context(req), { keys, devKeys, endpoints }), noticeOf(req));
  });
  router.post('/keys', async (req, res) => {
    const key = await accounts.createKey(account(req).slug);
    page(res, 'New API key', newKeyBody(base, key), null, 201);
  });
  router.post('/keys/:clientId/revoke', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await accounts.revokeKey(account(req).slug, String(req.params.clientId));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Key revoked.';
    }),
  );
  router.post('/devtoken-keys', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      const { kid } = await accounts.addDevTokenKey(account(req).slug, String(req.body?.pem ?? ''));
      return `Key added: ${kid}`;
    }),
  );
  router.post('/devtoken-keys/:kid/revoke', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await accounts.revokeDevTokenKey(account(req).slug, String(req.params.kid));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'DevToken key revoked.';
    }),
  );
  router.post('/webhooks', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      const chosen = req.body?.eventTypes;
      const eventTypes = Array.isArray(chosen) ? chosen : chosen ? [chosen] : undefined;
      await createEndpoint(deps, account(req).id, { url: req.body?.url, ...(eventTypes ? { eventTypes } : {}) });
      return 'Endpoint added.';
    }),
  );
  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    router.post(`/webhooks/:id/${action}`, (req, res) =>
      attempt(res, `${base}/keys`, async () => {
        await updateEndpoint(deps, account(req).id, req.params.id, { enabled });
        return `Endpoint ${action}d.`;
      }),
    );
  }
  router.get('/webhooks/:id', async (req, res) => {
    const acct = account(req);
    const endpoint = await findEndpoint(acct.id, req.params.id).catch(() => null);
    if (!endpoint) throw missing();
    const log = await listDeliveries(deps.sequelize, deps.deliveryCursors, acct.id, endpoint.id, { limit: 100 });
    const secret = req.query.reveal === '1' ? (await revealSecret(deps, acct.id, endpoint.id)).secret : null;
    page(
      res,
      `Webhook ${endpoint.url}`,
      webhookBody(context(req), { endpoint, secret, deliveries: log.deliveries }),
      noticeOf(req),
    );
  });
  router.post('/webhooks/:id/test', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      await sendTestEvent(account(req).id, req.params.id);
      return 'Test event sent.';
    }),
  );
  router.post('/webhooks/:id/replay', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      const { replayed } = await replayFailedSince(
        deps.sequelize,
        deps.queues,
        account(req).id,
        req.params.id,
        new Date(Date.now() - 5 * 86_400_000).toISOString(),
      );
      return `${replayed} deliveries replayed.`;
    }),
  );
  router.post('/webhooks/:id/delete', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await deleteEndpoint(account(req).id, req.params.id);
      return 'Endpoint deleted.';
    }),
  );
  router.post('/deliveries/:id/replay', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.query.endpoint ?? ''))}`, async () => {
      await replayDelivery(deps.sequelize, deps.queues, account(req).id, req.params.id);
      return 'Delivery replayed.';
    }),
  );

  // Settings.
  router.get('/settings', async (req, res) => {
    const acct = account(req);
    await acct.reload();
    page(res, 'Settings', settingsBody(context(req), acct), noticeOf(req));
  });
  router.post('/settings', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.updateAccount(account(req).slug, {
        name: String(req.body?.name ?? '').trim() || undefined,
        logoUrl: req.body?.logoUrl ? String(req.body.logoUrl) : null,
      });
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Saved.';
    }),
  );
  router.post('/settings/return-urls', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.addReturnUrl(account(req).slug, String(req.body?.url ?? ''));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Return URL added.';
    }),
  );
  router.post('/settings/return-urls/remove', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.removeReturnUrl(account(req).slug, String(req.body?.url ?? ''));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Return URL removed.';
    }),
  );
  router.post('/settings/transfer-destination', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      const chosen = String(req.body?.destination ?? 'none');
      await accounts.setTransferDestination(account(req).slug, chosen === 'none' ? null : chosen);
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Transfer destination saved.';
    }),
  );
  router.post('/settings/services/:service/:action', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      const slug = account(req).slug;
      if (req.params.action === 'enable') await accounts.enableService(slug, String(req.params.service));
      else await accounts.disableService(slug, String(req.params.service));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Saved.';
    }),
  );

  // Connected users.
  router.get('/users', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    const users = await searchConnectedUsers(account(req).id, q);
    page(res, 'Connected users', usersBody(context(req), q, users), noticeOf(req));
  });
  router.post('/users/:id/delete', (req, res) =>
    attempt(res, `${base}/users`, async () => {
      const user = await ownedUser(account(req).id, req.params.id);
      if (!user) throw missing();
      return (await deleteConnectedUser(deps.sequelize, user)) ? 'Connected user deleted.' : 'Already deleted.';
    }),
  );

  // Transfers.
  router.get('/transfers', async (req, res) => {
    page(res, 'Transfers', transfersBody(base, await transfers.latest(account(req).id, 200)), noticeOf(req));
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
      return page(res, 'Transfers', windowErrorBody, null, 400);
    }
    const rows = await transfers.accountResults(acct.id, { from, to }, { limit: 100_000 });
    const header = [
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
    ];
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
      ]
        .map(csvCell)
        .join(',');
    });
    res
      .type('text/csv')
      .attachment(`unmatched-${from.toISOString().slice(0, 10)}.csv`)
      .send([header.join(','), ...lines].join('\r\n') + '\r\n');
  });
  router.get('/transfers/:id', async (req, res) => {
    const transfer = await transfers.owned(account(req).id, req.params.id);
    if (!transfer) throw missing();
    const [groups, rows] = await Promise.all([transfers.groups(transfer.id), transfers.firstResults(transfer.id)]);
    const notMoved = rows.map((r) => presentMatchResult(transfer.id, r.status, r.reason, r.row));
    page(res, `Transfer ${transfer.id.slice(0, 8)}`, transferBody(transfer, groups, notMoved));
  });

  // The API docs with a fresh docs session of this account.
  router.get('/docs', async (req, res) => {
    const { token } = await accounts.createDocsSession(account(req).slug, {
      kind: 'partner',
      ttlMinutes: deps.docsSessionTtlMinutes,
    });
    res.redirect(303, `/docs#session=${encodeURIComponent(token)}`);
  });

  return router;
}
