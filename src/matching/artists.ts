import { MAX_ARTIST_NAMES, MAX_ARTIST_TEXT } from './bounds.js';
import { editDistance, fold, wordSetSimilarity } from './text.js';
import { splitCredit } from './titles.js';

// Channel suffixes and articles that differ between services for one artist.
const NOISE = /\s+(topic|vevo|official)$|^the\s+/g;

/** Each credited name apart and folded: "A & B" is two artists, as is ["A", "B"]. */
export function artistNames(artists: string[]): string[] {
  const names = new Set<string>();
  for (const credit of artists) {
    // Names past the budget are never compared: the credits after it need no reading.
    if (overBudget(names)) break;
    const whole = fold(credit).replace(NOISE, '').trim();
    const parts = splitCredit(credit)
      .map((name) => fold(name).replace(NOISE, '').trim())
      .filter(Boolean);
    // "Simon & Garfunkel" is one act: keep the whole credit beside its parts.
    if (whole) names.add(whole);
    if (parts.length > 1) for (const part of parts) names.add(part);
  }
  return withinBudget([...names]);
}

const overBudget = (names: Set<string>) =>
  names.size >= MAX_ARTIST_NAMES || [...names].reduce((length, name) => length + name.length, 0) >= MAX_ARTIST_TEXT;

/**
 * The first names, main artists first, while they are at most `MAX_ARTIST_NAMES` and
 * `MAX_ARTIST_TEXT` characters in all: two lists are compared name by name, and a credit of
 * thousands of "&"s against another such credit would cost the product of their lengths.
 */
function withinBudget(names: string[]): string[] {
  const kept: string[] = [];
  let length = 0;
  for (const name of names) {
    length += name.length;
    if (kept.length === MAX_ARTIST_NAMES || length > MAX_ARTIST_TEXT) break;
    kept.push(name);
  }
  return kept;
}

const SAME_ARTIST = 0.85;

const unspaced = (name: string) => name.replace(/ /g, '');

function sameArtist(a: string, b: string): boolean {
  // "AndyVale" is "Andy Vale": a space lost in typing is not another artist.
  return a === b || wordSetSimilarity(a, b) >= SAME_ARTIST || unspaced(a) === unspaced(b);
}

/**
 * Letters a name may be off by and still be read as a misspelling of the other ("J.J. Cle" for
 * "J.J. Cale", "Icn." for "Inc.", "Kesa" for "Kesha"): none between names of four letters or fewer,
 * where one letter is another artist.
 */
function typosAllowed(longer: number): number {
  return longer >= 12 ? 2 : longer >= 5 ? 1 : 0;
}

function closeName(a: string, b: string): boolean {
  const [x, y] = [unspaced(a), unspaced(b)];
  const allowed = typosAllowed(Math.max(x.length, y.length));
  if (allowed === 0) return false;
  // The article is dropped from a name only where a space follows it: "TheKooks" and "teh mission"
  // still carry theirs.
  return [
    [x, y],
    [`the${x}`, y],
    [x, `the${y}`],
  ].some(([p, q]) => editDistance(p, q, allowed) <= allowed);
}

/**
 * Whether two credit lists could be one credit written carelessly: a name a letter or two off, or
 * one credited member in common ("Taraf de de & Kocani Orkestar" for "Taraf de Haïdouks & Kočani
 * Orkestar"). Never enough alone: a different artist can be that close.
 */
export function closeCredits(a: string[], b: string[]): boolean {
  return a.some((name) => b.some((other) => sameArtist(name, other) || closeName(name, other)));
}

/**
 * How much two credit lists agree, order-free: the larger share of either list found in the
 * other (so "A" and "A, B" agree fully, as services credit featured artists differently).
 * Symmetric by construction.
 */
export function artistAgreement(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const share = (from: string[], to: string[]) =>
    from.filter((name) => to.some((other) => sameArtist(name, other))).length / from.length;
  return Math.max(share(a, b), share(b, a));
}
