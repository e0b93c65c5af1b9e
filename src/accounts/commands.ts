import { randomUUID } from 'node:crypto';
import Joi from 'joi';
import { calculateJwkThumbprint, exportJWK, importSPKI } from 'jose';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import { Account, ApiKey, DevTokenKey, DocsSession } from './models.js';
import { digest, newSecret } from '../crypto/tokens.js';
import { normaliseReturnUrl, returnUrlPolicy, returnUrlProblem, type ReturnUrlPolicy } from './returnUrls.js';
import { SERVICE_IDS, type ServiceId } from '../integrations/serviceIds.js';
import { badRequest, conflict, notFound } from '../http/errors.js';
import { isUuid } from '../ids.js';
import { snapshotOf } from './snapshot.js';
import { logoUrlProblem } from './logoUrls.js';

// Every operation on partner accounts, shared by the admin command and the dashboard.

// Path segments of our own that a slug must never shadow when the hosted pages sit at a host's root.
const RESERVED_SLUGS = [
  'api',
  'app',
  'public',
  'health',
  'admin',
  'connect',
  'docs',
  'dashboard',
  'openapi',
  'static',
  'oauth',
  'transfer',
];

const slugSchema = Joi.string()
  .pattern(/^[a-z0-9][a-z0-9-]{1,62}[a-z0-9]$/)
  .message('slug must be 3 to 64 characters of a-z, 0-9 and -, not starting or ending with -')
  .invalid(...RESERVED_SLUGS)
  .messages({ 'any.invalid': 'this slug is reserved' });

const createSchema = Joi.object({
  slug: slugSchema.required(),
  name: Joi.string().trim().min(1).max(200).required(),
  isEvaluationAccount: Joi.boolean().default(false),
  isTransferServiceEnabled: Joi.boolean().default(false),
  returnUrls: Joi.array().items(Joi.string()).default([]),
  enabledIntegrations: Joi.array()
    .items(Joi.string().valid(...SERVICE_IDS))
    .default([]),
  logoUrl: Joi.string().allow(null).default(null),
  transferDestination: Joi.string()
    .valid(...SERVICE_IDS)
    .allow(null)
    .default(null),
});

export interface AccountInput {
  slug: string;
  name: string;
  isEvaluationAccount?: boolean;
  isTransferServiceEnabled?: boolean;
  returnUrls?: string[];
  enabledIntegrations?: string[];
  logoUrl?: string | null;
  transferDestination?: string | null;
}

export interface NewKey {
  clientId: string;
  clientSecret: string;
}

function validate<T>(schema: Joi.Schema, input: unknown): T {
  const { value, error } = schema.validate(input, { abortEarly: false });
  if (error) {
    throw badRequest(
      'invalidInput',
      error.details.map((d) => d.message).join('; '),
      error.details.map((d) => ({ path: d.path.join('.'), message: d.message })),
    );
  }
  return value as T;
}

/**
 * The deployment's Return URL policy when the caller has no configuration at hand (tests, benchmarks,
 * the demo): NODE_ENV read as the configuration reads it. Commands run with a configuration pass theirs.
 */
const environmentPolicy = () => returnUrlPolicy(process.env.NODE_ENV);

/** A logo address as given, or 400 `invalidLogoUrl` saying what is wrong with it. */
function checkedLogoUrl(raw: string | null | undefined): string | null | undefined {
  if (raw === null || raw === undefined) return raw;
  const problem = logoUrlProblem(raw);
  if (problem) throw badRequest('invalidLogoUrl', problem);
  return raw;
}

function checkedReturnUrl(raw: string, policy: ReturnUrlPolicy): string {
  const problem = returnUrlProblem(raw, policy);
  if (problem) throw badRequest('invalidReturnUrl', problem);
  return normaliseReturnUrl(raw)!;
}

