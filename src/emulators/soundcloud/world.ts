import type { Catalogue, ServiceAlbum, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, EmulatedUser, LibraryStore } from '../kit/library.js';
import type { SoundCloudCatalogue } from './uploads.js';
import {
  playlistObject,
  playlistSet,
  releaseSet,
  trackObject,
  userObject,
  type Account,
  type SetFields,
} from './wire.js';

// Who and what the emulated SoundCloud holds, as accounts and sets: artists (whose own accounts
// upload their official tracks and releases), uploaders of covers and re-uploads, and listeners.

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A set of the path: a listener's playlist or an artist's release. */
export type FoundSet = { kind: 'playlist'; playlist: EmulatedPlaylist } | { kind: 'release'; album: ServiceAlbum };

export class SoundCloudWorld {
  private counts: { tracks: Map<string, number>; releases: Map<string, number> } | null = null;

  constructor(
    readonly library: LibraryStore,
    readonly catalogue: SoundCloudCatalogue,
    private readonly seeded: Catalogue,
  ) {}

  /** Official tracks and releases per artist account, counted on first use. */
  private countsByAccount() {
    if (this.counts) return this.counts;
    const tracks = new Map<string, number>();
    const releases = new Map<string, number>();
    const count = (into: Map<string, number>, id: string | undefined) => {
      if (id) into.set(id, (into.get(id) ?? 0) + 1);
    };
    for (const recording of this.seeded.recordings) {
      const id = this.catalogue.trackIdFor(recording.key);
      count(tracks, id ? this.catalogue.track(id)?.artists[0]?.id : undefined);
    }
    for (const album of this.seeded.albums) {
      const id = this.catalogue.albumIdFor(album.key);
      count(releases, id ? this.catalogue.album(id)?.artists[0]?.id : undefined);
    }
    return (this.counts = { tracks, releases });
  }

  account(id: string): Account | undefined {
    const artist = this.catalogue.artist(id);
    if (artist)
      return {
        id,
        username: artist.name,
        fullName: artist.name,
        country: '',
        city: '',
        followers: artist.followers,
        followings: 0,
        trackCount: this.countsByAccount().tracks.get(id) ?? 0,
        playlistCount: this.countsByAccount().releases.get(id) ?? 0,
        likes: 0,
        pro: true,
        createdAt: '2012-03-01T10:00:00Z',
        avatarUrl: artist.imageUrl ?? `https://i1.sndcdn.com/avatars-${id}-large.jpg`,
      };
    const uploader = this.catalogue.uploader(id);
    if (uploader)
      return {
        id,
        username: uploader.username,
        fullName: '',
        country: '',
        city: '',
        followers: Number(id) % 5_000,
        followings: Number(id) % 300,
        trackCount: 0,
        playlistCount: 0,
        likes: Number(id) % 700,
        pro: false,
        createdAt: '2016-06-15T18:30:00Z',
        avatarUrl: `https://i1.sndcdn.com/avatars-${id}-large.jpg`,
      };
    const listener = this.library.userById(id);
    return listener ? this.listener(listener) : undefined;
  }

  listener(user: EmulatedUser): Account {
    return {
      id: user.id,
      username: user.displayName,
      fullName: user.displayName,
      country: countryNames.of(user.country) ?? '',
      city: '',
      followers: 0,
      followings: user.artists.length,
      trackCount: 0,
      playlistCount: this.library.userPlaylists(user).filter((p) => p.ownerKey === user.key && p.isPublic).length,
      likes: user.liked.length,
      pro: false,
      createdAt: '2019-05-01T09:00:00Z',
      avatarUrl: `https://i1.sndcdn.com/avatars-${user.id}-large.jpg`,
    };
  }

  /** What the viewer may do with a track: `blocked` where it cannot be played in their country. */
  accessOf(track: ServiceTrack, viewer: EmulatedUser | undefined): 'playable' | 'blocked' {
    return viewer && track.unavailableIn.includes(viewer.country) ? 'blocked' : 'playable';
  }

  /** A track as the Track object, with its uploader and what the viewer may do with it. */
  renderTrack(track: ServiceTrack, base: string, viewer: EmulatedUser | undefined, liked?: Set<string>) {
    const uploaderId = track.artists[0]?.id ?? '';
    const uploader = this.account(uploaderId) ?? this.unknownAccount(uploaderId, track.artists[0]?.name ?? '');
    const released = this.catalogue.album(track.album.id)?.releaseDate;
    return trackObject(track, {
      base,
      uploader,
      country: viewer?.country ?? null,
      liked: liked ? liked.has(track.id) : viewer ? viewer.liked.some((l) => l.id === track.id) : false,
      createdAt: released ?? `${2014 + (Number(track.id) % 10)}-0${1 + (Number(track.id) % 9)}-15T12:00:00Z`,
      playbackCount: track.popularity * 1_000 + (Number(track.id) % 997),
    });
  }

  private unknownAccount(id: string, name: string): Account {
    return {
      id,
      username: name,
      fullName: name,
      country: '',
      city: '',
      followers: 0,
      followings: 0,
      trackCount: 0,
      playlistCount: 0,
      likes: 0,
      pro: false,
      createdAt: '2015-01-01T00:00:00Z',
      avatarUrl: `https://i1.sndcdn.com/avatars-${id}-large.jpg`,
    };
  }

  /** The set with this id, if the viewer may see it (a private playlist only its owner sees). */
  findSet(id: string, viewer: EmulatedUser | undefined): FoundSet | undefined {
    const playlist = this.library.playlist(id);
    if (playlist)
      return playlist.isPublic || playlist.ownerKey === viewer?.key ? { kind: 'playlist', playlist } : undefined;
    const album = this.catalogue.album(id);
    return album ? { kind: 'release', album } : undefined;
  }

  trackIdsOf(set: FoundSet): string[] {
    return set.kind === 'playlist' ? set.playlist.entries.map((e) => e.trackId) : set.album.trackIds;
  }

  /** A set as the Playlist object; its tracks only when shown, filtered by `access`. */
  renderSet(
    set: FoundSet,
    base: string,
    viewer: EmulatedUser | undefined,
    options: { showTracks: boolean; access: (level: string) => boolean },
  ) {
    const tracks = this.trackIdsOf(set).flatMap((id) => this.catalogue.track(id) ?? []);
    const duration = tracks.reduce((sum, t) => sum + t.durationMs, 0);
    let fields: SetFields;
    if (set.kind === 'playlist') {
      const owner = this.library.user(set.playlist.ownerKey)!;
      fields = playlistSet(set.playlist, this.listener(owner), duration);
    } else {
      const artistId = set.album.artists[0]?.id ?? '';
      const owner = this.account(artistId) ?? this.unknownAccount(artistId, set.album.artists[0]?.name ?? '');
      fields = releaseSet(set.album, owner, duration);
    }
    const liked = new Set(viewer?.liked.map((l) => l.id));
    const shown = options.showTracks
      ? tracks
          .filter((t) => options.access(this.accessOf(t, viewer)))
          .map((t) => this.renderTrack(t, base, viewer, liked))
      : [];
    return playlistObject(fields, shown, base);
  }

  userObject(account: Account, base: string) {
    return userObject(account, base);
  }
}
