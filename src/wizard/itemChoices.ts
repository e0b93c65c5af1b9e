import { albumWritten, parseTitle } from '../matching/titles.js';
import type { presentMatchResult } from '../transfers/presenters.js';

// What the summary knows of one item not moved and of the search the person ran for it; the page
// draws them in `pages/notMovedItem.tsx`.

/** An item's report row, as far as the summary shows it. */
export type ItemRow = Pick<
  ReturnType<typeof presentMatchResult>,
  | 'title'
  | 'artist'
  | 'reason'
  | 'itemType'
  | 'bestGuess'
  | 'bestGuessCandidate'
  | 'matchingPercentage'
  | 'chosen'
  | 'source'
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

/**
 * What the search box of an item starts with: the words a store finds it by. A song's title goes
 * without the notes that name no other recording ("Rael - Remastered 2018" is "Rael", "(feat. X)"
 * goes too) but keeps what does ("Live", a remixer), as the matcher's own searches do; an album's
 * without its edition notes; the artist is the first one credited, since a store searches one
 * artist, not a list of them.
 */
export function searchPrefill(row: Pick<ItemRow, 'itemType' | 'title' | 'artist' | 'source'>): {
  title: string;
  artist: string;
} {
  if (row.itemType === 'artist') return { title: row.title, artist: '' };
  const artist = row.source.artists[0] ?? row.artist;
  if (row.itemType === 'album') return { title: albumWritten(row.title) || row.title, artist };
  const parsed = parseTitle(row.title);
  const title = [parsed.written, parsed.remixer, ...parsed.versions].filter(Boolean).join(' ');
  return { title: title || row.title, artist };
}
