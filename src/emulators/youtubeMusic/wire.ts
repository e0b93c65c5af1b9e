import { createHash } from 'node:crypto';
import type { ServiceArtist, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, PlaylistEntry, Saved } from '../kit/library.js';

// YouTube Data API v3 resources, built from the catalogue and the emulated libraries.

/** The API key the emulator accepts for reads without a listener. */
export const EMULATOR_API_KEY = 'emulator-api-key';
/** The emulator's daily quota: the raised quota a project gets on request (Google's default is 10,000). */
export const EMULATOR_DAILY_QUOTA = 1_000_000;

/** Google's quota day: it turns at midnight Pacific time. */
export function pacificDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The project's quota in units for the current Pacific day; a new day starts from nothing. */
export class DailyQuota {
  private day = pacificDay();
  private spent = 0;

  constructor(private daily: number) {}

  /** Takes `units` when they fit in what is left today. */
  spend(units: number): boolean {
    this.roll();
    if (this.spent + units > this.daily) return false;
    this.spent += units;
    return true;
  }

  used(): number {
    this.roll();
    return this.spent;
  }

  set(fields: { daily?: number; used?: number }): void {
    this.roll();
    if (fields.daily !== undefined) this.daily = fields.daily;
    if (fields.used !== undefined) this.spent = fields.used;
  }

  state() {
    this.roll();
    return { day: this.day, daily: this.daily, used: this.spent, remaining: Math.max(0, this.daily - this.spent) };
  }

  private roll(): void {
    const today = pacificDay();
    if (today === this.day) return;
    this.day = today;
    this.spent = 0;
  }
}

/**
 * The values `part` takes, by resource: the resource's properties in the discovery document but
 * `kind` and `etag`. Any other value is an unknown part, which Google refuses.
 */
export const PARTS = {
  video: [
    'id',
    'snippet',
    'contentDetails',
    'status',
    'statistics',
    'player',
    'topicDetails',
    'recordingDetails',
    'fileDetails',
    'processingDetails',
    'suggestions',
    'ageGating',
    'monetizationDetails',
    'projectDetails',
    'liveStreamingDetails',
    'localizations',
    'paidProductPlacementDetails',
  ],
  playlist: ['id', 'snippet', 'status', 'contentDetails', 'player', 'localizations'],
  playlistItem: ['id', 'snippet', 'contentDetails', 'status'],
  channel: [
    'id',
    'snippet',
    'contentDetails',
    'statistics',
    'topicDetails',
    'status',
    'brandingSettings',
    'conversionPings',
    'auditDetails',
    'contentOwnerDetails',
    'localizations',
  ],
  subscription: ['id', 'snippet', 'contentDetails', 'subscriberSnippet'],
  searchResult: ['id', 'snippet'],
} as const;
export type ResourceType = keyof typeof PARTS;

/**
 * The parts this emulator builds. The others exist at Google (owner-only file details, topics,
 * branding...) but nothing here reads them: asking for one is answered 501, never with a resource
 * that silently lacks the part.
 */
export const SERVED_PARTS: Record<ResourceType, readonly string[]> = {
  video: ['id', 'snippet', 'contentDetails', 'status', 'statistics', 'player'],
  playlist: ['id', 'snippet', 'status', 'contentDetails', 'player'],
  playlistItem: ['id', 'snippet', 'contentDetails', 'status'],
  channel: ['id', 'snippet', 'contentDetails', 'statistics', 'status'],
  subscription: ['id', 'snippet', 'contentDetails'],
  searchResult: ['id', 'snippet'],
};

/** An etag of the shape YouTube sends: opaque, 27 URL-safe characters, changing with what it covers. */
export function etag(...about: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(about)).digest('base64url').slice(0, 27);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Titles as search.list writes them: HTML-escaped, apostrophes as `&#39;`. Only search titles are:
 * videos, playlists and playlist items carry their titles as typed, and search descriptions and
 * channel titles are not escaped either.
 */
export function htmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

type PartBuilders = Partial<Record<string, () => unknown>>;

/** A resource as the API answers it: `kind`, `etag`, `id` and the parts asked for, nothing else. */
function resource(kind: string, id: unknown, parts: readonly string[], build: PartBuilders, version: unknown = null) {
  const answer: Record<string, unknown> = { kind, etag: etag(kind, id, version, parts), id };
  for (const part of parts) {
    if (part === 'id') continue;
    const builder = build[part];
    if (!builder) throw new Error(`the ${kind} part ${part} is not served`);
    answer[part] = builder();
  }
  return answer;
}

const PUBLISHED = '2020-01-01T00:00:00Z';

