import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { authData } from '../users/schemas.js';
import type { PreauthorizedAuthData } from '../users/broughtTokens.js';
import type { ServiceId } from '../integrations/serviceIds.js';

// D1's and D2's bodies.

/** D1's body. */
export interface CreateSessionBody {
  target: { integrationType?: ServiceId; authData: PreauthorizedAuthData };
  externalUserId?: string;
  returnUrl?: string;
  locale?: string;
}

export const createBody = Joi.object<CreateSessionBody, true>({
  target: Joi.object<CreateSessionBody['target'], true>({
    integrationType: Joi.string()
      .valid(...SERVICE_IDS)
      .description(
        "Optional: the account's transfer destination setting otherwise (400 `noDestinationSet` when there is none).",
      ),
    authData,
  }).required(),
  externalUserId: Joi.string().max(256),
  // Any scheme here: the account's Return URLs decide (an app's own `myapp://callback` among them).
  returnUrl: Joi.string().max(2000),
  locale: Joi.string().max(35),
}).required();

/** D2's body. */
export const targetAuthBody = Joi.object<{ authData: PreauthorizedAuthData }, true>({ authData }).required();
