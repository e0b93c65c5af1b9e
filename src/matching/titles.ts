import { editDistance, fold } from './text.js';

/**
 * What makes two recordings of one song different recordings. "Remastered 2011" or "Single
 * Version" of a recording is the same recording; a live take, a remix or a sped-up edit is not.
 */
export type VersionTag =
  | 'live'
  | 'remix'
  | 'acoustic'
  | 'instrumental'
  | 'karaoke'
  | 'sped up'
  | 'slowed'
  | 'cover'
  | 'radio edit'
  | 'demo'
  | 'a cappella'
  | 'extended';

const VERSION_PATTERNS: [VersionTag, RegExp][] = [
  ['karaoke', /\bkaraoke\b|\bin the style of\b|\boriginally performed by\b/],
  ['instrumental', /\binstrumental\b/],
  ['a cappella', /\ba ?cappella\b/],
  ['sped up', /\bsped up\b|\bspeed up\b|\bnightcore\b/],
  ['slowed', /\bslowed\b|\breverb\b/],
  ['acoustic', /\bacoustic\b|\bunplugged\b|\bstripped\b|\bpiano version\b/],
  ['live', /\blive\b|\bin concert\b|\bsession\b/],
  ['radio edit', /\bradio (edit|mix|version)\b/],
  ['extended', /\bextended\b|\bclub mix\b|\b12 inch\b/],
  ['cover', /\bcover\b|\btribute\b/],
  ['demo', /\bdemo\b/],
  ['remix', /\bremix\b|\bmix\b|\brmx\b|\bedit\b|\bbootleg\b|\brework\b|\bvip\b|\bflip\b|\bdub\b/],
];

// Words of a bracket or dash part that say nothing about the recording itself.
const NEUTRAL =
  /\b(remaster(ed)?|\d{4} remaster|single|album|original|mono|stereo|version|edition|explicit|clean|deluxe|bonus|track|official|video|audio|lyrics?|lyric video|music video|visualizer|hd|hq|4k|from|soundtrack|motion picture|anniversary|expanded|re ?recorded|taylors version|feat|ft|featuring|with)\b/;

const FEATURING = /^(feat|ft|featuring|with)\b\.?\s*/i;

/** A bracketed note, holding at most one bracketed note of its own ("(Au5 & Fractal (USA) Remix)"). */
const NOTE = /[([{]((?:[^()[\]{}]|[([{][^()[\]{}]*[)\]}])*)[)\]}]/g;

// Patterns that begin with a run of blanks (`\s+`) start only where the run does (`(?<!\s)`):
// one starting inside the run would match just as well from its start, which is tried first,
// and trying each position of a run anew reads the rest of it each time (quadratic in its length).

/** A spaced dash before a note: "Song - Live at Wembley". */
const DASHED_NOTE = /(?<!\s)\s+[-–—]\s+/;

/** The kind a store appends to an album's name: "Levitating - Single". */
const KIND_SUFFIX = /(?<!\s)\s+[-–]\s+(single|ep)$/i;

/**
 * Between two names of one credit: "A, B & C", "A and B", "A x B", "A with B", "A feat. B". A
 * comma right after the blanks of the separator before it (", ,") is a separator of its own.
 */
const CREDIT_SEPARATOR = /(?<!\s)\s+(?:,\s*|&\s+|and\s+|x\s+|with\s+|feat\.?\s+|ft\.?\s+)|,\s*/i;

/** The head of a credit in a title without brackets: "Song feat. X", "Song ft. X", "Song featuring X". */
const INLINE_FEATURING = /\s(?:feat\.?|ft\.|featuring)\s/gi;

/** Explicit or clean, where a listing says so in words ("(Explicit)", "[Clean Version]"). */
export type Explicitness = 'explicit' | 'clean' | null;

export interface ParsedTitle {
  /** The song's own name, folded, without featured artists, versions and remaster notes. */
  base: string;
  /** Artists named in the title ("feat. X", "with Y"). */
  featured: string[];
  versions: Set<VersionTag>;
  /** Who made the remix or edit, folded, where the title names them ("(Chromatics Remix)"). */
  remixer: string | null;
  explicitness: Explicitness;
  /** Bracketed words that are neither neutral nor a version ("(Love Theme)"): part of the name. */
  extra: string;
  /**
   * The name and its subtitle as listed, unfolded: what a search box is given, since a store
   * searches its own spelling (a Japanese title in kana, not its transliteration).
   */
  written: string;
}

