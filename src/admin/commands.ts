import * as accounts from '../accounts/commands.js';
import { createDocsSession } from '../docs/openSession.js';
import { returnUrlPolicy } from '../accounts/returnUrls.js';
import { badRequest } from '../http/errors.js';
import { WEBHOOK_COMMANDS } from './webhookCommands.js';
import { KEY_COMMANDS } from './keyCommands.js';
import { CHOICE_COMMANDS } from './choiceCommands.js';
import { dashboardAddress } from '../pages/links.js';
import { invitationLink, inviteMember } from '../dashboard/members.js';
import { createPasswordResetByEmail, passwordResetLink } from '../dashboard/passwordResets.js';
import type { AdminCommand, CommandArgs } from './types.js';

export type { AdminCommand, CommandArgs };

function required(args: CommandArgs, name: keyof CommandArgs): string {
  const given = args[name];
  const value = Array.isArray(given) ? (given.length === 1 ? given[0] : undefined) : given;
  if (typeof value !== 'string' || value === '') throw badRequest('missingArgument', `--${name} is required`);
  return value;
}

function onOff(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (['on', 'true', 'yes', '1'].includes(value)) return true;
  if (['off', 'false', 'no', '0'].includes(value)) return false;
  throw badRequest('invalidArgument', `--${name} takes on or off`);
}

const show = async (slug: string) => {
  const described = await accounts.describeAccount(await accounts.findAccount(slug));
  return { json: { account: described }, text: JSON.stringify(described, null, 2) };
};

