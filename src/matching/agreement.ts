import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { TrackItem } from '../integrations/types.js';
import { THRESHOLDS } from './thresholds.js';

// How people's choices on one source item become, or stop being, a chosen entry of the shared
// match cache (choices.ts says which choices count and why).

/** How long a chosen entry is served without a new choice: it is people's word, not a search's guess. */
export const CHOSEN_LIFE_MS = 365 * 24 * 3600_000;

/** One source item on one destination service: what choices are about. */
export interface ChoiceKey {
  sourceService: string;
  sourceId: string;
  destinationService: string;
}

/** A choice as stored: one account's latest verdict on a source item. */
export interface ChoiceRow {
  account_id: string;
  verdict: 'chosen' | 'rejected';
  destination_id: string;
  catalogue: boolean;
  counts: boolean;
  listener: string | null;
  isrc: string | null;
  country: string;
  candidate: TrackItem | null;
  score: number | null;
  chosen_at: Date;
}

/** Where agreement on a source item stands in one country. */
export interface Agreement {
  /** The item agreed on and served there to every account, or null. */
  served: string | null;
  /** For each item chosen there: the listeners whose choice counts for it, and the accounts against it. */
  counts: { destinationId: string; chosenBy: number; against: number }[];
}

type Tallied = Pick<ChoiceRow, 'account_id' | 'verdict' | 'destination_id' | 'counts' | 'listener' | 'country'>;

/**
 * Who is for and against `destinationId` in `country`. For: the listeners (not the accounts: one
 * person connected to several partners is one voice) of counting choices of it made there.
 * Against: every account that chose another item there, or said anywhere that this one is wrong;
 * a contrary choice needs no standing to count, since it can only take a match away.
 */
export function tally(rows: Tallied[], country: string, destinationId: string) {
  const chosenBy = new Set(
    rows
      .filter(
        (r) =>
          r.verdict === 'chosen' &&
          r.counts &&
          r.listener &&
          r.country === country &&
          r.destination_id === destinationId,
      )
      .map((r) => r.listener),
  ).size;
  const against = new Set(
    rows
      .filter((r) =>
        r.verdict === 'rejected'
          ? r.destination_id === destinationId
          : r.country === country && r.destination_id !== destinationId,
      )
      .map((r) => r.account_id),
  ).size;
  return { chosenBy, against };
}

/**
 * Agreement is per country: a storefront's listing is chosen by people who see that storefront,
 * and another country may list the recording under another id, or not at all.
 */
export function agreementOf(rows: Tallied[], country: string): Agreement {
  const chosen = [
    ...new Set(rows.filter((r) => r.verdict === 'chosen' && r.country === country).map((r) => r.destination_id)),
  ];
  const counts = chosen.map((destinationId) => ({ destinationId, ...tally(rows, country, destinationId) }));
  const best = [...counts].sort((a, b) => b.chosenBy - b.against - (a.chosenBy - a.against))[0];
  const served = best && best.chosenBy - best.against >= THRESHOLDS.agreement ? best.destinationId : null;
  return { served, counts };
}

/**
 * Choices on one source item are counted one at a time (a choice, a withdrawal), so that two at
 * once cannot both miss the other.
 */
export async function lockChoices(sequelize: Sequelize, key: ChoiceKey, transaction: Transaction): Promise<void> {
  await sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
    bind: [`match-choice|${key.sourceService}|${key.sourceId}|${key.destinationService}`],
    transaction,
  });
}

/** Every account's verdict on one source item, the latest first. */
export function choiceRows(sequelize: Sequelize, key: ChoiceKey, transaction?: Transaction): Promise<ChoiceRow[]> {
  return sequelize.query<ChoiceRow>(
    `SELECT account_id, verdict, destination_id, catalogue, counts, listener, isrc, country, candidate, score, chosen_at
     FROM match_choices WHERE source_id = $1 AND source_service = $2 AND destination_service = $3
     ORDER BY chosen_at DESC`,
    { bind: [key.sourceId, key.sourceService, key.destinationService], type: QueryTypes.SELECT, transaction },
  );
}

