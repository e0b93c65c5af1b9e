import Joi from 'joi';
import { SERVICE_IDS, type ServiceId } from '../integrations/serviceIds.js';
import type { PreauthorizedAuthData } from './broughtTokens.js';

/** PreauthorizedAuthData: a listener's tokens as a partner holds them (D1, D2, connect by token). */
// Tokens are visible ASCII on every service: anything else could not even be sent in a header.
const token = Joi.string()
  .min(1)
  .max(4096)
  .pattern(/^[\x21-\x7e]+$/, 'visible ASCII');

/** The last moment JavaScript dates reach, in milliseconds since the epoch. */
const LAST_DATE_MS = 8.64e15;

export const authData = Joi.object<PreauthorizedAuthData, true>({
  accessToken: token.required(),
  refreshToken: token,
  expiresAt: Joi.alternatives(
    Joi.date().iso().max(new Date(LAST_DATE_MS)).raw(),
    Joi.number().positive().max(LAST_DATE_MS),
  ),
}).required();

/** `POST /public/integrations/user`: a listener's token on one service, as the partner holds it. */
export interface ConnectByTokenBody {
  integrationType: ServiceId;
  authData: PreauthorizedAuthData;
  externalUserId?: string;
}

export const connectByTokenBody = Joi.object<ConnectByTokenBody, true>({
  integrationType: Joi.string()
    .valid(...SERVICE_IDS)
    .required(),
  authData,
  externalUserId: Joi.string().max(256),
}).required();

/** Paging of `GET /public/integrations/users`: 20 users a page unless asked, at most 100. */
export const CONNECTED_USERS_PAGE = { default: 20, max: 100 };

/** The query of `GET /public/integrations/users` as its schema converts it. */
export interface ConnectedUsersQuery {
  limit?: number;
  cursor?: string;
  integrationType?: ServiceId;
  partnerUserId?: string;
  createdAfter?: Date;
  createdBefore?: Date;
}

/**
 * The query of `GET /public/integrations/users` (an addition to the interface); every filter
 * optional. An empty parameter is an absent one, as in the other lists (`?cursor=` on the first
 * page), even one the list does not take.
 */
export const connectedUsersQuery = Joi.object<ConnectedUsersQuery>({
  limit: Joi.number()
    .integer()
    .min(1)
    .max(CONNECTED_USERS_PAGE.max)
    .empty('')
    .description(`Users per page, ${CONNECTED_USERS_PAGE.default} when absent.`),
  cursor: Joi.string()
    .max(4096)
    .empty('')
    .description('The `nextCursor` of the previous page, as it was given, with the same filters.'),
  integrationType: Joi.string()
    .valid(...SERVICE_IDS)
    .empty('')
    .description('Only users of this service.'),
  partnerUserId: Joi.string()
    .max(200)
    .empty('')
    .description('Only users connected by a sign-in that carried this partner user id.'),
  createdAfter: Joi.date().iso().empty('').description('Only users first connected after this moment (exclusive).'),
  createdBefore: Joi.date().iso().empty('').description('Only users first connected before this moment (exclusive).'),
}).pattern(Joi.string(), Joi.valid('').messages({ 'any.only': '{{#label}} is not allowed' }));
