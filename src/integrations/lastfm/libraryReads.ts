// Reads of a Last.fm listener's library: who they are and their loved tracks. Last.fm keeps no playlists,
// saved albums or followed artists.
import { UpstreamError } from '../errors.js';
import type { LibraryReads, UserSession } from '../types.js';
import { lovedTrackItem, profileOf, wrapped, type LastfmLovedTrack, type LastfmUser } from './mapping.js';
import { LOVED_PAGE_MAX, cursorAfter, parseCursor, refuse, type LastfmContext } from './context.js';

export function libraryReads({ signed, remember, nameOf }: LastfmContext): LibraryReads {
  async function currentUser(user: UserSession) {
    const body = await signed<{ user: LastfmUser }>('currentUser', 'user.getInfo', {}, user);
    if (!body?.user?.name) throw new UpstreamError('lastfm', 'rejected', 'user.getInfo named nobody');
    const tokens = await user.tokens();
    remember(tokens.accessToken, body.user.name);
    return profileOf(body.user);
  }

  /** The listener's user name: kept from the sign-in (the session's `name`), else asked of Last.fm. */
  async function userName(user: UserSession): Promise<string> {
    const tokens = await user.tokens();
    const kept = tokens.raw?.name;
    if (typeof kept === 'string' && kept) return kept;
    return nameOf(tokens.accessToken) ?? (await currentUser(user)).id;
  }

  return {
    currentUser,

    playlists: refuse('playlists'),
    playlist: refuse('playlist'),
    playlistItems: refuse('playlistItems'),

    async likedTracks(user, page) {
      const at = parseCursor(page, LOVED_PAGE_MAX);
      // Signed with the listener's key: their own list reads even where the profile is private.
      const body = await signed<{
        lovedtracks?: { track?: unknown; '@attr'?: { totalPages?: string; total?: string } };
      }>('likedTracks', 'user.getLovedTracks', { user: await userName(user), limit: at.limit, page: at.page }, user);
      const loved = body?.lovedtracks;
      const items = wrapped<LastfmLovedTrack>(loved, 'track').map(lovedTrackItem);
      const totalPages = Number(loved?.['@attr']?.totalPages ?? 0) || 0;
      const total = loved?.['@attr']?.total;
      return {
        items,
        total: total === undefined ? null : Number(total),
        next: cursorAfter(at.page, at.limit, items.length > 0 && at.page < totalPages),
      };
    },
    savedAlbums: refuse('savedAlbums'),
    followedArtists: refuse('followedArtists'),
  };
}
