import type { Config } from '../config.js';
import type { Runtime } from '../runtime.js';
import { badRequest } from '../http/errors.js';
import { findAccount } from '../accounts/commands.js';
import {
  createEndpoint,
  deleteEndpoint,
  listEndpoints,
  revealSecret,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../webhooks/endpoints.js';
import { deliveryLogCursors, listDeliveries } from '../webhooks/deliveryLog.js';
import { replayDelivery, replayFailedSince } from '../webhooks/replay.js';
import type { AdminCommand, CommandArgs } from './types.js';

function required(args: CommandArgs, name: keyof CommandArgs): string {
  const value = args[name];
  if (typeof value !== 'string' || value === '') throw badRequest('missingArgument', `--${name} is required`);
  return value;
}

const context = (config: Config, runtime: Runtime) => ({ keyring: runtime.keyring, policy: config.webhooks });
const accountId = async (args: CommandArgs) => (await findAccount(required(args, 'account'))).id;
const asText = (value: unknown) => JSON.stringify(value, null, 2);

/** Webhook endpoint commands: the same operations as the account API under /public/webhooks. */
export const WEBHOOK_COMMANDS: Record<string, AdminCommand> = {
  'webhook:create': {
    usage: 'webhook:create --account S --url URL [--event TYPE ...]',
    summary: 'register a webhook endpoint (prints its signing secret)',
    async run(args, config, runtime) {
      const created = await createEndpoint(context(config, runtime), await accountId(args), {
        url: required(args, 'url'),
        eventTypes: args.event ?? [],
      });
      return { json: created, text: `endpoint ${created.id}\nsigning secret: ${created.secret}` };
    },
  },
  'webhook:list': {
    usage: 'webhook:list --account S',
    summary: 'list webhook endpoints',
    async run(args) {
      const endpoints = await listEndpoints(await accountId(args));
      return {
        json: { endpoints },
        text: endpoints.map((e) => `${e.id}  ${e.enabled ? 'enabled ' : 'disabled'}  ${e.url}`).join('\n'),
      };
    },
  },
  'webhook:secret': {
    usage: 'webhook:secret --account S --endpoint ID',
    summary: "print an endpoint's signing secret",
    async run(args, config, runtime) {
      const secret = await revealSecret(context(config, runtime), await accountId(args), required(args, 'endpoint'));
      return { json: secret, text: secret.secret };
    },
  },
  'webhook:rotate-secret': {
    usage: 'webhook:rotate-secret --account S --endpoint ID [--overlap-hours H]',
    summary: 'give an endpoint a new signing secret; the old one keeps signing for H hours (24; 0 stops it at once)',
    async run(args, config, runtime) {
      const hours = args['overlap-hours'];
      const rotated = await rotateSecret(
        context(config, runtime),
        await accountId(args),
        required(args, 'endpoint'),
        hours === undefined ? {} : { overlapHours: Number(hours) },
      );
      const until = rotated.previousSecretExpiresAt
        ? `the previous secret also signs until ${rotated.previousSecretExpiresAt}`
        : 'the previous secret no longer signs';
      return { json: rotated, text: `new signing secret: ${rotated.secret}\n${until}` };
    },
  },
  'webhook:enable': {
    usage: 'webhook:enable --account S --endpoint ID',
    summary: 're-enable an endpoint (forgets its failures)',
    async run(args, config, runtime) {
      const endpoint = await updateEndpoint(
        context(config, runtime),
        await accountId(args),
        required(args, 'endpoint'),
        { enabled: true },
      );
      return { json: endpoint, text: asText(endpoint) };
    },
  },
  'webhook:disable': {
    usage: 'webhook:disable --account S --endpoint ID',
    summary: 'stop sending to an endpoint',
    async run(args, config, runtime) {
      const endpoint = await updateEndpoint(
        context(config, runtime),
        await accountId(args),
        required(args, 'endpoint'),
        { enabled: false },
      );
      return { json: endpoint, text: asText(endpoint) };
    },
  },
  'webhook:delete': {
    usage: 'webhook:delete --account S --endpoint ID',
    summary: 'delete an endpoint and its delivery log',
    async run(args) {
      await deleteEndpoint(await accountId(args), required(args, 'endpoint'));
      return { json: { deleted: args.endpoint }, text: `endpoint ${args.endpoint} deleted` };
    },
  },
  'webhook:test': {
    usage: 'webhook:test --account S --endpoint ID',
    summary: 'send a webhook.test event to one endpoint',
    async run(args) {
      const sent = await sendTestEvent(await accountId(args), required(args, 'endpoint'));
      return { json: sent, text: `test event ${sent.eventId} queued` };
    },
  },
  'webhook:deliveries': {
    usage: 'webhook:deliveries --account S --endpoint ID [--status pending|succeeded|failed]',
    summary: "an endpoint's delivery log with every attempt",
    async run(args, _config, runtime) {
      const log = await listDeliveries(
        runtime.sequelize,
        deliveryLogCursors(runtime.config.encryptionKeys),
        await accountId(args),
        required(args, 'endpoint'),
        { status: args.status },
      );
      return { json: log, text: asText(log) };
    },
  },
  'webhook:replay': {
    usage: 'webhook:replay --account S (--delivery ID | --endpoint ID --since DATE)',
    summary: 'send one delivery again, or every failed delivery of an endpoint since a time',
    async run(args, _config, runtime) {
      const id = await accountId(args);
      const result = args.delivery
        ? await replayDelivery(runtime.sequelize, runtime.queues, id, args.delivery)
        : await replayFailedSince(
            runtime.sequelize,
            runtime.queues,
            id,
            required(args, 'endpoint'),
            required(args, 'since'),
          );
      return { json: result, text: `${result.replayed} deliveries queued again` };
    },
  },
};
