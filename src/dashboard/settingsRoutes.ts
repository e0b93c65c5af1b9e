import type { Request, Response, Router } from 'express';
import { h } from 'preact';
import * as accounts from '../accounts/commands.js';
import type { Account } from '../accounts/models.js';
import { normaliseReturnUrl, returnUrlPolicy } from '../accounts/returnUrls.js';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import { queryOf, validQuery } from '../http/validate.js';
import { serviceName } from '../integrations/registry.js';
import { isServiceId } from '../integrations/serviceIds.js';
import {
  accountForm,
  destinationForm,
  formOf,
  learnFromChoicesForm,
  returnUrlForm,
  returnUrlQuery,
} from './accountForms.js';
import { missing } from './accountRoutes.js';
import type { Kit } from './kit.js';
import {
  SettingsBody,
  disableServiceConfirmation,
  removeReturnUrlConfirmation,
  type RefusedAccount,
  type RefusedReturnUrl,
} from './pages/settings.js';
import { memberOf } from './session.js';

/** What the settings' routes share: the kit, the page, and the announcement of a change. */
interface Settings {
  kit: Kit;
  path: string;
  /** The account as it is now: a change of another process or tab counts. */
  account(req: Request): Promise<Account>;
  announce(): Promise<void>;
  /** Runs a change from a form, announces it and redirects to the settings with its outcome. */
  change(path: string, run: (req: Request) => Promise<string>): void;
}

/**
 * The account's settings. What breaks something live (removing a Return URL, turning a service
 * off) asks first and says what stops; every change is announced, because each web process keeps
 * a snapshot of the account beside its verified credentials and drops it then, so the change
 * counts at once everywhere.
 */
export function settingsRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const announce = () => announceCredentialChange(deps.redis, deps.redisPrefix);
  const settings: Settings = {
    kit,
    path: `${base}/settings`,
    account: (req) => accounts.findAccount(memberOf(req).account.slug),
    announce,
    change: (path, run) =>
      router.post(path, (req, res) =>
        kit.attempt(req, res, `${base}/settings`, async () => {
          const done = await run(req);
          await announce();
          return done;
        }),
      ),
  };
  accountSettingsRoutes(router, settings);
  returnUrlRoutes(router, settings);
  serviceRoutes(router, settings);
}

/** The page, its name and logo, the transfer destination, and learning from people's choices. */
function accountSettingsRoutes(router: Router, settings: Settings): void {
  router.get('/settings', (req, res) => showSettings(settings, req, res));
  // A refused name or logo comes back on the page with what was typed and why, as a Return URL does.
  router.post('/settings', async (req, res) => {
    const { name, logoUrl } = formOf(req, accountForm);
    try {
      await accounts.updateAccount(memberOf(req).account.slug, { name: name || undefined, logoUrl: logoUrl || null });
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      return showSettings(settings, req, res, { account: { name, logoUrl, problem: err.message } });
    }
    await settings.announce();
    await settings.kit.flashes.set(memberOf(req).session.id, { kind: 'success', text: 'Saved.' });
    res.redirect(303, settings.path);
  });
  settings.change('/settings/transfer-destination', async (req) => {
    const { destination } = formOf(req, destinationForm);
    await accounts.setTransferDestination(memberOf(req).account.slug, destination === 'none' ? null : destination);
    return 'Transfer destination saved.';
  });
  settings.change('/settings/learn-from-choices', async (req) => {
    const learnFromChoices = formOf(req, learnFromChoicesForm).learnFromChoices === 'yes';
    await accounts.changeAccountSettings(memberOf(req).account.slug, { learnFromChoices });
    return learnFromChoices
      ? 'Saved: choices people make on your public wizard now become your matches.'
      : 'Saved: choices people make on your public wizard now apply to their own transfer only.';
  });
}

/** What a refused form left to show: a Return URL, or the account's name and logo, each as typed with why. */
interface SettingsRefusal {
  returnUrl?: RefusedReturnUrl;
  account?: RefusedAccount;
}

async function showSettings(settings: Settings, req: Request, res: Response, refused: SettingsRefusal = {}) {
  const account = await settings.account(req);
  const said = refused.returnUrl
    ? `The Return URL was not added. ${refused.returnUrl.problem}`
    : refused.account
      ? `Not saved. ${refused.account.problem}`
      : null;
  await settings.kit.page(req, res, {
    title: 'Settings',
    body: h(SettingsBody, {
      context: settings.kit.context(req),
      account,
      refused: refused.returnUrl,
      refusedAccount: refused.account,
      development: returnUrlPolicy(settings.kit.deps.env.NODE_ENV).allowHttp,
    }),
    current: '/settings',
    ...(said ? { status: 400, flash: { kind: 'error' as const, text: said } } : {}),
  });
}

function returnUrlRoutes(router: Router, settings: Settings): void {
  const { kit } = settings;
  const policy = returnUrlPolicy(kit.deps.env.NODE_ENV);
  const slug = (req: Request) => memberOf(req).account.slug;
  // A refused address comes back on the same page, still in the field, with what is wrong beside it:
  // a redirect would empty the field the person has to correct.
  router.post('/settings/return-urls', async (req, res) => {
    const typed = formOf(req, returnUrlForm).url;
    try {
      await accounts.addReturnUrl(slug(req), typed, policy);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      return showSettings(settings, req, res, { returnUrl: { typed, problem: err.message } });
    }
    await settings.announce();
    const text = `Return URL added: ${normaliseReturnUrl(typed)}`;
    await kit.flashes.set(memberOf(req).session.id, { kind: 'success', text });
    res.redirect(303, settings.path);
  });

  // The confirmation page's link names the address in its query; the confirmed form posts it.
  const returnUrlOf = (req: Request) => formOf(req, returnUrlForm).url || queryOf(req, returnUrlQuery).url;
  router.use('/settings/return-urls/remove', validQuery(returnUrlQuery));
  kit.confirmable(router, '/settings/return-urls/remove', {
    back: () => settings.path,
    async describe(req) {
      const { returnUrls } = await settings.account(req);
      const url = normaliseReturnUrl(returnUrlOf(req));
      if (!url || !returnUrls.includes(url)) throw missing();
      return removeReturnUrlConfirmation(url, returnUrls.length === 1);
    },
    async run(req) {
      const url = returnUrlOf(req);
      await accounts.removeReturnUrl(slug(req), url);
      await settings.announce();
      return `Return URL removed: ${normaliseReturnUrl(url)}`;
    },
  });
}

/** The music services the sign-in page and the wizard offer. */
function serviceRoutes(router: Router, settings: Settings): void {
  settings.change('/settings/services/:service/enable', async (req) => {
    const service = String(req.params.service);
    await accounts.enableService(memberOf(req).account.slug, service);
    return `${serviceName(service)} turned on: your sign-in page offers it now.`;
  });
  settings.kit.confirmable(router, '/settings/services/:service/disable', {
    back: () => settings.path,
    async describe(req) {
      const { enabledIntegrations } = await settings.account(req);
      const service = String(req.params.service);
      if (!isServiceId(service) || !enabledIntegrations.includes(service)) throw missing();
      return disableServiceConfirmation(serviceName(service));
    },
    async run(req) {
      const service = String(req.params.service);
      await accounts.disableService(memberOf(req).account.slug, service);
      await settings.announce();
      return `${serviceName(service)} turned off.`;
    },
  });
}
