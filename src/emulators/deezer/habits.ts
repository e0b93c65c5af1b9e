import { BRACKETED, featuring, stripDiacritics, type CatalogueHabits } from '../catalogue/wording.js';

/** Deezer sometimes drops accents, and counts durations in whole seconds. */
export const habits: CatalogueHabits = {
  stream: 'first',
  title: ({ title, version, remasterYear }, featured, _mainArtist, random) =>
    `${random.chance(0.1) ? stripDiacritics(title) : title}${featuring(featured)}${version ? BRACKETED[version] : remasterYear ? ' (Remastered)' : ''}`,
  artistName: (name, random) => (random.chance(0.08) ? stripDiacritics(name) : name),
  durationMs: (durationMs) => Math.round(durationMs / 1000) * 1000,
  isrc: (recording, random) => (random.chance(0.05) ? null : recording.isrc),
};
