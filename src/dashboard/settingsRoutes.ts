import type { Request, Response, Router } from 'express';
import * as accounts from '../accounts/commands.js';
import { normaliseReturnUrl, returnUrlPolicy } from '../accounts/returnUrls.js';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import { serviceName } from '../integrations/registry.js';
import { isServiceId } from '../integrations/serviceIds.js';
import { missing } from './accountRoutes.js';
import type { Kit } from './kit.js';
import { e } from './layout.js';
import { settingsBody, type RefusedReturnUrl } from './pages/settings.js';
import { memberOf } from './session.js';
import { fieldAt } from '../http/unchecked.js';

/**
 * The account's settings. What breaks something live (removing a Return URL, turning a service
 * off) asks first and says what stops; every change is announced, because each web process keeps
 * a snapshot of the account beside its verified credentials and drops it then, so the change
 * counts at once everywhere.
 */
export function settingsRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const settingsPage = `${base}/settings`;
  const account = (req: Request) => memberOf(req).account;
  const announce = () => announceCredentialChange(deps.redis, deps.redisPrefix);
  const returnUrls = returnUrlPolicy(deps.env.NODE_ENV);

  const showSettings = async (req: Request, res: Response, refused?: RefusedReturnUrl) => {
    const acct = account(req);
    await acct.reload();
    await kit.page(req, res, {
      title: 'Settings',
      body: settingsBody(kit.context(req), acct, refused),
      current: '/settings',
      ...(refused
        ? { status: 400, flash: { kind: 'error' as const, text: `The Return URL was not added. ${refused.problem}` } }
        : {}),
    });
  };
  router.get('/settings', (req, res) => showSettings(req, res));

  const settingsChange = (path: string, change: (req: Request) => Promise<string>) =>
    router.post(path, (req, res) =>
      kit.attempt(req, res, settingsPage, async () => {
        const done = await change(req);
        await announce();
        return done;
      }),
    );
  settingsChange('/settings', async (req) => {
    await accounts.updateAccount(account(req).slug, {
      name: String(req.body?.name ?? '').trim() || undefined,
      logoUrl: req.body?.logoUrl ? String(req.body.logoUrl) : null,
    });
    return 'Saved.';
  });
  settingsChange('/settings/transfer-destination', async (req) => {
    const chosen = String(req.body?.destination ?? 'none');
    await accounts.setTransferDestination(account(req).slug, chosen === 'none' ? null : chosen);
    return 'Transfer destination saved.';
  });

  // A refused address comes back on the same page, still in the field, with what is wrong beside it:
  // a redirect would empty the field the person has to correct.
  router.post('/settings/return-urls', async (req, res) => {
    const typed = String(req.body?.url ?? '');
    try {
      await accounts.addReturnUrl(account(req).slug, typed, returnUrls);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      return showSettings(req, res, { typed, problem: err.message });
    }
    await announce();
    await kit.flashes.set(memberOf(req).session.id, {
      kind: 'success',
      text: `Return URL added: ${normaliseReturnUrl(typed)}`,
    });
    res.redirect(303, settingsPage);
  });

  const returnUrlOf = (req: Request) => String(fieldAt(req.body, 'url') ?? req.query.url ?? '');
  kit.confirmable(router, '/settings/return-urls/remove', {
    back: () => settingsPage,
    async describe(req) {
      const acct = account(req);
      await acct.reload();
      const url = normaliseReturnUrl(returnUrlOf(req));
      if (!url || !acct.returnUrls.includes(url)) throw missing();
      const last = acct.returnUrls.length === 1;
      return {
        question: 'Remove this Return URL?',
        consequence: `Sign-ins can no longer come back to <code>${e(url)}</code>. From now on, a sign-in link that names
it stops working (people who follow one are told the link is broken), and transfers can no longer send people back
to it. Sign-ins already under way still come back to it.${
          last ? ' It is your only Return URL: until you add another, no sign-in can come back to your app.' : ''
        }`,
        action: 'Remove the Return URL',
        fields: `<input type="hidden" name="url" value="${e(url)}">`,
      };
    },
    async run(req) {
      const url = returnUrlOf(req);
      await accounts.removeReturnUrl(account(req).slug, url);
      await announce();
      return `Return URL removed: ${normaliseReturnUrl(url)}`;
    },
  });

  settingsChange('/settings/services/:service/enable', async (req) => {
    const service = String(req.params.service);
    await accounts.enableService(account(req).slug, service);
    return `${serviceName(service)} turned on: your sign-in page offers it now.`;
  });
  kit.confirmable(router, '/settings/services/:service/disable', {
    back: () => settingsPage,
    async describe(req) {
      const acct = account(req);
      await acct.reload();
      const service = String(req.params.service);
      if (!isServiceId(service) || !acct.enabledIntegrations.includes(service)) throw missing();
      const name = serviceName(service);
      return {
        question: `Turn off ${name}?`,
        consequence: `Your sign-in page stops offering ${e(name)} at once, and the transfer wizard no longer offers it
to move music from or to. People already connected with ${e(name)} stay connected, and your app's calls for them keep
working. You can turn it on again at any time.`,
        action: `Turn off ${name}`,
      };
    },
    async run(req) {
      const service = String(req.params.service);
      await accounts.disableService(account(req).slug, service);
      await announce();
      return `${serviceName(service)} turned off.`;
    },
  });
}
