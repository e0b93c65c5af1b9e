import { artistAgreement, artistNames, closeCredits } from './artists.js';
import { boundedTrack } from './bounds.js';
import { lengthAgreement, lengthAllowance, lengthFarApart, lengthTolerance } from './lengths.js';
import { similarity, wordSetSimilarity } from './text.js';
import { THRESHOLDS } from './thresholds.js';
import { isUuid } from '../ids.js';
import { parseAlbum, parseTitle, sameVersions, type ParsedAlbum, type ParsedTitle, type VersionTag } from './titles.js';
import { sameWork, workNumbers, type WorkNumbers } from './works.js';

/** A track as the matcher compares it, whichever service it comes from. */
export interface MatchableTrack {
  name: string;
  artists: string[];
  album: string | null;
  durationMs: number | null;
  explicit: boolean | null;
  isrc: string | null;
  /** The MusicBrainz recording id, where the service gives one. */
  mbid?: string | null;
}

/** A track read once for scoring against many candidates. */
export interface PreparedTrack {
  track: MatchableTrack;
  title: ParsedTitle;
  artists: string[];
  album: string;
  /** The album's edition notes, folded ("deluxe explicit"); empty for the standard edition. */
  edition: string;
  /** The title's versions and what the album says of them (a live album's songs are live). */
  versions: Set<VersionTag>;
  /** Explicit (true) or clean (false), from the service's flag or, without one, the words of the listing. */
  explicit: boolean | null;
  /** The title or the album's notes say it is the clean edit ("[Clean]", "(Clean Version)", "Edited"). */
  saysClean: boolean;
  /** The work's catalogue numbers, movement and key, where the title gives them. */
  work: WorkNumbers;
}

const ALBUM_VERSIONS: [VersionTag, RegExp][] = [
  ['karaoke', /\bkaraoke\b/i],
  ['cover', /\btribute\b|\bcovers?\b|\bas made famous\b/i],
];

/**
 * The listing read once for scoring: every track the matcher sees, source or candidate, from
 * whichever service, enters here, so this is where its texts are bounded.
 */
export function prepare(listed: MatchableTrack): PreparedTrack {
  const track = boundedTrack(listed);
  const title = parseTitle(track.name);
  const album: ParsedAlbum = parseAlbum(track.album);
  const versions = new Set([...title.versions, ...album.versions]);
  // Karaoke and tribute records say so on the album more often than in the title.
  for (const [tag, pattern] of ALBUM_VERSIONS) if (track.album && pattern.test(track.album)) versions.add(tag);
  const said = title.explicitness ?? album.explicitness;
  return {
    track,
    title,
    artists: artistNames([...track.artists, ...title.featured]),
    album: album.base,
    edition: album.edition,
    versions,
    explicit: track.explicit ?? (said === null ? null : said === 'explicit'),
    saysClean: title.explicitness === 'clean' || album.explicitness === 'clean',
    work: workNumbers(track.name),
  };
}

/** Two remixes of one song are one recording only when they are by the same remixer, where both say. */
function sameRemixer(a: ParsedTitle, b: ParsedTitle): boolean {
  if (!a.remixer || !b.remixer) return true;
  return a.remixer === b.remixer || wordSetSimilarity(a.remixer, b.remixer) >= 0.8;
}

const WEIGHTS = { title: 45, artists: 30, duration: 15, album: 5, explicit: 5 };

/** What a misspelt credit counts for when everything else about the listing agrees. */
const CARRIED_ARTISTS = 0.5;

function titleAgreement(a: ParsedTitle, b: ParsedTitle): number {
  const plain = similarity(a.base, b.base);
  if (a.extra === b.extra) return plain;
  // A subtitle one service keeps and the other drops ("Song (Love Theme)") costs a little.
  return Math.max(similarity(`${a.base} ${a.extra}`.trim(), `${b.base} ${b.extra}`.trim()), plain * 0.95);
}

export interface ScoreParts {
  title: number;
  artists: number;
  album: number;
  duration: number;
  explicit: number;
  sameVersion: boolean;
  /** Both say whether they are explicit, and they disagree: a clean edit is not the explicit recording. */
  otherEdit: boolean;
  /** A side without a duration, and neither the album nor the ISRC to stand in for it. */
  unconfirmed: boolean;
  /** One side says it is the clean edit and the other says nothing of it: the clean edit was not asked for. */
  cleanForUnmarked: boolean;
  /** Both titles number their work, and the numbers or keys differ: another work. */
  otherWork: boolean;
  /** Both carry a MusicBrainz recording id: `same` when they are one, `other` when they differ. */
  musicBrainz: 'same' | 'other' | null;
}

