import type { Request, Response, Router } from 'express';
import { h, type JSX } from 'preact';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import { queryOf, validQuery } from '../http/validate.js';
import { log } from '../log.js';
import { choosePasswordForm, formOf, linkQuery, resetRequestForm, signInForm } from './accountForms.js';
import type { Kit } from './kit.js';
import { AttemptAllowance, RESET_REQUESTS_ALLOWED, loginFormToken, loginFormTokenMatches } from './loginGuard.js';
import { MIN_PASSWORD, acceptInvitation, findInvitation, memberSigningIn, teamName } from './members.js';
import type { TeamMember } from './models.js';
import {
  ChooseNewPasswordBody,
  ErrorPage,
  InvitationBody,
  LoginBody,
  PasswordResetRequestBody,
  PasswordResetSentBody,
  PublicPage,
  type PasswordLink,
} from './pages/login.js';
import { PASSWORD_RESET_LIFE_MS, findPasswordReset, resetPassword, sendPasswordResetTo } from './passwordResets.js';
import { signIn, signOut } from './session.js';

const EXPIRED = 'This form has expired. Try again.';

/** What the pages before sign-in share: the kit, the cookies' scope, and the frame without a session. */
interface Public {
  kit: Kit;
  cookie: { path: string; secure: boolean };
  show(res: Response, status: number, title: string, body: JSX.Element): void;
}

/** The pages before sign-in: sign in, join by invitation, reset a forgotten password. */
export function publicRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const at: Public = {
    kit,
    cookie: { path: base, secure: deps.secure },
    show: (res, status, title, body) => kit.html(res, status, h(PublicPage, { base, title }, body)),
  };
  signInRoutes(router, at);
  choosePasswordPages(router, at, '/invitation', {
    find: findInvitation,
    spend: acceptInvitation,
    unknown: {
      title: 'Join your team',
      message: 'This invitation is unknown, used or expired. Ask an owner of your team for a new one.',
    },
    title: (team) => `Join ${team}`,
    body: (input) => h(InvitationBody, { ...input, base }),
    done: async (member) => `Welcome to ${await teamName(member)}.`,
  });
  passwordResetRoutes(router, at);
  choosePasswordPages(router, at, '/password-reset/choose', {
    find: findPasswordReset,
    async spend(token, password) {
      const member = await resetPassword(deps.sequelize, token, password);
      // The docs sessions the reset ended may still be held as verified by any web process.
      await announceCredentialChange(deps.redis, deps.redisPrefix);
      return member;
    },
    unknown: {
      title: 'Reset your password',
      message: 'This link is unknown, used or expired. Ask for a new one from the sign-in page.',
    },
    title: () => 'Choose a new password',
    body: (input) => h(ChooseNewPasswordBody, { ...input, base }),
    done: async () => 'Your new password is saved.',
  });
}

function signInRoutes(router: Router, at: Public): void {
  const { base, deps } = at.kit;
  const signInAttempts = new AttemptAllowance(deps.redis, deps.redisPrefix);
  const loginPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) =>
    at.show(res, status, 'Sign in', h(LoginBody, { base, csrf: loginFormToken(req, res, at.cookie), ...options }));

  router.get('/login', (req, res) => loginPage(req, res, 200));
  router.post('/login', async (req, res) => {
    if (!loginFormTokenMatches(req)) return loginPage(req, res, 403, { error: EXPIRED });
    const { email, password } = formOf(req, signInForm);
    // Counted before the password is checked: a burst of concurrent guesses gets no more checks
    // than the allowance.
    const attempt = email ? await signInAttempts.take(email) : null;
    if (attempt && !attempt.allowed) {
      res.set('Retry-After', String(attempt.retryAfter));
      return loginPage(req, res, 429, {
        email,
        error: `Too many failed sign-ins for this address. Try again in ${Math.ceil(attempt.retryAfter / 60)} minutes.`,
      });
    }
    const member = await memberSigningIn(email, password);
    if (!member) return loginPage(req, res, 401, { email, error: 'Wrong email or password.' });
    await attempt?.giveBack();
    await signIn(res, member, at.cookie);
    res.redirect(303, base);
  });
}

/** Signing out: mounted behind `requireMember`, so only a post with the session's form token ends it. */
export function signOutRoute(router: Router, kit: Kit): void {
  router.post('/logout', async (req, res) => {
    await signOut(req, res, kit.base);
    res.redirect(303, `${kit.base}/login`);
  });
}

