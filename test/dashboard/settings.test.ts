import test, { type ExecutionContext } from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { Account } from '../../src/accounts/models.js';
import { parsePage } from '../helpers/dom.js';
import { signInAs } from './helpers.js';
import { wordsOf } from './pageReading.js';

// Settings never break something live without asking: removing a Return URL and turning a service
// off ask first and say what stops. A Return URL in an app's own scheme is taken; a dangerous one is
// refused in words, with what was typed still in the field. The page speaks no interface codes.

let base: string;
let owner: Awaited<ReturnType<typeof signInAs>>;

useSystem(test, {
  partner: {
    slug: 'settings-team',
    returnUrls: ['https://settings-team.example/back'],
    enabledIntegrations: ['spotify', 'deezer'],
  },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    owner = await signInAs(base, 'settings-team', 'ria@settings-team.example');
  },
});

const account = async () => (await Account.findOne({ where: { slug: 'settings-team' } }))!;
const addReturnUrl = (url: string) =>
  owner.client.post(`${base}/settings/return-urls`, { form: { csrf: owner.csrf, url } });
/** The success box of a page, in words ('' when there is none). */
const successOf = (html: string) => {
  const page = parsePage(html);
  const box = page.document.querySelector('.flash.success[role="status"]');
  return box ? page.text(box) : '';
};

test.serial('a Return URL in the app’s own scheme is added', async (t) => {
  const added = await addReturnUrl('myapp://callback');
  t.is(added.statusCode, 303);
  t.is(added.headers.location, '/connect/dashboard/settings');
  const page = (await owner.client(`${base}/settings`)).body;
  t.is(successOf(page), 'Return URL added: myapp://callback');
  const listed = [...parsePage(page).byId('return-urls').querySelectorAll('tbody code')].map((c) => c.textContent);
  t.true(listed.includes('myapp://callback'));
  t.true((await account()).returnUrls.includes('myapp://callback'));
});

test.serial('a dangerous Return URL is refused in words, and what was typed stays in the field', async (t) => {
  const refused: [string, RegExp][] = [
    ['javascript:alert(document.cookie)', /would run code in the browser/],
    ['data:text/html,<script>alert(1)</script>', /holds a page of its own/],
    ['file:///etc/passwd', /opens a file on the person’s own computer/],
    ['vbscript:msgbox(1)', /would run code in the browser/],
    ['myapp://callback#x', /# part/],
  ];
  for (const [typed, why] of refused) {
    const answer = await addReturnUrl(typed);
    t.is(answer.statusCode, 400, typed);
    const page = parsePage(answer.body);
    const error = page.document.querySelector('.flash.error[role="alert"]');
    t.true(page.text(error).startsWith('Not done: The Return URL was not added.'), typed);
    const field = page.screen.getByLabelText('Add a Return URL') as HTMLInputElement;
    t.is(field.value, typed, `${typed}: kept`);
    t.is(field.getAttribute('aria-invalid'), 'true');
    t.is(field.getAttribute('aria-describedby'), 'return-url-hint return-url-problem');
    t.regex(page.text(page.byId('return-url-problem')), why);
    t.false(
      [...page.document.querySelectorAll('script')].some((script) => script.textContent?.includes('alert(1)')),
      'never written as markup',
    );
  }
  t.deepEqual((await account()).returnUrls, ['https://settings-team.example/back', 'myapp://callback']);
});

/** The GET and an unconfirmed POST ask and change nothing; only `confirm=yes` acts. */
async function asksFirst(
  t: ExecutionContext,
  path: string,
  form: Record<string, string>,
  question: RegExp,
  consequence: RegExp,
  unchanged: () => Promise<boolean>,
) {
  const query = new URLSearchParams(form).toString();
  const ask = await owner.client(`${base}${path}${query ? `?${query}` : ''}`);
  t.is(ask.statusCode, 200, path);
  const page = parsePage(ask.body);
  t.regex(page.screen.getByRole('heading', { level: 1 }).textContent ?? '', question);
  t.regex(page.text(page.byId('consequence')), consequence);
  const confirmForm = page.byId('confirm-form');
  t.is(confirmForm.getAttribute('method'), 'post');
  t.is(confirmForm.getAttribute('action'), `/connect/dashboard${path}`);
  const unconfirmed = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, ...form } });
  t.is(unconfirmed.statusCode, 200);
  t.regex(parsePage(unconfirmed.body).screen.getByRole('heading', { level: 1 }).textContent ?? '', question);
  t.true(await unchanged(), `${path}: nothing happened before confirming`);
  const done = await owner.client.post(`${base}${path}`, { form: { csrf: owner.csrf, ...form, confirm: 'yes' } });
  t.is(done.statusCode, 303);
  t.false(await unchanged(), `${path}: done once confirmed`);
}

test.serial('removing a Return URL asks first and says which sign-ins stop', async (t) => {
  const has = async (url: string) => (await account()).returnUrls.includes(url);
  await asksFirst(
    t,
    '/settings/return-urls/remove',
    { url: 'myapp://callback' },
    /Remove this Return URL\?/,
    /Sign-ins can no longer come back to myapp:\/\/callback.*sign-in link that names it stops working/,
    () => has('myapp://callback'),
  );
  // The last one: the page says no sign-in can come back at all.
  await asksFirst(
    t,
    '/settings/return-urls/remove',
    { url: 'https://settings-team.example/back' },
    /Remove this Return URL\?/,
    /It is your only Return URL: until you add another, no sign-in can come back to your app\./,
    () => has('https://settings-team.example/back'),
  );
  const gone = await owner.client(`${base}/settings/return-urls/remove?url=${encodeURIComponent('myapp://callback')}`);
  t.is(gone.statusCode, 404, 'nothing to ask about an address that is not there');
});

test.serial('turning a service off asks first and says what stops; turning it on does not', async (t) => {
  const on = async () => (await account()).enabledIntegrations.includes('deezer');
  await asksFirst(
    t,
    '/settings/services/deezer/disable',
    {},
    /Turn off Deezer\?/,
    /Your sign-in page stops offering Deezer at once.*People already connected with Deezer stay connected/,
    on,
  );
  t.is((await owner.client(`${base}/settings/services/deezer/disable`)).statusCode, 404, 'already off');
  t.is((await owner.client(`${base}/settings/services/nosuch/disable`)).statusCode, 404);
  const settings = (await owner.client(`${base}/settings`)).body;
  t.is(successOf(settings), 'Deezer turned off.');
  const enabled = await owner.client.post(`${base}/settings/services/deezer/enable`, { form: { csrf: owner.csrf } });
  t.is(enabled.statusCode, 303);
  t.true(await on());
});

test.serial('the settings page speaks no interface codes', async (t) => {
  const page = wordsOf(parsePage((await owner.client(`${base}/settings`)).body).document.body);
  t.notRegex(page, /\b[A-E][0-9]{1,2}\b/, 'no codes such as D1');
  t.regex(page, /Transfer destination/);
});
