import type { Request, Response, Router } from 'express';
import { announceCredentialChange } from '../auth/cache.js';
import { ApiError } from '../http/errors.js';
import { fieldAt } from '../http/unchecked.js';
import { log } from '../log.js';
import type { Kit } from './kit.js';
import { layout } from './layout.js';
import { AttemptAllowance, RESET_REQUESTS_ALLOWED, loginFormToken, loginFormTokenMatches } from './loginGuard.js';
import { MIN_PASSWORD, TeamMember, acceptInvitation, findInvitation, teamName, verifyPassword } from './members.js';
import {
  chooseNewPasswordBody,
  errorBody,
  invitationBody,
  loginBody,
  passwordResetRequestBody,
  passwordResetSentBody,
} from './pages/login.js';
import { PASSWORD_RESET_LIFE_MS, findPasswordReset, resetPassword, sendPasswordReset } from './passwordResets.js';
import { signIn, signOut } from './session.js';

const formEmail = (req: Request) =>
  String(fieldAt(req.body, 'email') ?? '')
    .trim()
    .toLowerCase()
    .slice(0, 320);

const field = (req: Request, name: string) => String(fieldAt(req.body, name) ?? '');

/** The pages before sign-in: sign in and out, join by invitation, reset a forgotten password. */
export function publicRoutes(router: Router, kit: Kit): void {
  const { base, deps, html } = kit;
  const cookie = { path: base, secure: deps.secure };
  const publicPage = (res: Response, status: number, title: string, body: string) =>
    html(res, status, layout({ base, title, body }));

  const signInAttempts = new AttemptAllowance(deps.redis, deps.redisPrefix);
  const loginPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) =>
    publicPage(res, status, 'Sign in', loginBody(base, loginFormToken(req, res, cookie), options));
  const expired = 'This form has expired. Try again.';
  router.get('/login', (req, res) => loginPage(req, res, 200));
  router.post('/login', async (req, res) => {
    if (!loginFormTokenMatches(req)) return loginPage(req, res, 403, { error: expired });
    const email = formEmail(req);
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
    const member = email ? await TeamMember.findOne({ where: { email } }) : null;
    const ok = await verifyPassword(field(req, 'password'), member?.passwordHash ?? null);
    if (!member || !ok) return loginPage(req, res, 401, { email, error: 'Wrong email or password.' });
    await attempt?.giveBack();
    await signIn(res, member, cookie);
    res.redirect(303, base);
  });
  router.post('/logout', async (req, res) => {
    await signOut(req, res, base);
    res.redirect(303, `${base}/login`);
  });

  /**
   * A page behind a one-use link where a person chooses a password (joining by invitation, or a
   * reset): it names the team and the address before anything is spent; the form spends the link
   * and signs the member in, and a refused password leaves the link for another try. The form
   * carries the login form's token: a post from another site would otherwise sign the browser in
   * to whatever team the link is for (login CSRF), and is refused before the link is spent.
   */
  const choosePasswordPages = (
    path: string,
    link: {
      find(token: string): Promise<{ member: TeamMember; team: string } | null>;
      spend(token: string, password: string): Promise<TeamMember>;
      unknown: { title: string; message: string };
      title(team: string): string;
      body(input: {
        token: string;
        csrf: string;
        team: string;
        email: string;
        minPassword: number;
        error?: string;
      }): string;
      done(member: TeamMember): Promise<string>;
    },
  ) => {
    const unknown = (res: Response) => publicPage(res, 404, link.unknown.title, errorBody(link.unknown.message, base));
    const form = (
      req: Request,
      res: Response,
      status: number,
      token: string,
      found: { member: TeamMember; team: string },
      error?: string,
    ) =>
      publicPage(
        res,
        status,
        link.title(found.team),
        link.body({
          token,
          csrf: loginFormToken(req, res, cookie),
          team: found.team,
          email: found.member.email,
          minPassword: MIN_PASSWORD,
          error,
        }),
      );
    router.get(path, async (req, res) => {
      const token = typeof req.query.token === 'string' ? req.query.token : '';
      const found = await link.find(token);
      if (!found) return unknown(res);
      form(req, res, 200, token, found);
    });
    router.post(path, async (req, res) => {
      const token = field(req, 'token');
      if (!loginFormTokenMatches(req)) {
        const found = await link.find(token);
        return found ? form(req, res, 403, token, found, expired) : unknown(res);
      }
      try {
        const member = await link.spend(token, field(req, 'password'));
        const session = await signIn(res, member, cookie);
        await kit.flashes.set(session.id, { kind: 'success', text: await link.done(member) });
        res.redirect(303, base);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const found = err.status === 404 ? null : await link.find(token);
        if (!found) return unknown(res);
        form(req, res, err.status, token, found, err.message);
      }
    });
  };

  choosePasswordPages('/invitation', {
    find: findInvitation,
    spend: acceptInvitation,
    unknown: {
      title: 'Join your team',
      message: 'This invitation is unknown, used or expired. Ask an owner of your team for a new one.',
    },
    title: (team) => `Join ${team}`,
    body: (input) => invitationBody(base, input),
    done: async (member) => `Welcome to ${await teamName(member)}.`,
  });

  // A forgotten password: a link by email, spent once, an hour long.
  const resetRequests = new AttemptAllowance(deps.redis, deps.redisPrefix, 'dashboard-reset', RESET_REQUESTS_ALLOWED);
  const lifeMinutes = PASSWORD_RESET_LIFE_MS / 60_000;
  const requestPage = (req: Request, res: Response, status: number, options: { email?: string; error?: string } = {}) =>
    publicPage(
      res,
      status,
      'Reset your password',
      passwordResetRequestBody(base, {
        csrf: loginFormToken(req, res, cookie),
        mailConfigured: deps.mailer !== null,
        ...options,
      }),
    );
  router.get('/password-reset', (req, res) => requestPage(req, res, 200));
  router.post('/password-reset', async (req, res) => {
    if (!deps.mailer) return requestPage(req, res, 200);
    // The form's token stops a hostile page from making browsers flood a member's inbox.
    if (!loginFormTokenMatches(req)) return requestPage(req, res, 403, { error: expired });
    const email = formEmail(req);
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
    publicPage(res, 200, 'Check your email', passwordResetSentBody(base, email, lifeMinutes));
    try {
      const member = await TeamMember.findOne({ where: { email } });
      // Members still holding an invitation have no password to reset; their invitation is the way in.
      if (member?.passwordHash)
        await sendPasswordReset(deps, member, { team: await teamName(member), handOver: false });
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'password reset not made');
    }
  });

  choosePasswordPages('/password-reset/choose', {
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
    body: (input) => chooseNewPasswordBody(base, input),
    done: async () => 'Your new password is saved.',
  });
}
