import test from 'ava';
import { useSystem } from '../helpers/useSystem.js';
import { client, type JsonBody } from '../helpers/http.js';
import { isAllowedReturnUrl } from '../../src/accounts/returnUrls.js';
import { parsePage } from '../helpers/dom.js';

const used = useSystem(test, {
  partner: {
    slug: 'profiled',
    name: 'Profiled Partner',
    returnUrls: ['https://partner.example/callback'],
    logoUrl: 'https://partner.example/logo.png',
  },
});

const allowed = ['https://partner.example/callback'];

test('a Return URL must match exactly: scheme, host, port and path', (t) => {
  t.true(isAllowedReturnUrl(allowed, 'https://partner.example/callback'));
  t.true(isAllowedReturnUrl(allowed, 'HTTPS://PARTNER.EXAMPLE/callback'), 'scheme and host are case-insensitive');
  for (const attack of [
    'http://partner.example/callback',
    'https://partner.example.evil.com/callback',
    'https://evil.com/callback',
    'https://partner.example:8443/callback',
    'https://partner.example/callback/../admin',
    'https://partner.example/callbackx',
    'https://partner.example/other',
    'https://partner.example@evil.com/callback',
    'https://evil.com@partner.example/callback',
    'https://partner.example/callback#frag',
    '//partner.example/callback',
    'javascript:alert(1)',
    'https://partner.example\\@evil.com/callback',
    '',
  ]) {
    t.false(isAllowedReturnUrl(allowed, attack), attack);
  }
});

test('A10 answers the public sign-in profile', async (t) => {
  const res = await client(used.url).get<JsonBody>('app/users/profiled');
  t.is(res.statusCode, 200);
  t.deepEqual(res.body, {
    name: 'Profiled Partner',
    slug: 'profiled',
    logoUrl: 'https://partner.example/logo.png',
    enabledIntegrations: [],
  });
});

test('A10 checks returnUrl against the Return URLs', async (t) => {
  const ok = await client(used.url).get<JsonBody>('app/users/profiled', {
    searchParams: { returnUrl: 'https://partner.example/callback' },
  });
  t.is(ok.statusCode, 200);
  for (const returnUrl of [
    'https://evil.com/callback',
    'https://partner.example.evil.com/callback',
    'https://partner.example/other',
    'https://x@partner.example/callback',
  ]) {
    const res = await client(used.url).get<JsonBody>('app/users/profiled', { searchParams: { returnUrl } });
    t.is(res.statusCode, 400, returnUrl);
    t.is(res.body.code, 'returnUrlNotAllowed');
  }
});

test('A10 answers 404 for an unknown slug', async (t) => {
  const res = await client(used.url).get<JsonBody>('app/users/nobody-here');
  t.is(res.statusCode, 404);
  t.is(res.body.code, 'accountNotFound');
});

test('A3 and A4 answer 404 for an unknown sign-in', async (t) => {
  const a3 = await client(used.url).get<JsonBody>('app/integrations/byUniqueId/6f1c1c0e-3b7a-4d8e-9c1a-2b3c4d5e6f70');
  t.is(a3.statusCode, 404);
  t.is(a3.body.code, 'signInNotFound');
  const a4 = await client(used.url).get<JsonBody>('app/integrations/6f1c1c0e-3b7a-4d8e-9c1a-2b3c4d5e6f70');
  t.is(a4.statusCode, 404);
  const malformed = await client(used.url).get<JsonBody>('app/integrations/not-a-uuid');
  t.is(malformed.statusCode, 404);
});

/** The title a page shows. */
const heading = (html: string) => parsePage(html).screen.getByRole('heading', { level: 1 }).textContent;

test('the picker of an unknown partner and a link with a foreign Return URL show an error page', async (t) => {
  const unknown = await client(used.url).get('connect/nobody-here', { responseType: 'text' });
  t.is(unknown.statusCode, 404);
  t.is(heading(unknown.body), 'We cannot find this app');
  const foreign = await client(used.url).get('connect/profiled', {
    searchParams: { returnUrl: 'https://evil.com/' },
    responseType: 'text',
  });
  t.is(foreign.statusCode, 400);
  t.is(heading(foreign.body), 'This link does not work');
  // The foreign address is no way back: it appears nowhere on the page.
  t.false(foreign.body.includes('evil.com'));
  const badUniqueId = await client(used.url).get('connect/profiled', {
    searchParams: { uniqueId: 'abc' },
    responseType: 'text',
  });
  t.is(badUniqueId.statusCode, 400);
  t.is(heading(badUniqueId.body), 'This link does not work');
  // What the schema said is for the partner's developers alone, folded away from the person's words.
  const words = parsePage(badUniqueId.body).document;
  words.getElementById('developer-details')?.remove();
  t.false(/uniqueId|GUID/.test(words.body.textContent ?? ''));
});