// The words of a remix note that say what kind of remix it is; what is left names who made it.
const REMIX_WORDS =
  /\b(remix(ed)?|mix|rmx|edit|re ?edit|rework|bootleg|vip|flip|dub|extended|radio|club|version|original|remaster(ed)?|by|the|official)\b/g;

/** The remixer a remix note names: "A Remix", "Remix by A", "A's Extended Mix"; null for a bare "Remix". */
function remixerOf(note: string): string | null {
  // "A's Remix" is A's: the possessive goes before folding would glue it to the name.
  const folded = noteText(note.replace(/['’]s\b/gi, ''));
  if (FEATURING.test(folded)) return null;
  const name = folded
    .replace(REMIX_WORDS, ' ')
    .replace(/\b\d{4}\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return name || null;
}

// The words that make a note a version, as typed with a letter off ("Radioo Mix", "Acoustc"): a
// note read as it is written would lose its kind or take another ("radioo mix" read as a remix by
// "radioo"). Only words of five letters and more, where one letter off is still the same word.
const VERSION_WORDS = [
  'radio',
  'remix',
  'acoustic',
  'instrumental',
  'extended',
  'karaoke',
  'unplugged',
  'acappella',
  'cappella',
  'bootleg',
  'rework',
  'nightcore',
];
const VERSION_WORD_SET = new Set(VERSION_WORDS);

/** A folded note with each word one letter off a version word read as that word. */
function spelled(folded: string): string {
  return folded
    .split(' ')
    .map((word) => {
      if (word.length < 5 || word.length > 13 || VERSION_WORD_SET.has(word)) return word;
      return VERSION_WORDS.find((known) => editDistance(word, known, 1) <= 1) ?? word;
    })
    .join(' ');
}

/** A note folded, its version words spelt right. */
const noteText = (note: string) => spelled(fold(note));

function explicitnessOf(note: string): Explicitness {
  const folded = fold(note);
  if (/\bexplicit\b/.test(folded)) return 'explicit';
  if (/\b(clean|edited|censored)\b/.test(folded) && !/\bradio\b/.test(folded)) return 'clean';
  return null;
}

function versionsOf(text: string): VersionTag[] {
  const folded = noteText(text);
  const tags = VERSION_PATTERNS.filter(([, pattern]) => pattern.test(folded)).map(([tag]) => tag);
  // A radio edit or an extended mix is its own kind of edit, not a remix as well.
  return tags.includes('radio edit') || tags.includes('extended') ? tags.filter((tag) => tag !== 'remix') : tags;
}

/**
 * Splits a listed title into the song's name and the notes services add around it: brackets,
 * Spotify's " - Live" parts, "feat." credits. Idempotent on its `base`.
 */
export function parseTitle(title: string): ParsedTitle {
  const featured: string[] = [];
  const versions = new Set<VersionTag>();
  const extras: string[] = [];
  const writtenExtras: string[] = [];
  let remixer: string | null = null;
  let explicitness: Explicitness = null;
  const note = (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    if (FEATURING.test(text)) {
      featured.push(...splitCredit(text.replace(FEATURING, '')));
      return;
    }
    // "Original Mix" and "Album Mix" name the recording everyone means.
    if (/^(original|album|main|single) mix$/.test(fold(text))) return;
    explicitness ??= explicitnessOf(text);
    const found = versionsOf(text);
    if (found.length) {
      for (const tag of found) versions.add(tag);
      if (found.some((tag) => tag === 'remix' || tag === 'extended' || tag === 'radio edit'))
        remixer ??= remixerOf(text);
      return;
    }
    const folded = fold(text);
    // Left in the name only when something is left once the neutral words are gone.
    const rest = folded
      .replace(new RegExp(NEUTRAL.source, 'g'), ' ')
      .replace(/\b\d{4}\b/g, ' ')
      .trim();
    if (rest) {
      extras.push(folded);
      writtenExtras.push(text);
    }
  };

  let rest = title.replace(NOTE, (_m, inner: string) => {
    note(inner);
    return ' ';
  });
  // "Song - Live at Wembley", "Song - Remastered 2011", "Song - From \"Film\"": notes after a spaced dash.
  const dash = rest.split(DASHED_NOTE);
  if (dash.length > 1) {
    rest = dash[0];
    for (const part of dash.slice(1)) note(part);
  }
  const inline = inlineFeaturing(rest);
  if (inline) {
    featured.push(...splitCredit(inline.credit));
    rest = rest.slice(0, inline.at);
  }
  const base = fold(rest) || fold(title);
  const written = [rest.replace(/\s+/g, ' ').trim() || title, ...writtenExtras].join(' ');
  return { base, featured, versions, remixer, explicitness, extra: extras.join(' '), written };
}

const lastLineBreak = (text: string) =>
  Math.max(text.lastIndexOf('\n'), text.lastIndexOf('\r'), text.lastIndexOf('\u2028'), text.lastIndexOf('\u2029'));

/**
 * "Song feat. X" without brackets: where the credit's head is, and the credit, which runs to the
 * end of the title on one line (as `.+$` reads it). Heads are tried one by one rather than with
 * one `\s(feat...)\s(.+)$`, which reads on to the line break from every head before it, quadratic
 * in "feat. a feat. a ... feat. a\n".
 */
function inlineFeaturing(title: string): { at: number; credit: string } | null {
  const credits = lastLineBreak(title) + 1;
  const head = new RegExp(INLINE_FEATURING);
  for (let found = head.exec(title); found; found = head.exec(title)) {
    const start = found.index + found[0].length;
    if (start >= credits && start < title.length) return { at: found.index, credit: title.slice(start) };
    // Two heads may share a blank ("feat feat X"): the next one may begin on this one's last.
    head.lastIndex = found.index + 1;
  }
  return null;
}

/** "A, B & C" or "A and B" or "A x B" into names. */
export function splitCredit(credit: string): string[] {
  return credit
    .split(CREDIT_SEPARATOR)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** An album's name as listed, without the store's kind suffixes and edition notes: what a search box is given. */
export function albumWritten(album: string | null | undefined): string {
  if (!album) return '';
  return album.replace(KIND_SUFFIX, '').replace(NOTE, ' ').replace(/\s+/g, ' ').trim();
}

/** An album's name without the store's kind suffixes and edition notes, folded. */
export function albumBase(album: string | null | undefined): string {
  return fold(albumWritten(album));
}

export interface ParsedAlbum {
  base: string;
  /** What the album says of its recordings: a live album's songs are live takes, titled plainly. */
  versions: Set<VersionTag>;
  /** The edition's notes, folded and sorted ("deluxe explicit"); empty for the standard edition. */
  edition: string;
  explicitness: Explicitness;
}

// Versions an album's notes or name say of every song on it. A remix album ("Remixes") or an
// edit is not said of each song: those songs say so in their titles.
const ALBUM_NOTE_VERSIONS: [VersionTag, RegExp][] = [
  ['live', /\blive\b|\bunplugged\b|\bin concert\b/],
  ['acoustic', /\bacoustic\b|\bstripped\b/],
  ['sped up', /\bsped up\b|\bnightcore\b/],
  ['slowed', /\bslowed\b/],
  ['instrumental', /\binstrumentals?\b/],
];
// A live album without brackets: "Live at Wembley", "MTV Unplugged", "Live: Texas 1969" (not "Live Through This").
const LIVE_ALBUM = /^live( at| in| from| on|$)|\bunplugged\b|\b(live|in concert) (at|in|from)\b/;
const EDITION_NOISE = /\b(edition|version|the|album|single|ep|feat|ft|featuring|with)\b/g;

export function parseAlbum(album: string | null | undefined): ParsedAlbum {
  const versions = new Set<VersionTag>();
  const notes: string[] = [];
  let explicitness: Explicitness = null;
  if (!album) return { base: '', versions, edition: '', explicitness };
  const name = album.replace(KIND_SUFFIX, '');
  const parts = [...name.matchAll(NOTE)].map((m) => m[1]);
  const dashed = name.replace(NOTE, ' ').split(DASHED_NOTE);
  parts.push(...dashed.slice(1));
  for (const part of parts) {
    const folded = noteText(part);
    if (FEATURING.test(folded)) continue;
    explicitness ??= explicitnessOf(part);
    for (const [tag, pattern] of ALBUM_NOTE_VERSIONS) if (pattern.test(folded)) versions.add(tag);
    // Explicit or clean is the recording's edit, told apart on its own: not an edition of the album.
    notes.push(
      ...folded
        .replace(EDITION_NOISE, ' ')
        .replace(/\b(explicit|clean|edited|censored)\b/g, ' ')
        .split(/\s+/)
        .filter(Boolean),
    );
  }
  if (LIVE_ALBUM.test(fold(dashed[0])) || /^\s*live\s*:/i.test(dashed[0])) versions.add('live');
  return {
    base: albumBase(album),
    versions,
    edition: [...new Set(notes)].sort().join(' '),
    explicitness,
  };
}

export function sameVersions(a: Set<VersionTag>, b: Set<VersionTag>): boolean {
  if (a.size !== b.size) return false;
  for (const tag of a) if (!b.has(tag)) return false;
  return true;
}
