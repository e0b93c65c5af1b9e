import { Router, urlencoded } from 'express';
import { sendPage } from '../../html/render.js';
import { formFields } from '../../http/unchecked.js';
import type { SignInUser } from '../kit/signInPage.js';
import type { OAuthServer } from '../kit/oauth.js';
import { EmulatorPage } from '../kit/page.js';

/** The path of the settings page, the one our sign-in form links to. */
export const SETTINGS_PATH = '/settings/';

function SignInPage(props: { users: SignInUser[]; error: string | null }) {
  return (
    <EmulatorPage title="Sign in to ListenBrainz">
      <h1>Sign in to ListenBrainz</h1>
      <p class="note">Local emulator of ListenBrainz: choose one of the seeded accounts to see its settings.</p>
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      <form method="post" action={SETTINGS_PATH}>
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
        <button type="submit">Sign in</button>
      </form>
    </EmulatorPage>
  );
}

function SettingsPage(props: { name: string; token: string }) {
  return (
    <EmulatorPage title="Settings - ListenBrainz">
      <h1>Settings</h1>
      <p>Signed in as {props.name}.</p>
      <h2>User token</h2>
      <p>Paste this token into the app that asks for it: it acts for you until you reset it.</p>
      <p>
        <code id="user-token">{props.token}</code>
      </p>
    </EmulatorPage>
  );
}

/**
 * The settings page that shows a listener their user token. ListenBrainz signs people in through
 * MusicBrainz and keeps a session; here each visit signs in again with a seeded account, and the
 * page shows a token of the kind the API accepts.
 */
export function settingsRoutes(options: { oauth: OAuthServer; clientId: string; users: () => SignInUser[] }): Router {
  const router = Router();
  router.get('/', (_req, res) => sendPage(res, <SignInPage users={options.users()} error={null} />));
  router.post('/', urlencoded({ extended: false }), (req, res) => {
    const { email, password } = formFields(req.body);
    const user = options.users().find((u) => u.email === email);
    if (!user || user.password !== password)
      return sendPage(res, <SignInPage users={options.users()} error="Wrong e-mail or password." />, 401);
    const token = options.oauth.issue(user.key, options.clientId, '').accessToken;
    sendPage(res, <SettingsPage name={user.displayName} token={token} />);
  });
  return router;
}
