import { serviceName } from '../integrations/registry.js';
import { has, type Capabilities } from '../integrations/types.js';

// The parts of a library the wizard offers beside playlists. A part moves only when the source
// keeps things of its kind and the destination can save them; when it cannot, the person is told
// which side is missing what, so nobody is sent to look for a fault on the side that has none.

export type LibraryKind = 'likedTracks' | 'albums' | 'artists';

const KINDS = [
  { kind: 'likedTracks', label: 'Liked tracks', keeps: 'likedTracks', takes: 'likeTracks' },
  { kind: 'albums', label: 'Saved albums', keeps: 'savedAlbums', takes: 'saveAlbums' },
  { kind: 'artists', label: 'Followed artists', keeps: 'followedArtists', takes: 'followArtists' },
] as const;

export interface LibraryChoice {
  kind: LibraryKind;
  label: string;
  /** Why this part cannot be moved, naming each side that lacks what it needs; null when it can. */
  cannot: string | null;
}

export interface WizardSide {
  service: string;
  capabilities: Capabilities;
}

/** Each part of a library, in the wizard's order, with why it cannot move between these two services. */
export function libraryChoices(source: WizardSide, destination: WizardSide): LibraryChoice[] {
  return KINDS.map(({ kind, label, keeps, takes }) => ({
    kind,
    label,
    cannot: cannotWords(source, destination, !has(source.capabilities, keeps), !destination.capabilities[takes]),
  }));
}

function cannotWords(source: WizardSide, destination: WizardSide, noneToRead: boolean, cannotSave: boolean) {
  const from = serviceName(source.service);
  const to = serviceName(destination.service);
  if (noneToRead && cannotSave)
    return source.service === destination.service
      ? `${from} has none and can’t take them`
      : `${from} has none, and ${to} can’t take them`;
  if (noneToRead) return `${from} has none`;
  if (cannotSave) return `${to} can’t take them`;
  return null;
}

/** Whether a part of the library may be moved between these two services. */
export function canMove(choices: LibraryChoice[], kind: LibraryKind): boolean {
  return choices.some((c) => c.kind === kind && c.cannot === null);
}
