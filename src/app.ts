import express, { Router, type RequestHandler } from 'express';
import type { Sequelize } from 'sequelize';
import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Queues } from './queues.js';
import { authOf, authenticateRequests, type Authenticator } from './auth/authenticate.js';
import type { AuthFailureBudget } from './auth/failureBudget.js';
import { allow, allowByMethod, allowWrites, POLICIES, type Policy } from './auth/policies.js';
import { addressRateLimit, answeredAsPage } from './http/rateLimit.js';
import { accountRateLimit } from './auth/accountRateLimit.js';
import { errorHandler, routeNotFound } from './http/errorHandler.js';
import { securityHeaders } from './http/securityHeaders.js';
import { partnerCors } from './http/cors.js';
import { requestIds } from './http/requestId.js';
import { accessLog } from './http/accessLog.js';
import { idempotentWrites } from './auth/idempotency.js';
import { refuseDeepJson } from './http/jsonDepth.js';
import { healthRouter } from './health/routes.js';
import { queueBoardRouter } from './admin/queueBoard.js';
import { OperatorAttempts } from './admin/operatorAttempts.js';
import { httpMetrics } from './http/metrics.js';
import { metricsRouter } from './admin/metricsRoutes.js';
import { docsSessionRouter } from './docs/sessionRoutes.js';
import { accountSettingsRouter } from './accounts/settingsRoutes.js';
import { connectedUserRouter } from './users/routes.js';
import { profileRouter } from './users/profileRoutes.js';
import { appSignInRouter, hostedSignInRouter } from './signin/routes.js';
import { signInReadRouter } from './signin/publicRoutes.js';
import type { Adapters } from './integrations/adapters.js';
import { libraryRouter } from './library/routes.js';
import { snapshotRouter } from './library/snapshot/routes.js';
import { catalogueRouter } from './catalogue/routes.js';
import { PageParams } from './http/pageParams.js';
import { signingKey } from './crypto/signingKeys.js';
import { resolveConnectedUser } from './users/userApiGuard.js';
import { webhookRouter } from './webhooks/routes.js';
import { deliveryLogCursors } from './webhooks/deliveryLog.js';
import { mount } from './http/routeTable.js';
import { inSequence } from './http/inSequence.js';
import { openApiDocument } from './openapi/document.js';
import { DOCS_ASSETS, docsRouter } from './docs/routes.js';
import { tooManyTriesPage } from './pages/tooManyTries.js';
import { homeHandler, homeLinks, toDashboard } from './pages/home.js';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { dashboardAddress } from './pages/links.js';
import { usageRouter } from './usage/routes.js';
import { dashboardRouter } from './dashboard/routes.js';
import { mailConfigFromEnv } from './mail/config.js';
import { createMailer } from './mail/mailer.js';
import { transferSessionRouter } from './transfers/routes.js';
import { transferReadRouter } from './transfers/readRoutes.js';
import { transferCancelRouter } from './transfers/cancelRoutes.js';
import { wizardRouter } from './wizard/routes.js';
import { syncRouter } from './syncs/routes.js';
import type { Keyring } from './crypto/encryption.js';
import type { ConnectedUserCache } from './users/userCache.js';

/** The folder of the installed Swagger UI package. */
const SWAGGER_UI_FILES = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** What the web app needs from its process. */
export interface AppDeps {
  config: Config;
  sequelize: Sequelize;
  redis: Redis;
  queues: Queues;
  keyring: Keyring;
  authenticator: Authenticator;
  /** Failed credentials per client address, with the blocks every process announced. */
  authFailures: AuthFailureBudget;
  adapters: Adapters;
  /** Connected users of `/api/...` calls, dropped as Postgres announces their changes. */
  userCache: ConnectedUserCache;
}

/** A route group: a path prefix, the policy of the spec's credential table, and its routes. */
interface RouteGroup {
  path: string;
  policy: Policy;
  routes: Router | Router[];
  /** The policy of the group's writes (every method but GET and HEAD), where it differs from the reads'. */
  writePolicy?: Policy;
  /** The policy of the group's writes in place of `policy`, where they take a credential its reads refuse. */
  writesInstead?: Policy;
  /** Extra guards after authentication and rate limiting (the connected user of `/api/...`). */
  before?: RequestHandler[];
}

