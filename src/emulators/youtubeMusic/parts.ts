// The `part` values each resource takes, and those the emulator builds.

/**
 * The values `part` takes, by resource: the resource's properties in the discovery document but
 * `kind` and `etag`. Any other value is an unknown part, which Google refuses.
 */
export const PARTS = {
  video: [
    'id',
    'snippet',
    'contentDetails',
    'status',
    'statistics',
    'player',
    'topicDetails',
    'recordingDetails',
    'fileDetails',
    'processingDetails',
    'suggestions',
    'ageGating',
    'monetizationDetails',
    'projectDetails',
    'liveStreamingDetails',
    'localizations',
    'paidProductPlacementDetails',
  ],
  playlist: ['id', 'snippet', 'status', 'contentDetails', 'player', 'localizations'],
  playlistItem: ['id', 'snippet', 'contentDetails', 'status'],
  channel: [
    'id',
    'snippet',
    'contentDetails',
    'statistics',
    'topicDetails',
    'status',
    'brandingSettings',
    'conversionPings',
    'auditDetails',
    'contentOwnerDetails',
    'localizations',
  ],
  subscription: ['id', 'snippet', 'contentDetails', 'subscriberSnippet'],
  searchResult: ['id', 'snippet'],
} as const;
export type ResourceType = keyof typeof PARTS;

/**
 * The parts this emulator builds. The others exist at Google (owner-only file details, topics,
 * branding...) but nothing here reads them: asking for one is answered 501, never with a resource
 * that silently lacks the part.
 */
export const SERVED_PARTS: Record<ResourceType, readonly string[]> = {
  video: ['id', 'snippet', 'contentDetails', 'status', 'statistics', 'player'],
  playlist: ['id', 'snippet', 'status', 'contentDetails', 'player'],
  playlistItem: ['id', 'snippet', 'contentDetails', 'status'],
  channel: ['id', 'snippet', 'contentDetails', 'statistics', 'status'],
  subscription: ['id', 'snippet', 'contentDetails'],
  searchResult: ['id', 'snippet'],
};
