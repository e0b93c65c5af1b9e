import type { AlbumItem, ArtistItem, MusicServiceAdapter, UserSession } from '../integrations/types.js';
import { isUpstreamError } from '../integrations/errors.js';
import { artistAgreement, artistNames } from './artists.js';
import { bounded, boundedAlbum } from './bounds.js';
import { fold, similarity, wordSetSimilarity } from './text.js';
import { albumBase, albumWritten, parseTitle, sameVersions } from './titles.js';
import { THRESHOLDS } from './thresholds.js';
import { isTransient } from './trackMatcher.js';
import type { MatchOutcome } from './types.js';

const digits = (upc: string | null) => (upc ? upc.replace(/^0+/, '') : null);

/** How sure we are that two album listings are one release, 0-100; symmetric. */
export function albumScore(listedA: AlbumItem, listedB: AlbumItem): number {
  const [a, b] = [boundedAlbum(listedA), boundedAlbum(listedB)];
  // A barcode is the release itself (Deezer drops the leading zero other stores keep).
  if (digits(a.upc) && digits(a.upc) === digits(b.upc)) return 100;
  const title = similarity(albumBase(a.name), albumBase(b.name));
  const artists = artistAgreement(
    artistNames((a.artists ?? []).map((x) => x.name)),
    artistNames((b.artists ?? []).map((x) => x.name)),
  );
  const size =
    a.totalItems && b.totalItems
      ? 1 - Math.min(1, Math.abs(a.totalItems - b.totalItems) / Math.max(a.totalItems, b.totalItems))
      : 0.5;
  let total = 55 * title + 35 * artists + 10 * size;
  if (!sameVersions(parseTitle(a.name).versions, parseTitle(b.name).versions)) total = Math.min(total, 60);
  if (artists === 0) total = Math.min(total, 55);
  // Only the barcode is certain: between two editions under one title, it decides.
  return Math.min(99, Math.round(total * 10) / 10);
}

/** How sure we are that two artist listings are one artist, 0-100; symmetric. */
export function artistScore(a: ArtistItem, b: ArtistItem): number {
  const clean = (name: string) =>
    fold(bounded(name))
      .replace(/\s+(topic|vevo|official)$|^the\s+/g, '')
      .trim();
  return Math.round(100 * wordSetSimilarity(clean(a.name), clean(b.name)) * 10) / 10;
}

function decide<T extends { id: string | null }>(scored: { item: T; score: number }[], calls: number): MatchOutcome<T> {
  const best = scored.sort((x, y) => y.score - x.score)[0];
  if (best && best.score >= THRESHOLDS.matched)
    return {
      status: 'matched',
      reason: null,
      destinationId: best.item.id,
      score: best.score,
      candidate: best.item,
      via: 'search',
      calls,
    };
  const reason = best && best.score >= THRESHOLDS.guess ? 'lowConfidence' : 'notFound';
  return {
    status: 'unmatched',
    reason,
    destinationId: null,
    score: best?.score ?? null,
    candidate: best?.item ?? null,
    via: best ? 'search' : null,
    calls,
  };
}

const failed = <T>(calls: number): MatchOutcome<T> => ({
  status: 'failed',
  reason: 'error',
  destinationId: null,
  score: null,
  candidate: null,
  via: null,
  calls,
});

/** Candidates read in full for their barcode, at most. */
const BARCODE_SHORT_LIST = 3;

/**
 * Whether the barcode would settle what the search left open: the source has one, the search
 * results do not (Spotify's and Deezer's album searches leave it out), and either no candidate is
 * sure but one is plausible, or several are sure (two editions of one title, say).
 */
function needsBarcodes(album: AlbumItem, scored: { item: AlbumItem; score: number }[]): boolean {
  if (!digits(album.upc) || scored.some((s) => s.item.upc)) return false;
  const sure = scored.filter((s) => s.score >= THRESHOLDS.matched).length;
  return sure > 1 || (sure === 0 && scored.some((s) => s.score >= THRESHOLDS.guess));
}

/**
 * Finds a saved album on the destination: one search by name and main artist, then, only when
 * the barcode would decide, a full read of the few plausible candidates to learn theirs.
 */
export async function matchAlbum(
  destination: MusicServiceAdapter,
  user: UserSession | null,
  album: AlbumItem,
): Promise<MatchOutcome<AlbumItem>> {
  let calls = 1;
  try {
    const main = album.artists?.[0]?.name;
    const name = bounded(album.name);
    const page = await destination.searchAlbums(
      user,
      { album: albumWritten(name) || name, ...(main ? { artist: bounded(main) } : {}) },
      { limit: Math.min(10, destination.capabilities.pageSize.search) },
    );
    let scored = page.items.map((item) => ({ item, score: albumScore(album, item) }));
    if (needsBarcodes(album, scored)) {
      const shortList = [...scored]
        .filter((s) => s.score >= THRESHOLDS.guess && s.item.id)
        .sort((x, y) => y.score - x.score)
        .slice(0, BARCODE_SHORT_LIST);
      calls += shortList.length;
      const full = await Promise.all(shortList.map((s) => destination.album(user, s.item.id!)));
      const upcs = new Map(shortList.map((s, i) => [s.item, full[i].upc]));
      scored = scored.map(({ item }) => {
        const read = { ...item, upc: upcs.get(item) ?? item.upc };
        return { item: read, score: albumScore(album, read) };
      });
    }
    return decide(scored, calls);
  } catch (err) {
    if (isUpstreamError(err) && !isTransient(err)) return failed(calls);
    throw err;
  }
}

/** Finds a followed artist on the destination; among namesakes, the most followed one. */
export async function matchArtist(
  destination: MusicServiceAdapter,
  user: UserSession | null,
  artist: ArtistItem,
): Promise<MatchOutcome<ArtistItem>> {
  try {
    const page = await destination.searchArtists(
      user,
      { artist: bounded(artist.name) },
      { limit: Math.min(10, destination.capabilities.pageSize.search) },
    );
    const scored = page.items.map((item, rank) => ({ item, score: artistScore(artist, item), rank }));
    // The search ranks namesakes by popularity: keep that order among equal scores.
    scored.sort((x, y) => y.score - x.score || x.rank - y.rank);
    return decide(scored, 1);
  } catch (err) {
    if (isUpstreamError(err) && !isTransient(err)) return failed(1);
    throw err;
  }
}
