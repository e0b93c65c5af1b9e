import test from 'ava';
import fc from 'fast-check';
import { fold } from '../../src/matching/text.js';
import { albumWritten, parseTitle, splitCredit } from '../../src/matching/titles.js';

// The credit, title and album patterns were rewritten to read a run of blanks once rather than from
// each of its positions. On every short text of the characters they care about, they read the
// same as the patterns they replace (kept here as the reference).

const reference = {
  splitCredit: (credit: string) =>
    credit
      .split(/\s*,\s*|\s+&\s+|\s+and\s+|\s+x\s+|\s+with\s+|\s+feat\.?\s+|\s+ft\.?\s+/i)
      .map((name) => name.trim())
      .filter(Boolean),
  /** `parseTitle`'s name and featured artists, for a title without brackets. */
  nameAndFeatured: (title: string) => {
    const featuring = /^(feat|ft|featuring|with)\b\.?\s*/i;
    const [beforeDash, ...notes] = title.split(/\s+[-–—]\s+/);
    const featured = notes
      .map((note) => note.trim())
      .filter((note) => featuring.test(note))
      .flatMap((note) => reference.splitCredit(note.replace(featuring, '')));
    const inline = /\s(feat\.?|ft\.|featuring)\s(.+)$/i.exec(beforeDash);
    if (inline) featured.push(...reference.splitCredit(inline[2]));
    const rest = inline ? beforeDash.slice(0, inline.index) : beforeDash;
    return { base: fold(rest) || fold(title), featured };
  },
  albumWritten: (album: string) =>
    album
      .replace(/\s+[-–]\s+(single|ep)$/i, '')
      .replace(/[([{]((?:[^()[\]{}]|[([{][^()[\]{}]*[)\]}])*)[)\]}]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
};

const textOf = (pieces: string[]) => fc.array(fc.constantFrom(...pieces), { maxLength: 14 }).map((p) => p.join(''));
const BLANKS = [' ', ' ', '  ', '\t', '\n', '\u00a0'];
const CREDIT = textOf([
  ...BLANKS,
  ',',
  '&',
  'and',
  'AND',
  'x',
  'X',
  'with',
  'feat',
  'feat.',
  'Ft.',
  'ft',
  '.',
  'A',
  'Sandy',
]);
const TITLE = textOf([
  ...BLANKS,
  '\r',
  '\u2028',
  'feat',
  'feat.',
  'FEAT.',
  'ft.',
  'ft',
  'featuring',
  '-',
  '–',
  '—',
  '.',
  'A',
  'b',
]);
const ALBUM = textOf([...BLANKS, '-', '–', '—', 'single', 'EP', 'ep', 'Live', '(', ')', '[', ']', 'A']);

test('a credit splits into the same names as before', (t) => {
  fc.assert(
    fc.property(CREDIT, (credit) => t.deepEqual(splitCredit(credit), reference.splitCredit(credit))),
    {
      numRuns: 20_000,
    },
  );
});

test("a title's name before its dash and its unbracketed feat. are read as before, across line breaks too", (t) => {
  fc.assert(
    fc.property(TITLE, (title) => {
      const { base, featured } = parseTitle(title);
      t.deepEqual({ base, featured }, reference.nameAndFeatured(title));
    }),
    { numRuns: 20_000 },
  );
});

test("an album's name as written is read as before", (t) => {
  fc.assert(
    fc.property(ALBUM, (album) => t.is(albumWritten(album), reference.albumWritten(album))),
    {
      numRuns: 20_000,
    },
  );
});
