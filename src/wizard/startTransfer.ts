import type { Transfer, TransferSelection } from '../transfers/models.js';
import type { WizardSession } from './models.js';
import { startTransfer } from '../transfers/runner.js';
import { openPlainSession, transferSession } from '../transfers/sessions.js';
import type { IntegrationUser } from '../users/models.js';
import { keepsPlaylists } from './sides.js';
import { joinTransferSession, type WizardDeps } from './session.js';

/** What the person chose on the wizard's page, and what to do with copies earlier transfers made. */
export interface WizardChoice {
  selection: TransferSelection;
  keepInSync: boolean;
  /** Source playlist id → the earlier copy to write into instead of a new playlist. */
  updateCopies: Record<string, string> | null;
}

/**
 * Starts a transfer between the wizard's two sides. Every run has a transfer session: the plain
 * wizard's (no partner set its destination) gets one with its first run, and keeps it for the next.
 */
export async function startWizardTransfer(
  deps: WizardDeps,
  wizard: WizardSession,
  sides: { source: IntegrationUser; destination: IntegrationUser },
  choice: WizardChoice,
): Promise<Transfer> {
  const { source, destination } = sides;
  const session = wizard.transferSessionId
    ? await transferSession(wizard.transferSessionId)
    : await openPlainSession({ accountId: wizard.accountId, returnUrl: wizard.returnUrl });
  if (session && !wizard.transferSessionId) await joinTransferSession(wizard, session.id);
  return startTransfer(deps, {
    accountId: wizard.accountId,
    source: { id: source.id, service: source.integrationType },
    destination: { id: destination.id, service: destination.integrationType },
    selection: choice.selection,
    transferSessionId: session?.id ?? null,
    wizardSessionId: wizard.id,
    externalUserId: session?.externalUserId ?? null,
    // Only where the form could offer it: both services keep playlists.
    keepInSync: choice.keepInSync && keepsPlaylists(deps, source) && keepsPlaylists(deps, destination),
    updateCopies: choice.updateCopies,
  });
}
