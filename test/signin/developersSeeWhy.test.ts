import test from 'ava';
import { randomUUID } from 'node:crypto';
import { parsePage } from '../helpers/dom.js';
import { createPartner } from '../helpers/fixtures.js';
import { client, type JsonBody } from '../helpers/http.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// A developer who opens a sign-in link that does not work learns why, while the person who
// follows it reads plain words: the refusal's code is in the `X-Error-Code` header and, with what
// was wrong, in a folded block of the page. And D1's 422 names the service the token was for.

const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  partner: { slug: 'why-team', name: 'Why Team', isTransferServiceEnabled: true, enabledIntegrations: ['spotify'] },
});

const page = (path: string, query: Record<string, string> = {}) =>
  client(used.url).get(`connect/${path}`, { searchParams: query, responseType: 'text', followRedirect: false });

/** What the person reads (outside the developers' block), and what the block says. */
function read(html: string) {
  const { document, screen, text } = parsePage(html);
  const details = document.getElementById('developer-details');
  const shown = {
    title: screen.getByRole('heading', { level: 1 }).textContent,
    summary: details?.querySelector('summary')?.textContent ?? '',
    code: document.getElementById('error-code')?.textContent ?? '',
    forDevelopers: details ? text(details) : '',
    open: details?.hasAttribute('open') ?? false,
  };
  details?.remove();
  return { ...shown, person: text(document.querySelector('main')) };
}

const JARGON = /uniqueId|returnUrl|GUID|must be|accountNotFound|invalidQuery|unknownIntegration|NotAllowed/;

test('each refused link answers the person in words and the developer with a code', async (t) => {
  const cases: [string, string, Record<string, string>, number, string, RegExp][] = [
    ['unknown partner', 'nobody-here', {}, 404, 'accountNotFound', /No partner has this slug/],
    [
      'foreign Return URL',
      'why-team',
      { returnUrl: 'https://elsewhere.example/steal' },
      400,
      'returnUrlNotAllowed',
      /returnUrl is not one of the Return URLs/,
    ],
    ['malformed uniqueId', 'why-team', { returnUrl: RETURN_URL, uniqueId: 'abc' }, 400, 'invalidQuery', /uniqueId/],
    [
      'unknown service',
      'why-team/zune/auth',
      { returnUrl: RETURN_URL },
      404,
      'unknownIntegration',
      /names no music service/,
    ],
    [
      'service signed in with the partner’s own token',
      'why-team/qobuz/auth',
      { returnUrl: RETURN_URL },
      400,
      'signInNotHosted',
      /no hosted sign-in/,
    ],
  ];
  for (const [name, path, query, status, code, detail] of cases) {
    const answer = await page(path, query);
    t.is(answer.statusCode, status, name);
    t.is(answer.headers['x-error-code'], code, `${name}: the header`);
    const shown = read(answer.body);
    t.is(shown.code, code, `${name}: the code in the page`);
    t.regex(shown.forDevelopers, detail, `${name}: what was wrong`);
    t.is(shown.summary, 'Details for the app’s developers', name);
    t.false(shown.open, `${name}: folded away`);
    t.false(JARGON.test(shown.person), `${name}: plain words for the person: ${shown.person}`);
    t.false(answer.body.includes('elsewhere.example'), `${name}: a foreign address is named nowhere`);
  }
});

test('a foreign Return URL tells the person the link is the app’s mistake', async (t) => {
  const shown = read((await page('why-team', { returnUrl: 'https://elsewhere.example/steal' })).body);
  t.is(shown.title, 'This link does not work');
  t.regex(shown.person, /Why Team has not set up with us/);
  t.regex(shown.person, /let them know/);
});

test('a uniqueId used before: the second start says so, with its code', async (t) => {
  const uniqueId = randomUUID();
  const first = await page('why-team/spotify/auth', { returnUrl: RETURN_URL, uniqueId });
  t.is(first.statusCode, 302);
  t.is(first.headers['x-error-code'], undefined, 'a start that works carries no code');
  const second = await page('why-team/spotify/auth', { returnUrl: RETURN_URL, uniqueId });
  t.is(second.statusCode, 400);
  t.is(second.headers['x-error-code'], 'uniqueIdInUse');
  t.regex(read(second.body).forDevelopers, /choose a new UUID v4/);
});

test('a picker with no service turned on says so, and tells the developer why', async (t) => {
  await createPartner({ slug: 'none-team', name: 'None Team', returnUrls: [RETURN_URL], enabledIntegrations: [] });
  const answer = await page('none-team', { returnUrl: RETURN_URL });
  t.is(answer.statusCode, 200, 'still the picker A1 answers');
  t.is(answer.headers['x-error-code'], 'serviceNotEnabled');
  const shown = read(answer.body);
  t.is(shown.code, 'serviceNotEnabled');
  t.regex(shown.forDevelopers, /turn one on in the dashboard/);
  t.regex(shown.person, /has not chosen which music services you can connect yet/);
});

test('the picker that works carries no code', async (t) => {
  const answer = await page('why-team', { returnUrl: RETURN_URL });
  t.is(answer.statusCode, 200);
  t.is(answer.headers['x-error-code'], undefined);
  t.is(parsePage(answer.body).document.getElementById('developer-details'), null);
});

test('D1’s refused destination token names the service it was checked with', async (t) => {
  const refused = await used.api().post<JsonBody>('public/transfer-sessions', {
    json: { target: { integrationType: 'deezer', authData: { accessToken: 'not-a-deezer-token' } } },
  });
  t.is(refused.statusCode, 422);
  t.is(refused.body.code, 'destinationTokenRefused');
  t.regex(refused.body.message, /^Deezer refused the token/);
  t.regex(refused.body.message, /integrationType "deezer"/);
  t.deepEqual(refused.body.details, [{ service: 'deezer' }]);
});
