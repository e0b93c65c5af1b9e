import type { MusicServiceAdapter, SearchQuery, TrackItem, UserSession } from '../integrations/types.js';
import { isUpstreamError } from '../integrations/errors.js';
import { isUuid } from '../ids.js';
import type { MatchCache } from './cache.js';
import { prepare, score, type MatchableTrack, type PreparedTrack } from './score.js';
import { THRESHOLDS } from './thresholds.js';
import { albumWritten } from './titles.js';
import { words } from './text.js';
import type { MatchOutcome, SourceDetails, SourceTrack } from './types.js';

export function matchable(track: TrackItem): MatchableTrack {
  return {
    name: track.name,
    artists: (track.artists ?? []).map((artist) => artist.name),
    album: track.album?.name ?? null,
    durationMs: track.durationMs,
    explicit: track.explicit,
    isrc: track.isrc,
    mbid: track.mbid ?? null,
  };
}

interface Candidate {
  track: TrackItem;
  score: number;
  sameVersion: boolean;
  title: number;
  artists: number;
  /** The edition of the album it is listed on, to break ties between editions of one recording. */
  edition: string;
  /** Everything the matcher reads of the listing but its length, to find listings that differ only by length. */
  words: string;
}

/** A destination listing scored against the source. */
function candidate(source: PreparedTrack, track: TrackItem): Candidate {
  const listed = prepare(matchable(track));
  const { score: value, parts } = score(source, listed);
  const words = JSON.stringify([
    listed.title.base,
    listed.title.extra,
    [...listed.versions].sort(),
    listed.title.remixer,
    [...listed.artists].sort(),
    listed.album,
    listed.edition,
    listed.explicit,
  ]);
  return {
    track,
    score: value,
    sameVersion: parts.sameVersion,
    title: parts.title,
    artists: parts.artists,
    edition: listed.edition,
    words,
  };
}

/**
 * The text searches tried in turn, most specific first: the title as listed and the artist (the
 * destination often words it the same); the title without its notes and the artist; the title
 * and the album without the artist. A search for the same words as one before it is never sent.
 */
