import test from 'ava';
import got from 'got';
import { parsePage } from '../helpers/dom.js';
import { basic } from '../helpers/http.js';
import { useSystem } from '../helpers/useSystem.js';
import { signInAs } from './helpers.js';
import { cellsOf, factOf, flashOf, rowsOf, wordsOf } from './pageReading.js';

// The API and webhooks page as a team works with it: keys have the names the team gave them and
// the time each was last used; an endpoint's URL and events can be changed, a change that is
// refused comes back with what was typed and why; an endpoint that is on but failing says so in
// the list, and an attempt that got no answer says why in words. A page that is not there keeps
// the dashboard's navigation and a way back; a logo is an https address, and the page says why.

let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

const used = useSystem(test, {
  env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' },
  workers: true,
  partner: { slug: 'keys-team', name: 'Keys Team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, 'keys-team', 'noa@keys-team.example');
  },
});

const keysPage = async () => parsePage((await owner.client(`${base}/keys`)).body);
const post = (path: string, form: Record<string, string | string[]>) =>
  owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, ...form } });
/** A form's fields as the browser would post them: repeated names for several checkboxes. */
const postForm = (path: string, fields: [string, string][]) =>
  owner.client.post(`${base}${path}`, {
    body: new URLSearchParams([['csrf', owner.csrf], ...fields]).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

test.serial('a key is made with a name; a blank one is refused, with the field and why', async (t) => {
  const refused = await post('/keys', { name: '   ' });
  t.is(refused.statusCode, 400);
  const page = parsePage(refused.body);
  t.regex(flashOf(refused.body), /No key was made\. Give the key a name/);
  t.is(page.screen.getByLabelText('Name of the new key').getAttribute('aria-invalid'), 'true');
  t.regex(page.text(page.byId('key-name-problem')), /Give the key a name/);

  const made = await post('/keys', { name: 'Production backend' });
  t.is(made.statusCode, 303);
  const after = parsePage((await owner.client(`${base}/keys`)).body);
  const clientId = /Client ID ([0-9a-f-]{36})\./.exec(flashOf(after.document.documentElement.outerHTML))![1];
  const secret = after.byId('client-secret').textContent!;
  const row = rowsOf(after, 'keys').find((r) => r.dataset.clientId === clientId)!;
  const [name, id, , lastUsed] = cellsOf(row);
  t.is(name, 'Production backend');
  t.is(id, clientId);
  t.is(lastUsed, 'Never');

  // Used once: the time shows, to the minute, on the list and on the revocation's question.
  const before = Date.now();
  const call = await got(`${used.url}/public/search/introspection`, {
    headers: { authorization: basic(clientId, secret) },
  });
  t.is(call.statusCode, 200);
  const usedRow = rowsOf(await keysPage(), 'keys').find((r) => r.dataset.clientId === clientId)!;
  const time = usedRow.querySelectorAll('td')[3].querySelector('time');
  t.truthy(time, 'a time, not “Never”');
  t.true(Date.parse(time!.getAttribute('datetime')!) >= before - 1000);
  const question = parsePage((await owner.client(`${base}/keys/${clientId}/revoke`)).body);
  t.regex(
    wordsOf(question.byId('consequence')),
    /“Production backend” \(Client ID [0-9a-f-]{36} ?\).*It was last used/,
  );
});

test.serial(
  'an endpoint’s URL and events are changed on its page; a refused change keeps what was typed',
  async (t) => {
    const added = await postForm('/webhooks', [['url', 'https://hooks.keys-team.example/in']]);
    t.is(added.statusCode, 303);
    const at = String(added.headers.location);
    const page = parsePage((await owner.client(`${used.url}${at}`)).body);
    const form = page.byId('edit-endpoint') as HTMLFormElement;
    t.is((page.screen.getByLabelText('URL') as HTMLInputElement).value, 'https://hooks.keys-team.example/in');
    t.is(form.querySelectorAll('input[name="eventTypes"]:checked').length, 0, 'every event: none ticked');

    const changed = await postForm(`${at.replace('/connect/dashboard', '')}/edit`, [
      ['url', 'https://hooks.keys-team.example/v2'],
      ['eventTypes', 'transfer.completed'],
      ['eventTypes', 'user.connected'],
    ]);
    t.is(changed.statusCode, 303);
    t.is(changed.headers.location, at);
    const saved = parsePage((await owner.client(`${used.url}${at}`)).body);
    t.regex(
      flashOf(saved.document.documentElement.outerHTML),
      /Endpoint changed: https:\/\/hooks\.keys-team\.example\/v2 now gets transfer\.completed, user\.connected\./,
    );
    t.deepEqual(
      [...saved.byId('edit-endpoint').querySelectorAll<HTMLInputElement>('input[name="eventTypes"]:checked')]
        .map((i) => i.value)
        .sort(),
      ['transfer.completed', 'user.connected'],
    );
    const endpointRow = rowsOf(await keysPage(), 'endpoints')[0];
    t.deepEqual(cellsOf(endpointRow).slice(0, 2), [
      'https://hooks.keys-team.example/v2',
      'transfer.completed, user.connected',
    ]);

    for (const [fields, words] of [
      [[['url', 'ftp://hooks.keys-team.example/in']], /The endpoint URL is refused/],
      [[['url', '']], /Enter the address your receiver listens at/],
      [
        [
          ['url', 'https://hooks.keys-team.example/v3'],
          ['eventTypes', 'no.such.event'],
        ],
        /eventTypes/,
      ],
    ] as [[string, string][], RegExp][]) {
      const refused = await postForm(`${at.replace('/connect/dashboard', '')}/edit`, fields);
      t.is(refused.statusCode, 400, JSON.stringify(fields));
      const again = parsePage(refused.body);
      t.regex(again.text(again.byId('edit-problem')), words);
      t.is((again.screen.getByLabelText('URL') as HTMLInputElement).value, fields[0][1], 'what was typed stays');
    }
    t.is(cellsOf(rowsOf(await keysPage(), 'endpoints')[0])[0], 'https://hooks.keys-team.example/v2', 'nothing changed');
  },
);

test.serial('an endpoint whose deliveries fail is marked in the list, and its attempts say why in words', async (t) => {
  // Nothing listens on port 9: the connection is refused.
  const added = await postForm('/webhooks', [['url', 'http://127.0.0.1:9/in']]);
  const at = String(added.headers.location);
  const endpointId = at.split('/').at(-1)!;
  t.is((await post(`/webhooks/${endpointId}/test`, {})).statusCode, 303);
  let log: { deliveries: { lastAnswer: string; detailsUrl: string; attempts: number }[] } = { deliveries: [] };
  for (let i = 0; i < 100 && !log.deliveries.some((d) => d.attempts > 0); i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    log = JSON.parse((await owner.client(`${base}/webhooks/${endpointId}/deliveries.json`)).body);
  }
  const [delivery] = log.deliveries;
  t.is(
    delivery.lastAnswer,
    'No answer: nothing accepted the connection at that address and port: is the receiver running? (ECONNREFUSED)',
  );

  const attempt = parsePage((await owner.client(`${used.url}${delivery.detailsUrl}`)).body);
  t.regex(factOf(attempt.document, "Receiver's status"), /^No answer: nothing accepted the connection/);

  // The list: the endpoint is on, but failing, and says so.
  let row: HTMLTableRowElement | undefined;
  for (let i = 0; i < 50; i++) {
    row = rowsOf(await keysPage(), 'endpoints').find((r) => wordsOf(r).includes('127.0.0.1:9'));
    if (row?.dataset.state === 'failing') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  t.is(row?.dataset.state, 'failing');
  t.regex(cellsOf(row)[2], /^Failing since .+: deliveries are retried, and it turns off after five days$/);
  t.notRegex(cellsOf(row)[2], /^On$/);
});

test.serial('a page that is not there keeps the navigation and a way back', async (t) => {
  for (const [path, back] of [
    ['/webhooks/00000000-0000-4000-8000-000000000000', 'Back to API and webhooks'],
    ['/transfers/00000000-0000-4000-8000-000000000000', 'Back to Transfers'],
    ['/no-such-page', 'Back to Home'],
    ['/settings/nothing/here', 'Back to Settings'],
  ]) {
    const missing = await owner.client(`${base}${path}`);
    t.is(missing.statusCode, 404, path);
    const page = parsePage(missing.body);
    t.regex(page.text(page.screen.getByRole('alert')), /There is nothing here, or it belongs to another account\./);
    const nav = page.screen.getByRole('navigation', { name: 'Dashboard' });
    t.truthy(nav, `${path}: the navigation`);
    const link = page.screen.getByRole('link', { name: back });
    t.true(link.getAttribute('href')!.startsWith('/connect/dashboard'), path);
  }
  const unknownPost = await post('/no-such-form', {});
  t.is(unknownPost.statusCode, 404);
});

test.serial('a logo is an https address: an http one is refused with why, what was typed kept', async (t) => {
  const refused = await post('/settings', { name: 'Keys Team', logoUrl: 'http://cdn.keys-team.example/logo.png' });
  t.is(refused.statusCode, 400);
  const page = parsePage(refused.body);
  const field = page.screen.getByLabelText('Logo URL') as HTMLInputElement;
  t.is(field.value, 'http://cdn.keys-team.example/logo.png');
  t.is(field.getAttribute('aria-invalid'), 'true');
  t.regex(page.text(page.byId('logo-url-problem')), /shows pictures only from https addresses/);
  t.regex(page.text(page.byId('logo-url-hint')), /http addresses are refused/);

  const saved = await post('/settings', { name: 'Keys Team', logoUrl: 'https://cdn.keys-team.example/logo.png' });
  t.is(saved.statusCode, 303);
  const settings = parsePage((await owner.client(`${base}/settings`)).body);
  t.is(
    (settings.screen.getByLabelText('Logo URL') as HTMLInputElement).value,
    'https://cdn.keys-team.example/logo.png',
  );
  // This server runs for tests, as one for development: it says it takes http Return URLs, and why others do not.
  t.regex(settings.text(settings.byId('return-url-hint')), /also takes http addresses; elsewhere they are refused/);
});
