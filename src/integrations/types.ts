import type { ServiceId } from './knownServices.js';

/**
 * The one interface every music-service adapter implements (docs/decisions.md, "Music services").
 * Items are service-neutral and carry exactly what the spec's resources need; ids are the
 * service's own ids; paging cursors are the service's own and opaque to callers.
 */

/** A user's tokens on a music service. `raw` is what the service returned, less the refresh token. */
export interface ServiceTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Milliseconds since the epoch; null when the service does not say. */
  expiresAt: number | null;
  scope: string | null;
  raw: Record<string, unknown>;
}

export interface ServiceProfile {
  id: string;
  name: string | null;
  email: string | null;
  imageUrl: string | null;
  /** ISO 3166-1 alpha-2, when the service tells. */
  country: string | null;
  raw: Record<string, unknown>;
}

export interface ArtistItem {
  id: string | null;
  name: string;
  imageUrl: string | null;
  followers: number | null;
  url?: string | null;
}

export interface AlbumRef {
  id: string | null;
  name: string;
  totalItems: number | null;
  artists: ArtistItem[] | null;
  imageUrl?: string | null;
}

export interface TrackItem {
  id: string;
  /** Identifies this instance within a playlist or library, where the service has one. */
  entryId: string | null;
  name: string;
  isrc: string | null;
  /** The MusicBrainz recording id, where the service gives one: an identifier beside the ISRC. */
  mbid?: string | null;
  durationMs: number | null;
  imageUrl: string | null;
  previewUrl: string | null;
  album: AlbumRef | null;
  artists: ArtistItem[] | null;
  /** False for local files and greyed-out tracks, null when unknown. */
  isAvailable: boolean | null;
  dateAdded: string | null;
  explicit: boolean | null;
  url: string | null;
  /** Local files and podcast episodes cannot be matched on another service. */
  kind: 'track' | 'episode' | 'local' | 'video';
}

export interface AlbumItem {
  id: string;
  name: string;
  totalItems: number | null;
  imageUrl: string | null;
  artists: ArtistItem[] | null;
  upc: string | null;
  /** The MusicBrainz release id, where the service gives one. */
  mbid?: string | null;
  dateAdded: string | null;
  url: string | null;
}

export interface PlaylistItem {
  id: string;
  name: string;
  description: string | null;
  totalItems: number | null;
  imageUrl: string | null;
  dateAdded: string | null;
  isOwner: boolean;
  isPublic: boolean | null;
  url: string | null;
  /** Changes whenever the playlist's tracks change, where the service keeps such a marker (Spotify's snapshot_id, Deezer's checksum, TIDAL's lastModifiedAt …); null where it keeps none. */
  version?: string | null;
}

/** A page of a list. `next` is the service's own cursor (offset, token, URL...), null at the end. */
export interface Page<T> {
  items: T[];
  next: string | null;
  total: number | null;
}

export interface PageRequest {
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string | null;
  /** Wanted page size; the adapter clamps it to the service's limits. */
  limit?: number;
}

export interface SearchQuery {
  track?: string;
  artist?: string;
  album?: string;
  isrc?: string;
}

export type SearchType = 'track' | 'album' | 'artist';

export interface PlaylistChanges {
  name?: string;
  description?: string;
  isPublic?: boolean;
}