/** Creates an account with its first API key; the Client Secret is in the answer and nowhere else. */
export async function createAccount(
  input: AccountInput,
  policy: ReturnUrlPolicy = environmentPolicy(),
): Promise<{ account: Account; key: NewKey }> {
  const value = validate<Required<AccountInput>>(createSchema, input);
  checkedLogoUrl(value.logoUrl);
  const returnUrls = [...new Set(value.returnUrls.map((url) => checkedReturnUrl(url, policy)))];
  const sequelize = Account.sequelize!;
  try {
    return await sequelize.transaction(async (transaction) => {
      const account = await Account.create(
        { id: randomUUID(), ...value, returnUrls, enabledIntegrations: [...new Set(value.enabledIntegrations)] },
        { transaction },
      );
      const key = await issueKey(account.id, transaction);
      return { account, key };
    });
  } catch (err) {
    if (err instanceof UniqueConstraintError)
      throw conflict('slugTaken', `an account with slug "${value.slug}" exists`);
    throw err;
  }
}

/** Finds an account by slug or answers 404 `accountNotFound`. */
export async function findAccount(slug: string, transaction?: Transaction): Promise<Account> {
  const account = typeof slug === 'string' ? await Account.findOne({ where: { slug }, transaction }) : null;
  if (!account) throw notFound('accountNotFound', `no account with slug "${slug}"`);
  return account;
}

async function issueKey(
  accountId: string,
  transaction?: import('sequelize').Transaction,
  name: string | null = null,
): Promise<NewKey> {
  const clientId = randomUUID();
  const clientSecret = newSecret('cs');
  await ApiKey.create(
    { id: randomUUID(), accountId, clientId, secretDigest: digest(clientSecret), name },
    { transaction },
  );
  return { clientId, clientSecret };
}

/** The longest name a key takes: enough to say where it is used. */
export const KEY_NAME_MAX = 100;

const keyNameSchema = Joi.string()
  .trim()
  .min(1)
  .max(KEY_NAME_MAX)
  .allow(null)
  .default(null)
  .messages({
    'string.empty': 'Give the key a name, such as “Production backend”, to tell it from your other keys.',
    'string.max': `A key's name is at most ${KEY_NAME_MAX} characters.`,
    'string.base': 'A key’s name is text.',
  });

/** Adds an API key to the account, with the name the team knows it by (none from the admin command unless given). */
export async function createKey(slug: string, input: { name?: string | null } = {}): Promise<NewKey> {
  const account = await findAccount(slug);
  const { error, value: name } = keyNameSchema.validate(input.name);
  if (error) throw badRequest('invalidKeyName', error.message);
  return issueKey(account.id, undefined, name as string | null);
}

/** Revokes a key: its Client ID and Client Secret stop working together. */
export async function revokeKey(slug: string, clientId: string): Promise<void> {
  const account = await findAccount(slug);
  const [count] = await ApiKey.update(
    { revokedAt: new Date() },
    { where: { accountId: account.id, clientId: isUuid(clientId) ? clientId : randomUUID(), revokedAt: null } },
  );
  if (count === 0) throw notFound('keyNotFound', `no live key ${clientId} on account "${slug}"`);
}

/** Revokes every live key of the account (the demo account's, at each start of the development runner). */
export async function revokeLiveKeys(slug: string): Promise<void> {
  const account = await findAccount(slug);
  await ApiKey.update({ revokedAt: new Date() }, { where: { accountId: account.id, revokedAt: null } });
}

