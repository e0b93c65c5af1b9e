/** The music services the interface knows, by the service id partners use (spec rule 5). */
export const SERVICE_IDS = [
  'spotify',
  'deezer',
  'appleMusic',
  'tidal',
  'youtubeMusic',
  'soundcloud',
  'qobuz',
  'beatport',
  'lastfm',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

export function isServiceId(value: unknown): value is ServiceId {
  return typeof value === 'string' && (SERVICE_IDS as readonly string[]).includes(value);
}
