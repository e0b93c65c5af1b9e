import { Router, urlencoded } from 'express';
import type { ComponentChildren } from 'preact';
import { sendPage } from '../../html/render.js';
import type { AuthorizeParams, OAuthServer } from './oauth.js';
import { formFields } from '../../http/unchecked.js';
import { EmulatorPage } from './page.js';

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

export interface SignInFormProps {
  serviceName: string;
  users: SignInUser[];
  /** Carried along with the form's post: the authorize request's own fields. */
  hidden: Record<string, string>;
  error: string | null;
  /** Who asks for access, when the service names them. */
  asking?: string;
  /** What follows the form (a script of the service's page). */
  after?: ComponentChildren;
}

/**
 * The sign-in form every emulator shows: a seeded account, its password, allow or cancel (posted
 * as `email`, `password`, `decision`, with `hidden` carried along). `asking` names who asks.
 */
export function SignInForm(props: SignInFormProps) {
  const service = props.serviceName;
  return (
    <EmulatorPage title={`Sign in to ${service}`}>
      <h1>Sign in to {service}</h1>
      <p class="note">Local emulator of {service}: choose one of the seeded accounts.</p>
      {props.asking && (
        <p>
          {props.asking} asks to access your {service} library.
        </p>
      )}
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      <form method="post">
        {Object.entries(props.hidden).map(([name, value]) => (
          <input type="hidden" name={name} value={value} />
        ))}
        <label for="email">Account</label>
        <select id="email" name="email">
          {props.users.map((user) => (
            <option value={user.email}>
              {user.displayName} ({user.email})
            </option>
          ))}
        </select>
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password" />
        <button type="submit" name="decision" value="allow">
          Sign in and allow access
        </button>
        <button type="submit" name="decision" value="deny">
          Cancel
        </button>
      </form>
      {props.after}
    </EmulatorPage>
  );
}

/** An authorize request the service cannot read: said on a page, as the services do. */
function BadRequestPage(props: { serviceName: string; message: string }) {
  return (
    <EmulatorPage title={`Sign in to ${props.serviceName}`}>
      <p>{props.message}</p>
    </EmulatorPage>
  );
}

/** The service's authorize page: a form to sign in as a seeded user, then a redirect with `code` and `state`. */
export function signInRoutes(options: SignInPageOptions): Router {
  const router = Router();
  const form = (hidden: Record<string, string>, error: string | null) => (
    <SignInForm serviceName={options.serviceName} users={options.users()} hidden={hidden} error={error} />
  );
  const refused = (message: string) => <BadRequestPage serviceName={options.serviceName} message={message} />;

  router.get('/', (req, res) => {
    const query = req.query as Record<string, string>;
    const params = options.parse(query);
    if (typeof params === 'string') return sendPage(res, refused(params), 400);
    sendPage(res, form(query, null));
  });
  router.post('/', urlencoded({ extended: false }), (req, res) => {
    const { email, password, decision, ...query } = formFields(req.body);
    const params = options.parse(query);
    if (typeof params === 'string') return sendPage(res, refused(params), 400);
    if (decision === 'deny') return void res.redirect(302, options.redirect(params, { error: 'access_denied' }));
    const user = options.users().find((u) => u.email === email);
    if (!user || user.password !== password) return sendPage(res, form(query, 'Wrong e-mail or password.'), 401);
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
