import { csvCell } from '../http/csv.js';
import { LoginFailures, loginFormToken, loginFormTokenMatches } from './loginGuard.js';
import express, { Router, type Request, type Response } from 'express';
import { QueryTypes, Op, type Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import * as accounts from '../accounts/commands.js';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import { isUuid } from '../ids.js';
import type { Queues } from '../queues.js';
import type { Keyring } from '../crypto/encryption.js';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { serviceName } from '../signin/pages.js';
import { IntegrationUser } from '../users/models.js';
import { deleteConnectedUser } from '../users/commands.js';
import { emitEvent } from '../webhooks/outbox.js';
import { EVENT_TYPES } from '../webhooks/catalogue.js';
import { createEndpoint, deleteEndpoint, findEndpoint, listEndpoints, revealSecret, sendTestEvent, updateEndpoint, type EndpointContext } from '../webhooks/endpoints.js';
import { listDeliveries } from '../webhooks/deliveryLog.js';
import type { PageParams } from '../http/pageParams.js';
import { replayDelivery, replayFailedSince } from '../webhooks/replay.js';
import { Transfer } from '../transfers/models.js';
import { presentMatchResult } from '../transfers/presenters.js';
import { TeamMember, acceptInvitation, verifyPassword, MIN_PASSWORD } from './members.js';
import { requireMember, signIn, signOut, signedOfResponse } from './session.js';
import { chart, csrfField, e, layout, postButton } from './layout.js';

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

/** What the receiver last answered (its first words), or why the attempt failed. */
function lastResponse(attempts: unknown): string {
  const last = (attempts as { responseExcerpt?: string | null; error?: string | null }[]).at(-1);
  return (last?.error ?? last?.responseExcerpt ?? '').slice(0, 120);
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
  router.use(express.urlencoded({ extended: false, limit: '100kb' }));
  const html = (res: Response, status: number, page: string) => void res.status(status).type('html').send(page);

  const loginFailures = new LoginFailures(deps.redis, deps.redisPrefix);
  const loginPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) => {
    const csrfToken = loginFormToken(req, res, { path: base, secure: deps.secure });
    html(res, status, layout({ base, title: 'Sign in', body: `${options.error ? `<p class="error" role="alert">${e(options.error)}</p>` : ''}
<form method="post" action="${e(base)}/login"><input type="hidden" name="csrf" value="${e(csrfToken)}"><label>Email <input type="email" name="email" autocomplete="username" required value="${e(options.email ?? '')}"></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label><button>Sign in</button></form>` }));
  };
  router.get('/login', (req, res) => loginPage(req, res, 200));
  router.post('/login', async (req, res) => {
    if (!loginFormTokenMatches(req)) return loginPage(req, res, 403, { error: 'This form has expired. Try again.' });
    const email = String(req.body?.email ?? '').trim().toLowerCase().slice(0, 320);
    const wait = email ? await loginFailures.blockedFor(email) : 0;
    if (wait > 0) {
      res.set('Retry-After', String(wait));
      return loginPage(req, res, 429, { email, error: `Too many failed sign-ins for this address. Try again in ${Math.ceil(wait / 60)} minutes.` });
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
    html(res, 200, layout({ base, title: 'Join your team', body: `<form method="post" action="${e(base)}/invitation"><input type="hidden" name="token" value="${e(req.query.token)}">
<label>Choose a password (at least ${MIN_PASSWORD} characters) <input type="password" name="password" autocomplete="new-password" required minlength="${MIN_PASSWORD}"></label><button>Join</button></form>` }));
  });
  router.post('/invitation', async (req, res) => {
    try {
      const member = await acceptInvitation(String(req.body?.token ?? ''), String(req.body?.password ?? ''));
      await signIn(res, member, { path: base, secure: deps.secure });
      res.redirect(303, base);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      html(res, err.status, layout({ base, title: 'Join your team', body: `<p class="error" role="alert">${e(err.message)}</p>` }));
    }
  });

  router.use(requireMember(`${base}/login`));
  const page = (res: Response, title: string, body: string, notice: string | null = null, status = 200) => {
    const { account, session } = signedOfResponse(res);
    html(res, status, layout({ base, title, account: { name: account.name, slug: account.slug }, csrf: session.csrfToken, body, notice }));
  };
  const csrf = (res: Response) => signedOfResponse(res).session.csrfToken;
  const account = (res: Response) => signedOfResponse(res).account;
  // Failures of a command show on the page they came from, never as a 500.
  const attempt = async (res: Response, back: string, run: () => Promise<string | void>) => {
    try {
      const notice = await run();
      res.redirect(303, `${back}${notice ? `${back.includes('?') ? '&' : '?'}notice=${encodeURIComponent(notice)}` : ''}`);
    } catch (err) {
      // Another account's object answers 404, as everywhere; other refusals show on the page.
      if (!(err instanceof ApiError) || err.status === 404) throw err;
      res.redirect(303, `${back}${back.includes('?') ? '&' : '?'}notice=${encodeURIComponent(`Not done: ${err.message}`)}`);
    }
  };
  const noticeOf = (req: Request) => (typeof req.query.notice === 'string' ? e(req.query.notice.slice(0, 300)) : null);

  router.post('/logout', async (req, res) => {
    await signOut(req, res, base);
    res.redirect(303, `${base}/login`);
  });

  // Home: the last two weeks of transfers and their match rate.
  router.get('/', async (req, res) => {
    const acct = account(res);
    const days = await deps.sequelize.query<{ day: string; transfers: number; matched: number; total: number }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, count(t.id)::int AS transfers,
              coalesce(sum((t.counts->>'matched')::int), 0)::int AS matched, coalesce(sum((t.counts->>'total')::int), 0)::int AS total
       FROM generate_series(current_date - 13, current_date, interval '1 day') d
       LEFT JOIN transfers t ON t.account_id = $1 AND t.finished_at >= d AND t.finished_at < d + interval '1 day'
       GROUP BY d ORDER BY d`,
      { bind: [acct.id], type: QueryTypes.SELECT },
    );
    const users = await IntegrationUser.count({ where: { accountId: acct.id, deletedAt: { [Op.is]: null } } });
    const running = await Transfer.count({ where: { accountId: acct.id, status: { [Op.notIn]: ['completed', 'failed'] } } });
    page(res, 'Home', `<p>${users} connected users · ${running} transfers running</p>
<section><h2>Transfers and match rate</h2>${chart(days.map((d) => ({ day: d.day, transfers: d.transfers, matchRate: d.total ? d.matched / d.total : null })))}</section>`, noticeOf(req));
  });

  // API keys, DevToken keys and webhook endpoints.
  router.get('/keys', async (req, res) => {
    const acct = account(res);
    const keys = await accounts.listKeys(acct.slug);
    const devKeys = await accounts.listDevTokenKeys(acct.slug);
    const endpoints = await listEndpoints(acct.id);
    const list = (endpoints as { endpoints?: unknown[] }).endpoints ?? (endpoints as unknown as unknown[]);
    const types = Object.keys(EVENT_TYPES).map((t) => `<label style="display:inline-block;margin-right:.8rem"><input type="checkbox" name="eventTypes" value="${e(t)}"> ${e(t)}</label>`).join('');
    page(res, 'API and webhooks', `<section><h2>API keys</h2><table id="keys"><tr><th>Client ID</th><th>Created</th><th></th></tr>
${keys.map((k) => `<tr><td><code>${e(k.clientId)}</code></td><td>${e(k.createdAt.toISOString())}</td><td>${k.revokedAt ? `revoked ${e(k.revokedAt.toISOString())}` : postButton(`${base}/keys/${k.clientId}/revoke`, 'Revoke', csrf(res))}</td></tr>`).join('')}</table>
${postButton(`${base}/keys`, 'Create a key', csrf(res))}</section>
<section><h2>DevToken public keys</h2><table id="devkeys"><tr><th>Key ID</th><th>Added</th><th></th></tr>
${devKeys.map((k) => `<tr><td><code>${e(k.kid)}</code></td><td>${e(k.createdAt.toISOString())}</td><td>${k.revokedAt ? 'revoked' : postButton(`${base}/devtoken-keys/${encodeURIComponent(k.kid)}/revoke`, 'Revoke', csrf(res))}</td></tr>`).join('')}</table>
<form method="post" action="${e(base)}/devtoken-keys">${csrfField(csrf(res))}<label>Public key (PEM, ES256) <textarea name="pem" rows="4"></textarea></label><button>Upload</button></form></section>
<section><h2>Webhook endpoints</h2><table id="endpoints"><tr><th>URL</th><th>Events</th><th>State</th><th></th></tr>
${(list as { id: string; url: string; eventTypes: string[] | null; enabled: boolean; disabledReason: string | null }[]).map((p) => `<tr><td><a href="${e(base)}/webhooks/${e(p.id)}">${e(p.url)}</a></td><td>${e(p.eventTypes?.join(', ') || 'all')}</td><td>${p.enabled ? 'enabled' : `disabled (${e(p.disabledReason)})`}</td><td>${postButton(`${base}/webhooks/${p.id}/${p.enabled ? 'disable' : 'enable'}`, p.enabled ? 'Disable' : 'Enable', csrf(res))}</td></tr>`).join('')}</table>
<form method="post" action="${e(base)}/webhooks">${csrfField(csrf(res))}<label>URL <input type="url" name="url" required></label><div>${types}</div><p class="muted">No event type chosen: every event.</p><button>Add endpoint</button></form></section>`, noticeOf(req));
  });
  router.post('/keys', async (_req, res) => {
    const key = await accounts.createKey(account(res).slug);
    // The secret is shown on this page once; it is stored as a digest only.
    page(res, 'New API key', `<p>Client ID <code>${e(key.clientId)}</code></p><p>Client Secret, shown this once: copy it now.</p><p class="secret" id="client-secret">${e(key.clientSecret)}</p><p><a href="${e(base)}/keys">Back</a></p>`, null, 201);
  });
  router.post('/keys/:clientId/revoke', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await accounts.revokeKey(account(res).slug, String(req.params.clientId));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Key revoked.';
    }),
  );
  router.post('/devtoken-keys', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      const { kid } = await accounts.addDevTokenKey(account(res).slug, String(req.body?.pem ?? ''));
      return `Key added: ${kid}`;
    }),
  );
  router.post('/devtoken-keys/:kid/revoke', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await accounts.revokeDevTokenKey(account(res).slug, String(req.params.kid));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'DevToken key revoked.';
    }),
  );
  router.post('/webhooks', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      const chosen = req.body?.eventTypes;
      const eventTypes = Array.isArray(chosen) ? chosen : chosen ? [chosen] : undefined;
      await createEndpoint(deps, account(res).id, { url: req.body?.url, ...(eventTypes ? { eventTypes } : {}) });
      return 'Endpoint added.';
    }),
  );
  for (const [action, enabled] of [['enable', true], ['disable', false]] as const) {
    router.post(`/webhooks/:id/${action}`, (req, res) =>
      attempt(res, `${base}/keys`, async () => {
        await updateEndpoint(deps, account(res).id, req.params.id, { enabled });
        return `Endpoint ${action}d.`;
      }),
    );
  }
  router.get('/webhooks/:id', async (req, res) => {
    const acct = account(res);
    const endpoint = await findEndpoint(acct.id, req.params.id).catch(() => null);
    if (!endpoint) throw missing();
    const log = await listDeliveries(deps.sequelize, deps.deliveryCursors, acct.id, endpoint.id, { limit: 100 });
    const secret = req.query.reveal === '1' ? (await revealSecret(deps, acct.id, endpoint.id)).secret : null;
    page(res, `Webhook ${endpoint.url}`, `<p>${postButton(`${base}/webhooks/${endpoint.id}/test`, 'Send a test event', csrf(res))} ${postButton(`${base}/webhooks/${endpoint.id}/replay`, 'Replay failed deliveries of the last 5 days', csrf(res))} ${postButton(`${base}/webhooks/${endpoint.id}/delete`, 'Delete', csrf(res))}</p>
<p>Signing secret: ${secret ? `<span class="secret" id="webhook-secret">${e(secret)}</span>` : `<a href="${e(base)}/webhooks/${e(endpoint.id)}?reveal=1">reveal</a>`}</p>
<h2>Deliveries</h2><table id="deliveries"><tr><th>Event</th><th>Status</th><th>Attempts</th><th>Last answer</th><th>Created</th><th></th></tr>
${log.deliveries.map((d) => `<tr data-status="${e(d.status)}"><td>${e(d.type)}</td><td>${e(d.status)}</td><td>${(d.attempts as unknown[]).length}</td><td>${e(d.lastStatusCode ?? '')} <span class="muted">${e(lastResponse(d.attempts))}</span></td><td>${e(d.createdAt)}</td><td>${d.status === 'failed' ? postButton(`${base}/deliveries/${d.id}/replay?endpoint=${endpoint.id}`, 'Replay', csrf(res)) : ''}</td></tr>`).join('')}</table>
<p><a href="${e(base)}/webhooks/${e(endpoint.id)}">Refresh</a> · <a href="${e(base)}/keys">Back</a></p>`, noticeOf(req));
  });
  router.post('/webhooks/:id/test', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      await sendTestEvent(account(res).id, req.params.id);
      return 'Test event sent.';
    }),
  );
  router.post('/webhooks/:id/replay', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.params.id))}`, async () => {
      const { replayed } = await replayFailedSince(deps.sequelize, deps.queues, account(res).id, req.params.id, new Date(Date.now() - 5 * 86_400_000).toISOString());
      return `${replayed} deliveries replayed.`;
    }),
  );
  router.post('/webhooks/:id/delete', (req, res) =>
    attempt(res, `${base}/keys`, async () => {
      await deleteEndpoint(account(res).id, req.params.id);
      return 'Endpoint deleted.';
    }),
  );
  router.post('/deliveries/:id/replay', (req, res) =>
    attempt(res, `${base}/webhooks/${encodeURIComponent(String(req.query.endpoint ?? ''))}`, async () => {
      await replayDelivery(deps.sequelize, deps.queues, account(res).id, req.params.id);
      return 'Delivery replayed.';
    }),
  );

  // Settings.
  router.get('/settings', async (req, res) => {
    const acct = account(res);
    await acct.reload();
    const services = SERVICE_IDS.map((id) => `<tr><td>${e(serviceName(id))}</td><td>${acct.enabledIntegrations.includes(id) ? 'enabled' : 'off'}</td><td>${postButton(`${base}/settings/services/${id}/${acct.enabledIntegrations.includes(id) ? 'disable' : 'enable'}`, acct.enabledIntegrations.includes(id) ? 'Turn off' : 'Enable', csrf(res))}</td></tr>`).join('');
    page(res, 'Settings', `<form method="post" action="${e(base)}/settings">${csrfField(csrf(res))}<label>Name <input type="text" name="name" value="${e(acct.name)}" required></label>
<label>Logo URL <input type="url" name="logoUrl" value="${e(acct.logoUrl)}"></label><button>Save</button></form>
<p>Slug: <code>${e(acct.slug)}</code> · Evaluation account: ${acct.isEvaluationAccount ? 'yes (5 connected users at most)' : 'no'} · Managed transfers: ${acct.isTransferServiceEnabled ? 'on' : 'off'}</p>
<section><h2>Return URLs</h2><table id="return-urls">${acct.returnUrls.map((url) => `<tr><td>${e(url)}</td><td>${postButton(`${base}/settings/return-urls/remove`, 'Remove', csrf(res), `<input type="hidden" name="url" value="${e(url)}">`)}</td></tr>`).join('')}</table>
<form method="post" action="${e(base)}/settings/return-urls">${csrfField(csrf(res))}<label>Add a Return URL <input type="url" name="url" required></label><button>Add</button></form></section>
<section><h2>Music services</h2><table>${services}</table></section>`, noticeOf(req));
  });
  router.post('/settings', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.updateAccount(account(res).slug, { name: String(req.body?.name ?? '').trim() || undefined, logoUrl: req.body?.logoUrl ? String(req.body.logoUrl) : null });
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Saved.';
    }),
  );
  router.post('/settings/return-urls', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.addReturnUrl(account(res).slug, String(req.body?.url ?? ''));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Return URL added.';
    }),
  );
  router.post('/settings/return-urls/remove', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      await accounts.removeReturnUrl(account(res).slug, String(req.body?.url ?? ''));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Return URL removed.';
    }),
  );
  router.post('/settings/services/:service/:action', (req, res) =>
    attempt(res, `${base}/settings`, async () => {
      const slug = account(res).slug;
      if (req.params.action === 'enable') await accounts.enableService(slug, String(req.params.service));
      else await accounts.disableService(slug, String(req.params.service));
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return 'Saved.';
    }),
  );

  // Connected users.
  router.get('/users', async (req, res) => {
    const acct = account(res);
    const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 100) : '';
    const where = { accountId: acct.id, deletedAt: { [Op.is]: null }, ...(q ? (isUuid(q) ? { id: q.toLowerCase() } : { externalUserId: q }) : {}) };
    const users = await IntegrationUser.findAll({ where, order: [['createdAt', 'DESC']], limit: 200 });
    page(res, 'Connected users', `<form method="get" action="${e(base)}/users"><label>Search by uuid or service user id <input type="text" name="q" value="${e(q)}"></label><button>Search</button></form>
<table id="users"><tr><th>uuid</th><th>Service</th><th>Service user id</th><th>Name</th><th>Connected</th><th></th></tr>
${users.map((u) => `<tr><td><code>${e(u.id)}</code></td><td>${e(serviceName(u.integrationType))}</td><td>${e(u.externalUserId)}</td><td>${e(u.name)}</td><td>${e(u.createdAt.toISOString())}</td><td>${postButton(`${base}/users/${u.id}/delete`, 'Delete', csrf(res))}</td></tr>`).join('')}</table>`, noticeOf(req));
  });
  router.post('/users/:id/delete', (req, res) =>
    attempt(res, `${base}/users`, async () => {
      const acct = account(res);
      const user = isUuid(req.params.id) ? await IntegrationUser.findOne({ where: { id: String(req.params.id).toLowerCase(), accountId: acct.id } }) : null;
      if (!user) throw missing();
      if (user.deletedAt) return 'Already deleted.';
      await deps.sequelize.transaction(async (transaction) => {
        await deleteConnectedUser(user, transaction);
        await emitEvent(deps.sequelize, transaction, acct.id, 'user.deleted', { integrationUserUUID: user.id, integrationType: user.integrationType });
      });
      return 'Connected user deleted.';
    }),
  );

  // Transfers.
  router.get('/transfers', async (req, res) => {
    const acct = account(res);
    const transfers = await Transfer.findAll({ where: { accountId: acct.id }, order: [['createdAt', 'DESC']], limit: 200 });
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    page(res, 'Transfers', `<form method="get" action="${e(base)}/transfers/unmatched.csv">From <input type="date" name="from" value="${monthAgo}"> to <input type="date" name="to" value="${today}"> <button>Download unmatched items (CSV)</button></form>
<table id="transfers"><tr><th>Transfer</th><th>From → to</th><th>Status</th><th>Progress</th><th>Matched</th><th>Not moved</th><th>Created</th></tr>
${transfers.map((t) => {
      const c = t.counts;
      const done = (c.matched ?? 0) + (c.unmatched ?? 0) + (c.failed ?? 0) + (c.written ?? 0);
      return `<tr><td><a href="${e(base)}/transfers/${e(t.id)}">${e(t.id.slice(0, 8))}</a></td><td>${e(serviceName(t.sourceService))} → ${e(serviceName(t.destinationService))}</td><td>${e(t.status)}</td><td><progress max="${Math.max(1, (c.total ?? 0) * 2)}" value="${t.status === 'completed' ? Math.max(1, (c.total ?? 0) * 2) : done}"></progress></td><td>${c.matched ?? 0} / ${c.total ?? 0}</td><td>${(c.unmatched ?? 0) + (c.failed ?? 0)}</td><td>${e(t.createdAt.toISOString())}</td></tr>`;
    }).join('')}</table>`, noticeOf(req));
  });
  router.get('/transfers/unmatched.csv', async (req, res) => {
    const acct = account(res);
    const from = new Date(String(req.query.from ?? ''));
    const to = req.query.to ? new Date(`${String(req.query.to)}T23:59:59.999Z`) : new Date();
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > 32 * 86_400_000) {
      return page(res, 'Transfers', '<p class="error" role="alert">Choose a window of at most 31 days, the end after the start.</p>', null, 400);
    }
    const rows = await deps.sequelize.query<{ transfer_id: string; status: string; reason: string; row: Parameters<typeof presentMatchResult>[3] }>(
      `SELECT m.transfer_id, m.status, m.reason, m.row FROM match_results m JOIN transfers t ON t.id = m.transfer_id
       WHERE m.account_id = $1 AND t.finished_at >= $2 AND t.finished_at < $3 ORDER BY t.finished_at, t.id, m.group_index, m.position LIMIT 100000`,
      { bind: [acct.id, from.toISOString(), to.toISOString()], type: QueryTypes.SELECT },
    );
    const header = ['transferUuid', 'title', 'artist', 'playlistName', 'reason', 'status', 'matchingPercentage', 'bestGuess', 'bestGuessUrl', 'sourceId', 'isrc'];
    const lines = rows.map((r) => {
      const m = presentMatchResult(r.transfer_id, r.status, r.reason, r.row);
      return [m.transferUuid, m.title, m.artist, m.playlistName, m.reason, m.status, m.matchingPercentage, m.bestGuess, m.bestGuessUrl, m.source.id, m.source.isrc].map(csvCell).join(',');
    });
    res.type('text/csv').attachment(`unmatched-${from.toISOString().slice(0, 10)}.csv`).send([header.join(','), ...lines].join('\r\n') + '\r\n');
  });
  router.get('/transfers/:id', async (req, res) => {
    const acct = account(res);
    const transfer = isUuid(req.params.id) ? await Transfer.findOne({ where: { id: String(req.params.id).toLowerCase(), accountId: acct.id } }) : null;
    if (!transfer) throw missing();
    const groups = await deps.sequelize.query<{ type: string; name: string; item_count: number; written_count: number; status: string }>(
      'SELECT type, name, item_count, written_count, status FROM transfer_groups WHERE transfer_id = $1 ORDER BY group_index',
      { bind: [transfer.id], type: QueryTypes.SELECT },
    );
    const rows = await deps.sequelize.query<{ status: string; reason: string; row: Parameters<typeof presentMatchResult>[3] }>(
      'SELECT status, reason, row FROM match_results WHERE transfer_id = $1 ORDER BY group_index, position LIMIT 2000',
      { bind: [transfer.id], type: QueryTypes.SELECT },
    );
    const unmatched = rows.map((r) => presentMatchResult(transfer.id, r.status, r.reason, r.row));
    page(res, `Transfer ${transfer.id.slice(0, 8)}`, `<p>${e(serviceName(transfer.sourceService))} → ${e(serviceName(transfer.destinationService))} · ${e(transfer.status)} · ${transfer.counts.matched ?? 0} of ${transfer.counts.total ?? 0} matched · ${transfer.counts.written ?? 0} written</p>
<h2>Groups</h2><table id="groups"><tr><th>Group</th><th>Items</th><th>Written</th><th>Progress</th></tr>${groups.map((g) => `<tr><td>${e(g.name)}</td><td>${g.item_count}</td><td>${g.written_count}</td><td><progress max="${Math.max(1, g.item_count)}" value="${g.written_count}"></progress></td></tr>`).join('')}</table>
<h2>Not moved</h2><table id="unmatched"><tr><th>Item</th><th>Group</th><th>Reason</th><th>Best guess</th></tr>${unmatched.map((m) => `<tr data-reason="${e(m.reason)}"><td>${e(m.title)} — ${e(m.artist)}</td><td>${e(m.playlistName ?? m.group.name)}</td><td>${e(m.reason)}</td><td>${m.bestGuess ? `${m.bestGuessUrl ? `<a href="${e(m.bestGuessUrl)}">` : ''}${e(m.bestGuess)}${m.bestGuessUrl ? '</a>' : ''} (${e(m.matchingPercentage)}%)` : ''}</td></tr>`).join('')}</table>`);
  });

  // The API docs with a fresh docs session of this account.
  router.get('/docs', async (_req, res) => {
    const { token } = await accounts.createDocsSession(account(res).slug, { kind: 'partner', ttlMinutes: deps.docsSessionTtlMinutes });
    res.redirect(303, `/docs#session=${encodeURIComponent(token)}`);
  });

  return router;
}
