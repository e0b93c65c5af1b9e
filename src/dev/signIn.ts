import got, { type Got, type Response } from 'got';
import { SEEDED_PASSWORD } from '../emulators/catalogue/index.js';
import { MUSICKIT_AUTHORIZE_PATH } from '../emulators/appleMusic/musicKit.js';
import { parse, type DefaultTreeAdapterMap } from 'parse5';

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
 * What the Apple Music emulator's MusicKit authorization window does for a page, over HTTP: opens
 * with the page's developer token and origin, signs the seeded listener in, allows (or denies) and
 * answers the Music-User-Token the window would hand the page (null when denied).
 */
export async function musicKitUserToken(input: {
  scriptUrl: string;
  developerToken: string;
  /** The origin of the page that runs MusicKit (the developer token must allow it). */
  pageOrigin: string;
  email: string;
  password?: string;
  appName?: string;
  decision?: 'allow' | 'deny';
}): Promise<string | null> {
  const party = JSON.stringify({ thirdPartyName: input.appName ?? 'Partner', thirdPartyToken: input.developerToken });
  const fields = { a: Buffer.from(party).toString('base64'), referrer: input.pageOrigin };
  const window = `${new URL(input.scriptUrl).origin}${MUSICKIT_AUTHORIZE_PATH}`;
  const opened = await got(window, { searchParams: fields, throwHttpErrors: false });
  if (opened.statusCode !== 200) throw new Error(`the MusicKit window answered ${opened.statusCode}`);
  const posted = await got.post(window, {
    form: {
      ...fields,
      email: input.email,
      password: input.password ?? SEEDED_PASSWORD,
      decision: input.decision ?? 'allow',
    },
    throwHttpErrors: false,
  });
  if (posted.statusCode !== 200) throw new Error(`the MusicKit window's form answered ${posted.statusCode}`);
  const result = scriptData(posted.body, 'musickit-result') as {
    outcome: { musicKitAuthorization: string; musicUserToken?: string };
  } | null;
  if (!result) throw new Error('the MusicKit window gave no outcome');
  const { outcome } = result;
  return outcome.musicKitAuthorization === 'granted' ? (outcome.musicUserToken ?? null) : null;
}

type Element = DefaultTreeAdapterMap['element'];

/** The elements of a page, as a browser parses it (entities decoded), in document order. */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const visit = (node: DefaultTreeAdapterMap['parentNode']) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(parse(html));
  return found;
}

const attributeOf = (element: Element | undefined, name: string) =>
  element?.attrs.find((attr) => attr.name === name)?.value;

/** The data a page hands its script `id` (its `data-json`), as the script reads it; null when there is none. */
function scriptData(html: string, id: string): unknown {
  const json = attributeOf(
    elementsOf(html).find((e) => e.tagName === 'script' && attributeOf(e, 'id') === id),
    'data-json',
  );
  return json === undefined ? null : JSON.parse(json);
}

/** What our MusicKit sign-in page gives its script, read from the page as the script reads it. */
export function musicKitPageSettings(html: string): {
  scriptUrl: string;
  developerToken: string;
  state: string;
  callbackPath: string;
} {
  const elements = elementsOf(html);
  const settings = scriptData(html, 'musickit-settings') as { scriptUrl: string; developerToken: string } | null;
  if (!settings) throw new Error('the MusicKit page has no settings for its script');
  const state = attributeOf(
    elements.find((e) => e.tagName === 'input' && attributeOf(e, 'name') === 'state'),
    'value',
  );
  const callbackPath = attributeOf(
    elements.find((e) => e.tagName === 'form' && attributeOf(e, 'id') === 'finish'),
    'action',
  );
  if (state === undefined || callbackPath === undefined)
    throw new Error('the MusicKit page has no form to finish with');
  return { scriptUrl: settings.scriptUrl, developerToken: settings.developerToken, state, callbackPath };
}

/** The first form of a page that has a field `name`, with its action and the values it carries. */
function formWith(html: string, name: string): { action: string; values: Record<string, string> } | null {
  const elements = elementsOf(html);
  const forms = elements.filter((e) => e.tagName === 'form');
  for (const form of forms) {
    const inputs = fieldsOf(form);
    if (!inputs.some(([field]) => field === name)) continue;
    return { action: attributeOf(form, 'action') ?? '', values: Object.fromEntries(inputs) };
  }
  return null;
}

/** The named inputs inside `form`, with their values as served. */
function fieldsOf(form: Element): [string, string][] {
  const found: [string, string][] = [];
  const visit = (node: Element) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const name = attributeOf(child, 'name');
      if (child.tagName === 'input' && name) found.push([name, attributeOf(child, 'value') ?? '']);
      visit(child);
    }
  };
  visit(form);
  return found;
}

/**
 * What a seeded listener reads on an emulator's settings page: signed in there with their email and
 * password, the token the page shows (`#user-token`).
 */
async function tokenOnSettingsPage(browser: Got, page: URL, email: string): Promise<string> {
  const shown = await browser(page.toString());
  const signIn = formWith(shown.body, 'password');
  const answer = signIn
    ? await browser.post(new URL(signIn.action || page.toString(), page).toString(), {
        form: { ...signIn.values, email, password: SEEDED_PASSWORD },
        followRedirect: true,
      })
    : shown;
  const token = elementsOf(answer.body).find((e) => attributeOf(e, 'id') === 'user-token');
  const text = token?.childNodes
    .map((node) => ('value' in node ? node.value : ''))
    .join('')
    .trim();
  if (!text)
    throw new SignInStopped('the service’s settings page', 'a token', {
      statusCode: answer.statusCode,
      body: answer.body,
    });
  return text;
}