/** What a service can and cannot do; callers answer a clear error for a missing capability. */
export interface Capabilities {
  /** Largest page each list read accepts. */
  pageSize: {
    playlists: number;
    playlistItems: number;
    likedTracks: number;
    albums: number;
    artists: number;
    search: number;
  };
  /** Largest batch of one write call. */
  batchSize: {
    addPlaylistItems: number;
    removePlaylistItems: number;
    likeTracks: number;
    saveAlbums: number;
    followArtists: number;
  };
  /** Most items a playlist may hold, when the service has a limit. */
  playlistSizeLimit: number | null;
  /** False where a playlist refuses a track it already holds (Deezer); true when absent. */
  playlistDuplicates?: boolean;
  /** True where tracks can be added at a position of a playlist (`addPlaylistItems`'s `position`), not only at its end. */
  playlistInsert?: boolean;
  /** True where a playlist's entries can be moved (`reorderPlaylistItems`); false when absent. */
  playlistReorder?: boolean;
  /**
   * True where a playlist entry's `entryId` names that entry and stays with it while others move
   * or go (TIDAL, Qobuz, YouTube, Beatport); false when absent (Spotify's and Deezer's are
   * positions, SoundCloud has none).
   */
  stableEntryIds?: boolean;
  /** Most liked tracks a library may hold, when the service has a limit. */
  likedTracksLimit: number | null;
  isrcSearch: boolean;
  /**
   * False where list reads (playlist tracks, liked tracks, search) leave the ISRC out and only a
   * track's own read has it (Deezer); true when absent.
   */
  listedIsrc?: boolean;
  /**
   * False where list reads leave the duration out and only a track's own read has it (Last.fm's
   * loved tracks); true when absent.
   */
  listedDurations?: boolean;
  /** How many ISRCs one `tracksByIsrcs` call takes, where the service looks up several at once. */
  isrcBatchSize?: number;
  /**
   * Whether the service finds its tracks by MusicBrainz recording id (`tracksByMbid`): ListenBrainz,
   * whose tracks are recordings, and servers that keep MusicBrainz ids. False when absent.
   */
  mbidLookup?: boolean;
  /** Whether the service issues refresh tokens; without, an expired token means signing in again. */
  tokenRefresh: boolean;
  /**
   * False where a user's access token never expires (Last.fm's session keys last until the listener
   * revokes the app): nothing to refresh, nothing to sign in again for. True when absent.
   */
  tokensExpire?: boolean;
  /** Whether a playlist's name can be changed after creation. */
  renamePlaylist: boolean;
  removePlaylistItems: boolean;
  deletePlaylist: boolean;
  playlistDescription: boolean;
  playlistVisibility: boolean;
  likeTracks: boolean;
  unlikeTracks: boolean;
  saveAlbums: boolean;
  unsaveAlbums: boolean;
  followArtists: boolean;
  unfollowArtists: boolean;
  /** Catalogue search without a user token (app credentials or none). */
  catalogueSearch: boolean;
  /**
   * False where the service has no playlists a user can list or edit (Last.fm): every playlist
   * operation answers `unsupported`. True when absent.
   */
  playlists?: boolean;
  /** False where the service keeps no liked tracks (Beatport); true when absent. */
  likedTracks?: boolean;
  /** False where the service keeps no saved albums to read (Last.fm, Beatport); true when absent. */
  savedAlbums?: boolean;
  /** False where the service keeps no followed artists to read (Last.fm, Beatport); true when absent. */
  followedArtists?: boolean;
  /** The kinds of search the service answers; all three when absent. */
  searchTypes?: SearchType[];
  /**
   * How a listener is connected: through the service's OAuth pages or script on our hosted pages
   * (`hosted`, when absent), or only with a token the partner obtained itself (`token`: Qobuz, whose
   * sign-in is for its partners only), sent with D1 or `POST /public/integrations/user`; or with a
   * form on our own page (`form`: a server the person names and their credentials on it, or a
   * token the service shows them).
   */
  signIn?: 'hosted' | 'token' | 'form';
}

/** Whether a capability flag that is true when absent holds. */
export function has(
  capabilities: Capabilities,
  flag: 'playlists' | 'likedTracks' | 'savedAlbums' | 'followedArtists',
): boolean {
  return capabilities[flag] !== false;
}

/**
 * One connected user's session with a service, as the adapter sees it. The adapter asks for
 * `refresh` once when the service refuses the access token; the owner of the session makes sure
 * concurrent refreshes of one user collapse into one and stores the result.
 */
export interface UserSession {
  /** A stable key of the user for per-user budgets (e.g. our integrationUserUUID). */
  key: string;
  /** The partner account the user belongs to: whose share of the service's budget the calls spend. */
  accountId?: string;
  country: string | null;
  tokens(): Promise<ServiceTokens>;
  refresh(stale: ServiceTokens): Promise<ServiceTokens>;
}

