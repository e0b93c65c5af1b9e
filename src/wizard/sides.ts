import type { Account } from '../accounts/models.js';
import { isUpstreamError } from '../integrations/errors.js';
import { readAllPages } from '../integrations/paging.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { has, type PlaylistItem } from '../integrations/types.js';
import { pickerServices } from '../signin/waysForward.js';
import type { Side } from '../transfers/context.js';
import type { WizardSession } from './models.js';
import { transferSession } from '../transfers/sessions.js';
import type { IntegrationUser } from '../users/models.js';
import { userSession } from '../users/tokens.js';
import { sourceReadError, type WizardErrorView } from './errorWords.js';
import { libraryChoices, type LibraryChoice } from './libraryChoices.js';
import type { SideView } from './pages/wizardPage.js';
import { PLAYLISTS_SHOWN } from './schemas.js';
import { sideUser, type Role, type WizardDeps } from './session.js';

// The two sides of a wizard: where the music is and where it goes, each connected through the
// hosted sign-in, and what can move between them.

/** The services the wizard offers: the sign-in picker's own rule, so it offers none the picker would not. */
export const offered = (deps: WizardDeps, account: Account) => pickerServices(deps.adapters, account);

/** Each part of a library beside playlists, with why it cannot move between these two users' services. */
export function libraryBetween(deps: WizardDeps, source: IntegrationUser, destination: IntegrationUser) {
  const sideOf = (user: IntegrationUser) => ({
    service: user.integrationType,
    capabilities: deps.adapters.get(user.integrationType)!.capabilities,
  });
  return libraryChoices(sideOf(source), sideOf(destination));
}

/** Whether a user's service keeps playlists: a sync needs both sides to. */
export function keepsPlaylists(deps: WizardDeps, user: IntegrationUser): boolean {
  return has(deps.adapters.get(user.integrationType)!.capabilities, 'playlists');
}

/** One side as the wizard's page shows it: who is connected, and the services to connect instead. */
export async function sideView(
  deps: WizardDeps,
  account: Account,
  wizard: WizardSession,
  role: Role,
  options: { locked: boolean; changing: boolean },
): Promise<SideView> {
  const user = await sideUser(wizard, role);
  const services = offered(deps, account);
  const choices = services.map((id) => ({ id, href: `${deps.base}/connect/${role}/${id}` }));
  const leftOut = account.enabledIntegrations.filter(
    (id) => isServiceId(id) && deps.adapters.has(id) && !services.includes(id),
  );
  const connected = user && !user.deletedAt ? { service: user.integrationType, name: user.name } : null;
  const fixed = role === 'destination' && options.locked;
  return {
    role,
    connected,
    choices,
    leftOut,
    changing: Boolean(connected) && options.changing && !fixed,
    changeHref: fixed ? null : `${deps.base}/wizard?change=${role}#${role}-title`,
    keepHref: `${deps.base}/wizard`,
  };
}

/** What the person can choose between two connected sides; `playlists` null when the source could not be read. */
export interface WhatToChoose {
  playlists: PlaylistItem[] | null;
  library: LibraryChoice[];
  canKeepInSync: boolean;
  /** Why the source could not be read, in words with ways forward. */
  readError: WizardErrorView | null;
}

/** Reads the source's playlists (the first 500) and what else can move to the destination. */
export async function whatToChoose(
  deps: WizardDeps,
  source: IntegrationUser,
  destination: IntegrationUser,
): Promise<WhatToChoose> {
  const adapter = deps.adapters.get(source.integrationType)!;
  const library = libraryBetween(deps, source, destination);
  const canKeepInSync = keepsPlaylists(deps, source) && keepsPlaylists(deps, destination);
  const playlists: PlaylistItem[] = [];
  try {
    const session = userSession(deps, adapter, source);
    if (has(adapter.capabilities, 'playlists'))
      await readAllPages(
        (p) => adapter.playlists(session, p),
        adapter.capabilities.pageSize.playlists,
        async (items) => {
          if (playlists.length < PLAYLISTS_SHOWN) playlists.push(...items);
        },
      );
  } catch (err) {
    if (!isUpstreamError(err)) throw err;
    const readError = sourceReadError(deps.base, source.integrationType, isUpstreamError(err, 'reauthRequired'));
    return { playlists: null, library, canKeepInSync, readError };
  }
  return { playlists, library, canKeepInSync, readError: null };
}

/** The destination as the transfer will write it: a pre-authorized one answers refusals as such. */
export async function destinationOf(deps: WizardDeps, wizard: WizardSession, user: IntegrationUser): Promise<Side> {
  const session = await transferSession(wizard.transferSessionId);
  const adapter = deps.adapters.get(user.integrationType)!;
  const preauthorized = Boolean(session && session.targetIntegrationUserId === user.id);
  return {
    user,
    adapter,
    session: userSession(
      deps,
      adapter,
      user,
      preauthorized ? { preauthorized: true, sessionUuid: session!.id, externalUserId: session!.externalUserId } : {},
    ),
  };
}
