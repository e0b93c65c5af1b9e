import { randomUUID } from 'node:crypto';
import Joi from 'joi';
import type { Keyring } from '../crypto/encryption.js';
import { badRequest, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { EVENT_TYPES } from './catalogue.js';
import { WebhookEndpoint } from './models.js';
import { newSigningSecret, previousSigningSecretAt, signingSecretAt } from './signing.js';
import { outsideUrlProblem, type AddressPolicy } from '../outsideHosts/addresses.js';
import { emitEvent } from './outbox.js';

// Endpoint registration and management, shared by the account API, the admin command and the dashboard.

export interface EndpointContext {
  keyring: Keyring;
  policy: AddressPolicy;
}

const eventTypes = Joi.array()
  .items(Joi.string().valid(...Object.keys(EVENT_TYPES)))
  .unique();

export const createSchema = Joi.object({
  url: Joi.string().max(2000).required(),
  eventTypes: eventTypes.default([]),
  description: Joi.string().max(500).allow('', null).default(null),
});

export const updateSchema = Joi.object({
  url: Joi.string().max(2000),
  eventTypes,
  description: Joi.string().max(500).allow('', null),
  enabled: Joi.boolean(),
}).min(1);

function validated<T>(schema: Joi.Schema, input: unknown): T {
  const { value, error } = schema.validate(input ?? {}, { abortEarly: false });
  if (error) {
    throw badRequest(
      'invalidBody',
      error.details.map((d) => d.message).join('; '),
      error.details.map((d) => ({ path: d.path.join('.'), message: d.message })),
    );
  }
  return value as T;
}

function checkedUrl(url: string, policy: AddressPolicy): string {
  const problem = outsideUrlProblem(url, policy);
  if (problem) throw badRequest('invalidEndpointUrl', `The endpoint URL is refused: ${problem}.`);
  return new URL(url).toString();
}

/** How long a rotated secret keeps signing beside the new one, unless the rotation says otherwise. */
export const DEFAULT_OVERLAP_HOURS = 24;
/** The longest overlap a rotation may ask for: a leaked secret should not outlive its rotation by days. */
export const MAX_OVERLAP_HOURS = 72;

export const rotateSchema = Joi.object({
  overlapHours: Joi.number().integer().min(0).max(MAX_OVERLAP_HOURS).default(DEFAULT_OVERLAP_HOURS),
});

/** Until when the previous secret still signs, or null when only the current one does. */
export function previousSecretExpiry(endpoint: WebhookEndpoint, now = new Date()): Date | null {
  const until = endpoint.previousSecretExpiresAt;
  return endpoint.previousSecretSealed && until && until > now ? until : null;
}

/** An endpoint as its account sees it (never the secret). */
export function presentEndpoint(endpoint: WebhookEndpoint) {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason,
    disabledAt: endpoint.disabledAt?.toISOString() ?? null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt: previousSecretExpiry(endpoint)?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

/** Registers an endpoint; the answer holds its signing secret (the account API can read it again). */
export async function createEndpoint(ctx: EndpointContext, accountId: string, input: unknown) {
  const value = validated<{ url: string; eventTypes: string[]; description: string | null }>(createSchema, input);
  const secret = newSigningSecret();
  const id = randomUUID();
  const endpoint = await WebhookEndpoint.create({
    id,
    accountId,
    url: checkedUrl(value.url, ctx.policy),
    eventTypes: value.eventTypes,
    description: value.description || null,
    secretSealed: ctx.keyring.seal(secret, signingSecretAt(id)),
  });
  return { ...presentEndpoint(endpoint), secret };
}

/** The account's endpoint by id, or 404 (another account's id too). */
export async function findEndpoint(accountId: string, id: unknown): Promise<WebhookEndpoint> {
  const endpoint = isUuid(id) ? await WebhookEndpoint.findOne({ where: { id, accountId } }) : null;
  if (!endpoint) throw notFound('webhookEndpointNotFound', 'The account has no webhook endpoint with this id.');
  return endpoint;
}

export async function listEndpoints(accountId: string) {
  const endpoints = await WebhookEndpoint.findAll({ where: { accountId }, order: [['createdAt', 'ASC']] });
  return endpoints.map(presentEndpoint);
}

/** Changes an endpoint; `enabled: true` re-enables a disabled one and forgets its failures. */
export async function updateEndpoint(ctx: EndpointContext, accountId: string, id: unknown, input: unknown) {
  const endpoint = await findEndpoint(accountId, id);
  const value = validated<{ url?: string; eventTypes?: string[]; description?: string | null; enabled?: boolean }>(
    updateSchema,
    input,
  );
  const changes: Record<string, unknown> = {};
  if (value.url !== undefined) changes.url = checkedUrl(value.url, ctx.policy);
  if (value.eventTypes !== undefined) changes.eventTypes = value.eventTypes;
  if (value.description !== undefined) changes.description = value.description || null;
  if (value.enabled === true)
    Object.assign(changes, { enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
  if (value.enabled === false)
    Object.assign(changes, { enabled: false, disabledReason: 'byAccount', disabledAt: new Date() });
  await endpoint.update(changes);
  return presentEndpoint(endpoint);
}

export async function deleteEndpoint(accountId: string, id: unknown): Promise<void> {
  const endpoint = await findEndpoint(accountId, id);
  await endpoint.destroy();
}

/** The signing secret, on request of the account that owns the endpoint. */
export async function revealSecret(ctx: EndpointContext, accountId: string, id: unknown): Promise<{ secret: string }> {
  const endpoint = await findEndpoint(accountId, id);
  return { secret: ctx.keyring.open(endpoint.secretSealed, signingSecretAt(endpoint.id)) };
}

/**
 * Gives the endpoint a new signing secret, in the answer (the dashboard shows it once). The secret
 * it replaces keeps signing beside it for `overlapHours` (24 unless said; 0 stops it at once, for a
 * secret that leaked), so a receiver can take the new one without losing a delivery. Only one
 * previous secret is kept: rotating again during an overlap ends the older secret at once. The
 * account API, the admin command and the dashboard all rotate through here.
 */
export async function rotateSecret(ctx: EndpointContext, accountId: string, id: unknown, input: unknown = {}) {
  const { overlapHours } = validated<{ overlapHours: number }>(rotateSchema, input);
  const found = await findEndpoint(accountId, id);
  const sequelize = WebhookEndpoint.sequelize!;
  const secret = newSigningSecret();
  // The row is locked so that two rotations at once cannot both keep the same "previous" secret.
  const endpoint = await sequelize.transaction(async (transaction) => {
    const current = await WebhookEndpoint.findByPk(found.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!current) throw notFound('webhookEndpointNotFound', 'The account has no webhook endpoint with this id.');
    const previous = ctx.keyring.open(current.secretSealed, signingSecretAt(current.id));
    const overlapMs = overlapHours * 3600_000;
    await current.update(
      {
        secretSealed: ctx.keyring.seal(secret, signingSecretAt(current.id)),
        previousSecretSealed: overlapMs > 0 ? ctx.keyring.seal(previous, previousSigningSecretAt(current.id)) : null,
        previousSecretExpiresAt: overlapMs > 0 ? new Date(Date.now() + overlapMs) : null,
      },
      { transaction },
    );
    return current;
  });
  return { ...presentEndpoint(endpoint), secret };
}

/** Sends a `webhook.test` event to this endpoint only (through the outbox, like every event). */
export async function sendTestEvent(accountId: string, id: unknown): Promise<{ eventId: string }> {
  const endpoint = await findEndpoint(accountId, id);
  const sequelize = WebhookEndpoint.sequelize!;
  const eventId = await sequelize.transaction((transaction) =>
    emitEvent(sequelize, transaction, accountId, 'webhook.test', {
      endpointId: endpoint.id,
      message: 'This is a test event.',
    }),
  );
  return { eventId };
}
