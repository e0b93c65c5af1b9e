import type { EmulatedUser } from '../kit/library.js';
import { figure, loginOf } from './wire.js';

// `user/login`'s answer: the account with its subscription (`credential`), the web player's saved
// settings and the device it signed in from, as the documentation's sample shows them.

const PLAYER_SETTINGS = {
  browser: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    browserName: 'firefox',
    browserVersion: 128,
    osName: 'linux',
    platform: 'Linux x86_64',
    cookieEnabled: true,
    language: 'en',
    touchDevice: false,
    applicationCache: true,
    localStorage: true,
    context: 'web',
    qobuzDesktopVersion: null,
    qobuzPlayerVersion: '2.4.0',
    systemUID: null,
    webAudio: true,
    remoteAddr: '127.0.0.1',
  },
  last_state: { datetime: 0, page: ['featured', 'home'], track: null },
  player_volume: 80,
  grid_sort_column: 'releaseDate',
  grid_sort_direction: true,
  featured_menu: 'maximize',
  facebook_auto_login: false,
  player_offline_format: 6,
  filter_columns_visible: false,
  player_fullscreen: false,
  player_shuffle: false,
  player_crossfade: false,
  sidebar: 'maximize',
  grid_view_mode: 'tracks_list',
  now_playing: 'minimize',
  playlists_sort: 'drag_drop',
  player_crossfade_duration: 6,
  init_playback_restore: false,
  player_audio_format: 6,
  grid_columns: ['position', 'title', 'artist', 'album', 'duration'],
  offline_library_unsupported_format_visible: true,
  sidebar_width: 231,
  html5_audio_forced: true,
  player_loop: 0,
  offline_library_cache_visible: true,
  player_gapless: true,
  player_mute: false,
  player_type: 'js',
  excluded_genre_ids: [80],
};

/** A seeded listener subscribes to the lossless plan. */
const credential = (user: EmulatedUser) => ({
  id: Number(user.id),
  label: 'streaming-hifi-sublime',
  description: 'Subscriber HIFI Sublime',
  parameters: {
    lossy_streaming: true,
    lossless_streaming: true,
    mobile_streaming: true,
    hfp_purchase: true,
    offline_streaming: true,
    included_format_group_ids: [2, 3, 4],
    included_supplier_ids: [22],
    color_scheme: { logo: '#B8D729' },
    label: 'HIFI Sublime',
    short_label: 'HIFI Sublime',
    hires_purchases_streaming: true,
    included_label_ids: [19089],
  },
});

/** The `user` of `user/login`. */
export function accountObject(user: EmulatedUser, deviceManufacturerId: string | null) {
  const [firstname, ...rest] = user.displayName.split(' ');
  return {
    id: Number(user.id),
    email: user.email,
    login: loginOf(user),
    firstname,
    lastname: rest.join(' '),
    country_code: user.country,
    language_code: 'en',
    zone: user.country,
    store: `${user.country}-en`,
    country: user.country,
    avatar: `https://www.gravatar.com/avatar/${figure(user.email, 1e9)}?s=50&d=mm`,
    player_settings: PLAYER_SETTINGS,
    credential: credential(user),
    externals: {},
    device: {
      id: 400_000 + figure(`${user.id}:${deviceManufacturerId ?? ''}`, 100_000),
      device_manufacturer_id: deviceManufacturerId ?? '00000000-0000-0000-0000-000000000000',
      device_model: null,
      device_os_version: null,
      device_platform: 'Linux x86_64',
    },
  };
}
