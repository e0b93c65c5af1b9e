import { STATUS_CODES } from 'node:http';
import type { ServiceAlbum, ServiceTrack } from '../catalogue/types.js';
import type { EmulatedPlaylist } from '../kit/library.js';

// SoundCloud's public API objects as its own example bodies (the spec's components.examples)
// show them: every member of the example, nulls where the example has them, dates as
// "2020/10/12 12:03:00 +0000", URNs as identifiers.

const ERROR_LINK = 'https://developers.soundcloud.com/docs/api/explorer/open-api';

/** A body date: "2020/10/12 12:03:00 +0000". */
export function scDate(at: string | number | Date): string {
  const iso = new Date(at).toISOString();
  return `${iso.slice(0, 10).replace(/-/g, '/')} ${iso.slice(11, 19)} +0000`;
}

/**
 * The error document the live API sends: `code`, `message`, `link`, and the deprecated `status`,
 * `errors` and `error` it still carries (the quoted 422 body of soundcloud/api#154).
 */
export function scError(code: number, message: string) {
  return {
    code,
    message,
    link: ERROR_LINK,
    status: `${code} - ${STATUS_CODES[code] ?? 'Error'}`,
    errors: [{ error_message: message }],
    error: null,
  };
}

/** A 429 of the rate limiter: the bucket and when it resets, and no Retry-After header. */
export function rateLimitBody(limit: number, windowSeconds: number, retryAfterSeconds: number) {
  return {
    errors: [
      {
        meta: {
          rate_limit: {
            bucket: 'by-client',
            max_nr_of_requests: limit,
            time_window: `PT${windowSeconds}S`,
            name: 'api-requests',
          },
          remaining_requests: 0,
          reset_time: scDate(Date.now() + retryAfterSeconds * 1000),
        },
      },
    ],
  };
}

/** A SoundCloud account: an artist's, an uploader's or a listener's. */
export interface Account {
  id: string;
  username: string;
  fullName: string;
  /** English country name, as profiles show it; empty when not given. */
  country: string;
  city: string;
  followers: number;
  followings: number;
  trackCount: number;
  playlistCount: number;
  likes: number;
  /** Artists' accounts are on a paid plan. */
  pro: boolean;
  createdAt: string;
  avatarUrl: string;
}

export const urn = (kind: 'tracks' | 'playlists' | 'users', id: string) => `soundcloud:${kind}:${id}`;

/** The part of a path parameter after `soundcloud:<kind>:`; numeric ids are refused, as SoundCloud deprecated them. */
export function idFromUrn(kind: 'tracks' | 'playlists' | 'users', value: string): string | null {
  const found = new RegExp(`^soundcloud:${kind}:(\\d+)$`).exec(value);
  return found ? found[1] : null;
}

export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'untitled'
  );
}

/** The User object, member for member as the spec's User example. */
export function userObject(account: Account, base: string) {
  const [first, ...rest] = account.fullName.split(' ');
  const permalink = slug(account.username);
  return {
    avatar_url: account.avatarUrl,
    city: account.city,
    country: account.country,
    created_at: scDate(account.createdAt),
    description: null,
    discogs_name: null,
    first_name: first ?? '',
    followers_count: account.followers,
    followings_count: account.followings,
    full_name: account.fullName,
    urn: urn('users', account.id),
    kind: 'user',
    last_modified: scDate(account.createdAt),
    last_name: rest.join(' '),
    myspace_name: null,
    permalink,
    permalink_url: `https://soundcloud.com/${permalink}`,
    plan: account.pro ? 'Pro Unlimited' : 'Free',
    playlist_count: account.playlistCount,
    public_favorites_count: account.likes,
    reposts_count: 0,
    subscriptions: account.pro ? [{ product: { id: 'creator-pro-unlimited', name: 'Pro Unlimited' } }] : [],
    track_count: account.trackCount,
    upload_seconds_left: account.pro ? 0 : 10_800,
    uri: `${base}/users/${urn('users', account.id)}`,
    username: account.username,
    website: null,
    website_title: null,
  };
}

/** The Me object: the user's own profile with the counts and quota only its owner sees. */
export function meObject(account: Account, privatePlaylists: number, base: string) {
  // The Me object has no myspace_name.
  const { myspace_name: _myspace, ...user } = userObject(account, base);
  return {
    ...user,
    likes_count: account.likes,
    locale: null,
    online: false,
    primary_email_confirmed: true,
    private_playlists_count: privatePlaylists,
    private_tracks_count: 0,
    quota: { unlimited_upload_quota: account.pro, upload_seconds_used: 0, upload_seconds_left: 10_800 },
  };
}

export interface TrackContext {
  base: string;
  uploader: Account;
  /** The listener's country, for `access`; null for the app's own token. */
  country: string | null;
  liked: boolean;
  createdAt: string;
  playbackCount: number;
}

