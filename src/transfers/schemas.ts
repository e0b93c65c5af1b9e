import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';

// D1's and D2's bodies.

export const authData = Joi.object({
  accessToken: Joi.string().min(1).max(4096).required(),
  refreshToken: Joi.string().min(1).max(4096),
  expiresAt: Joi.alternatives(Joi.date().iso().raw(), Joi.number().positive()),
}).required();

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
