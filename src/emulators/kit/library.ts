import type { Catalogue, SeededUser, ServiceCatalogue } from '../catalogue/types.js';

export interface PlaylistEntry {
  entryId: string;
  trackId: string;
  addedAt: string;
}

export interface EmulatedPlaylist {
  id: string;
  ownerKey: string;
  name: string;
  description: string;
  isPublic: boolean;
  entries: PlaylistEntry[];
  /** Changes with every write, like Spotify's snapshot_id or an ETag. */
  version: number;
  createdAt: string;
  /**
   * When the playlist was last written (tracks or details), moving on with `version`: what the
   * services that date their playlists' changes send (TIDAL's lastModifiedAt, Qobuz's updated_at…).
   */
  modifiedAt: string;
}

export interface Saved {
  id: string;
  addedAt: string;
}

export interface EmulatedUser {
  key: string;
  /** The user's id on this service. */
  id: string;
  displayName: string;
  email: string;
  country: string;
  password: string;
  playlistIds: string[];
  liked: Saved[];
  albums: Saved[];
  artists: Saved[];
}

export type IdKind = 'user' | 'playlist' | 'entry';

/**
 * The mutable libraries of one emulated service, seeded from the catalogue's users: playlists
 * with ordered entries, liked tracks, saved albums and followed artists, with the service's own
 * ids. Built lazily per user, so a 10,000-track playlist costs nothing until someone reads it.
 */
export class LibraryStore {
  private users = new Map<string, EmulatedUser>();
  private playlists = new Map<string, EmulatedPlaylist>();
  private counter = 0;

  constructor(
    private readonly catalogue: Catalogue,
    readonly view: ServiceCatalogue,
    /** Makes an id in the service's format from a counter (deterministic). */
    private readonly newId: (kind: IdKind, n: number) => string,
  ) {}

  nextId(kind: IdKind): string {
    this.counter += 1;
    return this.newId(kind, this.counter);
  }

  /** The accounts a sign-in form offers. */
  signInUsers(): { key: string; displayName: string; email: string; password: string }[] {
    return this.catalogue.users.map((u) => ({
      key: u.key,
      displayName: u.displayName,
      email: u.email,
      password: u.password,
    }));
  }

  /** The user by seeded key, created (with the seeded library) on first use. */
  user(key: string): EmulatedUser | undefined {
    const existing = this.users.get(key);
    if (existing) return existing;
    const seeded = this.catalogue.users.find((u) => u.key === key);
    return seeded ? this.seed(seeded) : undefined;
  }

  userById(id: string): EmulatedUser | undefined {
    for (const seeded of this.catalogue.users) {
      const user = this.user(seeded.key);
      if (user?.id === id) return user;
    }
    return undefined;
  }

  private seed(seeded: SeededUser): EmulatedUser {
    const base = Date.parse('2024-01-01T00:00:00Z');
    const stamp = (i: number) => new Date(base + i * 60_000).toISOString();
    const trackIds = (keys: string[]) =>
      keys.map((k) => this.view.trackIdFor(k)).filter((id): id is string => Boolean(id));
    const user: EmulatedUser = {
      key: seeded.key,
      id: this.nextId('user'),
      displayName: seeded.displayName,
      email: seeded.email,
      country: seeded.country,
      password: seeded.password,
      playlistIds: [],
      liked: trackIds(seeded.likedRecordingKeys).map((id, i) => ({ id, addedAt: stamp(i) })),
      albums: seeded.savedAlbumKeys
        .map((k) => this.view.albumIdFor(k))
        .filter((id): id is string => Boolean(id))
        .map((id, i) => ({ id, addedAt: stamp(i) })),
      artists: seeded.followedArtistKeys
        .map((k) => this.view.artistIdFor(k))
        .filter((id): id is string => Boolean(id))
        .map((id, i) => ({ id, addedAt: stamp(i) })),
    };
    this.users.set(seeded.key, user);
    for (const p of seeded.playlists) {
      const playlist = this.createPlaylist(user, { name: p.name, description: p.description, isPublic: p.isPublic });
      this.addEntries(playlist, trackIds(p.recordingKeys));
    }
    return user;
  }

  playlist(id: string): EmulatedPlaylist | undefined {
    return this.playlists.get(id);
  }

  userPlaylists(user: EmulatedUser): EmulatedPlaylist[] {
    return user.playlistIds.map((id) => this.playlists.get(id)).filter((p): p is EmulatedPlaylist => Boolean(p));
  }

  createPlaylist(
    user: EmulatedUser,
    fields: { name: string; description?: string; isPublic?: boolean },
  ): EmulatedPlaylist {
    const now = new Date().toISOString();
    const playlist: EmulatedPlaylist = {
      id: this.nextId('playlist'),
      ownerKey: user.key,
      name: fields.name,
      description: fields.description ?? '',
      isPublic: fields.isPublic ?? false,
      entries: [],
      version: 1,
      createdAt: now,
      modifiedAt: now,
    };
    this.playlists.set(playlist.id, playlist);
    user.playlistIds.unshift(playlist.id);
    return playlist;
  }

