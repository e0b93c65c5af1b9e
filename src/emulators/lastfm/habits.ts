import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

const HEX = '0123456789abcdef';

/** Last.fm knows recordings by their MusicBrainz id (a UUID) and has no ISRC. */
export const habits: CatalogueHabits = {
  title: ({ title, version }, featured) => `${title}${featuring(featured)}${version ? BRACKETED[version] : ''}`,
  isrc: () => null,
  newId: (random) => {
    const hex = random.chars(HEX, 32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  },
};
