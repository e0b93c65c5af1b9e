import { createHash } from 'node:crypto';

// The shared catalogue's MusicBrainz ids: derived from its keys, not drawn from its random streams,
// so that giving them changes no catalogue and no figure measured on one. The same recording has
// the same MBID on every emulator that gives MBIDs, as on the real services, which all read them
// from MusicBrainz.

/** A UUID (version 4 in shape) named by `kind` and `key`, the same on every call. */
function derivedUuid(kind: string, key: string): string {
  const hex = createHash('sha256').update(`musicbrainz:${kind}:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The MusicBrainz recording id of a catalogue recording. */
export const recordingMbid = (recordingKey: string) => derivedUuid('recording', recordingKey);

/** The MusicBrainz release id of a catalogue album. */
export const releaseMbid = (albumKey: string) => derivedUuid('release', albumKey);

/** The MusicBrainz artist id of a catalogue artist. */
export const artistMbid = (artistKey: string) => derivedUuid('artist', artistKey);