  deletePlaylist(user: EmulatedUser, playlistId: string): boolean {
    const index = user.playlistIds.indexOf(playlistId);
    if (index < 0) return false;
    user.playlistIds.splice(index, 1);
    if (this.playlists.get(playlistId)?.ownerKey === user.key) this.playlists.delete(playlistId);
    return true;
  }

  /** Appends (or inserts at `position`) tracks in order; returns the new entries. */
  addEntries(playlist: EmulatedPlaylist, trackIds: string[], position?: number): PlaylistEntry[] {
    const now = new Date().toISOString();
    const entries = trackIds.map((trackId) => ({ entryId: this.nextId('entry'), trackId, addedAt: now }));
    const at =
      position === undefined ? playlist.entries.length : Math.max(0, Math.min(position, playlist.entries.length));
    playlist.entries.splice(at, 0, ...entries);
    this.touch(playlist);
    return entries;
  }

  /**
   * Moves `length` entries from `start` to before the entry at `insertBefore`, both counted before
   * the move (Spotify's reorder); false when the range or the target is outside the playlist.
   */
  moveRange(playlist: EmulatedPlaylist, start: number, length: number, insertBefore: number): boolean {
    const size = playlist.entries.length;
    if (!(start >= 0 && length >= 1 && start + length <= size && insertBefore >= 0 && insertBefore <= size))
      return false;
    if (insertBefore >= start && insertBefore <= start + length) return true;
    const moved = playlist.entries.splice(start, length);
    playlist.entries.splice(insertBefore > start ? insertBefore - length : insertBefore, 0, ...moved);
    this.touch(playlist);
    return true;
  }

  /**
   * Moves the entries named, in the order named, to before the entry `beforeEntryId` (the end when
   * null); false when one of them is not an entry of the playlist, or is the one to go before.
   */
  moveEntries(playlist: EmulatedPlaylist, entryIds: string[], beforeEntryId: string | null): boolean {
    const named = new Set(entryIds);
    if (named.size !== entryIds.length || (beforeEntryId !== null && named.has(beforeEntryId))) return false;
    const byId = new Map(playlist.entries.map((e) => [e.entryId, e]));
    if (entryIds.some((id) => !byId.has(id)) || (beforeEntryId !== null && !byId.has(beforeEntryId))) return false;
    const rest = playlist.entries.filter((e) => !named.has(e.entryId));
    const at = beforeEntryId === null ? rest.length : rest.findIndex((e) => e.entryId === beforeEntryId);
    rest.splice(at, 0, ...entryIds.map((id) => byId.get(id)!));
    playlist.entries = rest;
    this.touch(playlist);
    return true;
  }

  /** Puts the playlist's own entries in the order given (a permutation of them); false otherwise. */
  setOrder(playlist: EmulatedPlaylist, entries: PlaylistEntry[]): boolean {
    const current = new Set(playlist.entries);
    if (entries.length !== current.size || new Set(entries).size !== entries.length) return false;
    if (entries.some((e) => !current.has(e))) return false;
    playlist.entries = [...entries];
    this.touch(playlist);
    return true;
  }

  /**
   * Records a write to the playlist: `version` goes up and `modifiedAt` moves on, at least a second
   * past the last write, so a date sent in whole seconds (Qobuz, SoundCloud) tells apart writes
   * made within one second as it would at a listener's pace.
   */
  touch(playlist: EmulatedPlaylist): void {
    playlist.version += 1;
    playlist.modifiedAt = new Date(Math.max(Date.now(), Date.parse(playlist.modifiedAt) + 1000)).toISOString();
  }

  /** Removes entries by entry id, or every entry of a track id; returns how many went. */
  removeEntries(playlist: EmulatedPlaylist, refs: { entryId?: string; trackId?: string }[]): number {
    const before = playlist.entries.length;
    const entryIds = new Set(refs.map((r) => r.entryId).filter(Boolean));
    const trackIds = new Set(
      refs
        .filter((r) => !r.entryId)
        .map((r) => r.trackId)
        .filter(Boolean),
    );
    playlist.entries = playlist.entries.filter((e) => !entryIds.has(e.entryId) && !trackIds.has(e.trackId));
    if (playlist.entries.length !== before) this.touch(playlist);
    return before - playlist.entries.length;
  }

  /** Adds ids to a saved list (newest first), skipping ones already there. */
  save(list: Saved[], ids: string[]): void {
    const present = new Set(list.map((s) => s.id));
    const now = new Date().toISOString();
    for (const id of ids) {
      if (present.has(id)) continue;
      present.add(id);
      list.unshift({ id, addedAt: now });
    }
  }

  unsave(list: Saved[], ids: string[]): void {
    const gone = new Set(ids);
    for (let i = list.length - 1; i >= 0; i--) if (gone.has(list[i].id)) list.splice(i, 1);
  }
}
