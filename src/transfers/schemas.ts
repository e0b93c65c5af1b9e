import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';
import { authData } from '../users/schemas.js';

// D1's and D2's bodies.

export const createBody = Joi.object({
  target: Joi.object({
    integrationType: Joi.string()
      .valid(...SERVICE_IDS)
      .description(
        "Optional: the account's transfer destination setting otherwise (400 `noDestinationSet` when there is none).",
      ),
    authData,
  }).required(),
  externalUserId: Joi.string().max(256),
  returnUrl: Joi.string()
    .uri({ scheme: ['http', 'https'] })
    .max(2000),
  locale: Joi.string().max(35),
}).required();

export const targetAuthBody = Joi.object({ authData }).required();
