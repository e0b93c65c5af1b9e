import { QueryTypes, type Sequelize } from 'sequelize';
import type { TrackItem } from '../integrations/types.js';
import {
  agreementOf,
  choiceRows,
  lockChoices,
  settleCache,
  type Agreement,
  type ChoiceKey,
  type ChoiceRow,
} from './agreement.js';
import { identifiersDisagree, plausibleChoice, type ChoiceListing } from './evidence.js';
import { MatchChoice } from './models.js';
import { THRESHOLDS } from './thresholds.js';

// People's choices as evidence. A person who takes a best guess, or searches the destination and
// picks, knows better than the engine what their source item is; and when people of several
// partner accounts pick the same destination item for the same source item, that is as good as a
// match for everybody. But a choice is also the one way an outsider can write what other accounts
// are served, so it is evidence only as far as the person is known:
//
// - the caller keeps a choice at all only where someone vouched for the person (a transfer
//   session the partner opened through the API, or an account that asked to learn from its users);
//   elsewhere the choice applies to its transfer alone (src/transfers/choices.ts);
// - an account's own kept choice is its match at once, for its later transfers and syncs;
// - a choice counts towards everyone's match only when both items are catalogue items, the account
//   is no evaluation account, the engine itself finds the pair plausible (evidence.ts), their
//   ISRCs do not disagree, and the source listener is known;
// - counting choices of `THRESHOLDS.agreement` different listeners, net of the accounts that
//   chose otherwise or said it is wrong, make it the chosen entry for that country (agreement.ts);
// - a contrary choice, or an operator's withdrawal of an account's choices, takes the net below
//   the threshold and the entry stops being served (it stays, with its counts, until the engine's
//   own answer replaces it or agreement returns).
//
// People are counted, not presses: one row per account and source item, its latest verdict, and
// accounts whose choices come from one listener count once. A choice involving a private item (a local file, an upload only its owner sees) never counts for
// another account, so nothing one account keeps to itself reaches another through the cache.

/** Kinds of listing that belong to a service's catalogue, the same for every listener. */
const CATALOGUE_KINDS = new Set<TrackItem['kind']>(['track', 'video']);

/** Whether a listing is a catalogue item (an unknown kind counts as private: the safe side). */
export const isCatalogue = (listing: { kind?: TrackItem['kind'] | null }): boolean =>
  Boolean(listing.kind && CATALOGUE_KINDS.has(listing.kind));

/** The source item a choice is about, as the source listed it. */
export interface ChoiceSource extends ChoiceListing {
  id: string | null;
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
   * evaluation account) must not be a vote, or a few of them could make a match for everyone.
   */
  counts?: boolean;
  /** Who chose, as the source knows them (`listenerDigest`); without it the choice is its account's alone. */
  listener?: string | null;
}

/** One account's choice as an operator reads it. */
export interface ListedChoice {
  sourceService: string;
  sourceId: string;
  destinationService: string;
  verdict: 'chosen' | 'rejected';
  destinationId: string;
  country: string;
  counts: boolean;
  /** It is among the choices behind a chosen entry served to everyone right now. */
  serving: boolean;
  chosenAt: string;
}

/** What a listing says to everyone: the parts that belong to one person's library are left out. */
function catalogueListing(item: TrackItem): TrackItem {
  return { ...item, entryId: null, dateAdded: null };
}

/** People’s choices: recorded from the hosted result page, read by the match cache. */
export class MatchChoices {
  constructor(private readonly sequelize: Sequelize) {}

  /**
   * The account's person took `item` for the source item: their best guess, or an item they found
   * on the destination. `score` is the engine's score of the pair, where it has one.
   */
  choose(choice: ChoiceOf & { item: TrackItem; score?: number | null }): Promise<Agreement | null> {
    const catalogue = isCatalogue(choice.source) && isCatalogue(choice.item);
    return this.record(choice, {
      verdict: 'chosen',
      destination_id: choice.item.id,
      catalogue,
      counts:
        catalogue &&
        choice.counts !== false &&
        Boolean(choice.listener) &&
        plausibleChoice(choice.source, choice.item) &&
        !identifiersDisagree(choice.source, choice.item),
      candidate: catalogueListing(choice.item),
      score: choice.score ?? null,
    });
  }

