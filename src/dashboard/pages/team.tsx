import type { LiveDocsSession } from '../docsSessions.js';
import type { TeamRole } from '../models.js';
import { CsrfField, DangerLink, PostButton, Table, Time } from '../components.js';
import type { Confirmation } from './confirm.js';
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

type Member = TeamFacts['members'][number];

const ROLE_WORDS: Record<TeamRole, string> = { owner: 'Owner', member: 'Member' };

function State(props: { member: Member }) {
  const m = props.member;
  if (m.passwordHash)
    return m.lastSignInAt ? (
      <>
        Active, last signed in <Time value={m.lastSignInAt} />
      </>
    ) : (
      <>Active</>
    );
  if (m.invitationExpiresAt && m.invitationExpiresAt.getTime() > Date.now())
    return (
      <>
        Invited, until <Time value={m.invitationExpiresAt} />
      </>
    );
  return <>Invitation expired</>;
}

function Actions(props: { context: PageContext; me: TeamFacts['me']; member: Member }) {
  const { base, csrf } = props.context;
  const { me, member: m } = props;
  if (m.id === me.id) return <span class="muted">You</span>;
  if (me.role !== 'owner') return null;
  const at = `${base}/team/${m.id}`;
  const again = m.passwordHash ? (
    <PostButton
      action={`${at}/password-reset`}
      label="Send a password reset"
      csrf={csrf}
      button={{ 'aria-label': `Send a password reset: ${m.email}` }}
    />
  ) : (
    <PostButton
      action={`${at}/invite-again`}
      label="Invite again"
      csrf={csrf}
      button={{ 'aria-label': `Invite again: ${m.email}` }}
    />
  );
  return (
    <>
      {again} <DangerLink href={`${at}/remove`} label="Remove" name={m.email} />
    </>
  );
}

function InviteForm(props: { context: PageContext; mailConfigured: boolean }) {
  const { base, csrf } = props.context;
  return (
    <section aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite someone</h2>
      <form method="post" action={`${base}/team/invite`}>
        <CsrfField csrf={csrf} />
        <label for="invite-email">Email</label>
        <input type="email" id="invite-email" name="email" required autocomplete="off" />
        <label for="invite-role">Role</label>
        <select id="invite-role" name="role">
          <option value="member" selected>
            Member: uses the dashboard
          </option>
          <option value="owner">Owner: also invites and removes people</option>
        </select>
        <p class="muted">
          {props.mailConfigured
            ? 'We email the invitation; the link in it works once, for 7 days.'
            : 'This dashboard does not send email: you get the invitation link to pass on yourself. It works once, for 7 days.'}
        </p>
        <button class="primary">Send the invitation</button>
      </form>
    </section>
  );
}

const KIND_WORDS: Record<LiveDocsSession['kind'], string> = { partner: 'Partner', sandbox: 'Sandbox' };

function DocsSessions(props: { context: PageContext; sessions: LiveDocsSession[] }) {
  const { base } = props.context;
  const rows = props.sessions.map((s) => ({
    cells: [
      s.openedBy ?? <span class="muted">Not from the dashboard</span>,
      KIND_WORDS[s.kind],
      <Time value={s.openedAt} />,
      <Time value={s.expiresAt} />,
      <DangerLink
        href={`${base}/team/docs-sessions/${s.id}/end`}
        label="End"
        name={`the docs session of ${s.openedBy ?? 'no member'}`}
      />,
    ],
    attributes: { 'data-docs-session': s.id, 'data-email': s.openedBy ?? undefined },
  }));
  return (
    <section aria-labelledby="docs-sessions-heading">
      <h2 id="docs-sessions-heading">API docs sessions</h2>
      <p>
        Opening the API docs makes a docs session, which calls the API as this account; opening them again while it
        lasts uses the same one. It ends when its time is up, when whoever opened it leaves the team or resets their
        password, or when you end it here.
      </p>
      <Table
        id="docs-sessions"
        caption="Live API docs sessions"
        columns={['Opened by', 'Kind', 'Opened', 'Until', { label: 'Actions', hidden: true }]}
        rows={rows}
        empty="No docs session is open."
      />
    </section>
  );
}

/**
 * The team: who can sign in, their role and state; owners invite, remove and send password resets,
 * and see the account's live docs sessions.
 */
export function TeamBody(props: { context: PageContext; facts: TeamFacts }) {
  const { context, facts } = props;
  const rows = facts.members.map((m) => ({
    cells: [m.email, ROLE_WORDS[m.role], <State member={m} />, <Actions context={context} me={facts.me} member={m} />],
    attributes: { 'data-email': m.email },
  }));
  const owner = facts.me.role === 'owner';
  return (
    <>
      <p>Everyone who signs in to the dashboard of {facts.team}.</p>
      <Table
        id="team"
        caption="Team members"
        columns={['Email', 'Role', 'State', { label: 'Actions', hidden: true }]}
        rows={rows}
      />
      {owner ? (
        <InviteForm context={context} mailConfigured={facts.mailConfigured} />
      ) : (
        <p class="muted">Only owners invite and remove people.</p>
      )}
      {owner ? <DocsSessions context={context} sessions={facts.docsSessions} /> : null}
    </>
  );
}

/** What removing a member ends. */
export const removeMemberConfirmation = (email: string): Confirmation => ({
  question: 'Remove this person from the team?',
  consequence: (
    <>
      <strong>{email}</strong> is signed out at once and can no longer sign in to this dashboard; the API docs sessions
      they opened end too. To let them back, invite them again.
    </>
  ),
  action: 'Remove from the team',
});

/** What ending a docs session stops. */
export const endDocsSessionConfirmation = (session: LiveDocsSession): Confirmation => ({
  question: 'End this docs session?',
  consequence: (
    <>
      The API docs session{' '}
      {session.openedBy ? (
        <>
          opened by <strong>{session.openedBy}</strong>
        </>
      ) : (
        'opened outside the dashboard'
      )}{' '}
      at <Time value={session.openedAt} /> stops working at once: every call made with it is refused, by every server
      within seconds. Whoever holds it can open the docs again if they are still on the team. This cannot be undone.
    </>
  ),
  action: 'End the docs session',
});
