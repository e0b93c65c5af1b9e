/**
 * The one rule for Return URLs: what may be registered (the dashboard, the admin command) and
 * what a sign-in, the public profile, the transfer wizard and transfer sessions accept (exactly a
 * registered one). A mobile or desktop app comes back through a scheme of its own
 * (`myapp://callback`, `com.example.app:/oauth2redirect`), so any scheme is welcome except those a
 * browser handles itself, where "going back to the app" would instead run code, show a page we
 * do not control, or open a local file.
 */

/** What the deployment allows beyond https and an app's own scheme. */
export interface ReturnUrlPolicy {
  /** Plain http, where a sign-in's result would travel unencrypted: only on a development server. */
  allowHttp: boolean;
}

/** http is allowed where NODE_ENV says development or test; unset counts as production, as everywhere. */
export function returnUrlPolicy(nodeEnv: string | undefined): ReturnUrlPolicy {
  return { allowHttp: nodeEnv === 'development' || nodeEnv === 'test' };
}

/** Schemes a browser handles itself, never an app's way back, each with why, in words for people. */
const REFUSED_SCHEMES: Record<string, string> = {
  'javascript:': 'it would run code in the browser instead of opening your app',
  'vbscript:': 'it would run code in the browser instead of opening your app',
  'data:': 'it holds a page of its own instead of leading to your app',
  'blob:': 'it holds a page of its own instead of leading to your app',
  'about:': 'it is one of the browser’s own pages, not your app',
  'view-source:': 'it is one of the browser’s own pages, not your app',
  'filesystem:': 'it opens files stored in the browser, not your app',
  'file:': 'it opens a file on the person’s own computer, not your app',
  'ftp:': 'browsers open ftp: addresses themselves; they cannot lead back to your app',
  'ws:': 'it is a connection for scripts, not an address a browser can go back to',
  'wss:': 'it is a connection for scripts, not an address a browser can go back to',
  'intent:': 'it lets a page start any app on an Android phone; use your app’s own scheme instead',
};

const EXAMPLES = 'such as https://app.example/callback or myapp://callback';

function parsed(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/** The problem with an address in any role, whatever the deployment allows; null when there is none. */
function addressProblem(raw: string, url: URL | null): string | null {
  if (raw.trim() === '') return `Enter the address your app comes back to, ${EXAMPLES}.`;
  if (!url) return `“${raw}” is not a complete address: it needs a scheme, ${EXAMPLES}.`;
  const refused = REFUSED_SCHEMES[url.protocol];
  if (refused) return `“${raw}” can’t be a Return URL: ${refused}.`;
  // `c:/x` parses as scheme `c`: a Windows path typed by mistake, not an app's scheme.
  if (url.protocol.length === 2) return `“${raw}” looks like a file path on Windows, not an address of your app.`;
  if (url.username || url.password)
    return `“${raw}” carries a user name or password (the part before @); a Return URL can’t.`;
  if (url.hash) return `“${raw}” has a # part; a Return URL can’t, because the sign-in’s result is added to its query.`;
  return null;
}

/**
 * What is wrong with `raw` as a Return URL to register, in words for the person who typed it (the
 * dashboard shows them, the admin command prints them, the API answers them); null when it may be
 * registered.
 */
export function returnUrlProblem(raw: string, policy: ReturnUrlPolicy): string | null {
  const url = parsed(raw);
  const problem = addressProblem(raw, url);
  if (problem) return problem;
  if (url!.protocol === 'http:' && !policy.allowHttp)
    return `“${raw}” uses http, which would send the sign-in’s result unencrypted; use https (http is accepted on a development server only).`;
  return null;
}

/**
 * The form Return URLs are stored and compared in, or null for an address that can never be one.
 * Comparison is exact (scheme, host, port, path and query) after the URL parser's own
 * normalisation, so `https://a.com/cb` never admits `https://a.com.evil/cb`, `//evil`,
 * `https://a.com@evil/cb` or another path: there is no prefix or pattern matching. An app's own
 * scheme is compared the same way, its host and path case and all (`myapp://callback` admits
 * neither `myapp://Callback` nor `myapp://callback/`); only the scheme's case is ignored, as the
 * standard says.
 */
export function normaliseReturnUrl(raw: string): string | null {
  const url = parsed(raw);
  return addressProblem(raw, url) === null ? url!.toString() : null;
}

/** Whether `candidate` is exactly one of the account's Return URLs. */
export function isAllowedReturnUrl(allowed: string[], candidate: string): boolean {
  const normalised = normaliseReturnUrl(candidate);
  return normalised !== null && allowed.includes(normalised);
}
