import type { Request, RequestHandler, Router } from 'express';
import { h } from 'preact';
import { announceCredentialChange } from '../auth/cache.js';
import { badRequest, forbidden } from '../http/errors.js';
import { log } from '../log.js';
import type { MailMessage } from '../mail/mailer.js';
import { invitationMessage } from '../mail/messages.js';
import { formOf, inviteForm } from './accountForms.js';
import { endDocsSession, listLiveDocsSessions, liveDocsSession } from './docsSessions.js';
import type { Flash } from './flash.js';
import type { DashboardDeps, Kit } from './kit.js';
import { invitationLink, inviteMember, listMembers, refuseJoinedMember, removeMember, teamMember } from './members.js';
import type { TeamRole } from './models.js';
import { TeamBody, endDocsSessionConfirmation, removeMemberConfirmation } from './pages/team.js';
import {
  OWNER_RESET_BY_EMAIL_ONLY,
  OWNER_RESET_WITHOUT_EMAIL,
  PASSWORD_RESET_LIFE_MS,
  resetLinkMayBeShown,
  sendPasswordReset,
  type NotSent,
} from './passwordResets.js';
import { memberOf } from './session.js';

const onlyOwners: RequestHandler = (req, _res, next) => {
  if (memberOf(req).member.role !== 'owner') throw forbidden('ownersOnly', 'Only owners of the team can do this.');
  next();
};

/**
 * Sends a link by email when email is set up, while the owner waits rather than from a job,
 * because a job would have to carry the link. Answers why it did not go (null: it went).
 */
async function mail(deps: DashboardDeps, message: MailMessage): Promise<NotSent | null> {
  if (!deps.mailer) return 'noMail';
  try {
    await deps.mailer.send(message);
    return null;
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'dashboard email not sent');
    return err as Error;
  }
}

/**
 * What the owner reads once a link went to `to` by email, or did not: then the owner gets the
 * link to pass on, once, through the flash (never in a URL or a log), or, where the link must
 * not be handed over, only what to do `instead`.
 */
function told(
  to: string,
  what: string,
  notSent: NotSent | null,
  handOver: { link: NonNullable<Flash['secret']> } | { instead: string },
): Flash {
  if (!notSent) return { kind: 'success', text: `${what} sent to ${to}.` };
  const refused = notSent === 'noMail' ? '' : `The email to ${to} could not be sent (${notSent.message}). `;
  if ('instead' in handOver) return { kind: 'error', text: `${refused}${handOver.instead}` };
  if (notSent === 'noMail')
    return {
      kind: 'success',
      text: `${what} ready for ${to}. This dashboard does not send email: copy the link and send it to them yourself.`,
      secret: handOver.link,
    };
  return { kind: 'error', text: `${refused}Copy the link and send it to them yourself.`, secret: handOver.link };
}

/**
 * The team page: everyone sees who is on it; owners invite, remove and send password resets, and
 * see and end the account's live docs sessions (API credentials each member opened with the docs).
 */
export function teamRoutes(router: Router, kit: Kit): void {
  router.get('/team', async (req, res) => {
    const { member, account } = memberOf(req);
    const owner = member.role === 'owner';
    const [members, docsSessions] = await Promise.all([
      listMembers(account.id),
      owner ? listLiveDocsSessions(account.id) : Promise.resolve([]),
    ]);
    const facts = {
      me: { id: member.id, role: member.role },
      team: account.name,
      mailConfigured: kit.deps.mailer !== null,
      members,
      docsSessions,
    };
    await kit.page(req, res, {
      title: 'Team',
      body: h(TeamBody, { context: kit.context(req), facts }),
      current: '/team',
    });
  });
  invitationRoutes(router, kit);
  passwordResetRoute(router, kit);
  removalRoutes(router, kit);
}

function invitationRoutes(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  const invite = async (req: Request, email: string, role: TeamRole) => {
    const { account } = memberOf(req);
    const invited = await inviteMember(account.slug, email, { role });
    const url = invitationLink(deps, invited.token);
    const notSent = await mail(
      deps,
      invitationMessage({ to: invited.email, team: account.name, link: url, expiresAt: invited.expiresAt }),
    );
    return told(invited.email, 'Invitation', notSent, {
      link: { id: 'invitation-link', label: 'Invitation link (works once, for 7 days)', value: url },
    });
  };
  router.post('/team/invite', onlyOwners, (req, res) =>
    kit.attempt(req, res, `${base}/team`, async () => {
      const { email, role } = formOf(req, inviteForm);
      await refuseJoinedMember(memberOf(req).account.id, email);
      return invite(req, email, role);
    }),
  );
  router.post('/team/:id/invite-again', onlyOwners, (req, res) =>
    kit.attempt(req, res, `${base}/team`, async () => {
      const member = await teamMember(memberOf(req).account.id, req.params.id);
      if (member.passwordHash) throw badRequest('alreadyMember', `${member.email} has already joined.`);
      return invite(req, member.email, member.role);
    }),
  );
}

function passwordResetRoute(router: Router, kit: Kit): void {
  const { base, deps } = kit;
  router.post('/team/:id/password-reset', onlyOwners, (req, res) =>
    kit.attempt(req, res, `${base}/team`, async () => {
      const { account, member: me } = memberOf(req);
      const member = await teamMember(account.id, req.params.id);
      if (!member.passwordHash)
        throw badRequest('notJoined', `${member.email} has not joined yet: invite them again instead.`);
      const linkShown = resetLinkMayBeShown(member, me);
      // Refused before a link exists: without email it could reach nobody but the owner asking.
      if (!linkShown && !deps.mailer) throw badRequest('sentByEmailOnly', OWNER_RESET_WITHOUT_EMAIL);
      const reset = await sendPasswordReset(deps, member, { team: account.name, handOver: linkShown });
      const label = `Password reset link (works once, for ${PASSWORD_RESET_LIFE_MS / 60_000} minutes)`;
      return told(
        member.email,
        'A password reset link',
        reset.notSent,
        linkShown ? { link: { id: 'reset-link', label, value: reset.link } } : { instead: OWNER_RESET_BY_EMAIL_ONLY },
      );
    }),
  );
}

/** Removing a member, and ending a docs session: owners only, each after confirming. */
function removalRoutes(router: Router, kit: Kit): void {
  const teamPage = `${kit.base}/team`;
  // Every web process may hold an ended docs session as verified until it hears of the change.
  const announce = () => announceCredentialChange(kit.deps.redis, kit.deps.redisPrefix);
  router.use('/team/:id/remove', onlyOwners);
  kit.confirmable(router, '/team/:id/remove', {
    back: () => teamPage,
    async describe(req) {
      const member = await teamMember(memberOf(req).account.id, req.params.id);
      if (member.id === memberOf(req).member.id)
        throw forbidden('cannotRemoveSelf', 'You cannot remove yourself from the team.');
      return removeMemberConfirmation(member.email);
    },
    async run(req) {
      const { account, member: me } = memberOf(req);
      const removed = await removeMember(account.id, me, req.params.id);
      await announce();
      return `${removed.email} is no longer on the team.`;
    },
  });
  router.use('/team/docs-sessions/:id/end', onlyOwners);
  kit.confirmable(router, '/team/docs-sessions/:id/end', {
    back: () => teamPage,
    describe: async (req) => endDocsSessionConfirmation(await liveDocsSession(memberOf(req).account.id, req.params.id)),
    async run(req) {
      await endDocsSession(memberOf(req).account.id, req.params.id);
      await announce();
      return 'Docs session ended.';
    },
  });
}
