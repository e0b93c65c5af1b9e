import { e } from '../layout.js';

/** The sign-in form; `csrf` is the form's own token (there is no session yet). */
export function loginBody(base: string, csrf: string, options: { email?: string; error?: string }): string {
  const error = options.error ? `<p class="error" role="alert">${e(options.error)}</p>` : '';
  return `${error}
<form method="post" action="${e(base)}/login">
<input type="hidden" name="csrf" value="${e(csrf)}">
<label>Email
<input type="email" name="email" autocomplete="username" required value="${e(options.email ?? '')}"></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label>
<button>Sign in</button>
</form>`;
}

/** An invited member chooses a password. */
export function invitationBody(base: string, token: unknown, minPassword: number): string {
  return `<form method="post" action="${e(base)}/invitation">
<input type="hidden" name="token" value="${e(token)}">
<label>Choose a password (at least ${minPassword} characters)
<input type="password" name="password" autocomplete="new-password" required minlength="${minPassword}"></label>
<button>Join</button>
</form>`;
}

export const errorBody = (message: string) => `<p class="error" role="alert">${e(message)}</p>`;
