import type { Redis } from 'ioredis';
import { ServiceClient, type UpstreamResponse } from '../http/serviceClient.js';
import type { RequestBudget } from '../http/budget.js';
import type { UpstreamMetrics } from '../http/metrics.js';
import { UpstreamError, unsupported } from '../errors.js';
import type {
  Capabilities,
  MusicServiceAdapter,
  Page,
  PageRequest,
  ServiceTokens,
  TrackItem,
  UserSession,
} from '../types.js';
import { grantFailure, tokensFrom, type TokenAnswer } from '../oauthTokens.js';
import type { YoutubeMusicConfig } from './config.js';
import {
  channelItem,
  entryVideo,
  playlistItem,
  searchedChannel,
  searchedVideo,
  subscribedChannel,
  videoItem,
  type YoutubeSearchResult,
  type YoutubeChannel,
  type YoutubeSubscription,
  type YoutubePlaylist,
  type YoutubePlaylistItem,
  type YoutubeVideo,
} from './mapping.js';
import { QUOTA_COST, YoutubeQuota, quotaDay, recordUnits } from './quota.js';
import { isPermutation, planMoves } from '../playlistOrder.js';

// YouTube has videos, playlists and channels: no albums and no ISRCs. Every write is one item
// per call and costs 50 of the project's 10,000 daily units.
export const YOUTUBE_MUSIC_CAPABILITIES: Capabilities = {
  pageSize: { playlists: 50, playlistItems: 50, likedTracks: 50, albums: 50, artists: 50, search: 50 },
  batchSize: { addPlaylistItems: 1, removePlaylistItems: 1, likeTracks: 1, saveAlbums: 0, followArtists: 1 },
  playlistSizeLimit: 5_000,
  playlistInsert: true,
  // playlistItems.update sets one entry's position: one call (50 units) per entry moved.
  playlistReorder: true,
  stableEntryIds: true,
  likedTracksLimit: null,
  isrcSearch: false,
  tokenRefresh: true,
  renamePlaylist: true,
  removePlaylistItems: true,
  deletePlaylist: true,
  playlistDescription: true,
  playlistVisibility: true,
  likeTracks: true,
  unlikeTracks: true,
  // YouTube has no albums to keep in a library.
  savedAlbums: false,
  // Searches come without durations (a video's read has it, for 1 unit against a search's 100).
  listedDurations: false,
  saveAlbums: false,
  unsaveAlbums: false,
  followArtists: true,
  unfollowArtists: true,
  catalogueSearch: true,
};

const SCOPE = 'https://www.googleapis.com/auth/youtube';

interface YoutubeList<T> {
  items: T[];
  nextPageToken?: string;
  pageInfo?: { totalResults?: number };
}

/**
 * Google's error document: the daily quota and the per-user rate limit both come as 403 with a
 * reason and no Retry-After. The quota (youtube.quota) comes back when the Pacific day turns; a
 * rate limit (usageLimits) within seconds, so a short wait, spread so that the calls refused
 * together do not come back together.
 */
export function interpretYoutube(
  response: UpstreamResponse<unknown>,
  onQuotaExceeded: () => void = () => {},
): UpstreamError | 'tokenRefused' | null {
  const error = (response.body as { error?: { errors?: { reason?: string }[] } } | null)?.error;
  const reasons = error?.errors?.map((e) => e.reason) ?? [];
  if (reasons.includes('quotaExceeded') || reasons.includes('dailyLimitExceeded')) {
    onQuotaExceeded();
    return new UpstreamError('youtubeMusic', 'rateLimited', 'the daily YouTube quota is spent', {
      status: response.status,
      retryAfterSeconds: quotaDay().secondsLeft,
    });
  }
  if (reasons.includes('rateLimitExceeded') || reasons.includes('userRateLimitExceeded')) {
    return new UpstreamError('youtubeMusic', 'rateLimited', 'YouTube asks to slow down', {
      status: response.status,
      retryAfterSeconds: 1 + Math.random(),
    });
  }
  return null;
}