/**
 * A catalogue call made with the app's own credentials on behalf of a partner account (a catalogue
 * search of the partner API): no listener's token, but the account's share of the service's budget.
 */
export interface AppCallFor {
  readonly accountId: string;
  readonly appCredentials: true;
}

/** Whom a catalogue call is made for: a listener (with their token), an account, or nobody in particular. */
export type CatalogueUser = UserSession | AppCallFor | null;

/** The listener of a catalogue call, whose token it carries; null when it uses the app's own credentials. */
export const listenerOf = (user: CatalogueUser): UserSession | null =>
  user !== null && !('appCredentials' in user) ? user : null;

/** The account an app-credential catalogue call is made for, if one is named. */
export const appCallerOf = (user: CatalogueUser): string | undefined =>
  user !== null && 'appCredentials' in user ? user.accountId : undefined;

/** The account whose budget share a catalogue call spends: the listener's, or the one named. */
export const accountOf = (user: CatalogueUser): string | undefined => user?.accountId;

export interface AuthorizeRequest {
  redirectUri: string;
  state: string;
  /** PKCE S256 challenge, for services that take one. */
  codeChallenge?: string;
}

/**
 * A service whose listener grants access in the browser, through the service's own script on a
 * page of ours (MusicKit JS), not through an OAuth redirect: there is no authorize URL to send the
 * browser to and no code to exchange, only the token the script hands the page.
 */
export interface BrowserSignIn {
  /** Which script it is (MusicKit JS is the only one so far): our sign-in page is written for it. */
  readonly sdk: 'musicKit';
  /**
   * What a page served on `pageOrigin` configures the script with: where the script is, a
   * short-lived token for the browser bound to that origin, and the origins the script talks to.
   */
  pageSettings(pageOrigin: string): Promise<{ scriptUrl: string; developerToken: string; connectOrigins: string[] }>;
  /**
   * Checks the token the script handed back with the service and answers it as stored tokens,
   * with who signed in as far as the service says.
   */
  acceptToken(token: string): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }>;
}

/** A field of our sign-in form: the person's server, their name and password on it, or a token. */
export type FormSignInField = 'server' | 'username' | 'password' | 'token';

/** What a person typed into our sign-in form (only the fields the service asks for). */
export type FormSignInInput = Partial<Record<FormSignInField, string>>;

/**
 * A service without OAuth for us, whose listener signs in with a form on our page (a server of
 * their own, or a token the service shows them). Nothing is stored before `connect` has checked
 * it with the service.
 */
export interface FormSignIn {
  /** The fields the form asks for, in order. */
  readonly fields: readonly FormSignInField[];
  /** Those of them a person may leave empty (a Jellyfin account without a password). */
  readonly optional?: readonly FormSignInField[];
  /** What we keep of what they type, in words the form shows (never more than that). */
  readonly keeps: string;
  /**
   * What the form starts filled with: the server a deployment for one community's server
   * suggests (its operator's setting), which the person may change. Never a secret.
   */
  readonly suggested?: Partial<Record<'server' | 'username', string>>;
  /** Where the service shows a person the token the form asks for (its settings page). */
  readonly tokenPage?: string;
  /**
   * Checks what the person typed with the service and answers the least that works as stored
   * tokens (an access token where the server gives one), with who signed in. Refused
   * credentials throw `reauthRequired`; an address that is not allowed, `rejected`; a server that
   * does not answer as the service does, `unavailable`.
   */
  connect(input: FormSignInInput): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }>;
}

/**
 * A sign-in that begins with a call to the service (Plex's PIN): the service gives a code, the
 * browser takes it to the service's own page and comes back to our callback, and the grant is then
 * asked of the service with what was kept from the start. No code comes back through the browser.
 */
