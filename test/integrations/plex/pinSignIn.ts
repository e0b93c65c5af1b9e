import got from 'got';
import type { SeededUser } from '../../../src/emulators/catalogue/types.js';
import type { MusicServiceAdapter } from '../../../src/integrations/types.js';
import { parsePage } from '../../helpers/dom.js';

/**
 * A seeded person through Plex's PIN sign-in as a browser goes through it: the app's page opened
 * at the address `start` gives (its fragment read by the page), the form posted with the
 * fragment's parameters and their choice, back to our callback, then `finish`.
 */
export async function pinSignIn(
  adapter: MusicServiceAdapter,
  user: SeededUser,
  decision: 'allow' | 'deny' = 'allow',
  returnTo = 'https://partner.example/signin/plex/done?state=s1',
) {
  const { url, keep } = await adapter.pinSignIn!.start(returnTo);
  const [page, fragment] = url.split('#');
  const shown = await got(page, { throwHttpErrors: false });
  if (shown.statusCode !== 200 || !parsePage(shown.body).document.querySelector('form'))
    throw new Error(`the app's page answered ${shown.statusCode}`);
  const params = Object.fromEntries(new URLSearchParams(fragment.replace(/^\?/, '')));
  const posted = await got.post(page, {
    form: { ...params, email: user.email, password: user.password, decision },
    followRedirect: false,
    throwHttpErrors: false,
  });
  if (posted.statusCode !== 302) throw new Error(`the app's page answered ${posted.statusCode}`);
  if (posted.headers.location !== returnTo) throw new Error(`sent back to ${posted.headers.location}`);
  return { url, keep, finish: () => adapter.pinSignIn!.finish(keep) };
}
