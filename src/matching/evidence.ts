import { createHash } from 'node:crypto';
import { musicBrainzAgreement, prepare, score, type MatchableTrack } from './score.js';
import { THRESHOLDS } from './thresholds.js';

// What a person's choice must be for it to count towards a match served to other accounts
// (choices.ts). People know their own music better than the engine, but a choice is also the one
// way an outsider can write into the shared cache: so a choice counts only where the engine itself
// would have put the chosen item among its candidates for the source, with evidence of its own on
// both title and artist. A person then decides between candidates; they never bring in a stranger.

/**
 * How much the title and the credits must agree. A title at 0.7 keeps a subtitle or an extra word
 * one service adds ("Song" and "Song Tonight" are 0.76) and refuses another song; half the credits
 * named (or a misspelt credit the engine itself carries) keeps a featured artist one service leaves
 * out, and refuses a listing whose artist is another or unknown ("Unknown Artist" names nobody).
 */
export const PLAUSIBLE = { title: 0.7, artists: 0.5 };

/** A listing as a choice records it: the parts the engine reads, each possibly missing. */
export interface ChoiceListing {
  name?: string | null;
  artists?: { name: string }[] | null;
  album?: { name: string } | null;
  durationMs?: number | null;
  explicit?: boolean | null;
  isrc?: string | null;
  mbid?: string | null;
}

function matchable(listing: ChoiceListing): MatchableTrack {
  return {
    name: listing.name ?? '',
    artists: (listing.artists ?? []).map((artist) => artist.name),
    album: listing.album?.name ?? null,
    durationMs: listing.durationMs ?? null,
    explicit: listing.explicit ?? null,
    isrc: listing.isrc ?? null,
    mbid: listing.mbid ?? null,
  };
}

/**
 * Whether the engine finds the chosen listing a plausible match for the source: a score of a best
 * guess at least, the title and the credits agreeing by themselves, the same version of the same
 * work. A listing without a title is never plausible.
 */
export function plausibleChoice(source: ChoiceListing, chosen: ChoiceListing): boolean {
  if (!source.name || !chosen.name) return false;
  const { score: value, parts } = score(prepare(matchable(source)), prepare(matchable(chosen)));
  return (
    value >= THRESHOLDS.guess &&
    parts.title >= PLAUSIBLE.title &&
    parts.artists >= PLAUSIBLE.artists &&
    parts.sameVersion &&
    !parts.otherWork
  );
}

/**
 * The services say these are two recordings: both listings carry a MusicBrainz recording id and
 * the ids differ, or, without both ids, both carry an ISRC and those differ. Where the recording ids
 * agree, differing ISRCs do not count: one recording has an ISRC for each release that issued it.
 */
export function identifiersDisagree(source: ChoiceListing, chosen: ChoiceListing): boolean {
  const musicBrainz = musicBrainzAgreement(matchable(source), matchable(chosen));
  if (musicBrainz !== null) return musicBrainz === 'other';
  return Boolean(source.isrc && chosen.isrc && source.isrc.toUpperCase() !== chosen.isrc.toUpperCase());
}

/**
 * Who chose, as the source service knows them: one person connected to two partner accounts is
 * one voice. A digest, so that the evidence names no listener.
 */
export function listenerDigest(sourceService: string, serviceUserId: string): string {
  return createHash('sha256').update(`${sourceService}:${serviceUserId}`).digest('hex');
}