export interface PinSignIn {
  /**
   * Asks the service for a code; answers where the browser goes (to come back to `returnTo`, our
   * callback with the attempt's state) and what to keep, sealed with the attempt, until it does.
   */
  start(returnTo: string): Promise<{ url: string; keep: string }>;
  /**
   * Once the browser is back: what was granted for `keep`, as stored tokens, with who signed in.
   * Nothing granted (the person did not allow it, or the code ran out) throws `reauthRequired`.
   */
  finish(keep: string): Promise<{ tokens: ServiceTokens; profile: ServiceProfile }>;
}

/** Sign-in through the service's OAuth authorize page and code exchange. */
interface OAuthSignIn {
  readonly browserSignIn?: undefined;
  readonly formSignIn?: undefined;
  readonly pinSignIn?: undefined;
  readonly tokenOnly?: undefined;
  authorizeUrl(request: AuthorizeRequest): string;
  exchangeCode(code: string, redirectUri: string, codeVerifier?: string): Promise<ServiceTokens>;
}

/** Sign-in through the service's script on our page (`browserSignIn`); no OAuth. */
interface ScriptSignIn {
  readonly browserSignIn: BrowserSignIn;
  readonly pinSignIn?: undefined;
  readonly formSignIn?: undefined;
  readonly tokenOnly?: undefined;
  authorizeUrl?: undefined;
  exchangeCode?: undefined;
}

/**
 * No hosted sign-in at all (`capabilities.signIn` is `token`): the partner brings the user's token.
 * `authorizeUrl` and `exchangeCode` are absent.
 */
interface TokenOnlySignIn {
  readonly browserSignIn?: undefined;
  readonly pinSignIn?: undefined;
  readonly formSignIn?: undefined;
  readonly tokenOnly: true;
  authorizeUrl?: undefined;
  exchangeCode?: undefined;
}

/** Sign-in with our form (`capabilities.signIn` is `form`): no OAuth, no script. */
interface FormOnlySignIn {
  readonly browserSignIn?: undefined;
  readonly pinSignIn?: undefined;
  readonly formSignIn: FormSignIn;
  readonly tokenOnly?: undefined;
  authorizeUrl?: undefined;
  exchangeCode?: undefined;
}

/** Sign-in through the service's own page with a code it gave us first (`pinSignIn`). */
interface PinOnlySignIn {
  readonly browserSignIn?: undefined;
  readonly formSignIn?: undefined;
  readonly pinSignIn: PinSignIn;
  readonly tokenOnly?: undefined;
  authorizeUrl?: undefined;
  exchangeCode?: undefined;
}

/**
 * An adapter signs listeners in one of five ways: the flow reads `browserSignIn`, `formSignIn`,
 * `pinSignIn` and `tokenOnly` to know which.
 */
export type MusicServiceAdapter = AdapterOperations &
  (OAuthSignIn | ScriptSignIn | TokenOnlySignIn | FormOnlySignIn | PinOnlySignIn);

interface AdapterOperations {
  readonly id: ServiceId;
  readonly capabilities: Capabilities;

  refreshTokens(refreshToken: string): Promise<ServiceTokens>;
  /** Checks a token with the service (used for pre-authorized transfer sessions) and says whose it is. */
  currentUser(user: UserSession): Promise<ServiceProfile>;

