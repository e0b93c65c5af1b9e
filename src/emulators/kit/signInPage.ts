import { Router, urlencoded } from 'express';
import type { AuthorizeParams, OAuthServer } from './oauth.js';
import { escapeHtml } from './html.js';
import { formFields } from '../../http/unchecked.js';

export interface SignInUser {
  key: string;
  displayName: string;
  email: string;
  password: string;
}

export interface SignInPageOptions {
  /** Shown on the page, e.g. "Spotify". */
  serviceName: string;
  oauth: OAuthServer;
  users: () => SignInUser[];
  /** Reads the service's own authorize query (names differ per service); a string is an error to show. */
  parse(query: Record<string, string>): AuthorizeParams | string;
  /** Where the browser goes with the code (or the refusal) afterwards. */
  redirect(params: AuthorizeParams, outcome: { code: string } | { error: string }): string;
}

function page(options: SignInPageOptions, query: Record<string, string>, error: string | null): string {
  return signInForm({ serviceName: options.serviceName, users: options.users(), hidden: query, error });
}

/**
 * The sign-in form every emulator shows: a seeded account, its password, allow or cancel (posted
 * as `email`, `password`, `decision`, with `hidden` carried along). `asking` names who asks.
 */
export function signInForm(input: {
  serviceName: string;
  users: SignInUser[];
  hidden: Record<string, string>;
  error: string | null;
  asking?: string;
}): string {
  const hidden = Object.entries(input.hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  const choices = input.users
    .map((u) => `<option value="${escapeHtml(u.email)}">${escapeHtml(u.displayName)} (${escapeHtml(u.email)})</option>`)
    .join('');
  const service = escapeHtml(input.serviceName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in to ${service}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}
input,select,button{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{margin-top:1rem}.error{color:#b00020}.note{color:#555;font-size:.9rem}</style>
</head><body>
<h1>Sign in to ${service}</h1>
<p class="note">Local emulator of ${service}: choose one of the seeded accounts.</p>
${input.asking ? `<p>${escapeHtml(input.asking)} asks to access your ${service} library.</p>` : ''}
${input.error ? `<p class="error" role="alert">${escapeHtml(input.error)}</p>` : ''}
<form method="post">${hidden}
<label for="email">Account</label><select id="email" name="email">${choices}</select>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
<button type="submit" name="decision" value="allow">Sign in and allow access</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></body></html>`;
}

/** The service's authorize page: a form to sign in as a seeded user, then a redirect with `code` and `state`. */
export function signInRoutes(options: SignInPageOptions): Router {
  const router = Router();
  router.get('/', (req, res) => {
    const query = req.query as Record<string, string>;
    const params = options.parse(query);
    if (typeof params === 'string')
      return void res
        .status(400)
        .type('html')
        .send(`<p>${escapeHtml(params)}</p>`);
    res.type('html').send(page(options, query, null));
  });
  router.post('/', urlencoded({ extended: false }), (req, res) => {
    const { email, password, decision, ...query } = formFields(req.body);
    const params = options.parse(query);
    if (typeof params === 'string')
      return void res
        .status(400)
        .type('html')
        .send(`<p>${escapeHtml(params)}</p>`);
    if (decision === 'deny') return void res.redirect(302, options.redirect(params, { error: 'access_denied' }));
    const user = options.users().find((u) => u.email === email);
    if (!user || user.password !== password) {
      return void res
        .status(401)
        .type('html')
        .send(page(options, query, 'Wrong e-mail or password.'));
    }
    const code = options.oauth.issueCode({
      userKey: user.key,
      clientId: params.clientId,
      redirectUri: params.redirectUri,
      scope: params.scope,
      codeChallenge: params.codeChallenge,
    });
    res.redirect(302, options.redirect(params, { code }));
  });
  return router;
}
