import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

/** Apple Music marks singles and EPs in the album title and writes "and" for "&" now and then. */
export const habits: CatalogueHabits = {
  stream: 'first',
  title: ({ title, version, remasterYear }, featured) =>
    `${title}${featuring(featured)}${version ? BRACKETED[version] : remasterYear ? ` (${remasterYear} Remaster)` : ''}`,
  artistName: (name, random) => (name.includes(' & ') && random.chance(0.3) ? name.replace(' & ', ' and ') : name),
  albumTitle: (album, random) => {
    if (album.kind === 'single') return `${album.title} - Single`;
    if (album.recordingKeys.length <= 6 && random.chance(0.5)) return `${album.title} - EP`;
    return album.title;
  },
  durationMs: (durationMs, random) => durationMs + random.int(-1_000, 1_000),
};
