import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

const HEX = '0123456789abcdef';

/**
 * A Jellyfin server words its library as the files are tagged: no ISRC is ever read from them,
 * there are no preview clips, and every id is a GUID written as 32 hex digits.
 */
export const habits: CatalogueHabits = {
  title: ({ title, version, remasterYear }, featured) =>
    `${title}${featuring(featured)}${version ? BRACKETED[version] : remasterYear ? ` (${remasterYear} Remaster)` : ''}`,
  isrc: () => null,
  newId: (random) => random.chars(HEX, 32),
  previews: false,
};
