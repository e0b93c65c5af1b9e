import { featuring, type CatalogueHabits } from '../catalogue/wording.js';
import type { RecordingVersion } from '../catalogue/types.js';

const SUFFIX: Record<RecordingVersion, string> = {
  live: ' - Live',
  remix: ' - Remix',
  acoustic: ' - Acoustic Version',
  instrumental: ' - Instrumental',
  karaoke: ' - Karaoke Version',
  cover: '',
  'sped up': ' - Sped Up',
  slowed: ' - Slowed',
  'radio edit': ' - Radio Edit',
};

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Spotify puts versions after a dash and features in the title only sometimes; ids are base62. */
export const habits: CatalogueHabits = {
  stream: 'always',
  title: ({ title, version, remasterYear }, featured, _mainArtist, random) =>
    `${title}${random.chance(0.7) ? featuring(featured) : ''}${version ? SUFFIX[version] : remasterYear ? ` - Remastered ${remasterYear}` : ''}`,
  newId: (random) => random.chars(BASE62, 22),
};
