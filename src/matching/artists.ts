import { fold, wordSetSimilarity } from './text.js';
import { splitCredit } from './titles.js';

// Channel suffixes and articles that differ between services for one artist.
const NOISE = /\s+(topic|vevo|official)$|^the\s+/g;

/** Each credited name apart and folded: "A & B" is two artists, as is ["A", "B"]. */
export function artistNames(artists: string[]): string[] {
  const names = new Set<string>();
  for (const credit of artists) {
    const whole = fold(credit).replace(NOISE, '').trim();
    const parts = splitCredit(credit)
      .map((name) => fold(name).replace(NOISE, '').trim())
      .filter(Boolean);
    // "Simon & Garfunkel" is one act: keep the whole credit beside its parts.
    if (whole) names.add(whole);
    if (parts.length > 1) for (const part of parts) names.add(part);
  }
  return [...names];
}

const SAME_ARTIST = 0.85;

function sameArtist(a: string, b: string): boolean {
  return a === b || wordSetSimilarity(a, b) >= SAME_ARTIST;
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
