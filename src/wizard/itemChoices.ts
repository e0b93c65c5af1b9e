import type { presentMatchResult } from '../transfers/presenters.js';

// What the summary knows of one item not moved and of the search the person ran for it; the page
// draws them in `pages/notMovedItem.tsx`.

/** An item's report row, as far as the summary shows it. */
export type ItemRow = Pick<
  ReturnType<typeof presentMatchResult>,
  'title' | 'artist' | 'reason' | 'itemType' | 'bestGuess' | 'bestGuessCandidate' | 'matchingPercentage' | 'chosen'
>;

export interface ResultItem {
  key: string;
  row: ItemRow;
  /** Found on the destination (a match), though not added. */
  found: boolean;
  choosing: boolean;
  /** The best guess can be taken. */
  guess: boolean;
  /** The destination's catalogue can be searched for it. */
  searchable: boolean;
}

/** An item of the destination's catalogue the person found. */
export interface FoundItem {
  id: string;
  name: string;
  artists: string[];
  album: string | null;
  url: string | null;
}

/** The search of one item, as the summary shows it under that item. */
export interface ItemSearch {
  key: string;
  title: string;
  artist: string;
  /** What was found; null when the search did not run (a refused query, a failed service). */
  found: FoundItem[] | null;
  /** Why the search did not run or failed, in words, and its code when the query was refused. */
  error: { message: string; code: string | null } | null;
}

/** The longest title or artist a search takes: far longer than any real one, short enough to send. */
export const SEARCH_FIELD_MAX = 200;

/** What the search box of an item starts with: its title and artist as the source has them. */
export function searchPrefill(row: Pick<ItemRow, 'itemType' | 'title' | 'artist'>): { title: string; artist: string } {
  return row.itemType === 'artist' ? { title: row.title, artist: '' } : { title: row.title, artist: row.artist };
}
