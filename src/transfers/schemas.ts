import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { authData } from '../users/schemas.js';
import type { PreauthorizedAuthData } from '../users/broughtTokens.js';
import type { ServiceId } from '../integrations/serviceIds.js';
import type { TransferStatus } from './models.js';

// D1's and D2's bodies, and the filters of D4's list of transfers.

/** D1's body. */
export interface CreateSessionBody {
  target: { integrationType?: ServiceId; authData: PreauthorizedAuthData };
  source?: { integrationUserUUID: string; integrationType?: ServiceId };
  externalUserId?: string;
  returnUrl?: string;
  locale?: string;
}

// Plain hyphenated uuids only: Joi's guid() also takes `{…}`, `(…)` and `[…]`, which Postgres refuses.
const uuid = Joi.string().guid({ separator: '-', wrapper: false });

export const createBody = Joi.object<CreateSessionBody, true>({
  target: Joi.object<CreateSessionBody['target'], true>({
    integrationType: Joi.string()
      .valid(...SERVICE_IDS)
      .description(
        "Optional: the account's transfer destination setting otherwise (400 `noDestinationSet` when there is none).",
      ),
    authData,
  }).required(),
  source: Joi.object<NonNullable<CreateSessionBody['source']>, true>({
    integrationUserUUID: uuid
      .required()
      .description(
        'A connected user of the account (not deleted) the listener already signed in as: the wizard opens at the choice of what to move, with no sign-in to the source. 404 `integrationUserNotFound` for any other uuid.',
      ),
    integrationType: Joi.string()
      .valid(...SERVICE_IDS)
      .description('Optional: the service the user must be of (400 `sourceServiceMismatch` otherwise).'),
  }).description('Optional: the source the listener is already connected to.'),
  externalUserId: Joi.string().max(256),
  // Any scheme here: the account's Return URLs decide (an app's own `myapp://callback` among them).
  returnUrl: Joi.string().max(2000),
  locale: Joi.string().max(35),
}).required();

/** D2's body. */
export const targetAuthBody = Joi.object<{ authData: PreauthorizedAuthData }, true>({ authData }).required();

// Every status a transfer can have, once: the compiler asks for a status added to the type here,
// so the list's filter and its document never miss one.
const STATUS_NAMES: Record<TransferStatus, true> = {
  queued: true,
  snapshotting: true,
  matching: true,
  writing: true,
  waiting_for_destination: true,
  completed: true,
  failed: true,
  cancelled: true,
};

/** The values of a transfer's `status`, as D4 shows them and its list filters by them. */
export const TRANSFER_STATUSES = Object.keys(STATUS_NAMES) as TransferStatus[];

/** The filters of D4's list of transfers; each optional, an empty one absent. */
export interface TransferFilters {
  sessionUuid?: string;
  externalUserId?: string;
  status?: TransferStatus;
}

export const transferFilters = {
  sessionUuid: uuid
    .empty('')
    .lowercase()
    .messages({ '*': 'sessionUuid must be a UUID.' })
    .description('Only the transfers of this transfer session.'),
  externalUserId: Joi.string()
    .max(256)
    .empty('')
    .messages({ '*': 'externalUserId must be a string of at most 256 characters.' })
    .description('Only the transfers of sessions created with this `externalUserId`.'),
  status: Joi.string()
    .valid(...TRANSFER_STATUSES)
    .empty('')
    .messages({ '*': `status must be one of ${TRANSFER_STATUSES.join(', ')}.` })
    .description('Only the transfers with this status now.'),
};

/** The stable code of each filter a request got wrong. */
export const TRANSFER_FILTER_CODES = {
  sessionUuid: 'invalidSessionUuid',
  externalUserId: 'invalidExternalUserId',
  status: 'invalidStatus',
} as const;
