import type { Request, RequestHandler, Router } from 'express';
import { h } from 'preact';
import { announceCredentialChange } from '../auth/cache.js';
import { badRequest, forbidden } from '../http/errors.js';
import { newSecret } from '../crypto/tokens.js';
import { log } from '../log.js';
import type { MailMessage } from '../mail/mailer.js';
import { invitationMessage } from '../mail/messages.js';
import { formOf, inviteForm } from './accountForms.js';
import { endDocsSession, listLiveDocsSessions, liveDocsSession } from './docsSessions.js';
import { ElsewhereInvitations, onAnotherTeamMessage } from './elsewhereInvitations.js';
import type { Flash } from './flash.js';
import type { DashboardDeps, Kit } from './kit.js';
import { invitationLink, inviteToTeam, listMembers, refuseJoinedMember, removeMember, teamMember } from './members.js';
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

/** What the team's routes share: the kit, and the invitations of addresses other accounts hold. */
interface Team {
  kit: Kit;
  elsewhere: ElsewhereInvitations;
}

/** By role, then address: one order for members and every kind of invitation alike. */
const byRoleAndAddress = (a: { role: string; email: string }, b: { role: string; email: string }) =>
  a.role === b.role ? (a.email < b.email ? -1 : a.email > b.email ? 1 : 0) : a.role < b.role ? -1 : 1;

/**
 * A member of this account, or an invitation of an address another account holds, by an id from
 * a path: the routes answer both alike. Another account's member is answered as missing.
 */
async function invitee(team: Team, req: Request) {
  const accountId = memberOf(req).account.id;
  return (await team.elsewhere.find(accountId, req.params.id)) ?? teamMember(accountId, req.params.id);
}

/**
 * The team page: everyone sees who is on it; owners invite, remove and send password resets, and
 * see and end the account's live docs sessions (API credentials each member opened with the docs).
 */
export function teamRoutes(router: Router, kit: Kit): void {
  const team: Team = { kit, elsewhere: new ElsewhereInvitations(kit.deps.redis, kit.deps.redisPrefix) };
  router.get('/team', async (req, res) => {
    const { member, account } = memberOf(req);
    const owner = member.role === 'owner';
    const [members, elsewhere, docsSessions] = await Promise.all([
      listMembers(account.id),
      team.elsewhere.list(account.id),
      owner ? listLiveDocsSessions(account.id) : Promise.resolve([]),
    ]);
    const facts = {
      me: { id: member.id, role: member.role },
      team: account.name,
      mailConfigured: kit.deps.mailer !== null,
      members: [...members, ...elsewhere].sort(byRoleAndAddress),
      docsSessions,
    };
    await kit.page(req, res, {
      title: 'Team',
      body: h(TeamBody, { context: kit.context(req), facts }),
      current: '/team',
    });
  });
  invitationRoutes(router, team);
  passwordResetRoute(router, team);
  removalRoutes(router, team);
}

/**
 * Inviting, and inviting again. An address another account holds is answered exactly as any
 * other (the same words, a pending row on the team page, a link where email is not set up), and
 * its holder is emailed why no invitation came: the link handed over then leads nowhere, since
 * it is kept nowhere.
 */
function invitationRoutes(router: Router, team: Team): void {
  const { base, deps } = team.kit;
  const invite = async (req: Request, email: string, role: TeamRole) => {
    const { account } = memberOf(req);
    const invited = await inviteToTeam(account.slug, email, { role });
    const elsewhere = 'elsewhere' in invited;
    if (elsewhere) await team.elsewhere.put(account.id, invited.email, role, invited.expiresAt);
    else await team.elsewhere.remove(account.id, invited.email);
    const url = invitationLink(deps, elsewhere ? newSecret('inv') : invited.token);
    const notSent = await mail(
      deps,
      elsewhere
        ? onAnotherTeamMessage({ to: invited.email, team: account.name })
        : invitationMessage({ to: invited.email, team: account.name, link: url, expiresAt: invited.expiresAt }),
    );
    return told(invited.email, 'Invitation', notSent, {
      link: { id: 'invitation-link', label: 'Invitation link (works once, for 7 days)', value: url },
    });
  };
  router.post('/team/invite', onlyOwners, (req, res) =>
    team.kit.attempt(req, res, `${base}/team`, async () => {
      const { email, role } = formOf(req, inviteForm);
      await refuseJoinedMember(memberOf(req).account.id, email);
      return invite(req, email, role);
    }),
  );
  router.post('/team/:id/invite-again', onlyOwners, (req, res) =>
    team.kit.attempt(req, res, `${base}/team`, async () => {
      const member = await invitee(team, req);
      if (member.passwordHash) throw badRequest('alreadyMember', `${member.email} has already joined.`);
      return invite(req, member.email, member.role);
    }),
  );
}

function passwordResetRoute(router: Router, team: Team): void {
  const { base, deps } = team.kit;
  router.post('/team/:id/password-reset', onlyOwners, (req, res) =>
    team.kit.attempt(req, res, `${base}/team`, async () => {
      const { account, member: me } = memberOf(req);
      const member = await invitee(team, req);
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

/** Removing a member (or an invitation), and ending a docs session: owners only, each after confirming. */
function removalRoutes(router: Router, team: Team): void {
  const { kit } = team;
  const teamPage = `${kit.base}/team`;
  // Every web process may hold an ended docs session as verified until it hears of the change.
  const announce = () => announceCredentialChange(kit.deps.redis, kit.deps.redisPrefix);
  router.use('/team/:id/remove', onlyOwners);
  kit.confirmable(router, '/team/:id/remove', {
    back: () => teamPage,
    async describe(req) {
      const member = await invitee(team, req);
      if (member.id === memberOf(req).member.id)
        throw forbidden('cannotRemoveSelf', 'You cannot remove yourself from the team.');
      return removeMemberConfirmation(member.email);
    },
    async run(req) {
      const { account, member: me } = memberOf(req);
      const elsewhere = await team.elsewhere.find(account.id, req.params.id);
      if (elsewhere) await team.elsewhere.remove(account.id, elsewhere.email);
      const removed = elsewhere ?? (await removeMember(account.id, me, req.params.id));
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
