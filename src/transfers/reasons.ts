import type { UnmatchedReason } from '../matching/types.js';
import { serviceName } from '../integrations/registry.js';

/**
 * Why an item was not moved, in the words a listener or a partner's support person reads. The
 * API and the CSV keep the codes; every page shows these words instead.
 */
export const REASON_WORDS: Record<UnmatchedReason, string> = {
  notFound: 'Not found',
  lowConfidence: "Not sure it's the same song",
  regionLocked: 'Not available in your country',
  cannotMatch: "Can't be moved",
  limitReached: 'The destination is full',
  error: 'Something went wrong',
};

/** The words for a reason code; an unknown code (a newer worker's) reads as something that went wrong. */
export function reasonWords(reason: string | null | undefined): string {
  return (reason && (REASON_WORDS as Record<string, string>)[reason]) || REASON_WORDS.error;
}

/** The reasons in the order a summary lists them: the one a person can act on first. */
export const REASON_ORDER: UnmatchedReason[] = [
  'lowConfidence',
  'notFound',
  'regionLocked',
  'limitReached',
  'cannotMatch',
  'error',
];

const GROUP_WORDS = { playlist: 'the playlist', likedTracks: 'liked tracks', albums: 'albums', artists: 'artists' };

/**
 * One sentence on why this item is missing, saying whether it was found: an item found on the
 * destination but not added (no room, refused, a kind of item the destination cannot save) must
 * not read as if it had not been found.
 */
export function reasonDetail(
  reason: string,
  item: { found: boolean; groupType: keyof typeof GROUP_WORDS },
  destination: string,
): string {
  const to = serviceName(destination);
  switch (reason) {
    case 'notFound':
      return `We couldn't find it on ${to}.`;
    case 'lowConfidence':
      return `We found something close on ${to}, but not close enough to add it without asking you.`;
    case 'regionLocked':
      return `${to} has it, but not in your country.`;
    case 'limitReached':
      return `Found on ${to}, but not added: ${item.groupType === 'playlist' ? 'the playlist' : 'your library'} there is full.`;
    case 'cannotMatch':
      return item.found
        ? `Found on ${to}, but not added: ${to} can't save ${GROUP_WORDS[item.groupType]}.`
        : "Local files and podcast episodes can't be moved to another service.";
    default:
      return item.found
        ? `Found on ${to}, but ${to} refused to add it.`
        : `Something went wrong while looking for it on ${to}.`;
  }
}

/**
 * Where the best guess a person chose ("Use this one") went, as words that end a sentence:
 * "number 4 in the playlist", "added at the end of the playlist" or "saved to the library".
 */
export function choicePlace(chosen: { position: number | null }, groupType: string): string {
  if (chosen.position !== null) return `number ${(chosen.position + 1).toLocaleString('en-US')} in the playlist`;
  return groupType === 'playlist' ? 'added at the end of the playlist' : 'saved to the library';
}
