import test from 'ava';
import got from 'got';
import { useSystem } from '../helpers/useSystem.js';
import { parsePage } from '../helpers/dom.js';
import { seedTransfer } from '../helpers/factories.js';
import { ownedByNewWizard } from '../helpers/transfers.js';
import { signInAs } from '../dashboard/helpers.js';
import { Transfer } from '../../src/transfers/models.js';

// The Stop of the wizard's progress page and of the dashboard's transfer page, read as a browser
// without script reads them: each leads to a confirmation first, which stops nothing by itself;
// only its form, with the page's CSRF token, asks the transfer to stop. The page then says it is
// stopping and offers Stop no more.

const used = useSystem(test, { partner: { slug: 'stop-pages', isTransferServiceEnabled: true } });

const wizardBase = () => `${used.url}/connect/transfer`;
const dashboardBase = () => `${used.url}/connect/dashboard`;
const browser = (cookie: string) => got.extend({ headers: { cookie }, throwHttpErrors: false, followRedirect: false });
const asked = async (id: string) => (await Transfer.findByPk(id))!.cancelRequestedAt;

const running = () =>
  seedTransfer(used.system.web.runtime.sequelize, {
    accountId: used.partner.accountId,
    source: 'spotify',
    destination: 'deezer',
    groups: [{ type: 'playlist', name: 'Road', matched: ['d1', 'd2', 'd3'] }],
    status: 'writing',
  });

test('the wizard: Stop, a page that asks, and only its form stops the transfer', async (t) => {
  const transfer = await running();
  const { cookie, csrf } = await ownedByNewWizard(used.partner.accountId, transfer.id);
  const open = browser(cookie);
  const transferPage = `${wizardBase()}/transfers/${transfer.id}`;

  const progress = parsePage((await open(transferPage)).body);
  const stopLink = progress.screen.getByRole('link', { name: 'Stop the transfer' }) as HTMLAnchorElement;
  t.is(stopLink.getAttribute('href'), `/connect/transfer/transfers/${transfer.id}/stop`);

  const asking = await open(`${used.url}${stopLink.getAttribute('href')}`);
  t.is(asking.statusCode, 200);
  const confirm = parsePage(asking.body);
  t.truthy(confirm.screen.getByRole('heading', { name: 'Stop the transfer?' }));
  t.regex(confirm.text(confirm.byId('stop-consequence')), /finishes; nothing more is added/);
  const keepGoing = confirm.screen.getByRole('link', { name: 'Keep going' });
  t.is(keepGoing.getAttribute('href'), `/connect/transfer/transfers/${transfer.id}`);
  const form = confirm.byId('stop-form') as HTMLFormElement;
  t.is(form.method, 'post');
  t.is(form.querySelector<HTMLInputElement>('input[name="csrf"]')!.value, csrf);
  t.truthy(confirm.screen.getByRole('button', { name: 'Stop the transfer' }));
  t.is(await asked(transfer.id), null, 'the page that asks stops nothing');

  // A form of an earlier session stops nothing.
  const stale = await open.post(`${used.url}${form.getAttribute('action')}`, { form: { csrf: 'earlier' } });
  t.is(stale.statusCode, 403);
  t.is(await asked(transfer.id), null);

  const stopped = await open.post(`${used.url}${form.getAttribute('action')}`, { form: { csrf } });
  t.is(stopped.statusCode, 303);
  t.is(stopped.headers.location, `/connect/transfer/transfers/${transfer.id}`);
  t.truthy(await asked(transfer.id));

  const after = parsePage((await open(transferPage)).body);
  t.regex(after.text(after.byId('headline')), /^Stopping/);
  t.true(after.byId('stop').hidden, 'nothing more to stop');
  const state = (await open(`${transferPage}/progress`, { responseType: 'json' })).body as { stopping: boolean };
  t.true(state.stopping, 'the page’s poll says so too');
});

test('the dashboard: Stop…, a confirmation, and only the confirmed post stops the transfer', async (t) => {
  const transfer = await running();
  const member = await signInAs(dashboardBase(), 'stop-pages', 'ops@stop-pages.example');
  const page = `${dashboardBase()}/transfers/${transfer.id}`;

  const shown = parsePage((await member.client(page)).body);
  const stopLink = shown.screen.getByRole('link', { name: 'Stop this transfer' });
  t.is(stopLink.getAttribute('href'), `/connect/dashboard/transfers/${transfer.id}/stop`);

  const asking = await member.client(`${used.url}${stopLink.getAttribute('href')}`);
  t.is(asking.statusCode, 200);
  const confirm = parsePage(asking.body);
  t.truthy(confirm.screen.getByRole('heading', { name: 'Stop this transfer?' }));
  t.regex(confirm.text(confirm.byId('consequence')), /nothing more is written/);
  t.truthy(confirm.screen.getByRole('link', { name: 'Cancel' }));
  const form = confirm.byId('confirm-form') as HTMLFormElement;
  t.is(form.querySelector<HTMLInputElement>('input[name="confirm"]')!.value, 'yes');
  t.truthy(confirm.screen.getByRole('button', { name: 'Stop the transfer' }));
  t.is(await asked(transfer.id), null, 'the confirmation page stops nothing');

  const action = `${used.url}${form.getAttribute('action')}`;
  // Posted without the confirmation, it asks again; without the session's token, it is refused.
  const unconfirmed = await member.client.post(action, { form: { csrf: member.csrf } });
  t.is(unconfirmed.statusCode, 200);
  t.truthy(parsePage(unconfirmed.body).screen.getByRole('heading', { name: 'Stop this transfer?' }));
  const forged = await member.client.post(action, { form: { csrf: 'forged', confirm: 'yes' } });
  t.is(forged.statusCode, 403);
  t.is(await asked(transfer.id), null);

  const confirmed = await member.client.post(action, { form: { csrf: member.csrf, confirm: 'yes' } });
  t.is(confirmed.statusCode, 303);
  t.is(confirmed.headers.location, `/connect/dashboard/transfers/${transfer.id}`);
  t.truthy(await asked(transfer.id));

  const after = parsePage((await member.client(page)).body);
  t.regex(after.text(after.byId('transfer-status')), /stopping/);
  t.is(after.screen.queryByRole('link', { name: 'Stop this transfer' }), null, 'nothing more to stop');
  t.regex(after.text(), /Stopping: the write under way finishes/);
});
