import { createHash, randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { TrackItem } from '../../src/integrations/types.js';
import { MatchChoices } from '../../src/matching/choices.js';
import { listenerDigest } from '../../src/matching/evidence.js';
import { THRESHOLDS } from '../../src/matching/thresholds.js';
import type { MatchOutcome, SourceTrack } from '../../src/matching/types.js';
import type { Label } from './format.js';

// The choices slice: people of several partner accounts act on what a transfer did not move (they
// take the best guess, or search and pick) and on wrong matches (a partner's override says "not
// this one", or names the right item). People are not always right: some take a wrong best guess,
// some choose another item than the others. Their choices are recorded as the hosted summary and
// the API record them, and the set is matched again for an account that made no choice: before and
// after, its precision and recall. The set is blurred where the engine can only offer a best guess
// (`blur`): a quarter of the sources lose their artist credit, where a choice stays its account's
// own (nothing but the person's word names the artist), and a further 15% lose their length and
// album, where the engine still finds title and artist agreeing and people's agreement counts.

/** Simulated partner accounts whose people choose; the viewer is one more, that never does. */
export const CHOOSING_ACCOUNTS = 5;

/** How people behave, as chances; a fixed digest of the item and account decides, so every run is alike. */
const PEOPLE = {
  /** The account's users have this item in a transfer. */
  meets: 0.4,
  /** A best guess that is right is taken. */
  takesRightGuess: 0.85,
  /** Where the best guess is wrong or missing, the person searches and picks the right item. */
  findsRight: 0.6,
  /** ... or takes the wrong best guess all the same. */
  takesWrongGuess: 0.1,
  /** Where the store does not have the recording, the person takes the (wrong) best guess. */
  takesGuessOfNothing: 0.1,
  /** A wrong match is overridden as wrong ... */
  rejectsWrongMatch: 0.5,
  /** ... or with the right item. */
  correctsWrongMatch: 0.3,
  /** A right match is overridden as wrong, by mistake. */
  rejectsRightMatch: 0.02,
};

function chance(...parts: (string | number)[]): number {
  const digest = createHash('sha256').update(parts.join('|')).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/** Items whose source lost its artist credit, as partners' typed lists and exports often have. */
export const UNCREDITED = 0.25;
/** Items listed by title and artist alone (no length, no album), as a typed list gives them. */
export const UNTIMED = 0.15;

/**
 * The dev set by text alone is matched in full: people have nothing to add there. Partners' own
 * data often lack the artist ("Unknown Artist"), which leaves the engine a best guess however well
 * title, album and length agree; or the length and the album, which leaves it a best guess however
 * well title and artist agree (an edit cannot be told from the recording). A person knows better.
 * Which items lose what is fixed by a digest: the uncredited ones are those of earlier runs.
 */
export function blur(items: SourceTrack[]): { items: SourceTrack[]; uncredited: number; untimed: number } {
  let uncredited = 0;
  let untimed = 0;
  const out = items.map((item) => {
    const roll = chance(item.id, 'uncredited');
    if (roll < UNCREDITED) {
      uncredited += 1;
      return {
        ...item,
        track: { ...item.track, artists: [{ id: null, name: 'Unknown Artist', imageUrl: null, followers: null }] },
      };
    }
    if (roll >= UNCREDITED + UNTIMED) return item;
    untimed += 1;
    return { ...item, track: { ...item.track, durationMs: null, album: null } };
  });
  return { items: out, uncredited, untimed };
}

export interface SimulatedChoice {
  account: number;
  sourceId: string;
  verdict: 'chosen' | 'rejected';
  destinationId: string;
  /** The chosen listing: the best guess as the engine found it, or the item the person searched for. */
  listing: TrackItem | null;
  right: boolean;
}

/** What each account's people do with the engine's answers (`before`), item by item. */
export function simulateChoices(
  items: SourceTrack[],
  before: MatchOutcome[],
  labels: Map<string, Label>,
  listingOf: (destinationId: string) => TrackItem | null,
): SimulatedChoice[] {
  const made: SimulatedChoice[] = [];
  items.forEach((item, i) => {
    const outcome = before[i];
    const truth = labels.get(item.id);
    const rightId = truth?.expect === 'matched' ? truth.destinationId : null;
    for (let account = 0; account < CHOOSING_ACCOUNTS; account += 1) {
      const roll = (what: string) => chance(item.id, account, what);
      if (roll('meets') >= PEOPLE.meets) continue;
      const pick = (destinationId: string, listing: TrackItem | null) =>
        made.push({
          account,
          sourceId: item.id,
          verdict: 'chosen',
          destinationId,
          listing,
          right: destinationId === rightId,
        });
      const reject = (destinationId: string) =>
        made.push({
          account,
          sourceId: item.id,
          verdict: 'rejected',
          destinationId,
          listing: null,
          right: destinationId !== rightId,
        });
      const act = roll('act');
      if (outcome.status === 'matched') {
        const wrong = outcome.destinationId !== rightId;
        if (wrong && act < PEOPLE.rejectsWrongMatch) reject(outcome.destinationId!);
        else if (wrong && rightId && act < PEOPLE.rejectsWrongMatch + PEOPLE.correctsWrongMatch)
          pick(rightId, listingOf(rightId));
        else if (!wrong && act < PEOPLE.rejectsRightMatch) reject(outcome.destinationId!);
        continue;
      }
      if (outcome.status !== 'unmatched') continue;
      const guess = outcome.candidate;
      if (rightId && guess?.id === rightId) {
        if (act < PEOPLE.takesRightGuess) pick(guess.id, guess);
      } else if (rightId) {
        if (act < PEOPLE.findsRight) pick(rightId, listingOf(rightId));
        else if (guess && act < PEOPLE.findsRight + PEOPLE.takesWrongGuess) pick(guess.id, guess);
      } else if (guess && act < PEOPLE.takesGuessOfNothing) pick(guess.id, guess);
    }
  });
  // People act in no particular order: a wrong choice may come first or last.
  return made.sort((a, b) => chance(a.sourceId, a.account, 'order') - chance(b.sourceId, b.account, 'order'));
}

/** Precision and recall of an account's outcomes against the labels (as the bench's figures count them). */
export function accuracy(items: SourceTrack[], outcomes: MatchOutcome[], labels: Map<string, Label>) {
  let made = 0;
  let right = 0;
  let expected = 0;
  items.forEach((item, i) => {
    const truth = labels.get(item.id);
    if (truth?.expect === 'matched') expected += 1;
    if (outcomes[i].status !== 'matched') return;
    made += 1;
    if (truth?.expect === 'matched' && outcomes[i].destinationId === truth.destinationId) right += 1;
  });
  const round = (x: number | null) => (x === null ? null : Number(x.toFixed(4)));
  return {
    made,
    right,
    precision: round(made ? right / made : null),
    recall: round(expected ? right / expected : null),
  };
}

/** Partner accounts for the simulated people and the viewer (choices belong to an account). */
export async function makeAccounts(sequelize: Sequelize, count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const [n, id] of ids.entries())
    await sequelize.query('INSERT INTO accounts (id, slug, name) VALUES ($1, $2, $3)', {
      bind: [id, `bench-chooser-${n}-${id.slice(0, 8)}`, `Bench chooser ${n}`],
    });
  return ids;
}

/** The listener of simulated account `n` on the source: each account's people are other people. */
export const listenerOf = (sourceService: string, n: number) => listenerDigest(sourceService, `bench-listener-${n}`);

/**
 * Records the simulated choices through the same path the summary and the API use, as vouched
 * choices (every simulated account opens its transfers through the API) with the source listings
 * the plausibility check reads.
 */
export async function recordChoices(
  sequelize: Sequelize,
  choices: SimulatedChoice[],
  accounts: string[],
  context: { sourceService: string; destinationService: string; country: string; sources: Map<string, TrackItem> },
): Promise<void> {
  const book = new MatchChoices(sequelize);
  for (const choice of choices) {
    const base = {
      accountId: accounts[choice.account],
      listener: listenerOf(context.sourceService, choice.account),
      sourceService: context.sourceService,
      destinationService: context.destinationService,
      source: context.sources.get(choice.sourceId)!,
      country: context.country,
    };
    if (choice.verdict === 'rejected') await book.reject({ ...base, destinationId: choice.destinationId });
    else if (choice.listing) await book.choose({ ...base, item: choice.listing });
  }
}

/** Choices that count for others (and wrongly), and the shared cache's chosen entries: served, demoted, served wrongly. */
export async function chosenEntries(sequelize: Sequelize, rightOf: Map<string, string | null>) {
  const rows = await sequelize.query<{ source_id: string; destination_id: string; served: boolean }>(
    `SELECT source_id, destination_id, chosen_by - chosen_against >= $1 AS served FROM match_cache WHERE chosen_by IS NOT NULL`,
    { bind: [THRESHOLDS.agreement], type: QueryTypes.SELECT },
  );
  const served = rows.filter((r) => r.served);
  const counting = await sequelize.query<{ source_id: string; destination_id: string }>(
    `SELECT source_id, destination_id FROM match_choices WHERE counts AND verdict = 'chosen'`,
    { type: QueryTypes.SELECT },
  );
  return {
    counting: counting.length,
    counting_wrong: counting.filter((r) => rightOf.get(r.source_id) !== r.destination_id).length,
    served: served.length,
    served_wrong: served.filter((r) => rightOf.get(r.source_id) !== r.destination_id).length,
    demoted: rows.filter((r) => !r.served).length,
  };
}