function queries(source: PreparedTrack): SearchQuery[] {
  const main = source.track.artists[0] ?? '';
  // What the title says of the version (an album's "Live" is not in the destination's title).
  const versionWords = [...source.title.versions].join(' ');
  const clean = [source.title.written, source.title.remixer, versionWords].filter(Boolean).join(' ');
  const album = albumWritten(source.track.album);
  const list: SearchQuery[] = [
    { track: source.track.name, artist: main },
    // Without brackets, "feat." parts and remaster notes, but keeping what makes it this version.
    { track: clean, artist: main },
    // Without the artist, for artists the destination spells otherwise (or the source misspelt);
    // the scoring checks the artist. The album keeps a common title from drowning among
    // everyone's songs of that name, and stores that search by title alone ignore it.
    album ? { track: clean, album } : { track: clean },
  ];
  const seen = new Set<string>();
  return list.filter((query) => {
    const key = searchedWords(query);
    if (!query.track || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The words a search asks for, field by field, as a search engine reads them: case, marks and punctuation aside. */
const searchedWords = (query: SearchQuery) =>
  JSON.stringify(
    (['track', 'artist', 'album'] as const).map((field) => [...new Set(words(query[field] ?? ''))].sort().join(' ')),
  );

const DEFAULT_CONCURRENCY = 8;

/** Failures that pass: the service asks to wait, or cannot be reached now. */
export const isTransient = (err: unknown) => isUpstreamError(err, 'rateLimited') || isUpstreamError(err, 'unavailable');

/**
 * Finds each source track's recording on the destination service: the shared cache first (with
 * people's choices: the listener's account's own, then those several accounts agree on), then
 * the ISRC where both sides have it (checked for sense), then text searches that stop at the
 * first confident candidate. Every decision comes from `score`; the destination's search only
 * supplies candidates.
 */
export class TrackMatcher {
  constructor(
    private readonly destination: MusicServiceAdapter,
    private readonly options: {
      sourceService: string;
      cache?: MatchCache;
      concurrency?: number;
      /** Reads source tracks in full, where the source's lists leave the ISRC (Deezer) or the duration (Last.fm) out. */
      sourceDetails?: SourceDetails;
    } = {
      sourceService: 'unknown',
    },
  ) {}

  async match(items: SourceTrack[], user: UserSession | null): Promise<MatchOutcome[]> {
    // The same track twice in a chunk (in two playlists, say) is matched once.
    const slot = new Map<string, number>();
    const unique: SourceTrack[] = [];
    for (const item of items) {
      if (!slot.has(item.id)) {
        slot.set(item.id, unique.length);
        unique.push(item);
      }
    }
    if (unique.length < items.length) {
      const outcomes = await this.match(unique, user);
      const counted = new Set<string>();
      return items.map((item) => {
        const outcome = outcomes[slot.get(item.id)!];
        if (counted.has(item.id)) return { ...outcome, calls: 0 };
        counted.add(item.id);
        return outcome;
      });
    }
    const country = user?.country ?? '';
    const outcomes: (MatchOutcome | undefined)[] = new Array(items.length);
    const cached = this.options.cache
      ? await this.options.cache.lookup(
          this.options.sourceService,
          this.destination.id,
          country,
          items,
          user?.accountId,
        )
      : new Map<number, MatchOutcome>();
    const pending: number[] = [];
    items.forEach((item, i) => {
      if (item.track.kind === 'local' || item.track.kind === 'episode') outcomes[i] = unmatched('cannotMatch', null, 0);
      else if (cached.has(i)) outcomes[i] = cached.get(i);
      else pending.push(i);
    });

    const prepared = new Map(pending.map((i) => [i, prepare(matchable(items[i].track))]));
    const calls = new Map(pending.map((i) => [i, 0]));
    const mbidAnswers = await this.mbidCandidates(pending, items, user, calls);
    // An item its MusicBrainz id found needs no ISRC lookup.
    const foundById = (i: number) =>
      mbidAnswers.get(i)?.some((track) => track.mbid?.toLowerCase() === items[i].track.mbid?.toLowerCase()) ?? false;
    const isrcAnswers = await this.isrcCandidates(
      pending.filter((i) => !foundById(i)),
      items,
      user,
      calls,
    );

    await forEachLimited(pending, this.options.concurrency ?? DEFAULT_CONCURRENCY, async (i) => {
      const source = prepared.get(i)!;
      try {
        outcomes[i] = await this.matchOne(source, mbidAnswers.get(i) ?? [], isrcAnswers.get(i) ?? [], user, calls, i);
      } catch (err) {
        // A service that asks to wait, or is down, fails the chunk: it is matched again later, not given up.
        if (!isUpstreamError(err) || isTransient(err)) throw err;
        outcomes[i] = {
          status: 'failed',
          reason: 'error',
          destinationId: null,
          score: null,
          candidate: null,
          via: null,
          calls: calls.get(i)!,
        };
      }
    });

    await this.settleWithDetails(pending, items, outcomes as MatchOutcome[], user, calls);
    await this.settleWithCandidateDetails(pending, items, outcomes as MatchOutcome[], user);

    const fresh = pending.filter((i) => outcomes[i]!.status !== 'failed');
    if (this.options.cache && fresh.length) {
      await this.options.cache.store(
        this.options.sourceService,
        this.destination.id,
        country,
        fresh.map((i) => ({ item: items[i], outcome: outcomes[i]! })),
      );
    }
    return outcomes as MatchOutcome[];
  }

  /**
   * The second chance of items the text left undecided and the source listed without an ISRC or
   * a duration: their source read in full (one call each on the source's budget) gives what the
   * list left out. A sensible ISRC candidate decides; else the text's best guess is judged again
   * with the duration and album the read gave (Last.fm lists loved tracks without either). Items
   * the text decided cost nothing more.
   */
  private async settleWithDetails(
    pending: number[],
    items: SourceTrack[],
    outcomes: MatchOutcome[],
    user: UserSession | null,
    calls: Map<number, number>,
  ): Promise<void> {
    const { sourceDetails } = this.options;
    if (!sourceDetails) return;
    const open = pending.filter(
      (i) =>
        outcomes[i].status === 'unmatched' &&
        (outcomes[i].reason === 'notFound' || outcomes[i].reason === 'lowConfidence') &&
        (!items[i].track.isrc || items[i].track.durationMs === null),
    );
    if (open.length === 0) return;
    const details = await sourceDetails(open.map((i) => items[i].id));
    const opened = new Set(open);
    const fuller = items.map((item, i) => {
      const read = opened.has(i) ? details.get(item.id) : undefined;
      if (!read) return item;
      return {
        ...item,
        track: {
          ...item.track,
          isrc: item.track.isrc ?? read.isrc,
          durationMs: item.track.durationMs ?? read.durationMs,
          album: item.track.album ?? read.album,
        },
      };
    });
    const byIsrc = open.filter((i) => fuller[i].track.isrc && !items[i].track.isrc);
    const answers = await this.isrcCandidates(byIsrc, fuller, user, calls);
    for (const i of open) {
      const source = prepare(matchable(fuller[i].track));
      const count = Math.round(calls.get(i)! * 1000) / 1000;
      const viaIsrc = pick(
        (answers.get(i) ?? []).map((track) => candidate(source, track)),
        THRESHOLDS.isrcSense,
        source,
      );
      if (viaIsrc) {
        outcomes[i] = decided(viaIsrc, 'isrc', count);
        continue;
      }
      const guess = outcomes[i].candidate;
      const gained =
        fuller[i].track.durationMs !== items[i].track.durationMs || fuller[i].track.album !== items[i].track.album;
      const again = guess && gained ? pick([candidate(source, guess)], THRESHOLDS.matched, source) : undefined;
      outcomes[i] = again ? decided(again, 'search', count) : { ...outcomes[i], calls: count };
    }
  }

  /**
   * Where the destination's lists carry no duration (Last.fm's searches), a best guess that only
   * lacked one is read in full (one call) and judged again with the duration and album it has.
   */
  private async settleWithCandidateDetails(
    pending: number[],
    items: SourceTrack[],
    outcomes: MatchOutcome[],
    user: UserSession | null,
  ): Promise<void> {
    if (this.destination.capabilities.listedDurations !== false) return;
    const open = pending.filter((i) => {
      const outcome = outcomes[i];
      return (
        outcome.status === 'unmatched' && outcome.reason === 'lowConfidence' && outcome.candidate?.durationMs === null
      );
    });
    await forEachLimited(open, this.options.concurrency ?? DEFAULT_CONCURRENCY, async (i) => {
      const guess = outcomes[i].candidate!;
      let full: TrackItem;
      try {
        full = await this.destination.track(user, guess.id);
      } catch (err) {
        if (!isUpstreamError(err) || isTransient(err)) throw err;
        return;
      }
      const source = prepare(matchable(items[i].track));
      const found = pick([candidate(source, full)], THRESHOLDS.matched, source);
      const count = Math.round((outcomes[i].calls + 1) * 1000) / 1000;
      outcomes[i] = found ? decided(found, 'search', count) : { ...outcomes[i], calls: count };
    });
  }

  /**
   * MusicBrainz lookups of the chunk, where the destination finds tracks by recording id: one call
   * an item, and a recording id both sides give decides as an ISRC does.
   */
  private async mbidCandidates(
    pending: number[],
    items: SourceTrack[],
    user: UserSession | null,
    calls: Map<number, number>,
  ): Promise<Map<number, TrackItem[]>> {
    const answers = new Map<number, TrackItem[]>();
    const lookup = this.destination.tracksByMbid?.bind(this.destination);
    if (!this.destination.capabilities.mbidLookup || !lookup) return answers;
    const withMbid = pending.filter((i) => items[i].track.mbid && isUuid(items[i].track.mbid!));
    await forEachLimited(withMbid, this.options.concurrency ?? DEFAULT_CONCURRENCY, async (i) => {
      calls.set(i, calls.get(i)! + 1);
      try {
        answers.set(i, await lookup(user, items[i].track.mbid!.toLowerCase()));
      } catch (err) {
        if (!isUpstreamError(err) || isTransient(err)) throw err;
      }
    });
    return answers;
  }

  /** ISRC lookups of the chunk: in batches where the service takes several at once. */
  private async isrcCandidates(
    pending: number[],
    items: SourceTrack[],
    user: UserSession | null,
    calls: Map<number, number>,
  ): Promise<Map<number, TrackItem[]>> {
    const answers = new Map<number, TrackItem[]>();
    if (!this.destination.capabilities.isrcSearch) return answers;
    const withIsrc = pending.filter((i) => items[i].track.isrc && /^[A-Z0-9]{12}$/i.test(items[i].track.isrc!));
    const batchSize = this.destination.capabilities.isrcBatchSize ?? 1;
    if (this.destination.tracksByIsrcs && batchSize > 1) {
      for (let from = 0; from < withIsrc.length; from += batchSize) {
        const batch = withIsrc.slice(from, from + batchSize);
        try {
          const found = await this.destination.tracksByIsrcs(
            user,
            batch.map((i) => items[i].track.isrc!.toUpperCase()),
          );
          // One call answered the whole batch: each item carries its share.
          for (const i of batch) {
            answers.set(i, found.get(items[i].track.isrc!.toUpperCase()) ?? []);
            calls.set(i, calls.get(i)! + 1 / batch.length);
          }
        } catch (err) {
          if (!isUpstreamError(err) || isTransient(err)) throw err;
          // The text searches still run for these items.
        }
      }
      return answers;
    }
    await forEachLimited(withIsrc, this.options.concurrency ?? DEFAULT_CONCURRENCY, async (i) => {
      calls.set(i, calls.get(i)! + 1);
      try {
        answers.set(i, await this.destination.tracksByIsrc(user, items[i].track.isrc!));
      } catch (err) {
        if (!isUpstreamError(err) || isTransient(err)) throw err;
      }
    });
    return answers;
  }

  private async matchOne(
    source: PreparedTrack,
    mbidTracks: TrackItem[],
    isrcTracks: TrackItem[],
    user: UserSession | null,
    calls: Map<number, number>,
    index: number,
  ): Promise<MatchOutcome> {
    const candidates: Candidate[] = [];
    const consider = (tracks: TrackItem[]) => {
      for (const track of tracks) candidates.push(candidate(source, track));
    };
    const count = () => Math.round(calls.get(index)! * 1000) / 1000;

    consider(mbidTracks);
    const byMbid = pick(candidates, THRESHOLDS.isrcSense, source);
    if (byMbid) return decided(byMbid, 'mbid', count());
    consider(isrcTracks);
    const byIsrc = pick(candidates, THRESHOLDS.isrcSense, source);
    if (byIsrc) return decided(byIsrc, 'isrc', count());

    const pageSize = Math.min(10, this.destination.capabilities.pageSize.search);
    // Whether the last search answered with all it found, rather than a full page of it.
    let whole = false;
    for (const [n, query] of queries(source).entries()) {
      // The search without the artist is for artists the destination spells otherwise: when the
      // artist was found already, the recording is not there under this title.
      if (n > 0 && !query.artist && candidates.some((c) => c.artists > 0)) break;
      // The destination gave all it has of this song by this artist, none of it the recording:
      // other words for the same song and artist find the same listings.
      if (n > 0 && whole && candidates.some((c) => c.title >= 0.9 && c.artists > 0)) break;
      calls.set(index, calls.get(index)! + 1);
      const page = await this.destination.searchTracks(user, query, { limit: pageSize });
      whole = page.items.length < pageSize;
      consider(page.items);
      const found = pick(candidates, THRESHOLDS.matched, source);
      if (found) return decided(found, 'search', count());
      // Another search finds more of the same listings: the length still cannot choose.
      if (lengthAlone(candidates, THRESHOLDS.matched)) break;
    }
    const best = [...candidates].sort((a, b) => b.score - a.score)[0];
    if (best && best.score >= THRESHOLDS.guess) return unmatched('lowConfidence', best, count());
    return unmatched('notFound', best && best.score > 0 ? best : null, count());
  }
}

/** Scores this close are one recording listed twice (on two editions of its album, say). */
const TIE = 1;

/**
 * The best playable candidate at or above `threshold`, else the best unplayable one (region
 * lock). Between candidates that score alike, the one on the source's own edition of the album
 * wins, then the one on the standard edition.
 */
function pick(candidates: Candidate[], threshold: number, source: PreparedTrack): Candidate | undefined {
  const good = acceptable(candidates, threshold);
  if (good.length === 0 || lengthAlone(candidates, threshold)) return undefined;
  const preference = (c: Candidate) => (c.edition === source.edition ? 0 : c.edition === '' ? 1 : 2);
  const tied = good.filter((c) => c.score >= good[0].score - TIE).sort((a, b) => preference(a) - preference(b));
  const ranked = [...tied, ...good.filter((c) => !tied.includes(c))];
  return ranked.find((c) => c.track.isAvailable !== false) ?? ranked[0];
}

const acceptable = (candidates: Candidate[], threshold: number) =>
  candidates.filter((c) => c.score >= threshold && c.sameVersion).sort((a, b) => b.score - a.score);

/**
 * Two acceptable listings alike in every word and apart only in length (chapters of one audiobook
 * titled alike): the length cannot say which is meant, and the nearer is another chapter as often
 * as the right one. A person decides.
 */
function lengthAlone(candidates: Candidate[], threshold: number): boolean {
  const lengths = new Map<string, number | null>();
  for (const c of acceptable(candidates, threshold)) {
    if (!lengths.has(c.words)) lengths.set(c.words, c.track.durationMs);
    else if (lengths.get(c.words) !== c.track.durationMs) return true;
  }
  return false;
}

function decided(candidate: Candidate, via: 'mbid' | 'isrc' | 'search', calls: number): MatchOutcome {
  if (candidate.track.isAvailable === false) return { ...unmatched('regionLocked', candidate, calls), via };
  return {
    status: 'matched',
    reason: null,
    destinationId: candidate.track.id,
    score: candidate.score,
    candidate: candidate.track,
    via,
    calls,
  };
}

function unmatched(reason: MatchOutcome['reason'], candidate: Candidate | null, calls: number): MatchOutcome {
  return {
    status: 'unmatched',
    reason,
    destinationId: null,
    score: candidate?.score ?? null,
    candidate: candidate?.track ?? null,
    via: candidate ? 'search' : null,
    calls,
  };
}

async function forEachLimited<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await run(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
