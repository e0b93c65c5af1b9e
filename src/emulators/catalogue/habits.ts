import type { ServiceId } from '../../integrations/serviceIds.js';
import type { CanonicalAlbum, CanonicalRecording, RecordingVersion } from './types.js';
import type { Random } from './random.js';

// How each service words the same recording: the metadata habits a matcher must see through.

const SPOTIFY_SUFFIX: Record<RecordingVersion, string> = {
  live: ' - Live',
  remix: ' - Remix',
  acoustic: ' - Acoustic Version',
  instrumental: ' - Instrumental',
  karaoke: ' - Karaoke Version',
  cover: '',
  'sped up': ' - Sped Up',
  slowed: ' - Slowed',
  'radio edit': ' - Radio Edit',
};

const BRACKETED: Record<RecordingVersion, string> = {
  live: ' (Live)',
  remix: ' (Remix)',
  acoustic: ' (Acoustic)',
  instrumental: ' (Instrumental)',
  karaoke: ' (Karaoke Version)',
  cover: '',
  'sped up': ' (Sped Up)',
  slowed: ' (Slowed)',
  'radio edit': ' (Radio Edit)',
};

const stripDiacritics = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');

/** The track title as the service lists it. */
export function renderTitle(
  service: ServiceId,
  recording: CanonicalRecording,
  featured: string[],
  mainArtist: string,
  random: Random,
): string {
  const { title, version, remasterYear } = recording;
  const feat = featured.length ? ` (feat. ${featured.join(', ')})` : '';
  switch (service) {
    case 'spotify':
      return `${title}${random.chance(0.7) ? feat : ''}${version ? SPOTIFY_SUFFIX[version] : remasterYear ? ` - Remastered ${remasterYear}` : ''}`;
    case 'deezer':
      return `${random.chance(0.1) ? stripDiacritics(title) : title}${feat}${version ? BRACKETED[version] : remasterYear ? ' (Remastered)' : ''}`;
    case 'appleMusic':
      return `${title}${feat}${version ? BRACKETED[version] : remasterYear ? ` (${remasterYear} Remaster)` : ''}`;
    case 'tidal':
      return `${random.chance(0.05) ? title.toUpperCase() : title}${feat}${version ? BRACKETED[version] : remasterYear ? ` (Remastered ${remasterYear})` : ''}`;
    case 'youtubeMusic': {
      const base = `${title}${version ? BRACKETED[version] : ''}`;
      // A third of the catalogue is video uploads titled the way channels title them.
      if (random.chance(0.33))
        return `${mainArtist} - ${base} ${random.pick(['(Official Video)', '(Official Audio)', '(Lyrics)', '(Official Music Video)'])}`;
      return base;
    }
    case 'soundcloud': {
      // Uploaders title their own tracks: some put the artist in the title, some shout.
      const base = `${title}${feat}${version ? BRACKETED[version] : ''}`;
      if (random.chance(0.25)) return `${mainArtist} - ${base}`;
      return random.chance(0.05) ? base.toLowerCase() : base;
    }
    case 'qobuz':
      return `${title}${feat}${version ? BRACKETED[version] : remasterYear ? ` (Remastered ${remasterYear})` : ''}`;
    case 'beatport':
      // The mix is a field of its own on Beatport ("Original Mix"), never part of the name.
      return `${title}${version && version !== 'remix' && version !== 'radio edit' ? BRACKETED[version] : ''}`;
    case 'lastfm':
      return `${title}${feat}${version ? BRACKETED[version] : ''}`;
  }
}

/** The artist's name as the service spells it. */
export function renderArtistName(service: ServiceId, name: string, random: Random): string {
  if (service === 'appleMusic' && name.includes(' & ') && random.chance(0.3)) return name.replace(' & ', ' and ');
  if (service === 'deezer' && random.chance(0.08)) return stripDiacritics(name);
  if (service === 'youtubeMusic' && random.chance(0.2)) return `${name} - Topic`;
  return name;
}

export function renderAlbumTitle(service: ServiceId, album: CanonicalAlbum, random: Random): string {
  if (service === 'appleMusic' && album.kind === 'single') return `${album.title} - Single`;
  if (service === 'appleMusic' && album.recordingKeys.length <= 6 && random.chance(0.5)) return `${album.title} - EP`;
  return album.title;
}

/** Durations drift by a second or two between services; Deezer counts whole seconds. */
export function renderDuration(service: ServiceId, durationMs: number, random: Random): number {
  if (service === 'deezer') return Math.round(durationMs / 1000) * 1000;
  if (service === 'youtubeMusic' || service === 'soundcloud') return durationMs + random.int(-2_000, 2_000);
  if (service === 'appleMusic') return durationMs + random.int(-1_000, 1_000);
  return durationMs;
}

export function renderIsrc(service: ServiceId, recording: CanonicalRecording, random: Random): string | null {
  if (service === 'youtubeMusic' || service === 'lastfm') return null;
  // SoundCloud's ISRC is whatever the uploader typed, and most leave it empty.
  if (service === 'soundcloud') return random.chance(0.3) ? recording.isrc : null;
  if (service === 'deezer' && random.chance(0.05)) return null;
  return recording.isrc;
}
