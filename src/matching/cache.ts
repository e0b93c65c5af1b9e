import { QueryTypes, type Sequelize } from 'sequelize';
import { MatchChoices } from './choices.js';
import type { MatchChoice } from './models.js';
import { THRESHOLDS } from './thresholds.js';
import type { MatchOutcome, SourceTrack } from './types.js';

const DAY_MS = 24 * 3600_000;

/** How long an answer is trusted: a match for months, a miss for days (catalogues grow). */
export const CACHE_LIFE_MS = { matched: 90 * DAY_MS, unmatched: 7 * DAY_MS };

/**
 * What source items became on a destination service, shared by every user and transfer (by the
 * source's id, and by ISRC across source services), so that a popular track is searched once.
 * An answer is forgotten when the destination says the item is gone.
 *
 * People's choices come first (choices.ts): the account's own, then one people of several
 * accounts agree on (a chosen entry, served only in the country it was agreed in, and only for
 * the source item it was chosen for, never through the ISRC), then the engine's.
 */
export class MatchCache {
  private readonly choices: MatchChoices;

  constructor(private readonly sequelize: Sequelize) {
    this.choices = new MatchChoices(sequelize);
  }

  /** Cached outcomes of `items`, by their index; `accountId` adds that account's own choices. */
  async lookup(
    sourceService: string,
    destinationService: string,
    country: string,
    items: SourceTrack[],
    accountId?: string,
  ): Promise<Map<number, MatchOutcome>> {
    const found = new Map<number, MatchOutcome>();
    if (items.length === 0) return found;
    const own = accountId
      ? await this.choices.own(
          accountId,
          sourceService,
          destinationService,
          items.map((item) => item.id),
        )
      : new Map<string, MatchChoice>();
    items.forEach((item, i) => {
      const choice = own.get(item.id);
      if (choice?.verdict === 'chosen') found.set(i, ownChoice(choice));
    });

    // A chosen entry is served only while the listeners for it outnumber the accounts against by the threshold.
    const byId = await this.sequelize.query<{
      source_id: string;
      outcome: MatchOutcome;
      chosen_by: number | null;
      chosen_against: number | null;
    }>(
      `SELECT source_id, outcome, chosen_by, chosen_against FROM match_cache
       WHERE source_id = ANY($4::text[]) AND source_service = $1 AND destination_service = $2 AND country = $3
         AND expires_at > now() AND (chosen_by IS NULL OR chosen_by - chosen_against >= $5)`,
      {
        bind: [
          sourceService,
          destinationService,
          country,
          items.filter((_, i) => !found.has(i)).map((item) => item.id),
          THRESHOLDS.agreement,
        ],
        type: QueryTypes.SELECT,
      },
    );
    const outcomes = new Map(byId.map((row) => [row.source_id, row]));
    items.forEach((item, i) => {
      const row = outcomes.get(item.id);
      if (row && !found.has(i)) found.set(i, fromCache(row));
    });

    // Another source service's item with the same ISRC already found this recording. The engine's
    // answers only: people chose for the item they saw, and what its listing says of its ISRC was
    // never checked against anything.
    const isrcs = [
      ...new Set(
        items.filter((item, i) => !found.has(i) && item.track.isrc).map((item) => item.track.isrc!.toUpperCase()),
      ),
    ];
    if (isrcs.length) {
      const byIsrc = await this.sequelize.query<{
        isrc: string;
        outcome: MatchOutcome;
        chosen_by: number | null;
        chosen_against: number | null;
      }>(
        `SELECT DISTINCT ON (isrc) isrc, outcome, chosen_by, chosen_against FROM match_cache
         WHERE isrc = ANY($3::text[]) AND destination_service = $1 AND country = $2 AND destination_id IS NOT NULL
           AND expires_at > now() AND chosen_by IS NULL
         ORDER BY isrc, matched_at DESC`,
        { bind: [destinationService, country, isrcs], type: QueryTypes.SELECT },
      );
      const matches = new Map(byIsrc.map((row) => [row.isrc, row]));
      items.forEach((item, i) => {
        const row = !found.has(i) && item.track.isrc ? matches.get(item.track.isrc.toUpperCase()) : undefined;
        if (row) found.set(i, fromCache(row));
      });
    }

    // The account said the answer the others give is wrong: its person decides again.
    items.forEach((item, i) => {
      const choice = own.get(item.id);
      if (choice?.verdict !== 'rejected') return;
      const outcome = found.get(i);
      if (!outcome || outcome.destinationId === choice.destinationId) found.set(i, ownRejection());
    });
    return found;
  }

