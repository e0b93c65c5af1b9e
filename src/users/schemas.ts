import Joi from 'joi';
import { SERVICE_IDS } from '../integrations/serviceIds.js';

/** PreauthorizedAuthData: a listener's tokens as a partner holds them (D1, D2, connect by token). */
export const authData = Joi.object({
  accessToken: Joi.string().min(1).max(4096).required(),
  refreshToken: Joi.string().min(1).max(4096),
  expiresAt: Joi.alternatives(Joi.date().iso().raw(), Joi.number().positive()),
}).required();

/** `POST /public/integrations/user`: a listener's token on one service, as the partner holds it. */
export const connectByTokenBody = Joi.object({
  integrationType: Joi.string()
    .valid(...SERVICE_IDS)
    .required(),
  authData,
  externalUserId: Joi.string().max(256),
}).required();
