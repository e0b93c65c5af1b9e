import { BRACKETED, featuring, type CatalogueHabits } from '../catalogue/wording.js';
import { artistMbid, recordingMbid, releaseMbid } from '../catalogue/musicBrainz.js';

/**
 * ListenBrainz lists MusicBrainz's recordings: ids are MBIDs, the same ones every emulator that
 * gives MBIDs gives, so that a recording id read elsewhere finds the recording here. Titles as
 * MusicBrainz writes them, no ISRC in any answer and no preview clips.
 */
export const habits: CatalogueHabits = {
  title: ({ title, version }, featured) => `${title}${featuring(featured)}${version ? BRACKETED[version] : ''}`,
  isrc: () => null,
  previews: false,
  idFor: (kind, key) =>
    kind === 'recording' ? recordingMbid(key) : kind === 'album' ? releaseMbid(key) : artistMbid(key),
};
