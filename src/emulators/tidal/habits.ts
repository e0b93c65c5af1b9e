import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

/** TIDAL shouts a title now and then. */
export const habits: CatalogueHabits = {
  stream: 'first',
  title: ({ title, version, remasterYear }, featured, _mainArtist, random) =>
    `${random.chance(0.05) ? title.toUpperCase() : title}${featuring(featured)}${version ? BRACKETED[version] : remasterYear ? ` (Remastered ${remasterYear})` : ''}`,
};
