// Thumbnails as YouTube lists them: the sizes of a video's picture and a channel's avatar, and their stand-ins.

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
export const thumbnails = (url: string | null) => sized(url ?? NO_THUMBNAIL, VIDEO_SIZES);
export const searchThumbnails = (url: string | null) => sized(url ?? NO_THUMBNAIL, VIDEO_SIZES.slice(0, 3));
export const channelThumbnails = (url: string | null) => sized(url ?? DEFAULT_AVATAR, CHANNEL_SIZES);
