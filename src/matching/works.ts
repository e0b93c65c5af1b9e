// What names one work of classical music among its neighbours: "Piano Sonata No. 3 in C major,
// Op. 2 No. 3: III. Scherzo" and "Piano Sonata No. 2 in A major, Op. 2 No. 2: III. Scherzo" are
// alike letter for letter, and only the numbers and the key tell them apart.

/** The numbers and key a title gives its work, each kind as the set of what the title says. */
export type WorkNumbers = Map<string, Set<string>>;

/** Catalogues of one composer's works, under the names stores write them. */
const CATALOGUES: Record<string, string> = {
  op: 'op',
  opus: 'op',
  bwv: 'bwv',
  hwv: 'hwv',
  k: 'k',
  kv: 'k',
  hob: 'hob',
  d: 'd',
  rv: 'rv',
  woo: 'woo',
  sz: 'sz',
  twv: 'twv',
};

// Each pattern starts at a letter or a sign and reads a bounded run after it, so a scan is linear.

/** "Op. 2", "op.67", "BWV 1007", "K. 331", "KV 525", "D. 960", "RV 269", "WoO 1", "Hob. XVI:52". */
const CATALOGUE = /\b(opus|op|bwv|hwv|kv|k|hob|d|rv|woo|sz|twv)\b\.?\s?((?:[ivx]{1,6}[a-z]?\s?:\s?)?\d{1,4})/g;
/** Liszt's "S. 244": with its dot only, since "s 5" is as often the end of a possessive. */
const SEARLE = /\bs\.\s?(\d{1,4})/g;
/** "No. 3", "No.5", "Nr. 2", "n. 4", "#1", "№ 9". */
const NUMBER = /(?:\b(?:no|nr|n)\.|\b(?:no|nr)\s|[#№])\s?(\d{1,4})\b/g;
/** "Part 2", "Pt. II": the parts of one long work are different tracks. */
const PART = /\b(?:part|pt\.?|teil)\s?(\d{1,3}|[ivx]{1,6})\b/g;
/** A movement's numeral where a movement begins: "…: III. Scherzo", "…, Op. 67: 1. Allegro". */
const MOVEMENT = /(?:^|[:/–—-])\s?([ivx]{1,6}|\d{1,2})\.\s/g;
/** "in C major", "E-flat minor", "C-Sharp Minor", "B♭ major", "F# minor". */
const KEY = /\b([a-h])(?:[\s-]?(flat|sharp)|([#♯♭b]))?[\s-](major|minor)\b/g;
/** German keys: "C-Dur", "g-Moll", "Es-Dur", "fis-moll", "B-Dur" (B flat), "h-Moll" (B). */
const GERMAN_KEY = /\b([a-h])(is|es|s)?[\s-](dur|moll)\b/g;

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };

/** A numeral, Roman or Arabic, as the number it writes: "III" and "3" alike. */
function numeral(text: string): string {
  if (/^\d+$/.test(text)) return String(Number(text));
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = ROMAN[text[i]];
    const next = ROMAN[text[i + 1]] ?? 0;
    total += value < next ? -value : value;
  }
  return String(total);
}

function add(numbers: WorkNumbers, kind: string, value: string): void {
  let values = numbers.get(kind);
  if (!values) numbers.set(kind, (values = new Set()));
  values.add(value);
}

/** The work numbers, parts, movement and key a title states, from its text as listed. */
export function workNumbers(title: string): WorkNumbers {
  const text = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  const numbers: WorkNumbers = new Map();
  for (const [, kind, value] of text.matchAll(CATALOGUE)) {
    // Hoboken's group is a Roman numeral before the colon ("XVI:52"), written in figures by some.
    const written = value
      .replace(/\s/g, '')
      .replace(/^([ivx]+)([a-z]?):/, (_m, group: string, letter: string) => `${numeral(group)}${letter}:`);
    add(
      numbers,
      CATALOGUES[kind],
      written.replace(/\d+$/, (n) => String(Number(n))),
    );
  }
  for (const [, value] of text.matchAll(SEARLE)) add(numbers, 's', String(Number(value)));
  for (const [, value] of text.matchAll(NUMBER)) add(numbers, 'no', String(Number(value)));
  for (const [, value] of text.matchAll(PART)) add(numbers, 'part', numeral(value));
  for (const [, value] of text.matchAll(MOVEMENT)) add(numbers, 'movement', numeral(value));
  for (const [, letter, word, sign, mode] of text.matchAll(KEY)) {
    const accidental = word === 'flat' || sign === '♭' || sign === 'b' ? 'b' : word || sign ? '#' : '';
    add(numbers, 'key', `${letter === 'h' ? 'b' : letter}${accidental} ${mode}`);
  }
  for (const [, letter, suffix, mode] of text.matchAll(GERMAN_KEY)) {
    // In German, B alone is B flat and H is B; "is" raises a note and "es" or "s" lowers it.
    const note = letter === 'h' ? 'b' : letter === 'b' && !suffix ? 'bb' : letter;
    const accidental = suffix === 'is' ? '#' : suffix ? 'b' : '';
    add(numbers, 'key', `${note}${note === 'bb' ? '' : accidental} ${mode === 'dur' ? 'major' : 'minor'}`);
  }
  return numbers;
}

/**
 * Whether two titles can name one work: every kind of number both state agrees, one side's values
 * within the other's (a store may leave the opus out, or give only the work's own number).
 */
export function sameWork(a: WorkNumbers, b: WorkNumbers): boolean {
  for (const [kind, mine] of a) {
    const theirs = b.get(kind);
    if (!theirs) continue;
    const within = (x: Set<string>, y: Set<string>) => [...x].every((value) => y.has(value));
    if (!within(mine, theirs) && !within(theirs, mine)) return false;
  }
  return true;
}
