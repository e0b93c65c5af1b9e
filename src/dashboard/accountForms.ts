import type { Request } from 'express';
import Joi from 'joi';
import { badRequest } from '../http/errors.js';
import { TEAM_ROLES, type TeamRole } from './models.js';
import { USAGE_PERIODS, type UsagePeriod } from './pages/usage.js';

// What the sign-in, account and team pages read from a form or a query string, each checked by a
// schema where it is read. A browser posts every field as text, perhaps empty; a field sent twice
// (an array) is refused. The CSRF token is in every schema: `requireMember` or the login form's
// token has judged it before any of these are read.

/** A field as a form posts it, empty when left out. */
const text = () => Joi.string().allow('').default('');

/** An email address as typed: trimmed, lower case, never longer than an address can be. */
const address = () => Joi.string().trim().lowercase().max(320).truncate().allow('').default('');

/** A form of the dashboard: its CSRF token, `confirm` on a confirmation step, and its own `fields`. */
const form = <T>(fields: Record<keyof T, Joi.Schema>) =>
  Joi.object<T & { csrf: string; confirm: string }>({ csrf: text(), confirm: text(), ...fields });

export const signInForm = form<{ email: string; password: string }>({ email: address(), password: text() });

/** A one-use link's form; the address rides along, unused, for the browser's password manager. */
export const choosePasswordForm = form<{ token: string; password: string; email: string }>({
  token: text(),
  password: text(),
  email: text(),
});

export const resetRequestForm = form<{ email: string }>({ email: address() });

export const accountForm = form<{ name: string; logoUrl: string }>({
  name: Joi.string().trim().allow('').default(''),
  logoUrl: text(),
});

export const destinationForm = form<{ destination: string }>({ destination: Joi.string().allow('').default('none') });

export const returnUrlForm = form<{ url: string }>({ url: text() });

/** A checkbox posts its value when ticked and nothing at all when not. */
export const learnFromChoicesForm = form<{ learnFromChoices: string }>({
  learnFromChoices: Joi.string()
    .valid('yes')
    .allow('')
    .default('')
    .messages({ 'any.only': 'Tick the box or leave it.' }),
});

export const devTokenKeyForm = form<{ pem: string }>({ pem: text() });

/** A new API key's name, as typed: the command trims it and says what is wrong with it. */
export const keyForm = form<{ name: string }>({ name: text() });

export const inviteForm = form<{ email: string; role: TeamRole }>({
  email: address(),
  role: Joi.string()
    .valid(...TEAM_ROLES)
    .default('member')
    .messages({ 'any.only': 'Choose Owner or Member.' }),
});

/**
 * The form as `schema` reads it. A refusal is a 400 in words, which a form's action shows in the
 * next page's flash like any other.
 */
export function formOf<T>(req: Request, schema: Joi.ObjectSchema<T>): T {
  const { value, error } = schema.validate(req.body ?? {});
  if (error) throw badRequest('invalidForm', error.message);
  return value;
}

/** A one-use link's page: the link's token. */
export const linkQuery = Joi.object<{ token: string }>({ token: text() });

/** The search of the connected users. */
export const usersQuery = Joi.object<{ q: string }>({
  q: Joi.string().trim().max(100).truncate().allow('').default(''),
});

export const usageQuery = Joi.object<{ period: UsagePeriod }>({
  period: Joi.string()
    .valid(...Object.keys(USAGE_PERIODS))
    .default('hour'),
});

/** The window of the unmatched items' spreadsheet, two days as the form's date fields send them. */
export const unmatchedCsvQuery = Joi.object<{ from: string; to: string }>({ from: text(), to: text() });

/** The Return URL a removal is about, in the link to its confirmation page. */
export const returnUrlQuery = Joi.object<{ url: string }>({ url: text() });
