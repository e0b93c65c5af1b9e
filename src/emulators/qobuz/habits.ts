import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

/** Qobuz words titles as the labels deliver them. */
export const habits: CatalogueHabits = {
  title: ({ title, version, remasterYear }, featured) =>
    `${title}${featuring(featured)}${version ? BRACKETED[version] : remasterYear ? ` (Remastered ${remasterYear})` : ''}`,
};
