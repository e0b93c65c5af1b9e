import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

/**
 * A Plex server words its library as the files are tagged and its agent matched them: featured
 * artists in the title, no ISRC read from anything, no preview clips; every item a ratingKey, an
 * integer written as a string.
 */
export const habits: CatalogueHabits = {
  title: ({ title, version }, featured) => `${title}${featuring(featured)}${version ? BRACKETED[version] : ''}`,
  isrc: () => null,
  previews: false,
};
