import type { IntegrationUser } from '../users/models.js';
import type { Transfer, TransferSession } from './models.js';
import { hasEnded } from './statuses.js';
import type { GroupRow } from './store/items.js';
import { partsOf, type GroupTally } from './tally.js';

/** Where a transfer session stands: before its wizard opens, while its transfers run, and after. */
export const SESSION_STATUSES = [
  'created',
  'opened',
  'running',
  'waiting_for_destination',
  'completed',
  'failed',
  'cancelled',
  'expired',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/**
 * A session's status from its launch and its transfers (oldest first): a transfer waiting for the
 * destination first, since only the partner can move it on (D2); then any transfer still running;
 * then how the latest one ended. Before any transfer: `created` until the launch URL is opened,
 * `opened` after, and `expired` once the launch URL or the session ended unused.
 */
export function sessionStatusOf(
  session: Pick<TransferSession, 'launchCodeDigest' | 'launchUsedAt' | 'launchExpiresAt' | 'expiresAt'>,
  transfers: Pick<Transfer, 'status'>[],
  now = Date.now(),
): SessionStatus {
  if (transfers.some((t) => t.status === 'waiting_for_destination')) return 'waiting_for_destination';
  if (!transfers.every(hasEnded)) return 'running';
  const latest = transfers.at(-1);
  if (latest) return latest.status as SessionStatus;
  if (session.expiresAt.getTime() <= now) return 'expired';
  // The plain wizard's session has no launch URL: it is made in a wizard already open.
  if (!session.launchCodeDigest || session.launchUsedAt) return 'opened';
  return session.launchExpiresAt && session.launchExpiresAt.getTime() > now ? 'created' : 'expired';
}

/** One side of a session as its record names it: the connected user, or only its ids when it is gone. */
const sideOf = (integrationType: string, userId: string, user: IntegrationUser | null) => ({
  integrationType,
  integrationUserUuid: user?.id ?? userId,
  displayName: user && !user.deletedAt ? user.name : null,
});

/**
 * The Transfer session record, with where it stands and its transfers (oldest first). A session
 * of the plain wizard has no pre-authorized destination: its `target` and `launchExpiresAt` are
 * null; `source` is null unless the partner named one (D1).
 */
export function presentTransferSession(
  session: TransferSession,
  sides: { target: IntegrationUser | null; source: IntegrationUser | null },
  transfers: Pick<Transfer, 'id' | 'status'>[],
  launchUrl: string | null,
) {
  const { target, source } = sides;
  return {
    sessionUuid: session.id,
    ...(launchUrl ? { launchUrl } : {}),
    launchExpiresAt: session.launchExpiresAt?.toISOString() ?? null,
    expiresAt: session.expiresAt.toISOString(),
    externalUserId: session.externalUserId,
    target:
      session.targetIntegrationType && session.targetIntegrationUserId
        ? sideOf(session.targetIntegrationType, session.targetIntegrationUserId, target)
        : null,
    source:
      session.sourceIntegrationUserId && source
        ? sideOf(source.integrationType, session.sourceIntegrationUserId, source)
        : null,
    status: sessionStatusOf(session, transfers),
    transferUuids: transfers.map((t) => t.id),
  };
}

export function presentTransfer(transfer: Transfer) {
  return {
    transferUuid: transfer.id,
    sessionUuid: transfer.transferSessionId,
    externalUserId: transfer.externalUserId,
    status: transfer.status,
    source: { integrationType: transfer.sourceService, integrationUserUuid: transfer.sourceIntegrationUserId },
    destination: {
      integrationType: transfer.destinationService,
      integrationUserUuid: transfer.destinationIntegrationUserId,
    },
    selection: transfer.selection,
    counts: presentCounts(transfer),
    currentGroup: transfer.currentGroup,
    errorCode: transfer.errorCode,
    cancelRequestedAt: transfer.cancelRequestedAt?.toISOString() ?? null,
    createdAt: transfer.createdAt.toISOString(),
    startedAt: transfer.startedAt?.toISOString() ?? null,
    finishedAt: transfer.finishedAt?.toISOString() ?? null,
  };
}

/**
 * A transfer's counts: what the pipeline decided of its items (`matched`, `unmatched`, `failed`),
 * and where each ended, in exactly one of `added`, `alreadyThere`, `notMoved` and `notReached`
 * (tally.ts). `written` is `added`, the person's choices included.
 */
export function presentCounts(transfer: Pick<Transfer, 'counts' | 'status'>) {
  const parts = partsOf(transfer);
  return {
    total: parts.total,
    matched: transfer.counts.matched ?? 0,
    unmatched: transfer.counts.unmatched ?? 0,
    failed: transfer.counts.failed ?? 0,
    written: parts.added,
    added: parts.added,
    alreadyThere: parts.alreadyThere,
    notMoved: parts.notMoved,
    notReached: parts.notReached,
  };
}

/** One group of D4's transfer read, with where its items ended. */
export function presentGroup(group: GroupRow, tally: GroupTally | undefined) {
  return {
    type: group.type,
    name: group.name,
    sourceId: group.source_id,
    destinationId: group.destination_id,
    items: group.item_count,
    written: tally?.added ?? group.written_count,
    added: tally?.added ?? group.written_count,
    alreadyThere: tally?.alreadyThere ?? 0,
    notMoved: tally?.notMoved ?? 0,
    notReached: tally?.notReached ?? 0,
    status: group.status,
  };
}

export interface StoredMatchResult {
  source: {
    id: string | null;
    entryId?: string | null;
    name: string;
    artists?: { name: string }[] | null;
    album?: { name: string } | null;
    isrc?: string | null;
    durationMs?: number | null;
  };
  itemType: 'track' | 'album' | 'artist';
  score: number | null;
  candidate: {
    id: string;
    name: string;
    artists?: { name: string }[] | null;
    album?: { name: string } | null;
    isrc?: string | null;
    url?: string | null;
  } | null;
  group: { type: 'playlist' | 'likedTracks' | 'albums' | 'artists'; name: string; sourceId: string | null };
  /** The item's match on the destination, when it was found but not added (no room, refused). */
  destinationId?: string | null;
  /** What the person chose to add, when they did ("Use this one"): the best guess or an item they searched for. */
  chosen?: {
    id: string;
    chosenAt: string;
    position: number | null;
    /** The playlist held it already: nothing was added. */
    alreadyThere?: boolean;
    /** What it is; null on choices recorded before it was kept. */
    item?: { name: string; artists: string[]; url: string | null } | null;
  } | null;
}

const names = (artists: { name: string }[] | null | undefined) => (artists ?? []).map((a) => a.name);

/** The chosen item as the pages and the API name it; a choice kept without it was the best guess. */
function chosenOf(row: StoredMatchResult) {
  const { chosen, candidate } = row;
  if (!chosen) return null;
  const item =
    chosen.item ??
    (candidate && candidate.id === chosen.id
      ? { name: candidate.name, artists: names(candidate.artists), url: candidate.url ?? null }
      : null);
  return {
    id: chosen.id,
    chosenAt: chosen.chosenAt,
    position: chosen.position,
    alreadyThere: chosen.alreadyThere ?? false,
    name: item?.name ?? null,
    artists: item?.artists ?? [],
    url: item?.url ?? null,
  };
}

/** MatchResultRow, from what the pipeline stored. */
export function presentMatchResult(transferId: string, status: string, reason: string, row: StoredMatchResult) {
  const { source, candidate, group } = row;
  const artists = row.itemType === 'artist' ? [source.name] : names(source.artists);
  const guessArtists = candidate ? names(candidate.artists) : [];
  return {
    transferUuid: transferId,
    title: source.name,
    artist: artists.join(', '),
    playlistName: group.type === 'playlist' ? group.name : null,
    reason,
    bestGuess: candidate ? [candidate.name, guessArtists.join(', ')].filter(Boolean).join(' — ') : null,
    bestGuessUrl: candidate?.url ?? null,
    status,
    itemType: row.itemType,
    matchingPercentage: row.score === null ? null : Math.round(row.score),
    source: {
      id: source.id ?? '',
      entryId: source.entryId ?? null,
      name: source.name,
      artists,
      album: source.album?.name ?? null,
      isrc: source.isrc ?? null,
      durationMs: source.durationMs ?? null,
    },
    group: { type: group.type, name: group.name, sourceId: group.type === 'playlist' ? group.sourceId : null },
    bestGuessCandidate: candidate
      ? {
          id: candidate.id,
          name: candidate.name,
          artists: guessArtists,
          album: candidate.album?.name ?? null,
          isrc: candidate.isrc ?? null,
          url: candidate.url ?? null,
        }
      : null,
    chosen: chosenOf(row),
  };
}

/** A sync run's report row in D3: the Unmatched row with the sync's uuid where a transfer's has its own. */
export function presentSyncResult(syncId: string, status: string, reason: string, row: StoredMatchResult) {
  const { transferUuid: _none, chosen: _never, ...rest } = presentMatchResult('', status, reason, row);
  return { syncUuid: syncId, ...rest };
}
