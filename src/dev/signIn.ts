import got, { type Got } from 'got';
import { SEEDED_PASSWORD } from '../emulators/catalogue/index.js';

/**
 * A got instance that keeps cookies per host like a browser does, enough for the hosted sign-in's
 * nonce cookie (which binds the OAuth callback to the browser that started it).
 */
export function browserClient(): Got {
  const jar = new Map<string, Map<string, string>>();
  return got.extend({
    cookieJar: {
      async setCookie(raw: string, url: string) {
        const [pair] = raw.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) return;
        const host = new URL(url).host;
        const cookies = jar.get(host) ?? new Map<string, string>();
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
        jar.set(host, cookies);
      },
      async getCookieString(url: string) {
        return [...(jar.get(new URL(url).host) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
      },
    },
  });
}

/**
 * Signs a seeded emulator listener in through the hosted sign-in, the way a browser would, and
 * answers the connected user's uuid. For tests and benchmarks: it only works against emulators.
 */
export async function connectThroughSignIn(
  systemUrl: string,
  slug: string,
  service: string,
  email: string,
  returnUrl: string,
): Promise<string> {
  const browser = browserClient();
  const start = await browser(`${systemUrl}/connect/${slug}/${service}/auth`, {
    searchParams: { returnUrl },
    followRedirect: false,
  });
  const authorize = new URL(start.headers.location!);
  const posted = await browser.post(authorize.toString(), {
    form: { ...Object.fromEntries(authorize.searchParams), email, password: SEEDED_PASSWORD, decision: 'allow' },
    followRedirect: false,
  });
  const back = await browser(posted.headers.location!, { followRedirect: false });
  return new URL(back.headers.location!).searchParams.get('integrationUserUUID')!;
}
