import { QueryTypes, type Sequelize } from 'sequelize';
import type { MatchOutcome, SourceTrack } from './types.js';

const DAY_MS = 24 * 3600_000;

/** How long an answer is trusted: a match for months, a miss for days (catalogues grow). */
export const CACHE_LIFE_MS = { matched: 90 * DAY_MS, unmatched: 7 * DAY_MS };

/**
 * What source items became on a destination service, shared by every user and transfer (by the
 * source's id, and by ISRC across source services), so that a popular track is searched once.
 * An answer is forgotten when the destination says the item is gone.
 */
export class MatchCache {
  constructor(private readonly sequelize: Sequelize) {}

  /** Cached outcomes of `items`, by their index. */
  async lookup(
    sourceService: string,
    destinationService: string,
    country: string,
    items: SourceTrack[],
  ): Promise<Map<number, MatchOutcome>> {
    const found = new Map<number, MatchOutcome>();
    if (items.length === 0) return found;
    const byId = await this.sequelize.query<{ source_id: string; outcome: MatchOutcome }>(
      `SELECT source_id, outcome FROM match_cache
       WHERE source_service = $1 AND destination_service = $2 AND country = $3 AND source_id = ANY($4::text[]) AND expires_at > now()`,
      { bind: [sourceService, destinationService, country, items.map((item) => item.id)], type: QueryTypes.SELECT },
    );
    const outcomes = new Map(byId.map((row) => [row.source_id, row.outcome]));
    items.forEach((item, i) => {
      const outcome = outcomes.get(item.id);
      if (outcome) found.set(i, fromCache(outcome));
    });

    // Another source service's item with the same ISRC already found this recording.
    const isrcs = [
      ...new Set(
        items.filter((item, i) => !found.has(i) && item.track.isrc).map((item) => item.track.isrc!.toUpperCase()),
      ),
    ];
    if (isrcs.length) {
      const byIsrc = await this.sequelize.query<{ isrc: string; outcome: MatchOutcome }>(
        `SELECT DISTINCT ON (isrc) isrc, outcome FROM match_cache
         WHERE destination_service = $1 AND country = $2 AND isrc = ANY($3::text[]) AND destination_id IS NOT NULL AND expires_at > now()
         ORDER BY isrc, matched_at DESC`,
        { bind: [destinationService, country, isrcs], type: QueryTypes.SELECT },
      );
      const matches = new Map(byIsrc.map((row) => [row.isrc, row.outcome]));
      items.forEach((item, i) => {
        const outcome = !found.has(i) && item.track.isrc ? matches.get(item.track.isrc.toUpperCase()) : undefined;
        if (outcome) found.set(i, fromCache(outcome));
      });
    }
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
    await this.sequelize.query(
      `INSERT INTO match_cache (source_service, source_id, destination_service, country, isrc, destination_id, outcome, matched_at, expires_at)
       SELECT $1, u.source_id, $2, $3, u.isrc, u.destination_id, u.outcome, now(), u.expires_at
       FROM unnest($4::text[], $5::text[], $6::text[], $7::jsonb[], $8::timestamptz[]) AS u(source_id, isrc, destination_id, outcome, expires_at)
       ON CONFLICT (source_service, source_id, destination_service, country)
       DO UPDATE SET isrc = EXCLUDED.isrc, destination_id = EXCLUDED.destination_id, outcome = EXCLUDED.outcome, matched_at = now(), expires_at = EXCLUDED.expires_at`,
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

function fromCache(outcome: MatchOutcome): MatchOutcome {
  return { ...outcome, via: 'cache', calls: 0 };
}
