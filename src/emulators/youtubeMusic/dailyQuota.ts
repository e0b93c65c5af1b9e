// The project's daily quota in units: its accounting, what each call spends, and its emulator controls.
import express, { Router } from 'express';
import { googleError } from './googleError.js';
import { fieldAt } from '../../http/unchecked.js';

/** The emulator's daily quota: the raised quota a project gets on request (Google's default is 10,000). */
export const EMULATOR_DAILY_QUOTA = 1_000_000;
/** The units a call spends. */
export const COST = { read: 1, search: 100, write: 50 };

/** Google's quota day: it turns at midnight Pacific time. */
export function pacificDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The project's quota in units for the current Pacific day; a new day starts from nothing. */
export class DailyQuota {
  private day = pacificDay();
  private spent = 0;

  constructor(private daily: number) {}

  /** Takes `units` when they fit in what is left today. */
  spend(units: number): boolean {
    this.roll();
    if (this.spent + units > this.daily) return false;
    this.spent += units;
    return true;
  }

  used(): number {
    this.roll();
    return this.spent;
  }

  set(fields: { daily?: number; used?: number }): void {
    this.roll();
    if (fields.daily !== undefined) this.daily = fields.daily;
    if (fields.used !== undefined) this.spent = fields.used;
  }

  state() {
    this.roll();
    return { day: this.day, daily: this.daily, used: this.spent, remaining: Math.max(0, this.daily - this.spent) };
  }

  private roll(): void {
    const today = pacificDay();
    if (today === this.day) return;
    this.day = today;
    this.spent = 0;
  }
}

/** Spends a call's units before its route runs, or refuses it with Google's quotaExceeded. */
export function spender(quota: DailyQuota) {
  return (units: number): express.RequestHandler =>
    (_req, res, next) => {
      if (!quota.spend(units))
        return void res
          .status(403)
          .json(
            googleError(
              403,
              'quotaExceeded',
              'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
              'youtube.quota',
            ),
          );
      next();
    };
}
export type Spend = ReturnType<typeof spender>;

/**
 * `/__emulator/quota`: read the day's units, or set the daily quota and the units spent (to see a
 * quota run out without spending it); `/__emulator/reset` also gives the day's quota back.
 */
export function quotaControls(quota: DailyQuota, initialDaily: number): Router {
  const router = Router();
  const units = (value: unknown): value is number | undefined =>
    value === undefined || (typeof value === 'number' && Number.isInteger(value) && value >= 0);
  router.get('/quota', (_req, res) => void res.json(quota.state()));
  router.post('/quota', express.json(), (req, res) => {
    const daily = fieldAt(req.body, 'daily');
    const used = fieldAt(req.body, 'used');
    if (!units(daily) || !units(used))
      return void res.status(400).json({ error: 'daily and used are whole numbers of units' });
    quota.set({ daily, used });
    res.json(quota.state());
  });
  router.post('/reset', (_req, _res, next) => {
    quota.set({ daily: initialDaily, used: 0 });
    next();
  });
  return router;
}