/**
 * What two MusicBrainz recording ids say: one recording, two, or nothing (a side without one).
 * An id is an identifier, as an ISRC is: where both sides give one, it settles the question.
 */
export function musicBrainzAgreement(a: MatchableTrack, b: MatchableTrack): 'same' | 'other' | null {
  if (!a.mbid || !b.mbid || !isUuid(a.mbid) || !isUuid(b.mbid)) return null;
  return a.mbid.toLowerCase() === b.mbid.toLowerCase() ? 'same' : 'other';
}

/** Below a match, above a guess: a candidate offered to a person to decide. */
const DOUBTFUL = THRESHOLDS.matched - 5;

/**
 * How sure we are that two listings are one recording, 0 to 100; symmetric. Another version
 * (live, remix...), another artist or another title caps the score below any threshold that
 * accepts, whatever else agrees.
 */
export function score(a: PreparedTrack, b: PreparedTrack): { score: number; parts: ScoreParts } {
  const parts: ScoreParts = {
    title: titleAgreement(a.title, b.title),
    artists: artistAgreement(a.artists, b.artists),
    album: a.album && b.album ? similarity(a.album, b.album) : 0.5,
    duration: lengthAgreement(a.track.durationMs, b.track.durationMs),
    explicit: a.explicit === null || b.explicit === null ? 0.5 : a.explicit === b.explicit ? 1 : 0,
    sameVersion: sameVersions(a.versions, b.versions) && sameRemixer(a.title, b.title),
    otherEdit: a.explicit !== null && b.explicit !== null && a.explicit !== b.explicit,
    unconfirmed: false,
    // A listing that does not say which edit it is means the recording as released, and where a
    // store also lists that, the clean edit is the wrong one; where it is all the store has, a
    // person decides.
    cleanForUnmarked: (a.saysClean && b.explicit === null) || (b.saysClean && a.explicit === null),
    otherWork: !sameWork(a.work, b.work),
    musicBrainz: musicBrainzAgreement(a.track, b.track),
  };
  // MusicBrainz says which recording each listing is: whatever the words, the answer is theirs.
  if (parts.musicBrainz === 'same') return { score: 100, parts: { ...parts, sameVersion: true, otherWork: false } };
  const sameIsrc = Boolean(a.track.isrc && b.track.isrc && a.track.isrc.toUpperCase() === b.track.isrc.toUpperCase());
  // Without a duration, the title alone cannot tell an edit from the recording: the album or the
  // ISRC must agree.
  parts.unconfirmed =
    (a.track.durationMs === null || b.track.durationMs === null) &&
    !sameIsrc &&
    // The same album, not one whose name merely begins alike ("Wolfmother" and "Wolfmother: Gold").
    !(a.album && b.album && parts.album >= 0.9);
  const apart =
    a.track.durationMs !== null && b.track.durationMs !== null
      ? Math.abs(a.track.durationMs - b.track.durationMs)
      : null;
  // A credit a letter off, or sharing one member, is carried by a listing whose title, version,
  // album and length all agree: that much agreement by chance would take another artist releasing
  // the same title on an album of the same name, timed alike.
  if (
    parts.artists < CARRIED_ARTISTS &&
    parts.title >= 0.95 &&
    parts.sameVersion &&
    !parts.otherEdit &&
    !parts.otherWork &&
    a.album &&
    b.album &&
    parts.album >= 0.9 &&
    apart !== null &&
    apart <= lengthTolerance(a.track.durationMs!, b.track.durationMs!) &&
    closeCredits(a.artists, b.artists)
  )
    parts.artists = CARRIED_ARTISTS;
  let total =
    WEIGHTS.title * parts.title +
    WEIGHTS.artists * parts.artists +
    WEIGHTS.duration * parts.duration +
    WEIGHTS.album * parts.album +
    WEIGHTS.explicit * parts.explicit;
  // Another version of the song is still worth showing as a best guess.
  if (!parts.sameVersion) total = Math.min(total, 60);
  if (parts.artists === 0) total = Math.min(total, 55);
  if (parts.title < 0.5 || parts.otherWork) total = Math.min(total, 50);
  // Two recordings by MusicBrainz's word, however alike they read: at most a guess for a person.
  if (parts.musicBrainz === 'other') total = Math.min(total, THRESHOLDS.guess);
  // One recording lasts the same everywhere to within a couple of seconds; an edit does not.
  if (apart !== null && apart > lengthAllowance(a.track.durationMs!, b.track.durationMs!))
    total = Math.min(total, apart > lengthFarApart(a.track.durationMs!, b.track.durationMs!) ? 55 : 70);
  if (parts.otherEdit || parts.unconfirmed || parts.cleanForUnmarked) total = Math.min(total, DOUBTFUL);
  return { score: Math.round(total * 10) / 10, parts };
}
