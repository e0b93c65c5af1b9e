import { fold } from './text.js';

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

export interface ParsedTitle {
  /** The song's own name, folded, without featured artists, versions and remaster notes. */
  base: string;
  /** Artists named in the title ("feat. X", "with Y"). */
  featured: string[];
  versions: Set<VersionTag>;
  /** Bracketed words that are neither neutral nor a version ("(Love Theme)"): part of the name. */
  extra: string;
}

function versionsOf(text: string): VersionTag[] {
  const folded = fold(text);
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
  const note = (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    if (FEATURING.test(text)) {
      featured.push(...splitCredit(text.replace(FEATURING, '')));
      return;
    }
    // "Original Mix" and "Album Mix" name the recording everyone means.
    if (/^(original|album|main|single) mix$/.test(fold(text))) return;
    const found = versionsOf(text);
    if (found.length) {
      for (const tag of found) versions.add(tag);
      return;
    }
    const folded = fold(text);
    // Left in the name only when something is left once the neutral words are gone.
    const rest = folded
      .replace(new RegExp(NEUTRAL.source, 'g'), ' ')
      .replace(/\b\d{4}\b/g, ' ')
      .trim();
    if (rest) extras.push(folded);
  };

  let rest = title.replace(/[([{]([^)\]}]*)[)\]}]/g, (_m, inner: string) => {
    note(inner);
    return ' ';
  });
  // "Song - Live at Wembley", "Song - Remastered 2011", "Song - From \"Film\"": notes after a spaced dash.
  const dash = rest.split(/\s+[-–—]\s+/);
  if (dash.length > 1) {
    rest = dash[0];
    for (const part of dash.slice(1)) note(part);
  }
  // "Song feat. X" without brackets.
  const inline = /\s(feat\.?|ft\.|featuring)\s(.+)$/i.exec(rest);
  if (inline) {
    featured.push(...splitCredit(inline[2]));
    rest = rest.slice(0, inline.index);
  }
  const base = fold(rest) || fold(title);
  return { base, featured, versions, extra: extras.join(' ') };
}

/** "A, B & C" or "A and B" or "A x B" into names. */
export function splitCredit(credit: string): string[] {
  return credit
    .split(/\s*,\s*|\s+&\s+|\s+and\s+|\s+x\s+|\s+with\s+|\s+feat\.?\s+|\s+ft\.?\s+/i)
    .map((name) => name.trim())
    .filter(Boolean);
}

/** An album's name without the store's kind suffixes and edition notes. */
export function albumBase(album: string | null | undefined): string {
  if (!album) return '';
  const withoutNotes = album.replace(/\s+[-–]\s+(single|ep)$/i, '').replace(/[([{][^)\]}]*[)\]}]/g, ' ');
  return fold(withoutNotes);
}

export function sameVersions(a: Set<VersionTag>, b: Set<VersionTag>): boolean {
  if (a.size !== b.size) return false;
  for (const tag of a) if (!b.has(tag)) return false;
  return true;
}