/**
 * Fills in our sign-in form as a seeded listener: the server it suggests (the emulator, in
 * development), their email as their name, their password, or the token the service's settings
 * page shows them. Answers the callback's answer.
 */
async function fillOurForm(browser: Got, page: URL, html: string, email: string): Promise<Response<string>> {
  const form = formWith(html, 'state');
  if (!form) throw new Error('our sign-in page has no form');
  const values = { ...form.values };
  if ('username' in values) values.username = email;
  if ('password' in values) values.password = SEEDED_PASSWORD;
  if ('token' in values) {
    const link = elementsOf(html).find((e) => e.tagName === 'a' && attributeOf(e, 'target') === '_blank');
    const href = attributeOf(link, 'href');
    if (!href) throw new Error('our sign-in form names no page that shows the token');
    values.token = await tokenOnSettingsPage(browser, new URL(href, page), email);
  }
  return browser.post(new URL(form.action, page).toString(), { form: values });
}

/**
 * Signs a seeded listener in on an emulator's OAuth form at `authorize` and allows access: the
 * service's answer, a redirect to our callback.
 */
export function allowOnServiceForm(browser: Got, authorize: URL, email: string): Promise<Response<string>> {
  // Plex links its page with the values in the fragment (`#?clientID=…&code=…`), which its script reads.
  const fragment = authorize.hash.startsWith('#?') ? new URLSearchParams(authorize.hash.slice(2)) : [];
  const page = new URL(authorize);
  page.hash = '';
  return browser.post(page.toString(), {
    form: {
      ...Object.fromEntries(authorize.searchParams),
      ...Object.fromEntries(fragment),
      email,
      password: SEEDED_PASSWORD,
      decision: 'allow',
    },
    followRedirect: false,
  });
}

/** The first words of an answer's body, as a person would read them on the page. */
function excerpt(body: string): string {
  return body
    .replace(/<(script|style)[^>]*>.*?<\/\1>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
}

/** A sign-in followed over HTTP that stopped: the step, and the answer it stopped at (as got's errors carry it). */
export class SignInStopped extends Error {
  constructor(
    step: string,
    expected: string,
    readonly response: { statusCode: number; body: string },
  ) {
    super(`${step} answered ${response.statusCode} instead of ${expected}: ${excerpt(response.body)}`);
  }
}

/** Where a step of the sign-in sends the browser; when it does not, an error saying what came back. */
function redirectOf(answer: Response<string>, step: string): URL {
  const location = answer.headers.location;
  if (answer.statusCode < 300 || answer.statusCode >= 400 || !location)
    throw new SignInStopped(step, 'a redirect', { statusCode: answer.statusCode, body: answer.body });
  return new URL(location, answer.url);
}

/** The connected user a finished sign-in hands the Return URL; an error with the sign-in's own when it failed. */
function connectedUserOf(back: URL): string {
  const uuid = back.searchParams.get('integrationUserUUID');
  if (uuid) return uuid;
  const error = back.searchParams.get('error');
  throw new Error(
    error
      ? `the sign-in failed: ${error} (${back.searchParams.get('errorDescription') ?? 'no description'})`
      : `the sign-in went to ${back.origin}${back.pathname} without a connected user`,
  );
}

/**
 * Signs a seeded emulator listener in through the hosted sign-in, the way a browser would, and
 * answers the connected user's uuid. For tests and benchmarks: it only works against emulators.
 * A service without OAuth goes through our page: Apple Music's MusicKit page, whose window is
 * followed over HTTP, or our sign-in form, filled in as the listener would. A sign-in that does not succeed throws, saying where it stopped and what it was told.
 */
export async function connectThroughSignIn(
  systemUrl: string,
  slug: string,
  service: string,
  email: string,
  returnUrl: string,
): Promise<string> {
  const link = new URL(`${systemUrl}/connect/${slug}/${service}/auth`);
  link.searchParams.set('returnUrl', returnUrl);
  return connectedUserOf(await followSignInLink(link.toString(), email));
}

/**
 * Opens a sign-in link (A2, with whatever query the partner gave it) as a browser would, signs the
 * seeded emulator listener in and allows access; answers the address the browser is sent back to,
 * the partner's Return URL with the callback's query. Throws where the sign-in stops before that.
 */
export async function followSignInLink(link: string, email: string): Promise<URL> {
  const browser = browserClient().extend({ followRedirect: false, throwHttpErrors: false });
  const service = /\/([\w-]+)\/auth$/.exec(new URL(link).pathname)?.[1] ?? 'the service';
  const authorize = redirectOf(await browser(link), `starting the ${service} sign-in`);
  if (authorize.origin === new URL(link).origin && authorize.pathname.endsWith(`/oauth/${service}/authorize`)) {
    const page = await browser(authorize.toString());
    if (page.statusCode !== 200)
      throw new SignInStopped(`the ${service} sign-in page`, 'the page', {
        statusCode: page.statusCode,
        body: page.body,
      });
    if (scriptData(page.body, 'musickit-settings') === null)
      return redirectOf(await fillOurForm(browser, authorize, page.body, email), `the ${service} sign-in form`);
    const settings = musicKitPageSettings(page.body);
    const token = await musicKitUserToken({ ...settings, pageOrigin: authorize.origin, email });
    const back = await browser.post(new URL(settings.callbackPath, authorize).toString(), {
      form: { state: settings.state, token: token ?? '' },
    });
    return redirectOf(back, `the ${service} callback`);
  }
  const callback = redirectOf(await allowOnServiceForm(browser, authorize, email), `the ${service} sign-in form`);
  return redirectOf(await browser(callback.toString()), `the ${service} callback`);
}
