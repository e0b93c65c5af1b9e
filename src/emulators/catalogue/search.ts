import type { SearchQuery } from './types.js';

/** Lower case, diacritics folded, punctuation to spaces: the tokens a search engine indexes. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

type Field = 'name' | 'artist' | 'album';

interface Described {
  id: string;
  name: string;
  artists: string[];
  album: string;
  popularity: number;
}

/**
 * A ranked, fuzzy full-text index, the way a music service's search box behaves: every query
 * token scores the items that contain it (rarer tokens weigh more), a misspelt token of five or
 * more letters still finds its one-letter-off neighbours, the last token matches as a prefix, and
 * popularity breaks ties. It knows nothing of which item is "right".
 */
export class SearchIndex<T> {
  private items: { item: T; described: Described }[] = [];
  private postings = new Map<string, Map<Field, Set<number>>>();
  private byId = new Map<string, number>();
  private scores = new Float64Array(0);
  /** Items added since the last search: a view holds 50,000 tracks and most are never searched. */
  private unindexed: number[] = [];
  /** Names repeat (an album's title on each of its tracks): each is split into tokens once. */
  private tokenized = new Map<string, string[]>();

  constructor(private readonly describe: (item: T) => Described) {}

  /** Takes the item as it is now; its words are indexed at the next search. */
  add(item: T): void {
    const described = this.describe(item);
    const existing = this.byId.get(described.id);
    if (existing !== undefined) this.remove(existing);
    this.byId.set(described.id, this.items.length);
    this.unindexed.push(this.items.length);
    this.items.push({ item, described });
  }

  private remove(index: number): void {
    this.indexAll();
    for (const byField of this.postings.values()) for (const set of byField.values()) set.delete(index);
  }

  private tokensOf(text: string): string[] {
    let found = this.tokenized.get(text);
    if (!found) this.tokenized.set(text, (found = tokens(text)));
    return found;
  }

  private indexAll(): void {
    for (const index of this.unindexed) {
      const d = this.items[index].described;
      const fields: Record<Field, string[]> = {
        name: this.tokensOf(d.name),
        artist: this.tokensOf(d.artists.join(' ')),
        album: this.tokensOf(d.album),
      };
      for (const field of ['name', 'artist', 'album'] as Field[]) {
        for (const token of fields[field]) {
          let byField = this.postings.get(token);
          if (!byField) this.postings.set(token, (byField = new Map()));
          let set = byField.get(field);
          if (!set) byField.set(field, (set = new Set()));
          set.add(index);
        }
      }
    }
    this.unindexed = [];
  }

  /** Items best first. */
  search(query: SearchQuery, offset: number, limit: number): { items: T[]; total: number } {
    this.indexAll();
    const wanted: [Field | null, string[]][] = [];
    if (query.text) wanted.push([null, tokens(query.text)]);
    if (query.track) wanted.push(['name', tokens(query.track)]);
    if (query.artist) wanted.push(['artist', tokens(query.artist)]);
    if (query.album) wanted.push(['album', tokens(query.album)]);
    // One slot per item and the list of slots touched: far cheaper than a Map on popular words.
    if (this.scores.length < this.items.length) this.scores = new Float64Array(this.items.length * 2);
    const scores = this.scores;
    const touched: number[] = [];
    let possible = 0;
    for (const [field, words] of wanted) {
      words.forEach((word, i) => {
        const weightOf = (hits: number) => Math.log(1 + this.items.length / (1 + hits));
        const matches = this.matches(word, field, i === words.length - 1);
        const best = Math.max(0, ...[...matches.values()].map((hits) => weightOf(hits.size)));
        possible += best || weightOf(0);
        for (const [term, hits] of matches) {
          const weight = weightOf(hits.size) * (term === word ? 1 : 0.6);
          for (const index of hits) {
            if (scores[index] === 0) touched.push(index);
            scores[index] += weight;
          }
        }
      });
    }
    // Half of what the query asks for must be there, or it is not a result at all.
    const ranked = touched
      .filter((index) => scores[index] >= possible * 0.5)
      .map((index) => [index, scores[index]] as const)
      .sort((a, b) => b[1] - a[1] || this.items[b[0]].described.popularity - this.items[a[0]].described.popularity);
    for (const index of touched) scores[index] = 0;
    return {
      items: ranked.slice(offset, offset + limit).map(([index]) => this.items[index].item),
      total: ranked.length,
    };
  }

  /** Index sets of the terms that match `word`: itself, a prefix (last word), one letter off (long words). */
  private matches(word: string, field: Field | null, last: boolean): Map<string, Set<number>> {
    const found = new Map<string, Set<number>>();
    const collect = (term: string) => {
      const byField = this.postings.get(term);
      if (!byField) return;
      const set = field ? byField.get(field) : new Set([...byField.values()].flatMap((s) => [...s]));
      if (set && set.size) found.set(term, set);
    };
    collect(word);
    if (found.size === 0 && (last || word.length >= 5)) {
      for (const term of this.postings.keys()) {
        if (term === word) continue;
        if ((last && word.length >= 2 && term.startsWith(word)) || (word.length >= 5 && oneEditApart(word, term)))
          collect(term);
      }
    }
    return found;
  }

  size(): number {
    return this.byId.size;
  }
}

function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
