import type { Sequelize } from 'sequelize';
import { initAccountModels } from '../accounts/models.js';
import { initUserModels } from '../users/models.js';
import { initSignInModels } from '../signin/models.js';
import { initOneTimeTokenModel } from '../auth/oneTimeTokens.js';
import { initWebhookModels } from '../webhooks/models.js';
import { initSnapshotModels } from '../library/snapshot/models.js';
import { initTransferModels } from '../transfers/models.js';
import { initWizardModels } from '../wizard/models.js';
import { initDashboardModels } from '../dashboard/members.js';
import { initSyncModels } from '../syncs/models.js';
import { initMatchingModels } from '../matching/models.js';

/** Binds the models of every concept to one Sequelize instance (once per process). */
export function initModels(sequelize: Sequelize): void {
  initAccountModels(sequelize);
  initUserModels(sequelize);
  initSignInModels(sequelize);
  initOneTimeTokenModel(sequelize);
  initWebhookModels(sequelize);
  initSnapshotModels(sequelize);
  initTransferModels(sequelize);
  initWizardModels(sequelize);
  initDashboardModels(sequelize);
  initSyncModels(sequelize);
  initMatchingModels(sequelize);
}