  /** The account's person said `destinationId` is not the source item. */
  reject(choice: ChoiceOf & { destinationId: string }): Promise<Agreement | null> {
    return this.record(choice, {
      verdict: 'rejected',
      destination_id: choice.destinationId,
      catalogue: isCatalogue(choice.source),
      // It is never for an item; against one it counts whatever its standing (agreement.ts).
      counts: false,
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

  /** Where agreement on one source item stands in `country`, as the cache serves it there. */
  async agreement(
    sourceService: string,
    sourceId: string,
    destinationService: string,
    country = '',
  ): Promise<Agreement> {
    return agreementOf(await choiceRows(this.sequelize, { sourceService, sourceId, destinationService }), country);
  }

  /** Every choice an account's people made, the latest first, and whether each is behind a served entry. */
  async list(accountId: string): Promise<ListedChoice[]> {
    const rows = await this.sequelize.query<{
      source_service: string;
      source_id: string;
      destination_service: string;
      verdict: 'chosen' | 'rejected';
      destination_id: string;
      country: string;
      counts: boolean;
      serving: boolean;
      chosen_at: Date;
    }>(
      `SELECT c.source_service, c.source_id, c.destination_service, c.verdict, c.destination_id, c.country, c.counts,
         c.counts AND c.verdict = 'chosen' AND e.chosen_by IS NOT NULL AND e.destination_id = c.destination_id
           AND e.chosen_by - e.chosen_against >= $2 AND e.expires_at > now() AS serving,
         c.chosen_at
       FROM match_choices c
       LEFT JOIN match_cache e ON e.source_id = c.source_id AND e.source_service = c.source_service
         AND e.destination_service = c.destination_service AND e.country = c.country
       WHERE c.account_id = $1 ORDER BY c.chosen_at DESC`,
      { bind: [accountId, THRESHOLDS.agreement], type: QueryTypes.SELECT },
    );
    return rows.map((r) => ({
      sourceService: r.source_service,
      sourceId: r.source_id,
      destinationService: r.destination_service,
      verdict: r.verdict,
      destinationId: r.destination_id,
      country: r.country,
      counts: r.counts,
      serving: Boolean(r.serving),
      chosenAt: new Date(r.chosen_at).toISOString(),
    }));
  }

  /**
   * Takes back every choice of an account (an operator's decision: its people were not who the
   * partner thought). The agreement of each source item it touched is counted again in the same
   * transaction, so what it supported stops being served at once.
   */
  async withdraw(accountId: string): Promise<{ withdrawn: number; sourceItems: number; demoted: number }> {
    return this.sequelize.transaction(async (transaction) => {
      const keysOf = (rows: { source_service: string; source_id: string; destination_service: string }[]) =>
        rows.map((r) => ({
          sourceService: r.source_service,
          sourceId: r.source_id,
          destinationService: r.destination_service,
        }));
      const touched = keysOf(
        await this.sequelize.query(
          'SELECT source_service, source_id, destination_service FROM match_choices WHERE account_id = $1',
          { bind: [accountId], type: QueryTypes.SELECT, transaction },
        ),
      );
      // In one order, so that two withdrawals at once cannot each hold what the other waits for.
      const name = (k: ChoiceKey) => `${k.sourceService}|${k.sourceId}|${k.destinationService}`;
      const locked = new Set<string>();
      for (const key of touched.sort((a, b) => name(a).localeCompare(name(b)))) {
        await lockChoices(this.sequelize, key, transaction);
        locked.add(name(key));
      }
      const [deleted] = (await this.sequelize.query(
        'DELETE FROM match_choices WHERE account_id = $1 RETURNING source_service, source_id, destination_service',
        { bind: [accountId], transaction },
      )) as [{ source_service: string; source_id: string; destination_service: string }[], unknown];
      let demoted = 0;
      const settled = new Set<string>();
      for (const key of keysOf(deleted)) {
        if (settled.has(name(key))) continue;
        settled.add(name(key));
        // A choice made between the first read and the delete: counted like the others.
        if (!locked.has(name(key))) await lockChoices(this.sequelize, key, transaction);
        const rows = await choiceRows(this.sequelize, key, transaction);
        demoted += (await settleCache(this.sequelize, key, rows, transaction)).demoted;
      }
      return { withdrawn: deleted.length, sourceItems: settled.size, demoted };
    });
  }

  private async record(
    choice: ChoiceOf,
    verdict: Pick<ChoiceRow, 'verdict' | 'destination_id' | 'catalogue' | 'counts' | 'candidate' | 'score'>,
  ): Promise<Agreement | null> {
    const sourceId = choice.source.id;
    // A source item without an id (a local file on some services) cannot be met again.
    if (!sourceId) return null;
    const key = { sourceService: choice.sourceService, sourceId, destinationService: choice.destinationService };
    const country = choice.country ?? '';
    return this.sequelize.transaction(async (transaction) => {
      await lockChoices(this.sequelize, key, transaction);
      await this.sequelize.query(
        `INSERT INTO match_choices (account_id, source_service, source_id, destination_service, verdict, destination_id, catalogue, counts, listener, isrc, country, candidate, score, chosen_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())
         ON CONFLICT (source_id, source_service, destination_service, account_id) DO UPDATE SET
           verdict = EXCLUDED.verdict, destination_id = EXCLUDED.destination_id, catalogue = EXCLUDED.catalogue,
           counts = EXCLUDED.counts, listener = EXCLUDED.listener, isrc = EXCLUDED.isrc, country = EXCLUDED.country,
           candidate = EXCLUDED.candidate, score = EXCLUDED.score, chosen_at = now()`,
        {
          bind: [
            choice.accountId,
            key.sourceService,
            sourceId,
            key.destinationService,
            verdict.verdict,
            verdict.destination_id,
            verdict.catalogue,
            verdict.counts,
            choice.listener ?? null,
            choice.source.isrc?.toUpperCase() ?? null,
            country,
            verdict.candidate ? JSON.stringify(verdict.candidate) : null,
            verdict.score,
          ],
          transaction,
        },
      );
      const rows = await choiceRows(this.sequelize, key, transaction);
      await settleCache(this.sequelize, key, rows, transaction);
      return agreementOf(rows, country);
    });
  }
}
