import type { AlbumItem, AlbumRef, ArtistItem, PlaylistItem, TrackItem } from '../integrations/types.js';
import { isUuid } from '../ids.js';

// Resources exactly as the spec's tables: every field present, null where unknown.
// Decision: `duration` is in milliseconds on every service.
// Decision: `mbid` (a MusicBrainz id, beyond the spec's tables) is present only where the service
// gives one that is an id (a UUID), so that an answer of a service without them is the spec's
// record as it stands.

export function presentArtist(artist: ArtistItem, entryId: string | null = null) {
  return { id: artist.id, entryId, name: artist.name, imageUrl: artist.imageUrl, followers: artist.followers };
}

function presentAlbumRef(album: AlbumRef | null) {
  if (!album) return null;
  return {
    name: album.name,
    id: album.id,
    totalItems: album.totalItems,
    artists: album.artists?.map((a) => presentArtist(a)) ?? null,
  };
}

export function presentTrack(track: TrackItem) {
  return {
    id: track.id,
    entryId: track.entryId,
    name: track.name,
    isrc: track.isrc,
    ...(track.mbid && isUuid(track.mbid) && { mbid: track.mbid }),
    duration: track.durationMs,
    imageUrl: track.imageUrl,
    previewUrl: track.previewUrl,
    album: presentAlbumRef(track.album),
    artists: track.artists?.map((a) => presentArtist(a)) ?? null,
    isAvailable: track.isAvailable,
    dateAdded: track.dateAdded,
  };
}

export function presentPlaylist(playlist: PlaylistItem) {
  return {
    name: playlist.name,
    id: playlist.id,
    totalItems: playlist.totalItems,
    imageUrl: playlist.imageUrl,
    dateAdded: playlist.dateAdded,
    isOwner: playlist.isOwner,
  };
}

/** B3's answer (fields left to us): the Playlist record plus what a partner edits with B4. */
export function presentPlaylistDetail(playlist: PlaylistItem) {
  return {
    ...presentPlaylist(playlist),
    description: playlist.description,
    visibility: playlist.isPublic === null ? null : playlist.isPublic ? 'public' : 'private',
    url: playlist.url,
  };
}

export function presentAlbum(album: AlbumItem) {
  return {
    id: album.id,
    name: album.name,
    totalItems: album.totalItems,
    imageUrl: album.imageUrl,
    artists: album.artists?.map((a) => presentArtist(a)) ?? null,
    ...(album.mbid && isUuid(album.mbid) && { mbid: album.mbid }),
  };
}

/** A saved album in the user's library list (an Album with the date it was saved). */
export function presentSavedAlbum(album: AlbumItem) {
  return { ...presentAlbum(album), dateAdded: album.dateAdded };
}

export type SearchResultType = 'track' | 'album' | 'artist';

export function presentSearchResult(type: SearchResultType, item: TrackItem | AlbumItem | ArtistItem) {
  return {
    id: (item as { id: string }).id,
    type,
    track: type === 'track' ? presentTrack(item as TrackItem) : null,
    album: type === 'album' ? presentAlbum(item as AlbumItem) : null,
    artist: type === 'artist' ? presentArtist(item as ArtistItem) : null,
  };
}
