import { BRACKETED, type CatalogueHabits } from '../catalogue/wording.js';

/** Beatport keeps the mix in a field of its own ("Original Mix"), never in the name. */
export const habits: CatalogueHabits = {
  title: ({ title, version }) =>
    `${title}${version && version !== 'remix' && version !== 'radio edit' ? BRACKETED[version] : ''}`,
};
