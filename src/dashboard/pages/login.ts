import { PRODUCT_NAME } from '../../pages/product.js';
import { e } from '../layout.js';

const alert = (message: string | undefined) => (message ? `<p class="error" role="alert">${e(message)}</p>` : '');

/**
 * The sign-in form; `csrf` is the form's own token (there is no session yet). A failed try keeps the
 * email. A stranger may land here first: the page says what it belongs to and how one gets in,
 * since there is no sign-up, accounts being opened by whoever runs the deployment.
 */
export function loginBody(base: string, csrf: string, options: { email?: string; error?: string }): string {
  return `<p id="product">The partner dashboard of the <strong>${e(PRODUCT_NAME)}</strong>: your team’s API keys,
webhooks, settings, connected users and transfers.</p>
${alert(options.error)}
<form method="post" action="${e(base)}/login">
<input type="hidden" name="csrf" value="${e(csrf)}">
<label for="email">Email</label>
<input type="email" id="email" name="email" autocomplete="username" required value="${e(options.email ?? '')}">
<label for="password">Password</label>
<input type="password" id="password" name="password" autocomplete="current-password" required>
<p><button class="primary">Sign in</button></p>
</form>
<p><a href="${e(base)}/password-reset">Forgot your password?</a></p>
<section aria-labelledby="no-account"><h2 id="no-account">No account yet?</h2>
<p>Accounts are not opened here. A partner gets its account from the team that runs this service, with an
invitation for its first owner; after that, an owner invites each colleague from the dashboard’s Team page.
The invitation’s link lets you choose your password, and you sign in here with that email and password.</p>
</section>`;
}

/** Chooses a password: an invited member joining, or a member with a reset link. */
function passwordForm(input: {
  action: string;
  token: string;
  csrf: string;
  email: string;
  minPassword: number;
  button: string;
  error?: string;
}): string {
  return `${alert(input.error)}
<form method="post" action="${e(input.action)}">
<input type="hidden" name="token" value="${e(input.token)}">
<input type="hidden" name="csrf" value="${e(input.csrf)}">
<input type="email" name="email" value="${e(input.email)}" autocomplete="username" hidden readonly>
<label for="password">Choose a password (at least ${input.minPassword} characters)</label>
<input type="password" id="password" name="password" autocomplete="new-password" required minlength="${input.minPassword}">
<p><button class="primary">${e(input.button)}</button></p>
</form>`;
}

/** An invited member chooses a password; the page names the team and the address invited. */
export function invitationBody(
  base: string,
  input: { token: string; csrf: string; team: string; email: string; minPassword: number; error?: string },
): string {
  return `<p>You are joining <strong>${e(input.team)}</strong> on the partner dashboard as <strong>${e(input.email)}</strong>.</p>
${passwordForm({ ...input, action: `${base}/invitation`, button: 'Join the team' })}`;
}

/** A member with a reset link chooses a new password. */
export function chooseNewPasswordBody(
  base: string,
  input: { token: string; csrf: string; team: string; email: string; minPassword: number; error?: string },
): string {
  return `<p>A new password for <strong>${e(input.email)}</strong> on the dashboard of <strong>${e(input.team)}</strong>.
You will be signed out everywhere else.</p>
${passwordForm({ ...input, action: `${base}/password-reset/choose`, button: 'Save the new password' })}`;
}

/** Asks for the address to send a reset link to; without email set up, says who can help instead. */
export function passwordResetRequestBody(
  base: string,
  input: { csrf: string; mailConfigured: boolean; email?: string; error?: string },
): string {
  if (!input.mailConfigured)
    return `<p id="no-mail">This dashboard does not send email. Ask an owner of your team for a reset link:
they can make one on the Team page.</p><p><a href="${e(base)}/login">Back to sign in</a></p>`;
  return `${alert(input.error)}
<p>Enter the address you sign in with; we will send it a link to choose a new password.</p>
<form method="post" action="${e(base)}/password-reset">
<input type="hidden" name="csrf" value="${e(input.csrf)}">
<label for="email">Email</label>
<input type="email" id="email" name="email" autocomplete="username" required value="${e(input.email ?? '')}">
<p><button class="primary">Send the link</button></p>
</form>
<p><a href="${e(base)}/login">Back to sign in</a></p>`;
}

/** The same answer whether or not the address belongs to anyone, so that it tells nobody who is a member. */
export function passwordResetSentBody(base: string, email: string, lifeMinutes: number): string {
  return `<div class="flash success" role="status"><p>If ${e(email)} is the address of a team member, a link to choose a
new password is on its way. It works once, for ${lifeMinutes} minutes.</p></div>
<p><a href="${e(base)}/login">Back to sign in</a></p>`;
}

export const errorBody = (message: string, base?: string) =>
  `<div class="flash error" role="alert"><p>${e(message)}</p></div>${
    base ? `<p><a href="${e(base)}/login">Go to sign in</a></p>` : ''
  }`;