  // Library
  playlists(user: UserSession, page: PageRequest): Promise<Page<PlaylistItem>>;
  playlist(user: UserSession, playlistId: string): Promise<PlaylistItem>;
  playlistItems(user: UserSession, playlistId: string, page: PageRequest): Promise<Page<TrackItem>>;
  createPlaylist(user: UserSession, changes: PlaylistChanges & { name: string }): Promise<PlaylistItem>;
  updatePlaylist(user: UserSession, playlistId: string, changes: PlaylistChanges): Promise<void>;
  deletePlaylist(user: UserSession, playlistId: string): Promise<void>;
  /**
   * Appends tracks in the given order; at most `batchSize.addPlaylistItems` per call. With
   * `position` (0 is the first entry), where `capabilities.playlistInsert`, inserts them there.
   */
  addPlaylistItems(user: UserSession, playlistId: string, trackIds: string[], position?: number): Promise<void>;
  /** Removes playlist entries (by `entryId` where the service has one, else by track id). */
  removePlaylistItems(
    user: UserSession,
    playlistId: string,
    items: { id: string; entryId: string | null }[],
  ): Promise<void>;
  /**
   * Puts a playlist's entries in a new order, where `capabilities.playlistReorder`. `current` is the
   * playlist as just read, every entry in order; `order[i]` is the index in `current` of the entry
   * that is to stand at `i` (a permutation). Each service moves them its own way: by ranges
   * (Spotify), entry ids (TIDAL, Qobuz, YouTube), or the whole order at once (Deezer, SoundCloud).
   */
  reorderPlaylistItems(user: UserSession, playlistId: string, current: TrackItem[], order: number[]): Promise<void>;
  likedTracks(user: UserSession, page: PageRequest): Promise<Page<TrackItem>>;
  likeTracks(user: UserSession, trackIds: string[]): Promise<void>;
  unlikeTracks(user: UserSession, trackIds: string[]): Promise<void>;
  savedAlbums(user: UserSession, page: PageRequest): Promise<Page<AlbumItem>>;
  saveAlbums(user: UserSession, albumIds: string[]): Promise<void>;
  unsaveAlbums(user: UserSession, albumIds: string[]): Promise<void>;
  followedArtists(user: UserSession, page: PageRequest): Promise<Page<ArtistItem>>;
  followArtists(user: UserSession, artistIds: string[]): Promise<void>;
  unfollowArtists(user: UserSession, artistIds: string[]): Promise<void>;

  // Catalogue: with a user session where given, else with the app's own credentials.
  artist(user: CatalogueUser, artistId: string): Promise<ArtistItem>;
  track(user: CatalogueUser, trackId: string): Promise<TrackItem>;
  album(user: CatalogueUser, albumId: string): Promise<AlbumItem>;
  searchTracks(user: CatalogueUser, query: SearchQuery, page: PageRequest): Promise<Page<TrackItem>>;
  searchAlbums(user: CatalogueUser, query: SearchQuery, page: PageRequest): Promise<Page<AlbumItem>>;
  searchArtists(user: CatalogueUser, query: SearchQuery, page: PageRequest): Promise<Page<ArtistItem>>;
  /** Tracks with this ISRC; throws `unsupported` where the service cannot search by ISRC. */
  tracksByIsrc(user: CatalogueUser, isrc: string): Promise<TrackItem[]>;
  /** Several ISRCs in one call (at most `isrcBatchSize`), where the service can; keyed by upper-case ISRC. */
  tracksByIsrcs?(user: CatalogueUser, isrcs: string[]): Promise<Map<string, TrackItem[]>>;
  /** Tracks of this MusicBrainz recording id, where `capabilities.mbidLookup`. */
  tracksByMbid?(user: CatalogueUser, mbid: string): Promise<TrackItem[]>;
}

/** An adapter's reads of a listener's library (each service's `libraryReads.ts`). */
export type LibraryReads = Pick<
  MusicServiceAdapter,
  'currentUser' | 'playlists' | 'playlist' | 'playlistItems' | 'likedTracks' | 'savedAlbums' | 'followedArtists'
>;

/** An adapter's writes to a listener's library (each service's `libraryWrites.ts`). */
export type LibraryWrites = Pick<
  MusicServiceAdapter,
  | 'createPlaylist'
  | 'updatePlaylist'
  | 'deletePlaylist'
  | 'addPlaylistItems'
  | 'removePlaylistItems'
  | 'reorderPlaylistItems'
  | 'likeTracks'
  | 'unlikeTracks'
  | 'saveAlbums'
  | 'unsaveAlbums'
  | 'followArtists'
  | 'unfollowArtists'
>;

/** An adapter's catalogue lookups and searches (each service's `catalogue.ts`). */
export type CatalogueReads = Pick<
  MusicServiceAdapter,
  | 'artist'
  | 'track'
  | 'album'
  | 'searchTracks'
  | 'searchAlbums'
  | 'searchArtists'
  | 'tracksByIsrc'
  | 'tracksByIsrcs'
  | 'tracksByMbid'
>;
