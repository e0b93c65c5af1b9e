import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';

/** SoundCloud: uploaders title their own tracks, and most leave the ISRC empty. */
export const habits: CatalogueHabits = {
  title: ({ title, version }, featured, mainArtist, random) => {
    // Uploaders title their own tracks: some put the artist in the title, some shout.
    const base = `${title}${featuring(featured)}${version ? BRACKETED[version] : ''}`;
    if (random.chance(0.25)) return `${mainArtist} - ${base}`;
    return random.chance(0.05) ? base.toLowerCase() : base;
  },
  durationMs: (durationMs, random) => durationMs + random.int(-2_000, 2_000),
  // SoundCloud's ISRC is whatever the uploader typed, and most leave it empty.
  isrc: (recording, random) => (random.chance(0.3) ? recording.isrc : null),
};
