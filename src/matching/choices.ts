import { QueryTypes, type Sequelize, type Transaction } from 'sequelize';
import type { TrackItem } from '../integrations/types.js';
import { MatchChoice } from './models.js';
import { THRESHOLDS } from './thresholds.js';

// People's choices as evidence. A person who takes a best guess, or searches the destination and
// picks, knows better than the engine what their source item is; and when people of different
// partner accounts pick the same destination item for the same source item, that is as good as a
// match for everybody. So:
//
// - an account's own choice is its match at once, for its later transfers and syncs;
// - a choice agreed by people of `THRESHOLDS.agreement` accounts, net of those who chose otherwise
//   or said it is wrong, goes into the shared match cache as a chosen match, served to everyone;
// - a contrary choice takes the net below the threshold and the entry stops being served (it
//   stays, with its counts, until the engine's own answer replaces it or agreement returns).
//
// Accounts are counted, not presses: one row per account and source item, its latest verdict. A
// choice involving a private item (a local file, an upload only its owner sees) never counts for
// another account, so nothing one account keeps to itself reaches another through the cache.

/** How long a chosen entry is served without a new choice: it is people's word, not a search's guess. */
export const CHOSEN_LIFE_MS = 365 * 24 * 3600_000;

/** Kinds of listing that belong to a service's catalogue, the same for every listener. */
const CATALOGUE_KINDS = new Set<TrackItem['kind']>(['track', 'video']);

/** Whether a listing is a catalogue item (an unknown kind counts as private: the safe side). */
export const isCatalogue = (listing: { kind?: TrackItem['kind'] | null }): boolean =>
  Boolean(listing.kind && CATALOGUE_KINDS.has(listing.kind));

/** The source item a choice is about, as the source listed it. */
export interface ChoiceSource {
  id: string | null;
  isrc?: string | null;
  kind?: TrackItem['kind'] | null;
}

export interface ChoiceOf {
  accountId: string;
  sourceService: string;
  destinationService: string;
  source: ChoiceSource;
  /** The listener's country on the destination ('' or null when unknown). */
  country?: string | null;
  /**
   * False keeps the choice to its own account whatever the items: an account anyone can open (an
   * evaluation account) must not be a vote, or two of them could make a match for everyone.
   */
  counts?: boolean;
}

/** Where agreement on a source item stands after a choice. */
export interface Agreement {
  /** The item agreed on and served to every account, or null. */
  served: string | null;
  /** Accounts for and against each item chosen (catalogue choices only count for). */
  counts: { destinationId: string; chosenBy: number; against: number }[];
}

interface ChoiceRow {
  account_id: string;
  verdict: 'chosen' | 'rejected';
  destination_id: string;
  catalogue: boolean;
  isrc: string | null;
  country: string;
  candidate: TrackItem | null;
  score: number | null;
  chosen_at: Date;
}

/** What a listing says to everyone: the parts that belong to one person's library are left out. */
function catalogueListing(item: TrackItem): TrackItem {
  return { ...item, entryId: null, dateAdded: null };
}

/** Accounts for and against each item chosen for one source item, and the one agreed on, if any. */
export function agreementOf(rows: Pick<ChoiceRow, 'account_id' | 'verdict' | 'destination_id' | 'catalogue'>[]) {
  const chosen = [...new Set(rows.filter((r) => r.verdict === 'chosen').map((r) => r.destination_id))];
  const counts = chosen.map((destinationId) => ({
    destinationId,
    chosenBy: new Set(
      rows
        .filter((r) => r.verdict === 'chosen' && r.catalogue && r.destination_id === destinationId)
        .map((r) => r.account_id),
    ).size,
    // A contrary choice counts whatever it chose: it says this item is not the source's, and
    // reveals nothing of what it chose instead.
    against: new Set(
      rows.filter((r) => (r.verdict === 'chosen') !== (r.destination_id === destinationId)).map((r) => r.account_id),
    ).size,
  }));
  const best = [...counts].sort((a, b) => b.chosenBy - b.against - (a.chosenBy - a.against))[0];
  const served = best && best.chosenBy - best.against >= THRESHOLDS.agreement ? best.destinationId : null;
  return { served, counts };
}