/** A one-use link: how it is found and spent, and the words of its page. */
interface OneUseLink {
  find(token: string): Promise<{ member: TeamMember; team: string } | null>;
  spend(token: string, password: string): Promise<TeamMember>;
  unknown: { title: string; message: string };
  title(team: string): string;
  body(input: PasswordLink): JSX.Element;
  done(member: TeamMember): Promise<string>;
}

/**
 * A page behind a one-use link where a person chooses a password (joining by invitation, or a
 * reset): it names the team and the address before anything is spent; the form spends the link
 * and signs the member in, and a refused password leaves the link for another try. The form
 * carries the login form's token: a post from another site would otherwise sign the browser in
 * to whatever team the link is for (login CSRF), and is refused before the link is spent.
 */
function choosePasswordPages(router: Router, at: Public, path: string, link: OneUseLink): void {
  const { base } = at.kit;
  const unknown = (res: Response) => at.kit.html(res, 404, h(ErrorPage, { base, ...link.unknown, signIn: true }));
  const form = (
    req: Request,
    res: Response,
    status: number,
    token: string,
    found: { member: TeamMember; team: string },
    error?: string,
  ) =>
    at.show(
      res,
      status,
      link.title(found.team),
      link.body({
        token,
        csrf: loginFormToken(req, res, at.cookie),
        team: found.team,
        email: found.member.email,
        minPassword: MIN_PASSWORD,
        error,
      }),
    );
  router.get(path, validQuery(linkQuery), async (req, res) => {
    const { token } = queryOf(req, linkQuery);
    const found = await link.find(token);
    if (!found) return unknown(res);
    form(req, res, 200, token, found);
  });
  router.post(path, async (req, res) => {
    const { token, password } = formOf(req, choosePasswordForm);
    if (!loginFormTokenMatches(req)) {
      const found = await link.find(token);
      return found ? form(req, res, 403, token, found, EXPIRED) : unknown(res);
    }
    try {
      const member = await link.spend(token, password);
      const session = await signIn(res, member, at.cookie);
      await at.kit.flashes.set(session.id, { kind: 'success', text: await link.done(member) });
      res.redirect(303, base);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const found = err.status === 404 ? null : await link.find(token);
      if (!found) return unknown(res);
      form(req, res, err.status, token, found, err.message);
    }
  });
}

/** A forgotten password: a link by email, spent once, an hour long. */
function passwordResetRoutes(router: Router, at: Public): void {
  const { base, deps } = at.kit;
  const resetRequests = new AttemptAllowance(deps.redis, deps.redisPrefix, 'dashboard-reset', RESET_REQUESTS_ALLOWED);
  const requestPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) =>
    at.show(
      res,
      status,
      'Reset your password',
      h(PasswordResetRequestBody, {
        base,
        csrf: loginFormToken(req, res, at.cookie),
        mailConfigured: deps.mailer !== null,
        ...options,
      }),
    );
  router.get('/password-reset', (req, res) => requestPage(req, res, 200));
  router.post('/password-reset', async (req, res) => {
    if (!deps.mailer) return requestPage(req, res, 200);
    // The form's token stops a hostile page from making browsers flood a member's inbox.
    if (!loginFormTokenMatches(req)) return requestPage(req, res, 403, { error: EXPIRED });
    const { email } = formOf(req, resetRequestForm);
    if (!email) return requestPage(req, res, 400, { error: 'Enter your email address.' });
    const attempt = await resetRequests.take(email);
    if (!attempt.allowed) {
      res.set('Retry-After', String(attempt.retryAfter));
      return requestPage(req, res, 429, {
        email,
        error: `Too many reset links for this address. Try again in ${Math.ceil(attempt.retryAfter / 60)} minutes.`,
      });
    }
    // Answered before the address is even looked up, the same for every address: a known one must
    // not take longer (a slow mail server would tell who is on a team). The operator learns of a
    // failure from the log (without the link), and a link that did not go is withdrawn.
    const lifeMinutes = PASSWORD_RESET_LIFE_MS / 60_000;
    at.show(res, 200, 'Check your email', h(PasswordResetSentBody, { base, email, lifeMinutes }));
    try {
      await sendPasswordResetTo(deps, email);
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'password reset not made');
    }
  });
}