/** The YouTube Data API v3 adapter for YouTube Music libraries, within the project's daily quota. */
export function createYoutubeMusicAdapter(
  config: YoutubeMusicConfig,
  deps: { budget?: RequestBudget; metrics?: UpstreamMetrics; redis?: Redis; redisPrefix?: string } = {},
): MusicServiceAdapter {
  const api = new ServiceClient({
    service: 'youtubeMusic',
    baseUrl: `${config.apiUrl.replace(/\/+$/, '')}/youtube/v3`,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  // The token endpoint is a whole URL: a prefix would send `/token/`, which Google does not serve.
  const oauth = new ServiceClient({
    service: 'youtubeMusic',
    baseUrl: new URL(config.tokenUrl).origin,
    budget: deps.budget,
    metrics: deps.metrics,
  });
  const quota = new YoutubeQuota(deps.redis ?? null, deps.redisPrefix ?? 'local', config.dailyQuotaUnits);
  const channels = new Map<string, string>();

  async function token(form: Record<string, string>, operation: string, keepRefresh?: string): Promise<ServiceTokens> {
    try {
      const res = await oauth.call<TokenAnswer>({
        operation,
        method: 'POST',
        path: config.tokenUrl,
        form: { ...form, client_id: config.clientId, client_secret: config.clientSecret },
        idempotent: false,
      });
      return tokensFrom(res.body, keepRefresh ?? null);
    } catch (err) {
      throw grantFailure('youtubeMusic', operation, err);
    }
  }

  const call = async <T>(
    operation: string,
    path: string,
    user: UserSession | null,
    options: {
      method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
      searchParams?: Record<string, string | number | undefined>;
      json?: unknown;
      cost: number;
      idempotent?: boolean;
    },
  ): Promise<T> => {
    // Public reads without a listener go with the project's API key.
    if (!user && !config.apiKey)
      throw new UpstreamError('youtubeMusic', 'unavailable', `${operation} without a listener needs YOUTUBE_API_KEY`);
    await quota.spend(options.cost);
    recordUnits(deps.metrics, operation, options.cost);
    const res = await api.call<T>({
      operation,
      path,
      method: options.method ?? 'GET',
      searchParams: user ? options.searchParams : { ...options.searchParams, key: config.apiKey },
      json: options.json,
      ...(user ? { user } : {}),
      idempotent: options.idempotent,
      interpret: (response) => interpretYoutube(response, () => void quota.exhaust()),
    });
    return res.body;
  };

  async function myChannel(user: UserSession): Promise<string> {
    const known = channels.get(user.key);
    if (known) return known;
    const body = await call<YoutubeList<YoutubeChannel>>('currentUser', 'channels', user, {
      searchParams: { part: 'id', mine: 'true' },
      cost: QUOTA_COST.read,
    });
    const id = body.items[0]?.id ?? '';
    if (channels.size > 10_000) channels.clear();
    channels.set(user.key, id);
    return id;
  }

  const limit = (page: PageRequest) => Math.min(page.limit ?? 50, 50);
  const paged = (page: PageRequest) => ({ maxResults: limit(page), pageToken: page.cursor ?? undefined });

  /**
   * Durations and channels of videos, one call per fifty (playlist items and search results lack
   * them). No maxResults: videos.list does not take it together with `id`, which answers them all.
   */
  async function videos(user: UserSession | null, ids: string[]): Promise<Map<string, YoutubeVideo>> {
    const found = new Map<string, YoutubeVideo>();
    for (let i = 0; i < ids.length; i += 50) {
      const batch = ids.slice(i, i + 50);
      if (batch.length === 0) continue;
      const body = await call<YoutubeList<YoutubeVideo>>('track', 'videos', user, {
        searchParams: { part: 'snippet,contentDetails', id: batch.join(',') },
        cost: QUOTA_COST.read,
      });
      for (const video of body.items) found.set(video.id, video);
    }
    return found;
  }

  const write = (
    operation: string,
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    user: UserSession,
    searchParams: Record<string, string>,
    json?: unknown,
    idempotent?: boolean,
  ) => call(operation, path, user, { method, searchParams, json, cost: QUOTA_COST.write, idempotent });

  async function subscriptionId(user: UserSession, channelId: string): Promise<string | null> {
    const body = await call<YoutubeList<{ id: string }>>('followedArtists', 'subscriptions', user, {
      searchParams: { part: 'id', mine: 'true', forChannelId: channelId },
      cost: QUOTA_COST.read,
    });
    return body.items[0]?.id ?? null;
  }

  return {
    id: 'youtubeMusic',
    capabilities: YOUTUBE_MUSIC_CAPABILITIES,

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const url = new URL(`${config.authUrl.replace(/\/+$/, '')}/o/oauth2/v2/auth`);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        // Offline access and consent: Google gives a refresh token only then.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
      }).toString();
      return url.toString();
    },
    exchangeCode: (code, redirectUri, codeVerifier) =>
      token(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        },
        'exchangeCode',
      ),
    // Google keeps the refresh token: its answer carries only a new access token.
    refreshTokens: (refreshToken) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'refreshTokens', refreshToken),
    async currentUser(user) {
      const body = await call<YoutubeList<YoutubeChannel>>('currentUser', 'channels', user, {
        searchParams: { part: 'snippet', mine: 'true' },
        cost: QUOTA_COST.read,
      });
      const channel = body.items[0];
      if (!channel) throw new UpstreamError('youtubeMusic', 'forbidden', 'this Google account has no YouTube channel');
      channels.set(user.key, channel.id);
      return {
        id: channel.id,
        name: channel.snippet?.title ?? null,
        email: null,
        imageUrl: channelItem(channel).imageUrl,
        country: channel.snippet?.country ?? null,
        raw: channel as unknown as Record<string, unknown>,
      };
    },

    async playlists(user, page) {
      const [mine, body] = await Promise.all([
        myChannel(user),
        call<YoutubeList<YoutubePlaylist>>('playlists', 'playlists', user, {
          searchParams: { part: 'snippet,status,contentDetails', mine: 'true', ...paged(page) },
          cost: QUOTA_COST.read,
        }),
      ]);
      return {
        items: body.items.map((p) => playlistItem(p, mine)),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async playlist(user, playlistId) {
      const [mine, body] = await Promise.all([
        myChannel(user),
        call<YoutubeList<YoutubePlaylist>>('playlist', 'playlists', user, {
          searchParams: { part: 'snippet,status,contentDetails', id: playlistId },
          cost: QUOTA_COST.read,
        }),
      ]);
      if (!body.items[0]) throw new UpstreamError('youtubeMusic', 'notFound', 'no such playlist');
      return playlistItem(body.items[0], mine);
    },
    async playlistItems(user, playlistId, page) {
      // The snippet names the video (resourceId); its details come from videos.list below.
      const body = await call<YoutubeList<YoutubePlaylistItem>>('playlistItems', 'playlistItems', user, {
        searchParams: { part: 'snippet', playlistId, ...paged(page) },
        cost: QUOTA_COST.read,
      });
      const details = await videos(
        user,
        body.items.map((i) => entryVideo(i).id),
      );
      const items: TrackItem[] = body.items.map((entry) => {
        const known = details.get(entryVideo(entry).id);
        // A deleted or private video stays in the playlist without details: it cannot be played.
        return known
          ? videoItem(known, {
              entryId: entry.id,
              dateAdded: entry.snippet?.publishedAt ?? null,
              country: user.country,
            })
          : { ...videoItem(entryVideo(entry), { entryId: entry.id }), isAvailable: false };
      });
      return { items, next: body.nextPageToken ?? null, total: body.pageInfo?.totalResults ?? null };
    },
    async createPlaylist(user, changes) {
      const created = await call<YoutubePlaylist>('createPlaylist', 'playlists', user, {
        method: 'POST',
        searchParams: { part: 'snippet,status' },
        json: {
          snippet: { title: changes.name, description: changes.description ?? '' },
          status: { privacyStatus: changes.isPublic ? 'public' : 'private' },
        },
        cost: QUOTA_COST.write,
        idempotent: false,
      });
      return { ...playlistItem(created, null), isOwner: true, totalItems: 0 };
    },
    async updatePlaylist(user, playlistId, changes) {
      // playlists.update replaces the snippet: start from what is there.
      const current = await call<YoutubeList<YoutubePlaylist>>('playlist', 'playlists', user, {
        searchParams: { part: 'snippet,status', id: playlistId },
        cost: QUOTA_COST.read,
      });
      const playlist = current.items[0];
      if (!playlist) throw new UpstreamError('youtubeMusic', 'notFound', 'no such playlist');
      await write(
        'updatePlaylist',
        'PUT',
        'playlists',
        user,
        { part: 'snippet,status' },
        {
          id: playlistId,
          snippet: {
            title: changes.name ?? playlist.snippet?.title,
            description: changes.description ?? playlist.snippet?.description ?? '',
          },
          status: {
            privacyStatus:
              changes.isPublic === undefined
                ? (playlist.status?.privacyStatus ?? 'private')
                : changes.isPublic
                  ? 'public'
                  : 'private',
          },
        },
      );
    },
    async deletePlaylist(user, playlistId) {
      await write('deletePlaylist', 'DELETE', 'playlists', user, { id: playlistId });
    },
    async addPlaylistItems(user, playlistId, trackIds, position) {
      // One video per call, in order; a repeated insert would add it twice, so no blind retry.
      for (const [i, videoId] of trackIds.entries()) {
        await write(
          'addPlaylistItems',
          'POST',
          'playlistItems',
          user,
          { part: 'snippet' },
          {
            snippet: {
              playlistId,
              resourceId: { kind: 'youtube#video', videoId },
              ...(position === undefined ? {} : { position: position + i }),
            },
          },
          false,
        );
      }
    },
    async removePlaylistItems(user, _playlistId, items) {
      for (const item of items) {
        if (!item.entryId)
          throw new UpstreamError('youtubeMusic', 'rejected', 'YouTube removes playlist entries by their entryId');
        await write('removePlaylistItems', 'DELETE', 'playlistItems', user, { id: item.entryId });
      }
    },
    async reorderPlaylistItems(user, playlistId, current, order) {
      if (!isPermutation(order, current.length))
        throw new RangeError('the order is not a permutation of the playlist’s entries');
      // One entry per call, to its absolute position once moved: the entries of a longest run
      // already in order stay, every other one is moved once, to where it belongs.
      const moves = planMoves(order, { maxRange: 1 });
      const entries = moves.map((move) => current[move.entries[0]]);
      if (entries.some((entry) => !entry.entryId))
        throw new UpstreamError('youtubeMusic', 'rejected', 'YouTube moves playlist entries by their entryId');
      // Each move leaves a whole playlist: when the quota runs out part way, the entries moved so
      // far stay moved, and a new order planned from a fresh read needs fewer moves.
      for (const [i, move] of moves.entries()) {
        await write(
          'reorderPlaylistItems',
          'PUT',
          'playlistItems',
          user,
          { part: 'snippet' },
          {
            id: entries[i].entryId,
            snippet: {
              playlistId,
              resourceId: { kind: 'youtube#video', videoId: entries[i].id },
              position: move.to,
            },
          },
          // Setting a position twice leaves the same order.
          true,
        );
      }
    },
    async likedTracks(user, page) {
      const body = await call<YoutubeList<YoutubeVideo>>('likedTracks', 'videos', user, {
        searchParams: { part: 'snippet,contentDetails', myRating: 'like', ...paged(page) },
        cost: QUOTA_COST.read,
      });
      return {
        items: body.items.map((v) => videoItem(v, { country: user.country })),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async likeTracks(user, trackIds) {
      for (const id of trackIds)
        await write('likeTracks', 'POST', 'videos/rate', user, { id, rating: 'like' }, undefined, true);
    },
    async unlikeTracks(user, trackIds) {
      for (const id of trackIds)
        await write('unlikeTracks', 'POST', 'videos/rate', user, { id, rating: 'none' }, undefined, true);
    },
    async savedAlbums() {
      throw unsupported('youtubeMusic', 'savedAlbums');
    },
    async saveAlbums() {
      throw unsupported('youtubeMusic', 'saveAlbums');
    },
    async unsaveAlbums() {
      throw unsupported('youtubeMusic', 'unsaveAlbums');
    },
    async followedArtists(user, page) {
      const body = await call<YoutubeList<YoutubeSubscription>>('followedArtists', 'subscriptions', user, {
        searchParams: { part: 'snippet', mine: 'true', ...paged(page) },
        cost: QUOTA_COST.read,
      });
      return {
        items: body.items.map(subscribedChannel),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async followArtists(user, artistIds) {
      for (const channelId of artistIds) {
        if (await subscriptionId(user, channelId)) continue;
        await write(
          'followArtists',
          'POST',
          'subscriptions',
          user,
          { part: 'snippet' },
          { snippet: { resourceId: { kind: 'youtube#channel', channelId } } },
          false,
        );
      }
    },
    async unfollowArtists(user, artistIds) {
      for (const channelId of artistIds) {
        const id = await subscriptionId(user, channelId);
        if (id) await write('unfollowArtists', 'DELETE', 'subscriptions', user, { id });
      }
    },

    async artist(user, artistId) {
      const body = await call<YoutubeList<YoutubeChannel>>('artist', 'channels', user, {
        searchParams: { part: 'snippet,statistics', id: artistId },
        cost: QUOTA_COST.read,
      });
      if (!body.items[0]) throw new UpstreamError('youtubeMusic', 'notFound', 'no such channel');
      return channelItem(body.items[0]);
    },
    async track(user, trackId) {
      const found = (await videos(user, [trackId])).get(trackId);
      if (!found) throw new UpstreamError('youtubeMusic', 'notFound', 'no such video');
      return videoItem(found, { country: user?.country ?? null });
    },
    async album() {
      throw unsupported('youtubeMusic', 'album');
    },
    async searchTracks(user, query, page): Promise<Page<TrackItem>> {
      const q = [query.artist, query.track, query.album].filter(Boolean).join(' ');
      // An ISRC alone would spend 100 units on whatever YouTube finds for an empty query.
      if (!q) throw unsupported('youtubeMusic', 'searchTracks by ISRC');
      // Music videos only (category 10); 100 units a call, so durations are not fetched here.
      const body = await call<YoutubeList<YoutubeSearchResult>>('searchTracks', 'search', user, {
        searchParams: { part: 'snippet', type: 'video', videoCategoryId: '10', q, ...paged(page) },
        cost: QUOTA_COST.search,
      });
      return {
        items: body.items.map(searchedVideo),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async searchAlbums() {
      throw unsupported('youtubeMusic', 'searchAlbums');
    },
    async searchArtists(user, query, page) {
      const q = query.artist ?? query.track ?? '';
      if (!q) throw new UpstreamError('youtubeMusic', 'rejected', 'an artist search needs a name');
      const body = await call<YoutubeList<YoutubeSearchResult>>('searchArtists', 'search', user, {
        searchParams: { part: 'snippet', type: 'channel', q, ...paged(page) },
        cost: QUOTA_COST.search,
      });
      return {
        items: body.items.map(searchedChannel),
        next: body.nextPageToken ?? null,
        total: body.pageInfo?.totalResults ?? null,
      };
    },
    async tracksByIsrc() {
      throw unsupported('youtubeMusic', 'tracksByIsrc');
    },
  };
}
