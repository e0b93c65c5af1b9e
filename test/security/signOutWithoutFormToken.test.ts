import test from 'ava';
import { parsePage } from '../helpers/dom.js';
import { useSystem } from '../helpers/useSystem.js';
import { sessionCookieOf, signInAs } from '../dashboard/helpers.js';

// Attack: signing out took no form token, so any page could post to it and sign a member out
// (and, followed by a login CSRF, into another team). Signing out now needs the session's form
// token like every other form; without it the post is refused in words and nobody is signed out.

let base: string;

useSystem(test, {
  partner: { slug: 'sign-out' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
  },
});

test('a sign-out without the form token is refused and signs nobody out', async (t) => {
  const member = await signInAs(base, 'sign-out', 'ann@sign-out.example');
  for (const form of [{}, { csrf: 'not-the-token' }]) {
    const refused = await member.client.post(`${base}/logout`, { form });
    t.is(refused.statusCode, 403);
    const page = parsePage(refused.body);
    t.regex(page.text(page.screen.getByRole('alert')), /This form has expired/);
    t.is(sessionCookieOf(refused), '', 'the cookie is not cleared');
    t.is((await member.client(`${base}/settings`)).statusCode, 200, 'still signed in');
  }

  const signedOut = await member.client.post(`${base}/logout`, { form: { csrf: member.csrf } });
  t.is(signedOut.statusCode, 303);
  t.is(signedOut.headers.location, '/connect/dashboard/login');
  const after = await member.client(`${base}/settings`);
  t.is(after.statusCode, 303, 'the session is gone');
  t.is(after.headers.location, '/connect/dashboard/login');
});