/** People’s choices: recorded from the hosted result page, read by the match cache. */
export class MatchChoices {
  constructor(private readonly sequelize: Sequelize) {}

  /**
   * The account's person took `item` for the source item: their best guess, or an item they found
   * on the destination. `score` is the engine's score of the pair, where it has one.
   */
  choose(choice: ChoiceOf & { item: TrackItem; score?: number | null }): Promise<Agreement | null> {
    return this.record(choice, {
      verdict: 'chosen',
      destinationId: choice.item.id,
      catalogue: choice.counts !== false && isCatalogue(choice.source) && isCatalogue(choice.item),
      candidate: catalogueListing(choice.item),
      score: choice.score ?? null,
    });
  }

  /** The account's person said `destinationId` is not the source item. */
  reject(choice: ChoiceOf & { destinationId: string }): Promise<Agreement | null> {
    return this.record(choice, {
      verdict: 'rejected',
      destinationId: choice.destinationId,
      catalogue: choice.counts !== false && isCatalogue(choice.source),
      candidate: null,
      score: null,
    });
  }

  /** The account's own verdicts on source items, by source id. */
  async own(
    accountId: string,
    sourceService: string,
    destinationService: string,
    sourceIds: string[],
  ): Promise<Map<string, MatchChoice>> {
    if (sourceIds.length === 0) return new Map();
    const rows = await MatchChoice.findAll({
      where: { accountId, sourceService, destinationService, sourceId: sourceIds },
    });
    return new Map(rows.map((row) => [row.sourceId, row]));
  }

  /** Where agreement on one source item stands, as the cache serves it. */
  async agreement(sourceService: string, sourceId: string, destinationService: string): Promise<Agreement> {
    const rows = await this.rows(sourceService, sourceId, destinationService);
    return agreementOf(rows);
  }

  private async record(
    choice: ChoiceOf,
    verdict: Pick<ChoiceRow, 'verdict' | 'catalogue' | 'candidate' | 'score'> & { destinationId: string },
  ): Promise<Agreement | null> {
    const sourceId = choice.source.id;
    // A source item without an id (a local file on some services) cannot be met again.
    if (!sourceId) return null;
    const { accountId, sourceService, destinationService } = choice;
    return this.sequelize.transaction(async (transaction) => {
      // Choices on one source item are counted one at a time, so two at once cannot both miss the other.
      await this.sequelize.query('SELECT pg_advisory_xact_lock(hashtext($1))', {
        bind: [`match-choice|${sourceService}|${sourceId}|${destinationService}`],
        transaction,
      });
      await this.sequelize.query(
        `INSERT INTO match_choices (account_id, source_service, source_id, destination_service, verdict, destination_id, catalogue, isrc, country, candidate, score, chosen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now())
         ON CONFLICT (source_id, source_service, destination_service, account_id) DO UPDATE SET
           verdict = EXCLUDED.verdict, destination_id = EXCLUDED.destination_id, catalogue = EXCLUDED.catalogue,
           isrc = EXCLUDED.isrc, country = EXCLUDED.country, candidate = EXCLUDED.candidate, score = EXCLUDED.score,
           chosen_at = now()`,
        {
          bind: [
            accountId,
            sourceService,
            sourceId,
            destinationService,
            verdict.verdict,
            verdict.destinationId,
            verdict.catalogue,
            choice.source.isrc?.toUpperCase() ?? null,
            choice.country ?? '',
            verdict.candidate ? JSON.stringify(verdict.candidate) : null,
            verdict.score,
          ],
          transaction,
        },
      );
      const rows = await this.rows(sourceService, sourceId, destinationService, transaction);
      const agreement = agreementOf(rows);
      await this.settleCache(sourceService, sourceId, destinationService, rows, agreement, transaction);
      return agreement;
    });
  }

