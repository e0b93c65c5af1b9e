import type { Adapters } from '../../src/integrations/adapters.js';
import { serviceName } from '../../src/integrations/registry.js';
import { has, type Capabilities } from '../../src/integrations/types.js';

/**
 * The services' capabilities as one Markdown table: what README shows, written from the adapters
 * themselves (a test holds README to it), so the docs cannot promise what an adapter refuses.
 */
export function capabilityTable(adapters: Adapters): string {
  const services = [...adapters.values()];
  const yesNo = (value: boolean) => (value ? 'yes' : '—');
  const rows: [string, (c: Capabilities) => string][] = [
    [
      'Sign-in',
      (c) => (c.signIn === 'token' ? 'partner’s token' : c.signIn === 'form' ? 'form on our page' : 'hosted'),
    ],
    ['Refresh tokens', (c) => yesNo(c.tokenRefresh)],
    ['Playlists: read', (c) => yesNo(has(c, 'playlists'))],
    ['Playlists: create, add', (c) => yesNo(has(c, 'playlists'))],
    ['Playlists: rename', (c) => yesNo(has(c, 'playlists') && c.renamePlaylist)],
    ['Playlists: remove tracks', (c) => yesNo(has(c, 'playlists') && c.removePlaylistItems)],
    [
      'Playlists: move tracks (a mirror sync keeps order)',
      (c) => yesNo(has(c, 'playlists') && c.playlistReorder === true),
    ],
    ['Playlists: delete', (c) => yesNo(has(c, 'playlists') && c.deletePlaylist)],
    [
      'Playlists: most tracks',
      (c) => (has(c, 'playlists') ? (c.playlistSizeLimit?.toLocaleString('en') ?? 'no limit') : '—'),
    ],
    ['Liked tracks: read', (c) => yesNo(has(c, 'likedTracks'))],
    ['Liked tracks: like, unlike', (c) => `${yesNo(c.likeTracks)}, ${yesNo(c.unlikeTracks)}`],
    ['Saved albums: read', (c) => yesNo(has(c, 'savedAlbums'))],
    ['Saved albums: save, remove', (c) => `${yesNo(c.saveAlbums)}, ${yesNo(c.unsaveAlbums)}`],
    ['Followed artists: read', (c) => yesNo(has(c, 'followedArtists'))],
    ['Followed artists: follow, unfollow', (c) => `${yesNo(c.followArtists)}, ${yesNo(c.unfollowArtists)}`],
    ['Search', (c) => (c.searchTypes ?? ['track', 'album', 'artist']).join(', ')],
    ['Search without a listener (C1)', (c) => yesNo(c.catalogueSearch)],
    ['ISRC lookup', (c) => yesNo(c.isrcSearch)],
    ['MusicBrainz id lookup', (c) => yesNo(c.mbidLookup === true)],
  ];
  const header = `| | ${services.map((a) => serviceName(a.id)).join(' | ')} |`;
  const rule = `|---|${services.map(() => '---').join('|')}|`;
  const body = rows.map(([label, cell]) => `| ${label} | ${services.map((a) => cell(a.capabilities)).join(' | ')} |`);
  return [header, rule, ...body].join('\n');
}
