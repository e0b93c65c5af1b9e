import { csrfField, dangerLink, e, postButton, table, time } from '../layout.js';
import type { LiveDocsSession } from '../docsSessions.js';
import type { TeamRole } from '../members.js';
import type { PageContext } from './context.js';

export interface TeamFacts {
  me: { id: string; role: TeamRole };
  team: string;
  mailConfigured: boolean;
  members: {
    id: string;
    email: string;
    role: TeamRole;
    passwordHash: string | null;
    invitationExpiresAt: Date | null;
    lastSignInAt: Date | null;
  }[];
  /** The account's live docs sessions; listed for owners only. */
  docsSessions: LiveDocsSession[];
}

const ROLE_WORDS: Record<TeamRole, string> = { owner: 'Owner', member: 'Member' };

function state(m: TeamFacts['members'][number]): string {
  if (m.passwordHash) return m.lastSignInAt ? `Active, last signed in ${time(m.lastSignInAt)}` : 'Active';
  if (m.invitationExpiresAt && m.invitationExpiresAt.getTime() > Date.now())
    return `Invited, until ${time(m.invitationExpiresAt)}`;
  return 'Invitation expired';
}

function actions({ base, csrf }: PageContext, me: TeamFacts['me'], m: TeamFacts['members'][number]): string {
  if (me.role !== 'owner' || m.id === me.id) return m.id === me.id ? '<span class="muted">You</span>' : '';
  const at = `${base}/team/${m.id}`;
  const again = m.passwordHash
    ? postButton(
        `${at}/password-reset`,
        'Send a password reset',
        csrf,
        '',
        ` aria-label="${e(`Send a password reset: ${m.email}`)}"`,
      )
    : postButton(`${at}/invite-again`, 'Invite again', csrf, '', ` aria-label="${e(`Invite again: ${m.email}`)}"`);
  return `${again} ${dangerLink(`${at}/remove`, 'Remove', m.email)}`;
}

function inviteForm({ base, csrf }: PageContext, mailConfigured: boolean): string {
  const delivery = mailConfigured
    ? 'We email the invitation; the link in it works once, for 7 days.'
    : 'This dashboard does not send email: you get the invitation link to pass on yourself. It works once, for 7 days.';
  return `<section aria-labelledby="invite-heading"><h2 id="invite-heading">Invite someone</h2>
<form method="post" action="${e(base)}/team/invite">${csrfField(csrf)}
<label for="invite-email">Email</label><input type="email" id="invite-email" name="email" required autocomplete="off">
<label for="invite-role">Role</label><select id="invite-role" name="role">
<option value="member" selected>Member: uses the dashboard</option>
<option value="owner">Owner: also invites and removes people</option></select>
<p class="muted">${delivery}</p>
<button class="primary">Send the invitation</button></form></section>`;
}

const KIND_WORDS: Record<LiveDocsSession['kind'], string> = { partner: 'Partner', sandbox: 'Sandbox' };

function docsSessions({ base }: PageContext, sessions: LiveDocsSession[]): string {
  const rows = sessions.map((s) => ({
    cells: [
      s.openedBy ? e(s.openedBy) : '<span class="muted">Not from the dashboard</span>',
      KIND_WORDS[s.kind],
      time(s.openedAt),
      time(s.expiresAt),
      dangerLink(`${base}/team/docs-sessions/${s.id}/end`, 'End', `the docs session of ${s.openedBy ?? 'no member'}`),
    ],
    attributes: ` data-docs-session="${e(s.id)}"${s.openedBy ? ` data-email="${e(s.openedBy)}"` : ''}`,
  }));
  return `<section aria-labelledby="docs-sessions-heading"><h2 id="docs-sessions-heading">API docs sessions</h2>
<p>Opening the API docs makes a docs session, which calls the API as this account. It ends when its time is up,
when whoever opened it leaves the team or resets their password, or when you end it here.</p>
${table({
  id: 'docs-sessions',
  caption: 'Live API docs sessions',
  columns: ['Opened by', 'Kind', 'Opened', 'Until', { label: 'Actions', hidden: true }],
  rows,
  empty: 'No docs session is open.',
})}</section>`;
}

/**
 * The team: who can sign in, their role and state; owners invite, remove and send password resets,
 * and see the account's live docs sessions.
 */
export function teamBody(context: PageContext, facts: TeamFacts): string {
  const rows = facts.members.map((m) => ({
    cells: [e(m.email), ROLE_WORDS[m.role], state(m), actions(context, facts.me, m)],
    attributes: ` data-email="${e(m.email)}"`,
  }));
  const owner = facts.me.role === 'owner';
  return `<p>Everyone who signs in to the dashboard of ${e(facts.team)}.</p>
${table({ id: 'team', caption: 'Team members', columns: ['Email', 'Role', 'State', { label: 'Actions', hidden: true }], rows })}
${owner ? inviteForm(context, facts.mailConfigured) : '<p class="muted">Only owners invite and remove people.</p>'}
${owner ? docsSessions(context, facts.docsSessions) : ''}`;
}
