import type { Catalogue, ServiceAlbum, ServiceArtist, ServiceCatalogue, ServiceTrack } from '../catalogue/types.js';
import type { Credit } from './wire.js';

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'accent' }) === 0;

/**
 * The seeded catalogue as Last.fm sees it: one artist line per track or album ("A & B", with an
 * MBID only for a single artist, featured artists left in the title), and lookups by names, which
 * Last.fm matches whatever their case.
 */
export class LastfmCatalogue {
  private readonly mainArtists: Map<string, number>;

  constructor(
    catalogue: Catalogue,
    readonly view: ServiceCatalogue,
  ) {
    this.mainArtists = new Map(catalogue.recordings.map((r) => [r.key, r.artistKeys.length]));
  }

  private credit(artists: { id: string; name: string }[]): Credit {
    return { name: artists.map((a) => a.name).join(' & '), mbid: artists.length === 1 ? artists[0].id : '' };
  }

  trackCredit(track: ServiceTrack): Credit {
    const main = (track.recordingKey && this.mainArtists.get(track.recordingKey)) || 1;
    return this.credit(track.artists.slice(0, main));
  }

  albumCredit(album: ServiceAlbum): Credit {
    return this.credit(album.artists);
  }

  findTrack(artist: string, name: string): ServiceTrack | undefined {
    return this.view
      .searchTracks({ track: name, artist }, 0, 50)
      .items.find((t) => same(t.name, name) && same(this.trackCredit(t).name, artist));
  }

  findAlbum(artist: string, name: string): ServiceAlbum | undefined {
    return this.view
      .searchAlbums({ album: name, artist }, 0, 50)
      .items.find((a) => same(a.name, name) && same(this.albumCredit(a).name, artist));
  }

  findArtist(name: string): ServiceArtist | undefined {
    return this.view.searchArtists({ artist: name }, 0, 50).items.find((a) => same(a.name, name));
  }
}
