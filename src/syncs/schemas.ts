import Joi from 'joi';
import type { NewSync, SyncChanges } from './commands.js';

// The bodies of `POST /public/syncs` and `PATCH /public/syncs/{syncUuid}`.

/** A sync runs every 15 minutes at the most often, and once a week at the least. */
export const INTERVAL_MINUTES = { min: 15, max: 10_080, default: 60 };

const mode = Joi.string()
  .valid('mirror', 'append')
  .description('`append` adds what is new at the end; `mirror` also removes what left the source.');
const intervalMinutes = Joi.number()
  .integer()
  .min(INTERVAL_MINUTES.min)
  .max(INTERVAL_MINUTES.max)
  .description('Minutes between runs (15 to 10080).');
// Plain hyphenated uuids only: Joi's guid() also takes `{…}`, `(…)` and `[…]`, which Postgres refuses.
const integrationUserUUID = Joi.string().guid({ separator: '-', wrapper: false }).required();
const playlistId = Joi.string().min(1).max(512);

/** The wizard's copy of what the destination holds (`entries`) is no partner's to send. */
export type CreateSyncBody = Omit<NewSync, 'entries'>;

export const createBody = Joi.object<CreateSyncBody, true>({
  source: Joi.object<NewSync['source'], true>({ integrationUserUUID, playlistId: playlistId.required() }).required(),
  destination: Joi.object<NewSync['destination'], true>({
    integrationUserUUID,
    playlistId: playlistId.description(
      'A playlist the destination user owns; without it, the first run creates one named as the source.',
    ),
  }).required(),
  mode: mode.required(),
  intervalMinutes: intervalMinutes.default(INTERVAL_MINUTES.default),
  externalUserId: Joi.string().max(256).description('Sent back in the sync’s webhooks.'),
}).required();

export const updateBody = Joi.object<SyncChanges, true>({
  mode,
  intervalMinutes: intervalMinutes.description('Minutes between runs (15 to 10080); a new one runs the sync at once.'),
  paused: Joi.boolean().description('true stops the runs (pausedReason `partner`); false lets them go on.'),
})
  .min(1)
  .required();
