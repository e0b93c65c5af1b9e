import type { ComponentChildren } from 'preact';
import { PRODUCT_NAME } from '../../pages/product.js';
import { DashboardPage } from '../components.js';

// The pages before sign-in, and the refusals every page may answer with: there is no session to
// show a navigation for, so each is the frame alone.

function Alert(props: { message: string | undefined }) {
  return props.message ? (
    <p class="error" role="alert">
      {props.message}
    </p>
  ) : null;
}

/** A page without a session: the sign-in, a one-use link's form, a refusal. */
export function PublicPage(props: { base: string; title: string; children?: ComponentChildren }) {
  return (
    <DashboardPage base={props.base} title={props.title}>
      {props.children}
    </DashboardPage>
  );
}

/**
 * The sign-in form; `csrf` is the form's own token (there is no session yet). A failed try keeps the
 * email. A stranger may land here first: the page says what it belongs to and how one gets in,
 * since there is no sign-up, accounts being opened by whoever runs the deployment.
 */
export function LoginBody(props: { base: string; csrf: string; email?: string; error?: string }) {
  const { base } = props;
  return (
    <>
      <p id="product">
        The partner dashboard of the <strong>{PRODUCT_NAME}</strong>: your team’s API keys, webhooks, settings,
        connected users and transfers.
      </p>
      <Alert message={props.error} />
      <form method="post" action={`${base}/login`}>
        <input type="hidden" name="csrf" value={props.csrf} />
        <label for="email">Email</label>
        <input type="email" id="email" name="email" autocomplete="username" required value={props.email ?? ''} />
        <label for="password">Password</label>
        <input type="password" id="password" name="password" autocomplete="current-password" required />
        <p>
          <button class="primary">Sign in</button>
        </p>
      </form>
      <p>
        <a href={`${base}/password-reset`}>Forgot your password?</a>
      </p>
      <section aria-labelledby="no-account">
        <h2 id="no-account">No account yet?</h2>
        <p>
          Accounts are not opened here. A partner gets its account from the team that runs this service, with an
          invitation for its first owner; after that, an owner invites each colleague from the dashboard’s Team page.
          The invitation’s link lets you choose your password, and you sign in here with that email and password.
        </p>
      </section>
    </>
  );
}

/** What a one-use link's page knows: the link, the form's token, and whom it is for. */
export interface PasswordLink {
  token: string;
  csrf: string;
  team: string;
  email: string;
  minPassword: number;
  error?: string;
}

/** Chooses a password: an invited member joining, or a member with a reset link. */
function PasswordForm(props: PasswordLink & { action: string; button: string }) {
  return (
    <>
      <Alert message={props.error} />
      <form method="post" action={props.action}>
        <input type="hidden" name="token" value={props.token} />
        <input type="hidden" name="csrf" value={props.csrf} />
        <input type="email" name="email" value={props.email} autocomplete="username" hidden readonly />
        <label for="password">Choose a password (at least {props.minPassword} characters)</label>
        <input
          type="password"
          id="password"
          name="password"
          autocomplete="new-password"
          required
          minlength={props.minPassword}
        />
        <p>
          <button class="primary">{props.button}</button>
        </p>
      </form>
    </>
  );
}

/** An invited member chooses a password; the page names the team and the address invited. */
export function InvitationBody(props: PasswordLink & { base: string }) {
  return (
    <>
      <p>
        You are joining <strong>{props.team}</strong> on the partner dashboard as <strong>{props.email}</strong>.
      </p>
      <PasswordForm {...props} action={`${props.base}/invitation`} button="Join the team" />
    </>
  );
}

/** A member with a reset link chooses a new password. */
export function ChooseNewPasswordBody(props: PasswordLink & { base: string }) {
  return (
    <>
      <p>
        A new password for <strong>{props.email}</strong> on the dashboard of <strong>{props.team}</strong>. You will be
        signed out everywhere else.
      </p>
      <PasswordForm {...props} action={`${props.base}/password-reset/choose`} button="Save the new password" />
    </>
  );
}

const BackToSignIn = (props: { base: string }) => (
  <p>
    <a href={`${props.base}/login`}>Back to sign in</a>
  </p>
);

/** Asks for the address to send a reset link to; without email set up, says who can help instead. */
export function PasswordResetRequestBody(props: {
  base: string;
  csrf: string;
  mailConfigured: boolean;
  email?: string;
  error?: string;
}) {
  const { base } = props;
  if (!props.mailConfigured)
    return (
      <>
        <p id="no-mail">
          This dashboard does not send email. Ask an owner of your team for a reset link: they can make one on the Team
          page.
        </p>
        <BackToSignIn base={base} />
      </>
    );
  return (
    <>
      <Alert message={props.error} />
      <p>Enter the address you sign in with; we will send it a link to choose a new password.</p>
      <form method="post" action={`${base}/password-reset`}>
        <input type="hidden" name="csrf" value={props.csrf} />
        <label for="email">Email</label>
        <input type="email" id="email" name="email" autocomplete="username" required value={props.email ?? ''} />
        <p>
          <button class="primary">Send the link</button>
        </p>
      </form>
      <BackToSignIn base={base} />
    </>
  );
}

/** The same answer whether or not the address belongs to anyone, so that it tells nobody who is a member. */
export function PasswordResetSentBody(props: { base: string; email: string; lifeMinutes: number }) {
  return (
    <>
      <div class="flash success" role="status">
        <p>
          If {props.email} is the address of a team member, a link to choose a new password is on its way. It works
          once, for {props.lifeMinutes} minutes.
        </p>
      </div>
      <BackToSignIn base={props.base} />
    </>
  );
}

/** A refusal in words, with the way to the sign-in page when `base` is given. */
export function ErrorBody(props: { message: string; base?: string }) {
  return (
    <>
      <div class="flash error" role="alert">
        <p>{props.message}</p>
      </div>
      {props.base ? (
        <p>
          <a href={`${props.base}/login`}>Go to sign in</a>
        </p>
      ) : null}
    </>
  );
}

/** A refusal as a whole page: a page that is not there, a form whose token ran out. */
export function ErrorPage(props: { base: string; title: string; message: string; signIn?: boolean }) {
  return (
    <PublicPage base={props.base} title={props.title}>
      <ErrorBody message={props.message} base={props.signIn ? props.base : undefined} />
    </PublicPage>
  );
}
