import { Router, json, type RequestHandler } from 'express';
import type { OAuthServer } from './oauth.js';
import { fieldAt } from '../../http/unchecked.js';

export interface RateLimitSetting {
  /** Calls allowed per window for the whole app, as the service counts them. */
  limit: number;
  windowSeconds: number;
}

export interface FaultSettings {
  latencyMs: number;
  /** The next N API calls fail with `failStatus`. */
  failNext: number;
  failStatus: number;
  /** Until this time (ms since epoch) every API call fails with `failStatus` (the service is down). */
  downUntil: number;
  rateLimit: RateLimitSetting | null;
}

export interface EmulatorStats {
  calls: number;
  rateLimited: number;
  failed: number;
  byRoute: Record<string, number>;
  /** Calls the rate limit allowed per window over the calls made: how much of the limit was used. */
  windows: number;
}

/**
 * Fault switches, rate limit and call counts of one emulator. `middleware` wraps the API routes;
 * `router` is the control API under `/__emulator` that tests and benchmarks drive.
 */
export class EmulatorControls {
  faults: FaultSettings;
  stats: EmulatorStats = { calls: 0, rateLimited: 0, failed: 0, byRoute: {}, windows: 0 };
  private window = { start: 0, count: 0 };

  constructor(
    private readonly oauth: OAuthServer,
    private readonly defaults: { rateLimit: RateLimitSetting | null; isUser: (key: string) => boolean },
    /**
     * How this service words a rate-limit answer and an injected failure; `rateLimitedStatus` is
     * the HTTP status of the former (429 unless the service says it in a 200 body, as Deezer does).
     */
    private readonly render: {
      rateLimited: (retryAfter: number) => unknown;
      failure: (status: number) => unknown;
      rateLimitedStatus?: number;
    },
  ) {
    this.faults = this.initialFaults();
  }

  private initialFaults(): FaultSettings {
    return { latencyMs: 0, failNext: 0, failStatus: 503, downUntil: 0, rateLimit: this.defaults.rateLimit };
  }

  reset(): void {
    this.faults = this.initialFaults();
    this.stats = { calls: 0, rateLimited: 0, failed: 0, byRoute: {}, windows: 0 };
    this.window = { start: 0, count: 0 };
  }

  /** Applies latency, injected failures and the rate limit to every API call, and counts it. */
  middleware(): RequestHandler {
    return async (req, res, next) => {
      this.stats.calls += 1;
      const route = `${req.method} ${req.path.replace(/[0-9A-Za-z_-]{9,}/g, ':id')}`;
      this.stats.byRoute[route] = (this.stats.byRoute[route] ?? 0) + 1;
      if (this.faults.latencyMs > 0) await new Promise((r) => setTimeout(r, this.faults.latencyMs));
      const rate = this.faults.rateLimit;
      if (rate) {
        const now = Date.now();
        const windowMs = rate.windowSeconds * 1000;
        const start = now - (now % windowMs);
        if (start !== this.window.start) {
          this.window = { start, count: 0 };
          this.stats.windows += 1;
        }
        if (this.window.count >= rate.limit) {
          this.stats.rateLimited += 1;
          const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
          const status = this.render.rateLimitedStatus ?? 429;
          if (status === 429) res.set('Retry-After', String(retryAfter));
          res.status(status).json(this.render.rateLimited(retryAfter));
          return;
        }
        this.window.count += 1;
      }
      if (this.faults.failNext > 0 || this.faults.downUntil > Date.now()) {
        if (this.faults.failNext > 0) this.faults.failNext -= 1;
        this.stats.failed += 1;
        res.status(this.faults.failStatus).json(this.render.failure(this.faults.failStatus));
        return;
      }
      next();
    };
  }

  /** `/__emulator/...`: read stats, set faults, revoke or expire tokens, reset. */
  router(): Router {
    const router = Router();
    router.use(json());
    router.get('/stats', (_req, res) => {
      res.json({ ...this.stats, faults: this.faults });
    });
    router.post('/faults', (req, res) => {
      const number = (name: string) => {
        const value = fieldAt(req.body, name);
        return typeof value === 'number' ? value : undefined;
      };
      const latencyMs = number('latencyMs');
      const failNext = number('failNext');
      const failStatus = number('failStatus');
      const downForSeconds = number('downForSeconds');
      const rateLimit = fieldAt(req.body, 'rateLimit');
      const limit = fieldAt(rateLimit, 'limit');
      const windowSeconds = fieldAt(rateLimit, 'windowSeconds');
      if (latencyMs !== undefined) this.faults.latencyMs = latencyMs;
      if (failNext !== undefined) this.faults.failNext = failNext;
      if (failStatus !== undefined) this.faults.failStatus = failStatus;
      if (downForSeconds !== undefined) this.faults.downUntil = Date.now() + downForSeconds * 1000;
      if (rateLimit === null) this.faults.rateLimit = null;
      else if (typeof limit === 'number' && typeof windowSeconds === 'number')
        this.faults.rateLimit = { limit, windowSeconds };
      res.json({ faults: this.faults });
    });
    // A user the emulator does not have is a mistake in the caller's script: say so.
    const knownUser = (key: unknown): key is string => typeof key === 'string' && this.defaults.isUser(key);
    router.post('/revoke', (req, res) => {
      const userKey = fieldAt(req.body, 'user');
      if (!knownUser(userKey)) return void res.status(404).json({ error: 'unknownUser', user: userKey ?? null });
      this.oauth.revokeUser(userKey);
      res.json({ revoked: userKey });
    });
    router.post('/expire-tokens', (req, res) => {
      const userKey = fieldAt(req.body, 'user');
      if (userKey !== undefined && !knownUser(userKey))
        return void res.status(404).json({ error: 'unknownUser', user: userKey });
      this.oauth.expireAccessTokens(userKey);
      res.json({ expired: userKey ?? 'all' });
    });
    router.post('/reset', (_req, res) => {
      this.reset();
      res.json({ reset: true });
    });
    return router;
  }
}