// The sizes of the recorded answers: videos, playlists and their items list five, search results
// the first three, channels three square ones.
// Each size is a file of its own beside the others, named as YouTube names them.
const VIDEO_SIZES = [
  ['default', 120, 90, 'default.jpg'],
  ['medium', 320, 180, 'mqdefault.jpg'],
  ['high', 480, 360, 'hqdefault.jpg'],
  ['standard', 640, 480, 'sddefault.jpg'],
  ['maxres', 1280, 720, 'maxresdefault.jpg'],
] as const;
const CHANNEL_SIZES = [
  ['default', 88, 88, null],
  ['medium', 240, 240, null],
  ['high', 800, 800, null],
] as const;
// Without an image of its own, YouTube still lists its stand-ins: the grey "no thumbnail" picture,
// the default avatar of a channel.
const NO_THUMBNAIL = 'https://i.ytimg.com/img/no_thumbnail.jpg';
const DEFAULT_AVATAR = 'https://yt3.ggpht.com/a/default-user=s88-c-k-c0x00ffffff-no-rj';
const sized = (url: string, sizes: readonly (readonly [string, number, number, string | null])[]) =>
  Object.fromEntries(
    sizes.map(([name, width, height, file]) => [
      name,
      // The stand-in has one size; a channel's avatar is one picture served at every size.
      { url: file && url !== NO_THUMBNAIL ? url.replace(/[^/]+$/, file) : url, width, height },
    ]),
  );
const thumbnails = (url: string | null) => sized(url ?? NO_THUMBNAIL, VIDEO_SIZES);
const searchThumbnails = (url: string | null) => sized(url ?? NO_THUMBNAIL, VIDEO_SIZES.slice(0, 3));
const channelThumbnails = (url: string | null) => sized(url ?? DEFAULT_AVATAR, CHANNEL_SIZES);

/** ISO 8601 as YouTube writes durations: PT3M25S. */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

const embed = (src: string) =>
  `<iframe width="480" height="270" src="${src}" frameborder="0" allow="autoplay; encrypted-media" allowfullscreen></iframe>`;

export function videoObject(track: ServiceTrack, parts: readonly string[]) {
  const channel = track.artists[0];
  return resource('youtube#video', track.id, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: channel?.id ?? '',
      title: track.name,
      description: '',
      thumbnails: thumbnails(track.imageUrl),
      channelTitle: channel?.name ?? '',
      // Music uploads are tagged with their artists, and say the language they are sung in.
      tags: track.artists.map((a) => a.name),
      categoryId: '10',
      liveBroadcastContent: 'none',
      defaultLanguage: 'en',
      localized: { title: track.name, description: '' },
      defaultAudioLanguage: 'en',
    }),
    contentDetails: () => ({
      duration: isoDuration(track.durationMs),
      dimension: '2d',
      definition: 'hd',
      caption: 'false',
      licensedContent: true,
      ...(track.unavailableIn.length ? { regionRestriction: { blocked: track.unavailableIn } } : {}),
      contentRating: track.explicit ? { ytRating: 'ytAgeRestricted' } : {},
      projection: 'rectangular',
    }),
    status: () => ({
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    }),
    statistics: () => ({
      viewCount: String(track.popularity * 10_007),
      likeCount: String(track.popularity * 101),
      favoriteCount: '0',
      commentCount: String(track.popularity),
    }),
    player: () => ({ embedHtml: embed(`//www.youtube.com/embed/${track.id}`) }),
  });
}

/** A channel as the API names it: its id and its title. */
export interface ChannelRef {
  id: string;
  name: string;
}

export function playlistObject(
  playlist: EmulatedPlaylist,
  owner: ChannelRef,
  parts: readonly string[],
  coverUrl: string | null = null,
) {
  return resource(
    'youtube#playlist',
    playlist.id,
    parts,
    {
      snippet: () => ({
        publishedAt: playlist.createdAt,
        channelId: owner.id,
        title: playlist.name,
        description: playlist.description,
        thumbnails: thumbnails(coverUrl),
        channelTitle: owner.name,
        localized: { title: playlist.name, description: playlist.description },
      }),
      status: () => ({ privacyStatus: playlist.isPublic ? 'public' : 'private' }),
      contentDetails: () => ({ itemCount: playlist.entries.length }),
      player: () => ({ embedHtml: embed(`http://www.youtube.com/embed/videoseries?list=${playlist.id}`) }),
    },
    playlist.version,
  );
}

export function playlistItemObject(
  playlist: EmulatedPlaylist,
  entry: PlaylistEntry,
  position: number,
  track: ServiceTrack | undefined,
  owner: ChannelRef,
  parts: readonly string[],
) {
  return resource(
    'youtube#playlistItem',
    entry.entryId,
    parts,
    {
      snippet: () => ({
        publishedAt: entry.addedAt,
        channelId: owner.id,
        title: track?.name ?? 'Deleted video',
        description: track ? '' : 'This video is unavailable.',
        thumbnails: thumbnails(track?.imageUrl ?? null),
        channelTitle: owner.name,
        playlistId: playlist.id,
        position,
        resourceId: { kind: 'youtube#video', videoId: entry.trackId },
        ...(track
          ? { videoOwnerChannelTitle: track.artists[0]?.name ?? '', videoOwnerChannelId: track.artists[0]?.id ?? '' }
          : {}),
      }),
      contentDetails: () => ({ videoId: entry.trackId, ...(track ? { videoPublishedAt: PUBLISHED } : {}) }),
      status: () => ({ privacyStatus: track ? 'public' : 'private' }),
    },
    position,
  );
}