/** The Track object, member for member as the spec's Track example. */
export function trackObject(track: ServiceTrack, context: TrackContext) {
  const { base, uploader } = context;
  const id = urn('tracks', track.id);
  const created = new Date(context.createdAt);
  const blocked = context.country !== null && track.unavailableIn.includes(context.country);
  return {
    kind: 'track',
    artwork_url: track.imageUrl ?? `https://i1.sndcdn.com/artworks-${track.id}-large.jpg`,
    available_country_codes: null,
    bpm: null,
    comment_count: Math.round(context.playbackCount / 400),
    commentable: true,
    created_at: scDate(created),
    description: null,
    download_count: 0,
    download_url: null,
    downloadable: false,
    duration: track.durationMs,
    embeddable_by: 'all',
    favoritings_count: Math.round(context.playbackCount / 30),
    genre: '',
    urn: id,
    isrc: track.isrc,
    key_signature: null,
    label_name: '',
    license: 'all-rights-reserved',
    permalink_url: `https://soundcloud.com/${slug(uploader.username)}/${slug(track.name)}`,
    playback_count: context.playbackCount,
    purchase_title: null,
    purchase_url: null,
    release: null,
    release_day: created.getUTCDate(),
    release_month: created.getUTCMonth() + 1,
    release_year: created.getUTCFullYear(),
    reposts_count: Math.round(context.playbackCount / 200),
    secret_uri: null,
    sharing: 'public',
    stream_url: `${base}/tracks/${id}/stream`,
    streamable: true,
    tag_list: '',
    title: track.name,
    uri: `${base}/tracks/${id}`,
    user: userObject(uploader, base),
    user_favorite: context.liked,
    user_playback_count: 0,
    waveform_url: `https://wave.sndcdn.com/${track.id}_m.png`,
    access: blocked ? 'blocked' : 'playable',
    reveal_stats: true,
    reveal_comments: true,
  };
}

/** What a set is, whichever kind: a listener's playlist or an artist's release. */
export interface SetFields {
  id: string;
  title: string;
  description: string | null;
  owner: Account;
  isPublic: boolean;
  createdAt: string;
  lastModified: string;
  /** '' for a playlist; album, single or compilation for a release. */
  setType: string;
  ean: string | null;
  releaseDate: string | null;
  trackCount: number;
  durationMs: number;
  artworkUrl: string;
}

/** The Playlist object, member for member as the spec's Playlist example; `tracks` empty unless shown. */
export function playlistObject(set: SetFields, tracks: unknown[], base: string) {
  const id = urn('playlists', set.id);
  const released = set.releaseDate ? new Date(set.releaseDate) : null;
  const permalink = slug(set.title);
  return {
    artwork_url: set.artworkUrl,
    created_at: scDate(set.createdAt),
    description: set.description,
    downloadable: true,
    duration: set.durationMs,
    ean: set.ean,
    embeddable_by: 'all',
    genre: '',
    urn: id,
    kind: 'playlist',
    label: null,
    label_id: null,
    label_name: null,
    last_modified: scDate(set.lastModified),
    license: 'all-rights-reserved',
    likes_count: 0,
    permalink,
    permalink_url: `https://soundcloud.com/${slug(set.owner.username)}/sets/${permalink}`,
    playlist_type: set.setType,
    purchase_title: null,
    purchase_url: null,
    release: null,
    release_day: released ? released.getUTCDate() : null,
    release_month: released ? released.getUTCMonth() + 1 : null,
    release_year: released ? released.getUTCFullYear() : null,
    sharing: set.isPublic ? 'public' : 'private',
    streamable: true,
    tag_list: '',
    tags: '',
    title: set.title,
    track_count: set.trackCount,
    tracks,
    tracks_uri: `${base}/playlists/${id}/tracks`,
    type: set.setType,
    uri: `${base}/playlists/${id}`,
    user: userObject(set.owner, base),
    user_id: Number(set.owner.id),
  };
}

/** A listener's playlist as a set. */
export function playlistSet(playlist: EmulatedPlaylist, owner: Account, durationMs: number): SetFields {
  return {
    id: playlist.id,
    title: playlist.name,
    description: playlist.description || null,
    owner,
    isPublic: playlist.isPublic,
    createdAt: playlist.createdAt,
    lastModified: playlist.modifiedAt,
    setType: '',
    ean: null,
    releaseDate: null,
    trackCount: playlist.entries.length,
    durationMs,
    artworkUrl: '',
  };
}

/** An artist's release as a set of its type. */
export function releaseSet(album: ServiceAlbum, owner: Account, durationMs: number): SetFields {
  return {
    id: album.id,
    title: album.name,
    description: null,
    owner,
    isPublic: true,
    createdAt: album.releaseDate,
    lastModified: album.releaseDate,
    setType: album.kind,
    ean: album.upc,
    releaseDate: album.releaseDate,
    trackCount: album.trackIds.length,
    durationMs,
    artworkUrl: album.imageUrl ?? '',
  };
}
