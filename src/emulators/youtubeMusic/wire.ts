import type { ServiceArtist, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist, PlaylistEntry } from '../kit/library.js';

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

const thumbnails = (url: string | null) =>
  url ? { default: { url, width: 120, height: 90 }, high: { url, width: 480, height: 360 } } : {};

/** ISO 8601 as YouTube writes durations: PT3M25S. */
export function isoDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function videoObject(track: ServiceTrack, parts: string[]) {
  const channel = track.artists[0];
  return {
    kind: 'youtube#video',
    etag: `e${track.id}`,
    id: track.id,
    ...(parts.includes('snippet')
      ? {
          snippet: {
            publishedAt: '2020-01-01T00:00:00Z',
            channelId: channel?.id ?? '',
            title: track.name,
            description: '',
            thumbnails: thumbnails(track.imageUrl),
            channelTitle: channel?.name ?? '',
            categoryId: '10',
          },
        }
      : {}),
    ...(parts.includes('contentDetails')
      ? {
          contentDetails: {
            duration: isoDuration(track.durationMs),
            ...(track.unavailableIn.length ? { regionRestriction: { blocked: track.unavailableIn } } : {}),
            ...(track.explicit ? { contentRating: { ytRating: 'ytAgeRestricted' } } : {}),
          },
        }
      : {}),
  };
}

export function playlistObject(playlist: EmulatedPlaylist, channelId: string, parts: string[]) {
  return {
    kind: 'youtube#playlist',
    etag: `p${playlist.version}`,
    id: playlist.id,
    ...(parts.includes('snippet')
      ? {
          snippet: {
            publishedAt: playlist.createdAt,
            channelId,
            title: playlist.name,
            description: playlist.description,
            thumbnails: {},
          },
        }
      : {}),
    ...(parts.includes('status') ? { status: { privacyStatus: playlist.isPublic ? 'public' : 'private' } } : {}),
    ...(parts.includes('contentDetails') ? { contentDetails: { itemCount: playlist.entries.length } } : {}),
  };
}

export function playlistItemObject(
  playlist: EmulatedPlaylist,
  entry: PlaylistEntry,
  position: number,
  track: ServiceTrack | undefined,
  channelId: string,
) {
  return {
    kind: 'youtube#playlistItem',
    etag: `i${entry.entryId}`,
    id: entry.entryId,
    snippet: {
      publishedAt: entry.addedAt,
      channelId,
      title: track?.name ?? 'Deleted video',
      playlistId: playlist.id,
      position,
      resourceId: { kind: 'youtube#video', videoId: entry.trackId },
      ...(track
        ? { videoOwnerChannelTitle: track.artists[0]?.name ?? '', videoOwnerChannelId: track.artists[0]?.id ?? '' }
        : {}),
    },
    contentDetails: { videoId: entry.trackId, videoPublishedAt: '2020-01-01T00:00:00Z' },
  };
}

export function channelObject(
  artist: ServiceArtist | { id: string; name: string; followers?: number; imageUrl?: string | null },
  parts: string[],
  country?: string,
) {
  return {
    kind: 'youtube#channel',
    etag: `c${artist.id}`,
    id: artist.id,
    ...(parts.includes('snippet')
      ? {
          snippet: {
            title: artist.name,
            description: '',
            thumbnails: thumbnails(artist.imageUrl ?? null),
            ...(country ? { country } : {}),
          },
        }
      : {}),
    ...(parts.includes('statistics')
      ? { statistics: { subscriberCount: String(artist.followers ?? 0), hiddenSubscriberCount: false } }
      : {}),
  };
}

/** A list answer; page tokens are opaque strings that carry an offset. */
export function listOf<T>(kind: string, items: T[], total: number, offset: number, size: number) {
  const token = (at: number) => `CA${Buffer.from(`o${at}`).toString('base64url')}`;
  return {
    kind,
    etag: `l${offset}`,
    ...(offset + size < total ? { nextPageToken: token(offset + size) } : {}),
    ...(offset > 0 ? { prevPageToken: token(Math.max(0, offset - size)) } : {}),
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

/** Google's error document. */
export function googleError(code: number, reason: string, message: string, domain = 'youtube.api') {
  const status =
    code === 400
      ? 'INVALID_ARGUMENT'
      : code === 401
        ? 'UNAUTHENTICATED'
        : code === 403
          ? 'PERMISSION_DENIED'
          : code === 404
            ? 'NOT_FOUND'
            : code === 429
              ? 'RESOURCE_EXHAUSTED'
              : 'INTERNAL';
  return { error: { code, message, errors: [{ message, domain, reason }], status } };
}
