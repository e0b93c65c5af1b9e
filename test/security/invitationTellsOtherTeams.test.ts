import test from 'ava';
import { startWeb, type WebServer } from '../../src/web.js';
import { TeamMember, findInvitation, inviteMember } from '../../src/dashboard/members.js';
import { createPartner } from '../helpers/fixtures.js';
import { parsePage } from '../helpers/dom.js';
import { useSystem } from '../helpers/useSystem.js';
import { Mailbox } from '../dashboard/mailbox.js';
import { cellsOf, flashOf } from '../dashboard/pageReading.js';
import { joinedMember, signInAs } from '../dashboard/helpers.js';

// Attack: an owner invites an address and reads the answer "This email belongs to a member of
// another account": a way for any partner to learn who is on other partners' teams. An
// invitation now answers the same whoever holds the address: the same words, a pending row on the
// team page that can be sent again or removed, a link where email is not set up. Nothing of the
// other account's member changes; with email, the address's holder is told why no invitation came.

const mailbox = new Mailbox();
let base: string;
/** The same dashboard on a web process without email (the same database and Redis). */
let withoutMail: WebServer;
let owner: Awaited<ReturnType<typeof signInAs>>;
let othersPending: string;

useSystem(test, {
  partner: { slug: 'inviting', name: 'Inviting Team' },
  async envFrom() {
    return { SMTP_URL: await mailbox.start() };
  },
  async setup({ url, system }) {
    base = `${url}/connect/dashboard`;
    const env = { ...system.config.env };
    delete env.SMTP_URL;
    withoutMail = await startWeb({ ...system.config, env, port: 0 });
    await createPartner({ slug: 'other-team', name: 'Other Team' });
    await joinedMember('other-team', 'taken@other-team.example', 'member');
    othersPending = (await inviteMember('other-team', 'pending@other-team.example', { role: 'member' })).token;
    owner = await signInAs(base, 'inviting', 'owner@inviting.example');
  },
});

test.after.always(async () => {
  await withoutMail?.stop();
  await mailbox.stop();
});

/** What the owner can read of an invitation to `email`, with the address, times, ids and tokens made alike. */
async function invite(at: string, email: string) {
  const same = (text: string) =>
    text
      .replaceAll(email, 'ADDRESS')
      .replace(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC/g, 'TIME')
      .replace(/inv_[\w-]+/g, 'inv_TOKEN')
      .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, 'ID');
  const post = (path: string, form: Record<string, string> = {}) =>
    owner.client.post(`${at}${path}`, { form: { csrf: owner.csrf, ...form } });
  const teamPage = async () => {
    const html = (await owner.client(`${at}/team`)).body;
    const row = parsePage(html).document.querySelector(`#team tr[data-email="${email}"]`);
    return { html, row, flash: same(flashOf(html)), cells: cellsOf(row).map(same) };
  };
  const sent = await post('/team/invite', { email, role: 'member' });
  const listed = await teamPage();
  const id = /\/team\/([^/]+)\/invite-again$/.exec(
    listed.row?.querySelector('form[action$="/invite-again"]')?.getAttribute('action') ?? '',
  )?.[1];
  const link = parsePage(listed.html).document.getElementById('invitation-link')?.textContent ?? null;
  const again = await post(`/team/${id}/invite-again`);
  const afterAgain = await teamPage();
  const reset = await post(`/team/${id}/password-reset`);
  const afterReset = await teamPage();
  const asked = await owner.client(`${at}/team/${id}/remove`);
  const question = parsePage(asked.body);
  const consequence = question.document.getElementById('consequence') ?? question.document.querySelector('h1');
  const removed = await post(`/team/${id}/remove`, { confirm: 'yes' });
  const afterRemoval = await teamPage();
  return {
    sent: [sent.statusCode, sent.headers.location],
    flash: listed.flash,
    row: listed.cells,
    link: link && same(link),
    again: [again.statusCode, afterAgain.flash, afterAgain.cells],
    reset: [reset.statusCode, afterReset.flash],
    removal: [asked.statusCode, same(question.text(consequence))],
    removed: [removed.statusCode, afterRemoval.flash, afterRemoval.row === null],
  };
}

/** The other account's member as stored: what an invitation from elsewhere must leave as it is. */
const storedMember = async (email: string) => {
  const m = (await TeamMember.findOne({ where: { email } }))!;
  return [m.accountId, m.role, m.passwordHash, m.invitationDigest, m.invitationExpiresAt?.toISOString()];
};

test.serial('with email: another team’s member is answered as a stranger, and told why nothing came', async (t) => {
  const before = await storedMember('taken@other-team.example');
  const stranger = await invite(base, 'stranger@inviting.example');
  const taken = await invite(base, 'taken@other-team.example');
  t.deepEqual(taken, stranger);
  t.deepEqual(stranger.flash, 'Invitation sent to ADDRESS.');
  t.deepEqual(stranger.row, ['ADDRESS', 'Member', 'Invited, until TIME', 'Invite again Remove…']);
  t.deepEqual(stranger.again, [303, 'Invitation sent to ADDRESS.', stranger.row]);
  t.deepEqual(stranger.reset, [303, 'Not done: ADDRESS has not joined yet: invite them again instead.']);
  t.deepEqual(stranger.removal, [
    200,
    'ADDRESS is signed out at once and can no longer sign in to this dashboard; the API docs sessions they opened end too. To let them back, invite them again.',
  ]);
  t.deepEqual(stranger.removed, [303, 'ADDRESS is no longer on the team.', true]);
  t.deepEqual(await storedMember('taken@other-team.example'), before, 'the other team’s member is untouched');

  const invitation = await mailbox.next('stranger@inviting.example');
  t.regex(invitation.link ?? '', /\/invitation\?token=inv_/);
  const told = await mailbox.next('taken@other-team.example');
  t.is(told.subject, 'Inviting Team invited you to the partner dashboard');
  t.regex(told.text, /already on a team there, and an address can be on one team only/);
  t.is(told.link, null, 'no link: there is nothing to join');
});

test.serial('without email: the same answer and a link for both, and the other team’s invitation stands', async (t) => {
  const at = `${withoutMail.url}/connect/dashboard`;
  const before = await storedMember('pending@other-team.example');
  const stranger = await invite(at, 'another-stranger@inviting.example');
  const pending = await invite(at, 'pending@other-team.example');
  t.deepEqual(pending, stranger);
  t.regex(stranger.flash, /^Invitation ready for ADDRESS\. This dashboard does not send email/);
  t.regex(stranger.link ?? '', /\/invitation\?token=inv_TOKEN$/);
  t.deepEqual(await storedMember('pending@other-team.example'), before);
  t.is((await findInvitation(othersPending))?.team, 'Other Team', 'their own invitation still works');
});
