import { Router, type Request } from 'express';
import Joi from 'joi';
import { bodyOf, validBody } from '../http/validate.js';
import { changeAccountSettings, findAccount, presentAccountSettings, type AccountSettings } from './commands.js';

/** The body of `PATCH /public/account/settings`: the settings to change, at least one. */
export const settingsBody = Joi.object<Partial<AccountSettings>>({
  learnFromChoices: Joi.boolean()
    .strict()
    .description(
      'Keep the choices people make on your public wizard link (“Use this one”) as your account’s matches for later transfers and syncs.',
    ),
})
  .or('learnFromChoices')
  .required();

/**
 * `GET` and `PATCH /public/account/settings` (our addition): the settings the partner changes in
 * the dashboard, for its backend, with its Client Secret only (the group's policy). `callerOf`
 * names the calling account: who is calling is for authentication to say, a layer above this one.
 * The account's snapshot that credentials carry holds none of these settings, so a change needs
 * no announcement: a transfer reads the account as it is when a person chooses.
 */
export function accountSettingsRouter(callerOf: (req: Request) => { slug: string }): Router {
  const router = Router();
  router.get('/settings', async (req, res) => {
    res.json(presentAccountSettings(await findAccount(callerOf(req).slug)));
  });
  router.patch('/settings', validBody(settingsBody), async (req, res) => {
    const account = await changeAccountSettings(callerOf(req).slug, bodyOf(req, settingsBody));
    res.json(presentAccountSettings(account));
  });
  return router;
}