export function channelObject(
  artist: ServiceArtist | { id: string; name: string; followers?: number; imageUrl?: string | null },
  parts: readonly string[],
  country?: string,
) {
  return resource('youtube#channel', artist.id, parts, {
    snippet: () => ({
      title: artist.name,
      description: '',
      customUrl: `@${artist.name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')}`,
      publishedAt: PUBLISHED,
      thumbnails: channelThumbnails(artist.imageUrl ?? null),
      localized: { title: artist.name, description: '' },
      ...(country ? { country } : {}),
    }),
    contentDetails: () => ({ relatedPlaylists: { likes: '', uploads: `UU${artist.id.slice(2)}` } }),
    statistics: () => ({
      viewCount: String((artist.followers ?? 0) * 37),
      subscriberCount: String(artist.followers ?? 0),
      hiddenSubscriberCount: false,
      videoCount: '0',
    }),
    status: () => ({ privacyStatus: 'public', isLinked: true, longUploadsStatus: 'longUploadsUnspecified' }),
  });
}

/** The id of a subscription: the subscriber's channel and the channel followed. */
export const subscriptionId = (subscriberId: string, channelId: string) => `sub${subscriberId}.${channelId}`;

export function subscriptionObject(
  subscriber: ChannelRef,
  saved: Saved,
  channel: ServiceArtist | undefined,
  parts: readonly string[],
) {
  return resource('youtube#subscription', subscriptionId(subscriber.id, saved.id), parts, {
    snippet: () => ({
      publishedAt: saved.addedAt,
      title: channel?.name ?? '',
      description: '',
      resourceId: { kind: 'youtube#channel', channelId: saved.id },
      channelId: subscriber.id,
      thumbnails: channelThumbnails(channel?.imageUrl ?? null),
    }),
    contentDetails: () => ({ totalItemCount: 0, newItemCount: 0, activityType: 'all' }),
  });
}

export function videoSearchResult(track: ServiceTrack, parts: readonly string[]) {
  const channel = track.artists[0];
  return resource('youtube#searchResult', { kind: 'youtube#video', videoId: track.id }, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: channel?.id ?? '',
      title: htmlEscape(track.name),
      description: '',
      thumbnails: searchThumbnails(track.imageUrl),
      channelTitle: channel?.name ?? '',
      liveBroadcastContent: 'none',
    }),
  });
}

export function channelSearchResult(artist: ServiceArtist, parts: readonly string[]) {
  return resource('youtube#searchResult', { kind: 'youtube#channel', channelId: artist.id }, parts, {
    snippet: () => ({
      publishedAt: PUBLISHED,
      channelId: artist.id,
      title: htmlEscape(artist.name),
      description: '',
      thumbnails: channelThumbnails(artist.imageUrl),
      channelTitle: artist.name,
      liveBroadcastContent: 'none',
    }),
  });
}

/**
 * A list answer with the members the real answers always carry, in their order; page tokens are
 * opaque strings that carry an offset, and `resultsPerPage` is the page size asked for.
 */
export function listOf<T>(
  kind: string,
  items: T[],
  total: number,
  offset: number,
  size: number,
  extra: { regionCode?: string } = {},
) {
  const token = (at: number) => `CA${Buffer.from(`o${at}`).toString('base64url')}`;
  return {
    kind,
    etag: etag(kind, total, offset, size, items),
    ...(offset + size < total && size > 0 ? { nextPageToken: token(offset + size) } : {}),
    ...(offset > 0 ? { prevPageToken: token(Math.max(0, offset - size)) } : {}),
    ...(extra.regionCode ? { regionCode: extra.regionCode } : {}),
    pageInfo: { totalResults: total, resultsPerPage: size },
    items,
  };
}

export function offsetOf(pageToken: unknown): number | null {
  if (pageToken === undefined || pageToken === '') return 0;
  const match = /^CA(.+)$/.exec(String(pageToken));
  const decoded = match ? Buffer.from(match[1], 'base64url').toString() : '';
  return /^o\d+$/.test(decoded) ? Number(decoded.slice(1)) : null;
}

const STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  501: 'UNIMPLEMENTED',
};

/** Google's error document; `where` names the parameter at fault, as Google's parameter errors do. */
export function googleError(
  code: number,
  reason: string,
  message: string,
  domain = 'youtube.api',
  where?: { location: string; locationType: string },
) {
  return {
    error: { code, message, errors: [{ message, domain, reason, ...where }], status: STATUS[code] ?? 'INTERNAL' },
  };
}