  async store(
    sourceService: string,
    destinationService: string,
    country: string,
    entries: { item: SourceTrack; outcome: MatchOutcome }[],
  ): Promise<void> {
    if (entries.length === 0) return;
    const now = Date.now();
    // People's agreed choice outranks the engine's answer; a demoted one gives way to it.
    await this.sequelize.query(
      `INSERT INTO match_cache (source_service, source_id, destination_service, country, isrc, destination_id, outcome, matched_at, expires_at)
       SELECT $1, u.source_id, $2, $3, u.isrc, u.destination_id, u.outcome, now(), u.expires_at
       FROM unnest($4::text[], $5::text[], $6::text[], $7::jsonb[], $8::timestamptz[]) AS u(source_id, isrc, destination_id, outcome, expires_at)
       ON CONFLICT (source_service, source_id, destination_service, country)
       DO UPDATE SET isrc = EXCLUDED.isrc, destination_id = EXCLUDED.destination_id, outcome = EXCLUDED.outcome, matched_at = now(), expires_at = EXCLUDED.expires_at,
         chosen_by = NULL, chosen_against = NULL
       WHERE match_cache.chosen_by IS NULL OR match_cache.chosen_by - match_cache.chosen_against < $9`,
      {
        bind: [
          sourceService,
          destinationService,
          country,
          entries.map((e) => e.item.id),
          entries.map((e) => e.item.track.isrc?.toUpperCase() ?? null),
          entries.map((e) => e.outcome.destinationId),
          entries.map((e) => JSON.stringify({ ...e.outcome, calls: 0 })),
          entries.map((e) =>
            new Date(
              now + (e.outcome.status === 'matched' ? CACHE_LIFE_MS.matched : CACHE_LIFE_MS.unmatched),
            ).toISOString(),
          ),
          THRESHOLDS.agreement,
        ],
      },
    );
  }

  /** The destination no longer has this item: every answer pointing at it goes. */
  async forget(destinationService: string, destinationId: string): Promise<void> {
    await this.sequelize.query('DELETE FROM match_cache WHERE destination_service = $1 AND destination_id = $2', {
      bind: [destinationService, destinationId],
    });
  }

  /** Drops expired answers (the maintenance sweep). */
  async sweep(): Promise<number> {
    const [, result] = await this.sequelize.query('DELETE FROM match_cache WHERE expires_at <= now()');
    return (result as { rowCount?: number })?.rowCount ?? 0;
  }
}

function fromCache(row: {
  outcome: MatchOutcome;
  chosen_by: number | null;
  chosen_against: number | null;
}): MatchOutcome {
  if (row.chosen_by === null) return { ...row.outcome, via: 'cache', calls: 0 };
  return {
    ...row.outcome,
    via: 'chosen',
    calls: 0,
    chosen: { by: 'agreement', accounts: row.chosen_by, against: row.chosen_against ?? 0 },
  };
}

function ownChoice(choice: MatchChoice): MatchOutcome {
  return {
    status: 'matched',
    reason: null,
    destinationId: choice.destinationId,
    score: choice.score,
    candidate: choice.candidate,
    via: 'chosen',
    calls: 0,
    chosen: { by: 'own' },
  };
}

function ownRejection(): MatchOutcome {
  return {
    status: 'unmatched',
    reason: 'notFound',
    destinationId: null,
    score: null,
    candidate: null,
    via: 'chosen',
    calls: 0,
    chosen: { by: 'own' },
  };
}