/** The admin commands, by name; `help` lists them in this order. */
export const COMMANDS: Record<string, AdminCommand> = {
  'account:create': {
    usage:
      'account:create --slug S --name N [--evaluation] [--transfers] [--return-url URL ...] [--service ID ...] [--logo-url URL] [--transfer-destination ID]',
    summary: 'create an account and its first API key (the secret is shown once)',
    async run(args, config) {
      const { account, key } = await accounts.createAccount(
        {
          slug: required(args, 'slug'),
          name: required(args, 'name'),
          isEvaluationAccount: onOff(args.evaluation, 'evaluation') ?? false,
          isTransferServiceEnabled: onOff(args.transfers, 'transfers') ?? false,
          returnUrls: args['return-url'] ?? [],
          enabledIntegrations: args.service ?? [],
          logoUrl: args['logo-url'] ?? null,
          transferDestination: args['transfer-destination'] ?? null,
        },
        returnUrlPolicy(config.nodeEnv),
      );
      const described = await accounts.describeAccount(account);
      return {
        json: { account: described, key },
        text: `account ${account.slug} created\nClient ID:     ${key.clientId}\nClient Secret: ${key.clientSecret}\n(the secret is shown only now)`,
      };
    },
  },
  'account:show': {
    usage: 'account:show --account S',
    summary: 'print the account (keys without secrets)',
    run: (args) => show(required(args, 'account')),
  },
  'account:set': {
    usage:
      'account:set --account S [--name N] [--logo-url URL] [--evaluation on|off] [--transfers on|off] [--transfer-destination ID|none]',
    summary: 'change the name, logo, the two flags or the transfer destination',
    changesCredentials: true,
    async run(args) {
      const slug = required(args, 'account');
      if (args.name !== undefined || args['logo-url'] !== undefined) {
        await accounts.updateAccount(slug, { name: args.name, logoUrl: args['logo-url'] });
      }
      const evaluation = onOff(args.evaluation, 'evaluation');
      const transfers = onOff(args.transfers, 'transfers');
      if (evaluation !== undefined) await accounts.setFlag(slug, 'evaluation', evaluation);
      if (transfers !== undefined) await accounts.setFlag(slug, 'transfers', transfers);
      const destination = args['transfer-destination'];
      if (destination !== undefined)
        await accounts.setTransferDestination(slug, destination === 'none' ? null : destination);
      return show(slug);
    },
  },
  'account:budget': {
    usage: 'account:budget --account S [--weight 1-100] [--cap FRACTION|none]',
    summary: "set the account's weight in the music services' budgets and its cap (a fraction of each budget)",
    async run(args) {
      const slug = required(args, 'account');
      const number = (name: 'weight' | 'cap') => {
        const raw = args[name];
        if (raw === undefined || raw === 'none') return raw === 'none' ? null : undefined;
        const value = Number(raw);
        if (!Number.isFinite(value)) throw badRequest('invalidArgument', `--${name} takes a number`);
        return value;
      };
      const weight = number('weight');
      if (weight === null) throw badRequest('invalidArgument', '--weight takes a number from 1 to 100');
      await accounts.setBudgetShare(slug, { weight, cap: number('cap') });
      return show(slug);
    },
  },
  'key:create': {
    usage: 'key:create --account S [--name N]',
    summary: 'create an API key, named (the secret is shown once)',
    async run(args) {
      const key = await accounts.createKey(required(args, 'account'), { name: args.name ?? null });
      return {
        json: key,
        text: `Client ID:     ${key.clientId}\nClient Secret: ${key.clientSecret}\n(the secret is shown only now)`,
      };
    },
  },
  'key:list': {
    usage: 'key:list --account S',
    summary: 'list API keys (Client IDs only)',
    async run(args) {
      const keys = await accounts.listKeys(required(args, 'account'));
      const line = (k: (typeof keys)[number]) =>
        `${k.clientId}  ${k.revokedAt ? 'revoked' : 'live'}  ${k.name ?? '(no name)'}  last used ${k.lastUsedAt?.toISOString() ?? 'never'}`;
      return { json: { keys }, text: keys.map(line).join('\n') };
    },
  },
  'key:revoke': {
    usage: 'key:revoke --account S --client-id ID',
    summary: 'revoke an API key (Client ID and Client Secret together)',
    changesCredentials: true,
    async run(args) {
      const clientId = required(args, 'client-id');
      await accounts.revokeKey(required(args, 'account'), clientId);
      return { json: { revoked: clientId }, text: `key ${clientId} revoked` };
    },
  },
  'return-url:add': {
    usage: 'return-url:add --account S --url URL',
    summary: 'allow a Return URL (exact match)',
    changesCredentials: true,
    async run(args, config) {
      await accounts.addReturnUrl(required(args, 'account'), required(args, 'url'), returnUrlPolicy(config.nodeEnv));
      return show(required(args, 'account'));
    },
  },
  'return-url:remove': {
    usage: 'return-url:remove --account S --url URL',
    summary: 'remove a Return URL',
    changesCredentials: true,
    async run(args) {
      await accounts.removeReturnUrl(required(args, 'account'), required(args, 'url'));
      return show(required(args, 'account'));
    },
  },
  'service:enable': {
    usage: 'service:enable --account S --service ID',
    summary: 'enable a music service for the account',
    changesCredentials: true,
    async run(args) {
      await accounts.enableService(required(args, 'account'), required(args, 'service'));
      return show(required(args, 'account'));
    },
  },
  'service:disable': {
    usage: 'service:disable --account S --service ID',
    summary: 'disable a music service for the account',
    changesCredentials: true,
    async run(args) {
      await accounts.disableService(required(args, 'account'), required(args, 'service'));
      return show(required(args, 'account'));
    },
  },
  'devtoken-key:add': {
    usage: 'devtoken-key:add --account S --pem FILE',
    summary: 'upload a P-256 public key (PEM) for DevTokens; prints its Key ID',
    changesCredentials: true,
    async run(args) {
      if (!args.pemText) throw badRequest('missingArgument', '--pem is required');
      const { kid } = await accounts.addDevTokenKey(required(args, 'account'), args.pemText);
      return { json: { kid }, text: `Key ID (kid): ${kid}` };
    },
  },
  'devtoken-key:list': {
    usage: 'devtoken-key:list --account S',
    summary: 'list DevToken public keys',
    async run(args) {
      const keys = await accounts.listDevTokenKeys(required(args, 'account'));
      return { json: { keys }, text: keys.map((k) => `${k.kid}  ${k.revokedAt ? 'revoked' : 'live'}`).join('\n') };
    },
  },
  'devtoken-key:revoke': {
    usage: 'devtoken-key:revoke --account S --kid KID',
    summary: 'revoke a DevToken public key',
    changesCredentials: true,
    async run(args) {
      const kid = required(args, 'kid');
      await accounts.revokeDevTokenKey(required(args, 'account'), kid);
      return { json: { revoked: kid }, text: `DevToken key ${kid} revoked` };
    },
  },
  'docs-session:create': {
    usage: 'docs-session:create --account S [--kind partner|sandbox] [--user UUID]',
    summary: 'open a docs session (partner by default; sandbox may be bound to a connected user)',
    async run(args, config) {
      const session = await createDocsSession(required(args, 'account'), {
        kind: (args.kind as 'partner' | 'sandbox' | undefined) ?? 'partner',
        integrationUserId: args.user ?? null,
        ttlMinutes: config.docsSessionTtlMinutes,
      });
      const json = { token: session.token, expiresAt: session.expiresAt.toISOString(), kind: session.kind };
      return { json, text: `DocsSession token: ${session.token}\nexpires at ${json.expiresAt}` };
    },
  },
  'docs-session:revoke': {
    usage: 'docs-session:revoke --account S --token T',
    summary: 'end a docs session now',
    changesCredentials: true,
    async run(args) {
      await accounts.revokeDocsSession(required(args, 'account'), required(args, 'token'));
      return { json: { revoked: true }, text: 'docs session revoked' };
    },
  },
  'member:invite': {
    usage: 'member:invite --account S --email E',
    summary: 'invite a team member to the dashboard (prints the link to choose a password, valid 7 days)',
    async run(args, config) {
      const invited = await inviteMember(required(args, 'account'), required(args, 'email'));
      const link = invitationLink(dashboardAddress(config.appUrl), invited.token);
      return {
        json: { email: invited.email, invitationUrl: link, expiresAt: invited.expiresAt.toISOString() },
        text: `Invitation for ${invited.email}: ${link}\nvalid until ${invited.expiresAt.toISOString()}`,
      };
    },
  },
  'member:password-reset': {
    usage: 'member:password-reset --account S --email E',
    summary:
      'make a link for a team member to choose a new password (prints it, valid 1 hour): the way for an owner when the dashboard sends no email',
    async run(args, config) {
      const { member, token, expiresAt } = await createPasswordResetByEmail(
        required(args, 'account'),
        required(args, 'email'),
      );
      const link = passwordResetLink(dashboardAddress(config.appUrl), token);
      return {
        json: { email: member.email, passwordResetUrl: link, expiresAt: expiresAt.toISOString() },
        text: `Password reset link for ${member.email}: ${link}\nvalid until ${expiresAt.toISOString()}`,
      };
    },
  },
  ...WEBHOOK_COMMANDS,
  ...KEY_COMMANDS,
  ...CHOICE_COMMANDS,
};