/** An API key as its account sees it: never its secret. */
export interface ListedKey {
  clientId: string;
  name: string | null;
  createdAt: Date;
  /** When it last verified, to the minute; null when never (or before uses were recorded). */
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const listedKey = (k: ApiKey): ListedKey => ({
  clientId: k.clientId,
  name: k.name,
  createdAt: k.createdAt,
  lastUsedAt: k.lastUsedAt,
  revokedAt: k.revokedAt,
});

/** Lists the account's keys (never a secret). */
export async function listKeys(slug: string): Promise<ListedKey[]> {
  const account = await findAccount(slug);
  const keys = await ApiKey.findAll({ where: { accountId: account.id }, order: [['createdAt', 'ASC']] });
  return keys.map(listedKey);
}

/** Allows one more Return URL (matched exactly at sign-in); refused in words when it can't be one. */
export async function addReturnUrl(
  slug: string,
  raw: string,
  policy: ReturnUrlPolicy = environmentPolicy(),
): Promise<Account> {
  const account = await findAccount(slug);
  const url = checkedReturnUrl(raw, policy);
  if (!account.returnUrls.includes(url)) await account.update({ returnUrls: [...account.returnUrls, url] });
  return account;
}

export async function removeReturnUrl(slug: string, raw: string): Promise<Account> {
  const account = await findAccount(slug);
  const url = normaliseReturnUrl(raw) ?? raw;
  if (!account.returnUrls.includes(url))
    throw notFound('returnUrlNotFound', `“${raw}” is not one of the Return URLs of "${slug}".`);
  await account.update({ returnUrls: account.returnUrls.filter((u) => u !== url) });
  return account;
}

function checkedService(service: string): ServiceId {
  if (!(SERVICE_IDS as readonly string[]).includes(service)) {
    throw badRequest('unknownService', `"${service}" is not a service id; use one of ${SERVICE_IDS.join(', ')}`);
  }
  return service as ServiceId;
}

export async function enableService(slug: string, service: string): Promise<Account> {
  const account = await findAccount(slug);
  const id = checkedService(service);
  if (!account.enabledIntegrations.includes(id))
    await account.update({ enabledIntegrations: [...account.enabledIntegrations, id] });
  return account;
}

export async function disableService(slug: string, service: string): Promise<Account> {
  const account = await findAccount(slug);
  const id = checkedService(service);
  await account.update({ enabledIntegrations: account.enabledIntegrations.filter((s) => s !== id) });
  return account;
}

export type AccountFlag = 'evaluation' | 'transfers';

export async function setFlag(slug: string, flag: AccountFlag, on: boolean): Promise<Account> {
  const account = await findAccount(slug);
  if (flag === 'evaluation') await account.update({ isEvaluationAccount: on });
  else if (flag === 'transfers') await account.update({ isTransferServiceEnabled: on });
  else throw badRequest('unknownFlag', `unknown flag "${flag as string}"; use evaluation or transfers`);
  return account;
}

/** Sets the service D1 moves libraries to when its body names none; null forgets it. */
export async function setTransferDestination(slug: string, service: string | null): Promise<Account> {
  const account = await findAccount(slug);
  if (service !== null && !(SERVICE_IDS as readonly string[]).includes(service)) {
    throw badRequest('unknownIntegration', `"${service}" is not a music service of this interface`);
  }
  await account.update({ transferDestination: service });
  return account;
}

export async function updateAccount(
  slug: string,
  changes: { name?: string; logoUrl?: string | null },
): Promise<Account> {
  const account = await findAccount(slug);
  const value = validate<{ name?: string; logoUrl?: string | null }>(
    Joi.object({
      name: Joi.string().trim().min(1).max(200),
      logoUrl: Joi.string().allow(null),
    }),
    changes,
  );
  checkedLogoUrl(value.logoUrl);
  await account.update(value);
  return account;
}

/** The settings a partner changes itself, in the dashboard or through the API. */
export interface AccountSettings {
  /**
   * People's "Use this one" on the account's public wizard link are kept as the account's matches
   * for its later transfers (and count towards shared ones); off by default, since anyone can open
   * that link. Choices in transfer sessions the partner opened through the API (D1) always are.
   */
  learnFromChoices: boolean;
}

/** The account's settings, exactly as the API answers them. */
export function presentAccountSettings(account: Account): AccountSettings {
  return { learnFromChoices: account.learnFromChoices };
}

/** Changes the account's settings: only those named, each as given. */
export async function changeAccountSettings(slug: string, changes: Partial<AccountSettings>): Promise<Account> {
  const account = await findAccount(slug);
  const value = validate<Partial<AccountSettings>>(Joi.object({ learnFromChoices: Joi.boolean().strict() }), changes);
  await account.update(value);
  return account;
}

/**
 * Sets the account's claim on the music services' budgets: its weight (1 to 100) against the other
 * accounts wanting a service, and its cap (a fraction of a service's budget, or null for none).
 */
export async function setBudgetShare(
  slug: string,
  changes: { weight?: number; cap?: number | null },
): Promise<Account> {
  const account = await findAccount(slug);
  const value = validate<{ weight?: number; cap?: number | null }>(
    Joi.object({
      weight: Joi.number().integer().min(1).max(100),
      cap: Joi.number().greater(0).max(1).allow(null),
    }),
    changes,
  );
  await account.update({
    ...(value.weight !== undefined ? { budgetWeight: value.weight } : {}),
    ...(value.cap !== undefined ? { budgetCap: value.cap } : {}),
  });
  return account;
}

/** Registers a P-256 public key (SPKI PEM) for DevTokens; its Key ID is the key's JWK thumbprint. */
export async function addDevTokenKey(slug: string, pem: string): Promise<{ kid: string }> {
  const account = await findAccount(slug);
  let kid: string;
  try {
    const key = await importSPKI(pem.trim(), 'ES256', { extractable: true });
    const jwk = await exportJWK(key);
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256') throw new Error('not a P-256 key');
    kid = await calculateJwkThumbprint(jwk);
  } catch {
    throw badRequest(
      'invalidPublicKey',
      'the file is not a PEM public key on the P-256 curve (-----BEGIN PUBLIC KEY-----)',
    );
  }
  const existing = await DevTokenKey.findOne({ where: { kid } });
  if (existing && existing.accountId === account.id && !existing.revokedAt) return { kid };
  if (existing) throw conflict('publicKeyInUse', 'this public key is already registered; create a new key pair');
  await DevTokenKey.create({ id: randomUUID(), accountId: account.id, kid, publicKeyPem: pem.trim() });
  return { kid };
}

export async function revokeDevTokenKey(slug: string, kid: string): Promise<void> {
  const account = await findAccount(slug);
  const [count] = await DevTokenKey.update(
    { revokedAt: new Date() },
    { where: { accountId: account.id, kid, revokedAt: null } },
  );
  if (count === 0) throw notFound('devTokenKeyNotFound', `no live DevToken key ${kid} on account "${slug}"`);
}

export async function listDevTokenKeys(
  slug: string,
): Promise<{ kid: string; createdAt: Date; revokedAt: Date | null }[]> {
  const account = await findAccount(slug);
  const keys = await DevTokenKey.findAll({ where: { accountId: account.id }, order: [['createdAt', 'ASC']] });
  return keys.map((k) => ({ kid: k.kid, createdAt: k.createdAt, revokedAt: k.revokedAt }));
}

/** Ends the account's live docs session with this token. */
export async function revokeDocsSession(slug: string, token: string): Promise<void> {
  const account = await findAccount(slug);
  const [count] = await DocsSession.update(
    { revokedAt: new Date() },
    { where: { accountId: account.id, tokenDigest: digest(token), revokedAt: null } },
  );
  if (count === 0) throw notFound('docsSessionNotFound', 'no live docs session with this token on the account');
}

/** Ends the account's live docs session with this id (the dashboard's team page); tells whether one ended. */
export async function revokeDocsSessionById(accountId: string, id: string): Promise<boolean> {
  const [count] = await DocsSession.update(
    { revokedAt: new Date() },
    { where: { id, accountId, revokedAt: null, expiresAt: { [Op.gt]: new Date() } } },
  );
  return count > 0;
}

/**
 * Ends every live docs session a team member opened: a docs session is a bearer credential for the
 * API, which must not outlive its holder's place on the team or the password it was opened with.
 * Answers how many ended; the caller announces the change once the transaction is committed.
 */
export async function revokeDocsSessionsOpenedBy(memberId: string, transaction?: Transaction): Promise<number> {
  const [count] = await DocsSession.update(
    { revokedAt: new Date() },
    { where: { openedByMemberId: memberId, revokedAt: null }, transaction },
  );
  return count;
}

/** The account as its owner sees it (no secret). */
export async function describeAccount(account: Account) {
  const keys = await ApiKey.findAll({ where: { accountId: account.id }, order: [['createdAt', 'ASC']] });
  return {
    ...snapshotOf(account),
    budgetShare: { weight: account.budgetWeight, cap: account.budgetCap },
    keys: keys.map(listedKey),
    createdAt: account.createdAt,
  };
}
