import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * A Subsonic server words the catalogue as the person's file tags do (Navidrome reads them as
 * written): featured artists in the title, durations in whole seconds, ids of 22 base62 characters.
 */
export const habits: CatalogueHabits = {
  title: ({ title, version }, featured) => `${title}${featuring(featured)}${version ? BRACKETED[version] : ''}`,
  durationMs: (durationMs) => Math.round(durationMs / 1000) * 1000,
  newId: (random) => random.chars(BASE62, 22),
};
