import got from 'got';
import { SEEDED_PASSWORD } from '../emulators/catalogue/index.js';

/**
 * Signs a seeded emulator listener in through the hosted sign-in, the way a browser would, and
 * answers the connected user's uuid. For tests and benchmarks: it only works against emulators.
 */
export async function connectThroughSignIn(systemUrl: string, slug: string, service: string, email: string, returnUrl: string): Promise<string> {
  const start = await got(`${systemUrl}/connect/${slug}/${service}/auth`, { searchParams: { returnUrl }, followRedirect: false });
  const authorize = new URL(start.headers.location!);
  const posted = await got.post(authorize.toString(), { form: { ...Object.fromEntries(authorize.searchParams), email, password: SEEDED_PASSWORD, decision: 'allow' }, followRedirect: false });
  const back = await got(posted.headers.location!, { followRedirect: false });
  return new URL(back.headers.location!).searchParams.get('integrationUserUUID')!;
}