/**
 * Brings the shared cache's chosen entries of the source item to the counts of `rows`, country by
 * country (a contrary choice or a withdrawal demotes one), and writes the item agreed on in a
 * country as its chosen entry there. Answers how many entries served before and not now.
 */
export async function settleCache(
  sequelize: Sequelize,
  key: ChoiceKey,
  rows: ChoiceRow[],
  transaction: Transaction,
): Promise<{ demoted: number }> {
  const bind = [key.sourceId, key.sourceService, key.destinationService];
  const entries = await sequelize.query<{
    country: string;
    destination_id: string;
    chosen_by: number;
    chosen_against: number;
  }>(
    `SELECT country, destination_id, chosen_by, chosen_against FROM match_cache
     WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND chosen_by IS NOT NULL`,
    { bind, type: QueryTypes.SELECT, transaction },
  );
  const countries = new Set([...rows.map((r) => r.country), ...entries.map((e) => e.country)]);
  let demoted = 0;
  for (const country of countries) {
    const agreement = agreementOf(rows, country);
    const entry = entries.find((e) => e.country === country);
    if (entry) {
      const now = tally(rows, country, entry.destination_id);
      const wasServed = entry.chosen_by - entry.chosen_against >= THRESHOLDS.agreement;
      if (wasServed && agreement.served !== entry.destination_id) demoted += 1;
      await sequelize.query(
        `UPDATE match_cache SET chosen_by = $5, chosen_against = $6
         WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND country = $4`,
        { bind: [...bind, country, now.chosenBy, now.against], transaction },
      );
    }
    if (agreement.served) await serve(sequelize, key, rows, country, agreement, entry?.destination_id, transaction);
  }
  return { demoted };
}

/** Writes the item agreed on in `country` as the chosen entry there, or keeps the one that is it alive. */
async function serve(
  sequelize: Sequelize,
  key: ChoiceKey,
  rows: ChoiceRow[],
  country: string,
  agreement: Agreement,
  entryDestination: string | undefined,
  transaction: Transaction,
): Promise<void> {
  const served = agreement.served!;
  const bind = [key.sourceId, key.sourceService, key.destinationService, country];
  const expiresAt = new Date(Date.now() + CHOSEN_LIFE_MS).toISOString();
  if (entryDestination === served) {
    await sequelize.query(
      `UPDATE match_cache SET expires_at = $5
       WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND country = $4`,
      { bind: [...bind, expiresAt], transaction },
    );
    return;
  }
  const count = agreement.counts.find((c) => c.destinationId === served)!;
  // The listing of the latest counting choice of it: it is the freshest.
  const latest = rows.find(
    (r) => r.verdict === 'chosen' && r.counts && r.country === country && r.destination_id === served,
  )!;
  const outcome = {
    status: 'matched',
    reason: null,
    destinationId: served,
    score: latest.score,
    candidate: latest.candidate,
    via: 'chosen',
    calls: 0,
  };
  // No ISRC: an agreement is about this source item, and the ISRC lookup serves other source items.
  await sequelize.query(
    `INSERT INTO match_cache (source_id, source_service, destination_service, country, isrc, destination_id, outcome, matched_at, expires_at, chosen_by, chosen_against)
     VALUES ($1, $2, $3, $4, NULL, $5, $6, now(), $7, $8, $9)
     ON CONFLICT (source_id, source_service, destination_service, country) DO UPDATE SET
       isrc = NULL, destination_id = EXCLUDED.destination_id, outcome = EXCLUDED.outcome, matched_at = now(),
       expires_at = EXCLUDED.expires_at, chosen_by = EXCLUDED.chosen_by, chosen_against = EXCLUDED.chosen_against`,
    {
      bind: [...bind, served, JSON.stringify(outcome), expiresAt, count.chosenBy, count.against],
      transaction,
    },
  );
}
