import type { Request, Response, Router } from 'express';
import type { Redis } from 'ioredis';
import type { Sequelize } from 'sequelize';
import type { Keyring } from '../crypto/encryption.js';
import { ApiError } from '../http/errors.js';
import type { Adapters } from '../integrations/adapters.js';
import type { PageParams } from '../http/pageParams.js';
import type { Mailer } from '../mail/mailer.js';
import type { Queues } from '../queues.js';
import type { EndpointContext } from '../webhooks/endpoints.js';
import { FlashStore, type Flash } from './flash.js';
import { h, type JSX } from 'preact';
import { sendPage } from '../html/render.js';
import { DashboardPage } from './components.js';
import { ConfirmBody, type Confirmation } from './pages/confirm.js';
import type { PageContext } from './pages/context.js';
import { memberOf } from './session.js';
import { fieldAt } from '../http/unchecked.js';

export interface DashboardDeps extends EndpointContext {
  sequelize: Sequelize;
  redis: Redis;
  redisPrefix: string;
  /** The process's environment: the music services' budgets as configured. */
  env: NodeJS.ProcessEnv;
  queues: Queues;
  keyring: Keyring;
  /** The music services, for what the dashboard reads of a listener's library (a playlist's name). */
  adapters: Adapters;
  /** Path of the dashboard on this server, e.g. `/connect/dashboard`. */
  base: string;
  /** Origin of the hosted pages (from APP_URL, never from a request's Host): links sent by email start here. */
  appOrigin: string;
  secure: boolean;
  docsSessionTtlMinutes: number;
  deliveryCursors: PageParams;
  /** Sends invitations and password resets; null when no SMTP server is configured. */
  mailer: Mailer | null;
}

/** What every group of dashboard routes uses: the page frame, the flash, and the action helpers. */
export interface Kit {
  deps: DashboardDeps;
  base: string;
  flashes: FlashStore;
  html(res: Response, status: number, page: JSX.Element): void;
  /**
   * A signed-in page, with the flash the last action left, or with `flash` instead: a form refused
   * on its own page (its typed values kept) says why in the same box. `flash: null` shows none and
   * leaves the waiting one for the next page (a page that is not there is no action's outcome).
   */
  page(
    req: Request,
    res: Response,
    input: { title: string; body: JSX.Element; current?: string; status?: number; flash?: Flash | null },
  ): Promise<void>;
  /**
   * Runs a form's action and redirects to `back` (post-redirect-get: a reload never repeats it).
   * What it answers becomes the next page's flash; a refusal shows there as an error, except
   * another account's object, which stays a plain 404 as everywhere.
   */
  attempt(req: Request, res: Response, back: string, run: () => Promise<string | Flash | void>): Promise<void>;
  /**
   * A destructive action at `path`: GET shows what it will do and asks; a POST without
   * `confirm=yes` asks the same; only the confirmed POST runs it.
   */
  confirmable(
    router: Router,
    path: string,
    action: {
      back(req: Request): string;
      describe(req: Request): Promise<Confirmation>;
      run(req: Request): Promise<string | Flash>;
    },
  ): void;
  context(req: Request): PageContext;
}

export function dashboardKit(deps: DashboardDeps): Kit {
  const { base } = deps;
  const flashes = new FlashStore(deps.redis, deps.redisPrefix, deps.keyring);
  const html = (res: Response, status: number, page: JSX.Element) => sendPage(res, page, status);
  const context = (req: Request) => ({ base, csrf: memberOf(req).session.csrfToken });

  const page: Kit['page'] = async (req, res, input) => {
    const { account, session } = memberOf(req);
    const frame = {
      base,
      title: input.title,
      account: { name: account.name, slug: account.slug },
      csrf: session.csrfToken,
      flash: input.flash === null ? null : (input.flash ?? (await flashes.take(session.id))),
      current: input.current,
    };
    sendPage(res, h(DashboardPage, frame, input.body), input.status ?? 200);
  };

  const attempt: Kit['attempt'] = async (req, res, back, run) => {
    const sessionId = memberOf(req).session.id;
    try {
      const outcome = await run();
      if (outcome)
        await flashes.set(sessionId, typeof outcome === 'string' ? { kind: 'success', text: outcome } : outcome);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 404) throw err;
      await flashes.set(sessionId, { kind: 'error', text: err.message });
    }
    res.redirect(303, back);
  };

  const confirmable: Kit['confirmable'] = (router, path, action) => {
    const ask = async (req: Request, res: Response) => {
      const confirmation = await action.describe(req);
      const target = { action: `${base}${req.path}`, back: action.back(req) };
      const { csrf } = context(req);
      await page(req, res, {
        title: confirmation.question,
        body: h(ConfirmBody, { csrf, confirmation, ...target }),
      });
    };
    router.get(path, ask);
    router.post(path, async (req, res) => {
      if (fieldAt(req.body, 'confirm') !== 'yes') return ask(req, res);
      await action.describe(req);
      await attempt(req, res, action.back(req), () => action.run(req));
    });
  };

  return { deps, base, flashes, html, page, attempt, confirmable, context };
}
