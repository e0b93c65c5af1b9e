import { createHash } from 'node:crypto';
import type { ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser } from '../kit/library.js';

// Spotify Web API object shapes, built from the catalogue and the emulated libraries. The members
// follow the official spec and the recorded answers: a simplified album (in search results, in a
// track, in an artist's albums) has no `external_ids`, so no UPC; only the full album has one.

export const uri = (kind: string, id: string) => `spotify:${kind}:${id}`;

/**
 * A playlist's `snapshot_id`: opaque, 64 base64 characters as recorded, and new with every version
 * of the playlist (each write to it, as the add and remove answers say).
 */
export const snapshotId = (playlist: EmulatedPlaylist) =>
  createHash('sha384').update(`${playlist.id}:${playlist.version}`).digest('base64');

/** Where the real service sells, less a track's own gaps (the catalogue's countries among them). */
const MARKETS = ['AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'IE', 'IT', 'JP'].concat(
  ['MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'SE', 'US'],
);

/** Tracks a full album carries inline; the rest come from `/albums/{id}/tracks`. */
const ALBUM_TRACKS_INLINE = 50;
/** Entries a full playlist carries inline; the rest come from `/playlists/{id}/items`. */
export const PLAYLIST_ITEMS_INLINE = 100;

const precision = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? 'day' : /^\d{4}-\d{2}$/.test(date) ? 'month' : 'year';

/** Spotify's paging object; `next` is a full URL, as the real API gives it. */
export function paging<T>(items: T[], total: number, offset: number, limit: number, url: URL) {
  const at = (from: number) => {
    const link = new URL(url);
    link.searchParams.set('offset', String(from));
    link.searchParams.set('limit', String(limit));
    return link.toString();
  };
  return {
    href: at(offset),
    items,
    limit,
    next: offset + limit < total ? at(offset + limit) : null,
    offset,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
    total,
  };
}

export const spotifyError = (status: number, message: string) => ({ error: { status, message } });

/** The objects of one API host (`base` is its `/v1` URL, the root of every `href`). */
export class SpotifyWire {
  constructor(
    private readonly base: string,
    private readonly view: ServiceCatalogue,
  ) {}

  private link(kind: string, id: string) {
    return {
      external_urls: { spotify: `https://open.spotify.com/${kind}/${id}` },
      href: `${this.base}/${kind}s/${id}`,
      id,
      type: kind,
      uri: uri(kind, id),
    };
  }

  simplifiedArtist(artist: { id: string; name: string }) {
    return { ...this.link('artist', artist.id), name: artist.name };
  }

  artist(artist: ServiceArtist) {
    return {
      ...this.simplifiedArtist(artist),
      followers: { href: null, total: artist.followers },
      genres: [],
      images: artist.imageUrl ? [{ url: artist.imageUrl, height: 640, width: 640 }] : [],
      popularity: 50,
    };
  }

  /** In a track, a search result or a saved-album list's neighbours: no UPC, no tracks. */
  simplifiedAlbum(album: ServiceAlbum) {
    return {
      album_type: album.kind === 'single' ? 'single' : album.kind === 'compilation' ? 'compilation' : 'album',
      total_tracks: album.trackIds.length,
      available_markets: MARKETS,
      ...this.link('album', album.id),
      images: album.imageUrl ? [{ url: album.imageUrl, height: 640, width: 640 }] : [],
      name: album.name,
      release_date: album.releaseDate,
      release_date_precision: precision(album.releaseDate),
      artists: album.artists.map((a) => this.simplifiedArtist(a)),
    };
  }

  /** `GET /albums/{id}` and saved albums: the barcode, the label and the first tracks. */
  album(album: ServiceAlbum, market: string | null) {
    const tracks = album.trackIds
      .map((id) => this.view.track(id))
      .filter((t): t is ServiceTrack => Boolean(t))
      .slice(0, ALBUM_TRACKS_INLINE)
      .map((t) => this.simplifiedTrack(t, market));
    return {
      ...this.simplifiedAlbum(album),
      tracks: paging(
        tracks,
        album.trackIds.length,
        0,
        ALBUM_TRACKS_INLINE,
        new URL(`${this.base}/albums/${album.id}/tracks`),
      ),
      copyrights: [{ text: `${album.releaseDate.slice(0, 4)} ${album.artists[0]?.name ?? ''}`.trim(), type: 'P' }],
      external_ids: album.upc ? { upc: album.upc } : {},
      genres: [],
      label: album.artists[0]?.name ?? '',
      popularity: 50,
    };
  }

  /** An album's own track list: no album, no ISRC. */
  simplifiedTrack(track: ServiceTrack, market: string | null) {
    const album = this.view.album(track.album.id);
    return {
      artists: track.artists.map((a) => this.simplifiedArtist(a)),
      // With a market, Spotify says whether the track plays there instead of listing markets.
      ...(market
        ? { is_playable: !track.unavailableIn.includes(market) }
        : { available_markets: MARKETS.filter((m) => !track.unavailableIn.includes(m)) }),
      disc_number: 1,
      duration_ms: track.durationMs,
      explicit: track.explicit,
      ...this.link('track', track.id),
      name: track.name,
      preview_url: track.previewUrl,
      track_number: album ? album.trackIds.indexOf(track.id) + 1 : 1,
      is_local: false,
    };
  }

  track(track: ServiceTrack, market: string | null) {
    const album = this.view.album(track.album.id);
    return {
      ...this.simplifiedTrack(track, market),
      album: album
        ? this.simplifiedAlbum(album)
        : {
            album_type: 'album',
            total_tracks: track.album.totalItems,
            available_markets: MARKETS,
            ...this.link('album', track.album.id),
            images: [],
            name: track.album.name,
            release_date: '1970',
            release_date_precision: 'year',
            artists: [],
          },
      external_ids: track.isrc ? { isrc: track.isrc } : {},
      popularity: track.popularity,
    };
  }

  private owner(owner: EmulatedUser) {
    return { ...this.link('user', owner.id), display_name: owner.displayName };
  }

  /** A playlist entry: `item` is the 2026 name, the deprecated `track` still comes along. */
  entry(entry: EmulatedPlaylist['entries'][number], addedBy: EmulatedUser, market: string | null) {
    const track = this.track(this.view.track(entry.trackId)!, market);
    const { display_name: _name, ...by } = this.owner(addedBy);
    return { added_at: entry.addedAt, added_by: by, is_local: false, item: track, track };
  }

  /** In `/me/playlists`: the entries only as a count and a link. */
  simplifiedPlaylist(playlist: EmulatedPlaylist, owner: EmulatedUser) {
    const items = { href: `${this.base}/playlists/${playlist.id}/items`, total: playlist.entries.length };
    return {
      collaborative: false,
      description: playlist.description,
      ...this.link('playlist', playlist.id),
      images: [],
      name: playlist.name,
      owner: this.owner(owner),
      public: playlist.isPublic,
      snapshot_id: snapshotId(playlist),
      items,
      tracks: items,
    };
  }

  /** `GET /playlists/{id}` and a created playlist: the first entries inline, as a page. */
  playlist(playlist: EmulatedPlaylist, owner: EmulatedUser, market: string | null) {
    const entries = playlist.entries.slice(0, PLAYLIST_ITEMS_INLINE).map((e) => this.entry(e, owner, market));
    const items = paging(
      entries,
      playlist.entries.length,
      0,
      PLAYLIST_ITEMS_INLINE,
      new URL(`${this.base}/playlists/${playlist.id}/items`),
    );
    return { ...this.simplifiedPlaylist(playlist, owner), followers: { href: null, total: 0 }, items, tracks: items };
  }
}