/** Builds the Express app: the partner API at BASE_URL, health, and the operator board. */
export function createApp(deps: AppDeps): express.Express {
  const { config } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Answers are read live from the services and never cached by us: hashing each one for an ETag
  // cost every read CPU and saved no partner a call. Static files keep theirs (express.static).
  app.set('etag', false);
  const json = express.json({
    limit: '1mb',
    strict: true,
    type: ['application/json', 'application/*+json'],
    verify: refuseDeepJson,
  });
  // What every request passes, as one layer: each layer of the app is matched against the path again.
  app.use(
    inSequence(
      httpMetrics(),
      requestIds(),
      accessLog(),
      // No route reads a body on GET or HEAD: those never pay for the parser's checks.
      (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : json(req, res, next)),
      securityHeaders({
        https: config.appUrl.startsWith('https://') || config.baseUrl.startsWith('https://'),
        // The public contract and its page change only with a release; everything else is per caller.
        cacheable: (path) =>
          path === '/openapi.json' || path.startsWith('/health/') || path.startsWith('/docs/assets/'),
        // The operator board (Bull Board) ships its own scripts.
        ownCsp: (path) => path.startsWith('/admin/queues'),
        // The partner API answers JSON (and CSV) only.
        neverPage: (path) => path.startsWith('/api/') || path.startsWith('/public/'),
      }),
      // Before authentication: a preflight carries no credential.
      partnerCors(),
    ),
  );

  const authenticate = authenticateRequests(deps.authenticator, deps.authFailures);
  const rateLimit = accountRateLimit(deps.redis, config.redisPrefix, {
    secretPerMinute: config.rateLimitPerMinute,
    publicPerMinute: config.publicRateLimitPerMinute,
  });
  const addressBudget = addressRateLimit(deps.redis, config.redisPrefix, config.rateLimitPerMinute);
  // People reach the hosted pages in a browser: over the budget they read a page, not the API's JSON.
  const overBudgetPage = (seconds: number, req: express.Request) =>
    tooManyTriesPage(seconds, req.method === 'GET' ? req.originalUrl : null);
  const pageRateLimit = answeredAsPage(addressBudget, overBudgetPage);
  const tokenDeps = {
    sequelize: deps.sequelize,
    redis: deps.redis,
    redisPrefix: config.redisPrefix,
    keyring: deps.keyring,
  };
  const pages = new PageParams(signingKey(config.encryptionKeys, 'page-params'));
  const deliveryCursors = deliveryLogCursors(config.encryptionKeys);
  const signInDeps = {
    ...tokenDeps,
    adapters: deps.adapters,
    baseUrl: config.baseUrl,
    appUrl: config.appUrl,
    appPath: new URL(config.appUrl).pathname.replace(/\/+$/, ''),
  };

  const idempotent = idempotentWrites(deps.sequelize, deps.keyring);
  // A group's guards are one layer: each layer of a mount is matched against the path again.
  const mountGroup = (group: RouteGroup) =>
    mount(
      app,
      group.path,
      // Every policy before the idempotency layer: a credential a route refuses never replays an answer.
      inSequence(
        authenticate,
        group.writesInstead ? allowByMethod(group.policy, group.writesInstead) : allow(group.policy),
        ...(group.writePolicy ? [allowWrites(group.writePolicy)] : []),
        rateLimit,
        ...(group.before ?? []),
        idempotent,
      ),
      ...[group.routes].flat(),
      routeNotFound,
    );

  // The connected users' library first: most calls are its reads, and no other path falls under `/api/`.
  mountGroup({
    path: '/api/:integrationUserUUID',
    policy: POLICIES.userApi,
    // The library's reads first in the group too, for the same reason; each router a layer of the
    // group's own, not under a router of their own that every request would pass again.
    routes: [
      libraryRouter({ ...tokenDeps, adapters: deps.adapters, pages }),
      profileRouter({ ...tokenDeps, adapters: deps.adapters }),
      snapshotRouter({ queue: deps.queues['library-snapshot'], pages }),
    ],
    before: [resolveConnectedUser(deps.userCache)],
  });

  // Credential-free: the OAuth callback and the reads the hosted pages and browsers use (A3, A4, A10).
  mount(
    app,
    '/app',
    answeredAsPage(addressBudget, overBudgetPage, (req) => req.path.startsWith('/oauth/')),
    appSignInRouter(signInDeps),
  );

  // Connected users and sign-in reads: each route states its credentials (A7 is Basic only).
  mount(
    app,
    '/public/integrations',
    connectedUserRouter({
      ...tokenDeps,
      adapters: deps.adapters,
      authenticate,
      rateLimit,
      pages,
      userCache: deps.userCache,
    }),
  );
  mount(app, '/public/integrations', signInReadRouter({ keyring: deps.keyring, authenticate, rateLimit }));

  // Paths and policies in the order of the spec's table "Which route takes which".
  const groups: RouteGroup[] = [
    { path: '/public/docs-sessions', policy: POLICIES.docsSession, routes: docsSessionRouter() },
    {
      path: '/public/transfer-sessions',
      policy: POLICIES.transferSessions,
      routes: transferSessionRouter({
        sequelize: deps.sequelize,
        keyring: deps.keyring,
        adapters: deps.adapters,
        queues: deps.queues,
        wizardUrl: `${config.appUrl.replace(/\/+$/, '')}/transfer`,
      }),
    },
    {
      path: '/public/transfers',
      policy: POLICIES.transferReads,
      // A transfer's cancel: the Client Secret, or a DevToken (our decision).
      writesInstead: POLICIES.transferCancel,
      routes: [
        transferReadRouter({ sequelize: deps.sequelize, pages }),
        transferCancelRouter({ sequelize: deps.sequelize, queues: deps.queues }),
      ],
    },
    // Playlists kept in sync (our resource).
    {
      path: '/public/syncs',
      policy: POLICIES.syncReads,
      writePolicy: POLICIES.syncs,
      routes: syncRouter({ ...tokenDeps, adapters: deps.adapters, queues: deps.queues, pages }),
    },
    {
      path: '/public/webhooks',
      policy: POLICIES.accountAdmin,
      routes: webhookRouter({
        sequelize: deps.sequelize,
        queues: deps.queues,
        keyring: deps.keyring,
        policy: config.webhooks,
        cursors: deliveryCursors,
      }),
    },
    // The account's own settings (our resource): Client Secret only, like the webhooks.
    {
      path: '/public/account',
      policy: POLICIES.accountAdmin,
      routes: accountSettingsRouter((req) => authOf(req).account),
    },
    { path: '/public/search', policy: POLICIES.public, routes: catalogueRouter(deps.adapters) },
    {
      path: '/public/usage',
      policy: POLICIES.usage,
      routes: usageRouter({ redis: deps.redis, redisPrefix: config.redisPrefix, env: config.env }),
    },
    { path: '/public', policy: POLICIES.public, routes: Router() },
  ];
  for (const group of groups) mountGroup(group);

  // After the partner API: nearly every call is the API's, and each layer before its paths costs
  // every one of them a match. None of these paths falls under the API's.
  mount(app, '/health', healthRouter(deps.sequelize, deps.redis));
  app.get('/openapi.json', (_req, res) => void res.json(openApiDocument(config)));
  // Where a newcomer lands: the root of either host (and APP_URL itself) leads on to the dashboard,
  // the docs and the health check. A home, not a partner operation: kept out of the document.
  const home = homeLinks(config);
  app.get('/', homeHandler(home));
  if (signInDeps.appPath) app.get(signInDeps.appPath, homeHandler(home));
  // Where the dashboard is at `/dashboard` itself (APP_URL at a host's root) this would send it to itself.
  if (dashboardAddress(config.appUrl).base !== '/dashboard') app.get('/dashboard', toDashboard(home));
  // The docs site: home, guides, concepts and the API reference (Swagger UI).
  app.use('/docs', docsRouter(config));
  // The renderer's files, from the installed package (never a CDN).
  app.use(DOCS_ASSETS, express.static(SWAGGER_UI_FILES, { index: false, maxAge: '1h' }));
  // One budget of operator attempts for both pages: a guess at either counts against both.
  const operators = {
    credentials: { username: config.operatorUsername, password: config.operatorPassword },
    attempts: new OperatorAttempts(deps.redis, config.redisPrefix),
  };
  app.use('/admin/queues', queueBoardRouter('/admin/queues', deps.queues, operators));
  app.use(
    '/admin/metrics',
    metricsRouter({ redis: deps.redis, redisPrefix: config.redisPrefix, queues: deps.queues, operators }),
  );

  // The partner dashboard and the hosted transfer wizard, before the sign-in pages whose `/:slug` would take their paths.
  const dashboard = dashboardAddress(config.appUrl);
  mount(
    app,
    dashboard.base,
    pageRateLimit,
    dashboardRouter({
      sequelize: deps.sequelize,
      redis: deps.redis,
      redisPrefix: config.redisPrefix,
      env: config.env,
      queues: deps.queues,
      keyring: deps.keyring,
      adapters: deps.adapters,
      policy: config.webhooks,
      ...dashboard,
      mailer: createMailer(mailConfigFromEnv(config.env, config.appUrl)),
      secure: config.appUrl.startsWith('https://'),
      docsSessionTtlMinutes: config.docsSessionTtlMinutes,
      deliveryCursors,
    }),
  );

  const wizardBase = `${signInDeps.appPath}/transfer`;
  mount(
    app,
    wizardBase,
    pageRateLimit,
    wizardRouter({
      ...tokenDeps,
      adapters: deps.adapters,
      queues: deps.queues,
      baseUrl: config.baseUrl,
      appUrl: config.appUrl,
      appOrigin: new URL(config.appUrl).origin,
      base: wizardBase,
      // One per key, so a link made before a key rotation still opens while the old key is listed.
      syncLinkKeys: config.encryptionKeys.map((key) => signingKey([key], 'listener-sync-links')),
    }),
  );

  // The hosted pages at {app_url} (A1, A2); last, because at the root of a host `/:slug` matches much.
  mount(app, signInDeps.appPath || '/', pageRateLimit, hostedSignInRouter(signInDeps));

  app.use(routeNotFound);
  app.use(errorHandler);
  return app;
}