  private rows(
    sourceService: string,
    sourceId: string,
    destinationService: string,
    transaction?: Transaction,
  ): Promise<ChoiceRow[]> {
    return this.sequelize.query<ChoiceRow>(
      `SELECT account_id, verdict, destination_id, catalogue, isrc, country, candidate, score, chosen_at
       FROM match_choices WHERE source_id = $1 AND source_service = $2 AND destination_service = $3
       ORDER BY chosen_at DESC`,
      { bind: [sourceId, sourceService, destinationService], type: QueryTypes.SELECT, transaction },
    );
  }

  /**
   * Brings the shared cache's chosen entries of the source item to the new counts (a contrary
   * choice demotes one), and writes the agreed item as a chosen entry when none serves it yet.
   */
  private async settleCache(
    sourceService: string,
    sourceId: string,
    destinationService: string,
    rows: ChoiceRow[],
    agreement: Agreement,
    transaction: Transaction,
  ): Promise<void> {
    const counted = new Map(agreement.counts.map((c) => [c.destinationId, c]));
    const entries = await this.sequelize.query<{ country: string; destination_id: string | null }>(
      `SELECT country, destination_id FROM match_cache
       WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND chosen_by IS NOT NULL`,
      { bind: [sourceId, sourceService, destinationService], type: QueryTypes.SELECT, transaction },
    );
    for (const entry of entries) {
      const count = counted.get(entry.destination_id ?? '') ?? { chosenBy: 0, against: rows.length };
      await this.sequelize.query(
        `UPDATE match_cache SET chosen_by = $5, chosen_against = $6
         WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND country = $4`,
        {
          bind: [sourceId, sourceService, destinationService, entry.country, count.chosenBy, count.against],
          transaction,
        },
      );
    }
    const served = agreement.served;
    if (!served) return;
    const expiresAt = new Date(Date.now() + CHOSEN_LIFE_MS).toISOString();
    if (entries.some((e) => e.destination_id === served)) {
      await this.sequelize.query(
        `UPDATE match_cache SET expires_at = $4
         WHERE source_id = $1 AND source_service = $2 AND destination_service = $3 AND destination_id = $5 AND chosen_by IS NOT NULL`,
        { bind: [sourceId, sourceService, destinationService, expiresAt, served], transaction },
      );
      return;
    }
    const count = counted.get(served)!;
    // The listing and the country of the latest catalogue choice of it: it is the freshest.
    const latest = rows.find((r) => r.verdict === 'chosen' && r.catalogue && r.destination_id === served)!;
    const isrc = rows.find((r) => r.isrc)?.isrc ?? null;
    const outcome = {
      status: 'matched',
      reason: null,
      destinationId: served,
      score: latest.score,
      candidate: latest.candidate,
      via: 'chosen',
      calls: 0,
    };
    await this.sequelize.query(
      `INSERT INTO match_cache (source_service, source_id, destination_service, country, isrc, destination_id, outcome, matched_at, expires_at, chosen_by, chosen_against)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10)
       ON CONFLICT (source_id, source_service, destination_service, country) DO UPDATE SET
         isrc = EXCLUDED.isrc, destination_id = EXCLUDED.destination_id, outcome = EXCLUDED.outcome, matched_at = now(),
         expires_at = EXCLUDED.expires_at, chosen_by = EXCLUDED.chosen_by, chosen_against = EXCLUDED.chosen_against`,
      {
        bind: [
          sourceService,
          sourceId,
          destinationService,
          latest.country,
          isrc,
          served,
          JSON.stringify(outcome),
          expiresAt,
          count.chosenBy,
          count.against,
        ],
        transaction,
      },
    );
  }
}
