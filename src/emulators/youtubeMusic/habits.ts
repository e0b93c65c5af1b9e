import { BRACKETED, type CatalogueHabits } from '../catalogue/wording.js';

const VIDEO = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_';

/** YouTube Music: video uploads titled by channels, "- Topic" artists, no ISRC, no previews. */
export const habits: CatalogueHabits = {
  stream: 'first',
  title: ({ title, version }, _featured, mainArtist, random) => {
    const base = `${title}${version ? BRACKETED[version] : ''}`;
    // A third of the catalogue is video uploads titled the way channels title them.
    if (random.chance(0.33))
      return `${mainArtist} - ${base} ${random.pick(['(Official Video)', '(Official Audio)', '(Lyrics)', '(Official Music Video)'])}`;
    return base;
  },
  artistName: (name, random) => (random.chance(0.2) ? `${name} - Topic` : name),
  durationMs: (durationMs, random) => durationMs + random.int(-2_000, 2_000),
  isrc: () => null,
  newId: (random) => random.chars(VIDEO, 11),
  previews: false,
};
