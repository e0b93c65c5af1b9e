/**
 * Every event the service sends, with what its `data` carries. The issue that owns a state change
 * emits its events through `emitEvent`; this list is what partners can subscribe to.
 */
export const EVENT_TYPES = {
  'user.connected':
    'A user was connected: signed in (first time or again), or given as the pre-authorized destination of a transfer session (D1). data: integrationUserUUID, integrationType; after a sign-in authModelUUID and partnerUserId when set; after D1 preauthorized (true) and externalUserId when set.',
  'user.auth_failed':
    "A connected user's tokens were refused and could not be refreshed. data: integrationUserUUID, integrationType, preauthorized (true for the destination of a pre-authorized transfer session, which then waits for PUT target-auth), and externalUserId and sessionUuid for a transfer session.",
  'user.deleted': 'A connected user was deleted (A7). data: integrationUserUUID, integrationType.',
  'transfer.started': 'A transfer began. data: transferUuid, sessionUuid, externalUserId, source, destination, groups.',
  'transfer.progress':
    'Progress of a running transfer, at most every few seconds. data: transferUuid, externalUserId, counts, currentGroup.',
  'transfer.completed': 'A transfer finished. data: transferUuid, externalUserId, counts (matched, unmatched, failed).',
  'transfer.failed': 'A transfer stopped for good. data: transferUuid, externalUserId, reason.',
  'transfer.cancelled':
    'A transfer stopped on request (POST /public/transfers/{transferUuid}/cancel, or Stop in the hosted wizard or the dashboard) once the write under way had finished. data: transferUuid, sessionUuid, externalUserId, counts (its tally: what it did not come to is notReached).',
  'transfer.waiting_for_destination':
    'A transfer of a pre-authorized session is paused because the destination token was refused. data: transferUuid, sessionUuid, externalUserId.',
  'transfer.updated':
    'The counts of a transfer that ended changed: the listener chose an item for one it had not moved ("Use this one" on the summary), so it left notMoved for added or alreadyThere. Once per choice, in the transaction that records it. data: transferUuid, sessionUuid, externalUserId, status (unchanged), counts (the whole new tally, as the transfer read shows it).',
  'sync.created':
    'A sync was created (POST /public/syncs). data: syncUuid, externalUserId, source, destination, mode, intervalMinutes.',
  'sync.run.completed':
    'A run of a sync changed the destination. data: syncUuid, externalUserId, added, removed, unmatched.',
  'sync.paused':
    'A sync stopped running because a listener must sign in again; it resumes when they do. data: syncUuid, externalUserId, reason (authFailed), integrationUserUUID.',
  'sync.failed': 'A run of a sync failed after its retries. data: syncUuid, externalUserId, reason.',
  'sync.deleted':
    'A listener stopped a sync on their own page (linked from the transfer summary); it is deleted as DELETE /public/syncs/{syncUuid} deletes one. Not sent for that DELETE. data: syncUuid, externalUserId, reason (listener).',
  'endpoint.disabled':
    'A webhook endpoint was disabled. data: endpointId, url, reason (gone: it answered 410; failing: every attempt failed for five days).',
  'webhook.test': 'A test event sent on request to check an endpoint. data: endpointId, message.',
} as const;

export type EventType = keyof typeof EVENT_TYPES;

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_TYPES, value);
}
