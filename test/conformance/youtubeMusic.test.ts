import test from 'ava';
import { startYoutubeMusicEmulator } from '../../src/emulators/youtubeMusic/index.js';
import { createYoutubeMusicAdapter } from '../../src/integrations/youtubeMusic/adapter.js';
import { youtubeMusicConfigFromEnv } from '../../src/integrations/youtubeMusic/config.js';
import { apiReference } from '../helpers/apiReference.js';
import type { Problem } from './kit/schemas.js';
import { loadDiscovery, type SpecOperation } from './kit/specs.js';
import type { Exchange } from './kit/tap.js';
import { jsonRecordings } from './kit/recordings.js';
import { signInPage } from './kit/conformance.js';
import { droppedFromLists, nulled, renamed } from './kit/drifts.js';
import { conformanceSuite } from './kit/suite.js';

// YouTube is held to Google's discovery document and to real answers recorded by a client
// library. A resource carries only the parts asked for, so a member of a part the request did
// not name is not missing.

const spec = loadDiscovery(apiReference('youtube', 'discovery', 'youtube-v3.discovery.json'), 'youtube');
const fixtures = 'fixtures/python-youtube';

/**
 * The part a missing member belongs to: in a list, the member of `items[]` it stands under; in
 * an answer that is one resource (an insert), its own member. Null for the list's own members.
 */
function partOf(body: unknown, path: string): string | null {
  const list =
    typeof (body as { kind?: unknown })?.kind === 'string' && /ListResponse$/.test((body as { kind: string }).kind);
  const match = list ? /^items\[\]\.([^.[]+)/.exec(path) : /^([^.[]+)/.exec(path);
  return match && !['kind', 'etag', 'id'].includes(match[1]) ? match[1] : null;
}

/** What the discovery document says in words: some parameters are not taken together with `id`. */
function notWithId(exchange: Exchange, operation: SpecOperation): Problem[] {
  if (!exchange.query.has('id')) return [];
  return operation.parameters
    .filter((p) => /not supported for use in conjunction with the id parameter/i.test(p.description))
    .filter((p) => exchange.query.has(p.name))
    .map((p) => ({ kind: 'parameterValue', path: p.name, message: `${p.name} is not supported together with id` }));
}

conformanceSuite(test, {
  reference: {
    service: 'youtube',
    spec,
    recordings: jsonRecordings('youtube', [
      [`${fixtures}/playlists__playlists_mine.json`, 'youtube.playlists.list'],
      [`${fixtures}/playlists__playlists_paged_1.json`, 'youtube.playlists.list'],
      [`${fixtures}/playlists__playlists_paged_2.json`, 'youtube.playlists.list'],
      [`${fixtures}/playlists__insert_response.json`, 'youtube.playlists.insert'],
      [`${fixtures}/playlist_items__playlist_items_paged_1.json`, 'youtube.playlistItems.list'],
      [`${fixtures}/playlist_items__playlist_items_paged_2.json`, 'youtube.playlistItems.list'],
      [`${fixtures}/playlist_items__insert_response.json`, 'youtube.playlistItems.insert'],
      [`${fixtures}/search__search_by_keywords_p1.json`, 'youtube.search.list'],
      [`${fixtures}/search__search_by_keywords_p2.json`, 'youtube.search.list'],
      [`${fixtures}/videos__videos_info_multi.json`, 'youtube.videos.list'],
      [`${fixtures}/channels__info.json`, 'youtube.channels.list'],
      [`${fixtures}/error_response.json`, 'error', 400],
      [`${fixtures}/error_permission_resp.json`, 'error', 403],
    ]),
    offSpec: [
      {
        id: 'token',
        method: 'POST',
        path: /^\/token$/,
        reference: 'Google’s OAuth service is outside the discovery document: an RFC 6749 token answer',
      },
      ...signInPage(/^\/o\/oauth2\/v2\/auth$/),
    ],
    errorSchema: null,
    excuses: (exchange, problem) => {
      if (problem.kind !== 'missingMember' || exchange.status >= 400) return false;
      // The last page has no nextPageToken (the recorded second pages of playlists and playlist
      // items have none); it is the page that holds fewer than were asked for.
      if (problem.path === 'nextPageToken') {
        const items = (exchange.responseBody as { items?: unknown[] })?.items ?? [];
        return items.length < Number(exchange.query.get('maxResults') ?? 5);
      }
      // The recorded searches are of videos; a channel search names a channel instead.
      if (problem.path === 'items[].id.videoId' && exchange.query.get('type') === 'channel') return true;
      const part = partOf(exchange.responseBody, problem.path);
      return part !== null && !(exchange.query.get('part') ?? '').split(',').includes(part);
    },
    requestRules: notWithId,
    waivers: [
      {
        operation: 'youtube.channels.list',
        kind: 'missingMember',
        path: 'items[].snippet.country',
        reason:
          'a channel says its country only when its owner set one; the listener’s own channel has it, the seeded artists’ channels have none to say',
      },
    ],
  },
  start: startYoutubeMusicEmulator,
  adapterFor: (env) => createYoutubeMusicAdapter(youtubeMusicConfigFromEnv(env)),
  unknownTrackId: 'AAAAAAAAAAA',
  drifts: [renamed('resourceId', 'resource'), droppedFromLists('videoId'), nulled('title')],
});
