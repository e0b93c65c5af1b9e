import type { TrackItem } from '../integrations/types.js';

/** Why an item was not written to the destination (the spec's MatchResultRow reasons). */
export type UnmatchedReason = 'notFound' | 'lowConfidence' | 'regionLocked' | 'cannotMatch' | 'limitReached' | 'error';

export interface MatchOutcome<T = TrackItem> {
  /** `failed`: the destination could not be asked (an upstream error after the safe retries). */
  status: 'matched' | 'unmatched' | 'failed';
  reason: UnmatchedReason | null;
  /** The destination's id of the recording, when matched. */
  destinationId: string | null;
  /** The score of the match or of the best guess, 0-100 (`matchingPercentage`). */
  score: number | null;
  /** The match, or the closest candidate when there is no match. */
  candidate: T | null;
  /**
   * How the answer was found: the ISRC, a text search, the shared cache, or people's choice (the
   * account's own, or one people of several accounts agree on: choices.ts).
   */
  via: 'mbid' | 'isrc' | 'search' | 'cache' | 'chosen' | null;
  /** Calls made to the destination for this item. */
  calls: number;
  /** A choice: the account's own, or how many accounts' people chose it (net of contrary ones). */
  chosen?: { by: 'own' } | { by: 'agreement'; accounts: number; against: number };
}

/** One item to match: its id on the source service and what the source says of it. */
export interface SourceTrack {
  id: string;
  track: TrackItem;
}

/**
 * Reads source tracks in full by their source ids, for what the source's lists leave out (the
 * ISRC, on Deezer); ids it could not read are absent from the answer.
 */
export type SourceDetails = (ids: string[]) => Promise<Map<string, TrackItem>>;
