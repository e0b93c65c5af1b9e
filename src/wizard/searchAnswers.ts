import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ItemKey } from '../transfers/store/items.js';
import type { FoundItem } from './itemChoices.js';

// What the summary's searches answered, per transfer and report row, kept in Redis:
//
// - The answer itself, by the words searched: the same words for the same row (so the same
//   destination, the same listener) answer from here for an hour, not from the service. A reload,
//   the back button, or a loop sending one address spend the partner's budget once.
// - The ids each answer showed, for as long as the summary lives (its wizard session): "Use this
//   one" with a found item (`pick`) takes only one of these or the row's best guess. The form could
//   instead carry the shown ids signed with a server key; the record is kept because the search
//   already runs here and writes here, a signature would stay good after the session ended, and
//   a record needs no key of its own to rotate.

/** How long a search's answer is served again: catalogues change slowly; a person's session is shorter. */
const ANSWER_LIFE_MS = 60 * 60_000;

interface RedisDeps {
  redis: Redis;
  redisPrefix: string;
}

/** What one search is of: the row searched for and the words typed. */
export interface SearchedFor {
  transferId: string;
  destination: string;
  key: ItemKey;
  title: string;
  artist: string;
}

const rowOf = (key: ItemKey) => `${key[0]}.${key[1]}`;

/** A transfer's keys share a hash tag: a Redis Cluster keeps them in one slot for the transaction. */
const transferTag = (deps: RedisDeps, transferId: string) => `{${deps.redisPrefix}:wizard-search:${transferId}}`;

function answerKey(deps: RedisDeps, of: SearchedFor): string {
  const words = createHash('sha256')
    .update(JSON.stringify([of.destination, of.title, of.artist]))
    .digest('base64url');
  return `${transferTag(deps, of.transferId)}:answer:${rowOf(of.key)}:${words}`;
}

const shownKey = (deps: RedisDeps, transferId: string, key: ItemKey) =>
  `${transferTag(deps, transferId)}:shown:${rowOf(key)}`;

/** The answer kept for these words, or null when they were not searched for in the last hour. */
export async function keptAnswer(deps: RedisDeps, of: SearchedFor): Promise<FoundItem[] | null> {
  const kept = await deps.redis.get(answerKey(deps, of));
  return kept === null ? null : (JSON.parse(kept) as FoundItem[]);
}

/**
 * Records what a search showed for its row until `until` (the end of the summary's session), and
 * keeps the answer when it came from the service now (`fresh`).
 */
export async function recordAnswer(
  deps: RedisDeps,
  of: SearchedFor,
  found: FoundItem[],
  options: { fresh: boolean; until: Date },
): Promise<void> {
  const lifeMs = Math.max(1, options.until.getTime() - Date.now());
  const shown = shownKey(deps, of.transferId, of.key);
  const batch = deps.redis.multi();
  if (options.fresh) batch.set(answerKey(deps, of), JSON.stringify(found), 'PX', Math.min(ANSWER_LIFE_MS, lifeMs));
  if (found.length) {
    batch.sadd(shown, ...found.map((f) => f.id));
    batch.pexpire(shown, lifeMs);
  }
  await batch.exec();
}

/** Whether a search of the summary showed `destinationId` for row `key`, in a session that has not ended. */
export function shownFor(deps: RedisDeps, transferId: string) {
  return async (key: ItemKey, destinationId: string): Promise<boolean> =>
    (await deps.redis.sismember(shownKey(deps, transferId, key), destinationId)) === 1;
}
