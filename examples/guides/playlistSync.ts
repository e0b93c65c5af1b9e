import { createPartnerClient, type components, type webhooks } from '../../clients/typescript/index.js';
import { signInLink } from './connectUser.js';

// Guide: keep a playlist in sync. A playlist of one connected user is copied into the library of
// another (or the same) connected user, then kept up to date by runs on a schedule. Follow a sync
// by reading it; pause, resume, run and delete it with the API; on `sync.paused`, ask the listener
// to sign in again.

type Api = ReturnType<typeof createPartnerClient>;
type Sync = components['schemas']['Sync'];

/** Reads the sync until `done` says so. */
async function readSyncUntil(api: Api, syncUuid: string, done: (sync: Sync) => boolean, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const { data, error } = await api.GET('/public/syncs/{syncUuid}', { params: { path: { syncUuid } } });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    if (done(data)) return data;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error('the sync did not get there in time');
}

/**
 * A Spotify playlist of one connected user, kept in sync into the Deezer library of another. With
 * no destination playlist given, the first run makes one named as the source. `mirror` also
 * removes from it what leaves the source (`append` only adds); it runs every 60 minutes.
 */
export async function createSync(
  api: Api,
  input: { sourceUser: string; playlistId: string; destinationUser: string; externalUserId: string },
) {
  const { data, error } = await api.POST('/public/syncs', {
    body: {
      source: { integrationUserUUID: input.sourceUser, playlistId: input.playlistId },
      destination: { integrationUserUUID: input.destinationUser },
      mode: 'mirror',
      intervalMinutes: 60,
      externalUserId: input.externalUserId,
    },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

/** The first run starts at once; once it has completed, `destination.playlistId` is the playlist it made. */
export async function waitForFirstRun(api: Api, syncUuid: string) {
  const sync = await readSyncUntil(api, syncUuid, (s) => s.lastRun !== null);
  const { lastRun } = sync;
  if (lastRun?.status !== 'completed')
    throw new Error(`the first run is ${lastRun?.status}: ${lastRun?.notes.join('; ')}`);
  return sync;
}

/** Every live sync of your account, newest first, page by page. */
export async function listSyncs(api: Api, pageSize = 100) {
  const syncs: Sync[] = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await api.GET('/public/syncs', { params: { query: { limit: pageSize, cursor } } });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    syncs.push(...data.syncs);
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  return syncs;
}

/** Pauses (`true`) or resumes (`false`) the sync's runs. */
export async function setPaused(api: Api, syncUuid: string, paused: boolean) {
  const { data, error } = await api.PATCH('/public/syncs/{syncUuid}', {
    params: { path: { syncUuid } },
    body: { paused },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return data;
}

/** One run now, beside the schedule; answers the sync once that run has finished. */
export async function runNow(api: Api, sync: Sync) {
  const { error } = await api.POST('/public/syncs/{syncUuid}/run', { params: { path: { syncUuid: sync.syncUuid } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  return readSyncUntil(api, sync.syncUuid, (s) => s.lastRunAt !== sync.lastRunAt);
}

/** Stops the sync for good; the tracks it wrote stay on the destination. */
export async function deleteSync(api: Api, syncUuid: string) {
  const { error } = await api.DELETE('/public/syncs/{syncUuid}', { params: { path: { syncUuid } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
}

type SyncPaused = webhooks['sync.paused']['post']['requestBody']['content']['application/json'];

/**
 * On `sync.paused`: a listener's tokens were refused. The hosted sign-in link to send them (your
 * `externalUserId` says which of your users it is), for the service of their side of the sync;
 * once they have signed in again with the same account there, the sync goes on by itself.
 */
export async function onSyncPaused(
  api: Api,
  event: SyncPaused,
  signIn: { appUrl: string; slug: string; returnUrl: string },
) {
  const { data: sync, error } = await api.GET('/public/syncs/{syncUuid}', {
    params: { path: { syncUuid: event.data.syncUuid } },
  });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  // The event names the listener when it can; else either side may be the one (once each).
  const named = event.data.integrationUserUUID;
  const sides = new Map([sync.source, sync.destination].map((side) => [side.integrationUserUUID, side]));
  return [...sides.values()]
    .filter((side) => !named || side.integrationUserUUID === named)
    .map((side) => ({
      externalUserId: event.data.externalUserId,
      integrationUserUUID: side.integrationUserUUID,
      link: signInLink(signIn.appUrl, signIn.slug, side.integrationType, signIn.returnUrl),
    }));
}
