import anyAscii from 'any-ascii';

// Text as a matcher compares it: one script, no diacritics, no case, no punctuation.

// Letters NFKD does not take apart, and the Greek and Cyrillic alphabets in Latin letters, so
// that "Beyoncé", "BEYONCE" and "Бейонсе" meet.
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
  і: 'i',
  ї: 'i',
  є: 'e',
  ґ: 'g',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

// Scripts the tables above leave alone. One store may list a Japanese or Korean song in its own
// script and another romanised: behind the tables, a maintained transliteration meets them.
// Kana and Hangul read well this way; Han characters get their Chinese reading, which does not
// meet a Japanese romanisation of kanji (measured in the README's matching section).
// With the marks those scripts borrow from the common block: the long vowel ー, the repeat 々.
const OTHER_SCRIPTS = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Han}\u30fc\u3005]+/gu;

/** Lower case, one script, no marks; `&` reads "and"; everything but letters and digits is a space. */
export function fold(text: string): string {
  // Before the marks go: a kana's voicing mark is part of the sound (ド is "do", not "to").
  // Only those runs: the rest of the text folds as it would alone ("Björk ♥" is the same either way).
  const readable = text.replace(OTHER_SCRIPTS, (run) => ` ${anyAscii(run)} `);
  const lower = readable
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  let out = '';
  for (const ch of lower) out += LETTERS[ch] ?? ch;
  return out
    .replace(/&/g, ' and ')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function words(text: string): string[] {
  const folded = fold(text);
  return folded ? folded.split(' ') : [];
}

function bigrams(text: string): Map<string, number> {
  const s = ` ${text} `;
  const grams = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i++) {
    const gram = s.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of letter pairs of two folded strings: 1 for equal, 0 for nothing shared; symmetric. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (!a || !b) return 0;
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [gram, n] of x) {
    shared += Math.min(n, y.get(gram) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return (2 * shared) / total;
}

/** Similarity that ignores word order ("Smith Sam" and "Sam Smith"). */
export function wordSetSimilarity(a: string, b: string): number {
  const sorted = (s: string) => s.split(' ').filter(Boolean).sort().join(' ');
  return Math.max(similarity(a, b), similarity(sorted(a), sorted(b)));
}

/**
 * Edits (a letter added, dropped, changed, or two neighbours swapped) between two strings, when at
 * most `most`; `most + 1` when more. Only a band `most` wide around the diagonal is read, so the
 * cost is linear in the length however long the strings.
 */
export function editDistance(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  const over = most + 1;
  const width = b.length + 1;
  // Three rows: the one before the last for a swap of neighbours.
  let before = new Array<number>(width).fill(over);
  let last = new Array<number>(width).fill(over);
  let row = new Array<number>(width).fill(over);
  for (let j = 0; j <= Math.min(b.length, most); j++) last[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - most);
    const to = Math.min(b.length, i + most);
    row.fill(over, Math.max(0, from - 1), Math.min(width, to + 2));
    if (i <= most) row[0] = i;
    let least = i <= most ? i : over;
    for (let j = from; j <= to; j++) {
      const same = a[i - 1] === b[j - 1];
      let cost = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + (same ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cost = Math.min(cost, before[j - 2] + 1);
      row[j] = Math.min(cost, over);
      least = Math.min(least, row[j]);
    }
    if (least > most) return over;
    [before, last, row] = [last, row, before];
  }
  return Math.min(last[b.length], over);
}
