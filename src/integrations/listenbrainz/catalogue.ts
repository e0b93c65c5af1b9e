// ListenBrainz's catalogue is MusicBrainz's: a recording by its MBID, the one best recording for an
// artist and a title (the metadata lookup), an artist by its MBID. No search by words returns a
// list, nothing finds releases or artists by name, and no ISRC is looked up.
import { UpstreamError, unsupported } from '../errors.js';
import type { CatalogueReads, CatalogueUser, TrackItem } from '../types.js';
import {
  artistItem,
  isMbid,
  lookupItem,
  recordingItem,
  type ArtistMetadata,
  type LookupMatch,
  type RecordingMetadata,
} from './mapping.js';
import { offsetOf, refuse, type ListenbrainzContext } from './context.js';

/** `MAX_MAPPING_QUERY_LENGTH`: the artist, recording and release names of one lookup, together. */
const LOOKUP_MAX_CHARS = 250;

const text = (value: string | undefined) => value?.trim() || undefined;

export function catalogue({ lookup }: ListenbrainzContext): CatalogueReads {
  /** A recording's metadata by its MBID: null where MusicBrainz does not have it (it is left out of the answer). */
  async function recording(operation: string, user: CatalogueUser, mbid: string): Promise<TrackItem | null> {
    const body = await lookup<Record<string, RecordingMetadata>>(operation, '1/metadata/recording/', user, {
      recording_mbids: mbid,
      inc: 'artist release',
    });
    const found = body?.[mbid] ?? body?.[mbid.toLowerCase()];
    return found ? recordingItem(mbid, found) : null;
  }

  return {
    async track(user, trackId) {
      if (!isMbid(trackId)) throw new UpstreamError('listenbrainz', 'notFound', `not a recording MBID: ${trackId}`);
      const found = await recording('track', user, trackId);
      if (!found) throw new UpstreamError('listenbrainz', 'notFound', `no recording ${trackId}`);
      return found;
    },

    /** A track is a recording: its MBID is its id, so the recording's own read answers it. */
    async tracksByMbid(user, mbid) {
      if (!isMbid(mbid)) return [];
      const found = await recording('tracksByMbid', user, mbid);
      return found ? [found] : [];
    },

    async artist(user, artistId) {
      if (!isMbid(artistId)) throw new UpstreamError('listenbrainz', 'notFound', `not an artist MBID: ${artistId}`);
      const body = await lookup<ArtistMetadata[]>('artist', '1/metadata/artist/', user, { artist_mbids: artistId });
      const found = (Array.isArray(body) ? body : []).find(
        (a) => (a.artist_mbid ?? a.mbid ?? '').toLowerCase() === artistId.toLowerCase(),
      );
      if (!found) throw new UpstreamError('listenbrainz', 'notFound', `no artist ${artistId}`);
      return artistItem(found);
    },

    // Only release groups have metadata there, and a release MBID is not one.
    album: refuse('album'),

    /**
     * One lookup gives ListenBrainz's best recording for an artist and a title (and, where
     * given, a release name): a page of one, or none. It needs both names; without them, or past
     * the first page, there is nothing more to give.
     */
    async searchTracks(user, query, page) {
      const artist = text(query.artist);
      const recording = text(query.track);
      if (!artist || !recording) {
        if (query.isrc && !recording) throw unsupported('listenbrainz', 'searchTracks by ISRC');
        return { items: [], next: null, total: null };
      }
      if (offsetOf(page) > 0) return { items: [], next: null, total: 1 };
      let release = text(query.album);
      if (artist.length + recording.length > LOOKUP_MAX_CHARS)
        throw new UpstreamError('listenbrainz', 'rejected', 'searchTracks: the names are longer than a lookup takes');
      if (release && artist.length + recording.length + release.length > LOOKUP_MAX_CHARS) release = undefined;
      const match = await lookup<LookupMatch>('searchTracks', '1/metadata/lookup/', user, {
        artist_name: artist,
        recording_name: recording,
        release_name: release,
        metadata: 'true',
        inc: 'artist release',
      });
      const item = match ? lookupItem(match) : null;
      const items: TrackItem[] = item ? [item] : [];
      return { items, next: null, total: items.length };
    },
    searchAlbums: refuse('searchAlbums'),
    searchArtists: refuse('searchArtists'),
    tracksByIsrc: refuse('tracksByIsrc'),
  };
}
