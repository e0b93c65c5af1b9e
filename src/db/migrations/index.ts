import * as accountsAndCredentials from './0001-accounts-and-credentials.js';
import * as webhooks from './0002-webhooks.js';
import * as signInAttempts from './0003-sign-in-attempts.js';
import * as integrationUserChanges from './0004-integration-user-changes.js';
import * as librarySnapshots from './0005-library-snapshots.js';
import * as matchCache from './0006-match-cache.js';
import * as transfers from './0007-transfers.js';
import * as dashboard from './0008-dashboard.js';
import * as transferCurrentJob from './0009-transfer-current-job.js';
import * as transferGroupPreexisting from './0010-transfer-group-preexisting.js';
import * as matchCacheKeyOrder from './0011-match-cache-key-order.js';
import * as signInBinding from './0012-sign-in-binding.js';
import * as idempotencyKeys from './0013-idempotency-keys.js';
import * as accountTransferDestination from './0014-account-transfer-destination.js';
import * as plainTransferSessions from './0015-plain-transfer-sessions.js';
import * as teamRolesAndPasswordResets from './0016-team-roles-and-password-resets.js';
import * as transferChoices from './0017-transfer-choices.js';
import * as transferRetries from './0018-transfer-retries.js';
import * as accountBudgetShares from './0019-account-budget-shares.js';
import * as syncs from './0020-syncs.js';
import * as transferKeepInSync from './0021-transfer-keep-in-sync.js';
import * as syncEntryPlacement from './0022-sync-entry-placement.js';
import * as syncEntryIdsAndHeld from './0023-sync-entry-ids-and-held.js';
import * as docsSessionOpener from './0024-docs-session-opener.js';
import * as webhookNextAttempt from './0025-webhook-next-attempt.js';
import * as idempotencyIntent from './0026-idempotency-intent.js';
import * as transferStepAlive from './0027-transfer-step-alive.js';
import * as syncRunHistory from './0028-sync-run-history.js';
import * as webhookSecretRotation from './0029-webhook-secret-rotation.js';
import * as transferUpdateCopies from './0030-transfer-update-copies.js';
import * as transferChoiceOutcome from './0031-transfer-choice-outcome.js';
import * as matchChoices from './0032-match-choices.js';
import * as choicesAsEvidence from './0033-choices-as-evidence.js';
import * as syncDestinationMarker from './0034-sync-destination-marker.js';
import * as transferSessionSource from './0035-transfer-session-source.js';
import * as transferCancel from './0036-transfer-cancel.js';
import * as apiKeyNameAndUse from './0037-api-key-name-and-use.js';

/** Every migration in the order it runs; a new one is appended here, never inserted. */
export const migrations = [
  { name: '0001-accounts-and-credentials', ...accountsAndCredentials },
  { name: '0002-webhooks', ...webhooks },
  { name: '0003-sign-in-attempts', ...signInAttempts },
  { name: '0004-integration-user-changes', ...integrationUserChanges },
  { name: '0005-library-snapshots', ...librarySnapshots },
  { name: '0006-match-cache', ...matchCache },
  { name: '0007-transfers', ...transfers },
  { name: '0008-dashboard', ...dashboard },
  { name: '0009-transfer-current-job', ...transferCurrentJob },
  { name: '0010-transfer-group-preexisting', ...transferGroupPreexisting },
  { name: '0011-match-cache-key-order', ...matchCacheKeyOrder },
  { name: '0012-sign-in-binding', ...signInBinding },
  { name: '0013-idempotency-keys', ...idempotencyKeys },
  { name: '0014-account-transfer-destination', ...accountTransferDestination },
  { name: '0015-plain-transfer-sessions', ...plainTransferSessions },
  { name: '0016-team-roles-and-password-resets', ...teamRolesAndPasswordResets },
  { name: '0017-transfer-choices', ...transferChoices },
  { name: '0018-transfer-retries', ...transferRetries },
  { name: '0019-account-budget-shares', ...accountBudgetShares },
  { name: '0020-syncs', ...syncs },
  { name: '0021-transfer-keep-in-sync', ...transferKeepInSync },
  { name: '0022-sync-entry-placement', ...syncEntryPlacement },
  { name: '0023-sync-entry-ids-and-held', ...syncEntryIdsAndHeld },
  { name: '0024-docs-session-opener', ...docsSessionOpener },
  { name: '0025-webhook-next-attempt', ...webhookNextAttempt },
  { name: '0026-idempotency-intent', ...idempotencyIntent },
  { name: '0027-transfer-step-alive', ...transferStepAlive },
  { name: '0028-sync-run-history', ...syncRunHistory },
  { name: '0029-webhook-secret-rotation', ...webhookSecretRotation },
  { name: '0030-transfer-update-copies', ...transferUpdateCopies },
  { name: '0031-transfer-choice-outcome', ...transferChoiceOutcome },
  { name: '0032-match-choices', ...matchChoices },
  { name: '0033-choices-as-evidence', ...choicesAsEvidence },
  { name: '0034-sync-destination-marker', ...syncDestinationMarker },
  { name: '0035-transfer-session-source', ...transferSessionSource },
  { name: '0036-transfer-cancel', ...transferCancel },
  { name: '0037-api-key-name-and-use', ...apiKeyNameAndUse },
];
