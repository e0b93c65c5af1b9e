import test from 'ava';
import got from 'got';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { digest } from '../../src/crypto/tokens.js';
import { PasswordReset, TeamMember } from '../../src/dashboard/members.js';
import { OWNER_RESET_BY_EMAIL_ONLY, createPasswordReset } from '../../src/dashboard/passwordResets.js';
import { pruneExpired } from '../../src/maintenance/pruneExpired.js';
import { parsePage } from '../helpers/dom.js';
import { Mailbox } from './mailbox.js';
import {
  PASSWORD,
  choosePassword,
  csrfOf,
  expectGoodPage,
  joinedMember,
  signInAs,
  signInInBrowser,
  watchedPage,
} from './helpers.js';

// The team with email set up: an owner invites people and sends password resets through a real
// SMTP server, a member resets a forgotten password from the sign-in page, and every link works
// once, for a short while. Owners remove members after confirming.

let base: string;
const mailbox = new Mailbox();
const NEW_PASSWORD = 'a brand new passphrase';

const used = useSystem(test, {
  async envFrom() {
    return { SMTP_URL: await mailbox.start(), MAIL_FROM: 'Partner dashboard <dashboard@partner-api.example>' };
  },
  browser: true,
  partner: { slug: 'mail-team', name: 'Mail Team' },
  async setup({ url }) {
    base = `${url}/connect/dashboard`;
    await joinedMember('mail-team', 'ola@mail-team.example');
  },
});

test.after.always(async () => {
  await mailbox.stop();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
/** The success box of a page, in words ('' when there is none). */
const successOf = (html: string) => {
  const page = parsePage(html);
  const box = page.document.querySelector('.flash.success[role="status"]');
  return box ? page.text(box) : '';
};
const loginAnswer = async (email: string, password: string) => {
  const form = await got(`${base}/login`);
  const cookie = String(form.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const csrf = csrfOf(form.body);
  return got.post(`${base}/login`, {
    headers: { cookie },
    form: { csrf, email, password },
    followRedirect: false,
    throwHttpErrors: false,
  });
};

test.serial('an owner invites by email; the invitation names the team and the address and works once', async (t) => {
  const owner = await watchedPage(used.browser);
  const invitee = await watchedPage(used.browser);
  let token = '';
  try {
    await signInInBrowser(owner.page, base, 'ola@mail-team.example');
    await owner.page.goto(`${base}/team`);
    await expectGoodPage(t, owner.page, 'team', owner.errors);
    await owner.page.fill('#invite-email', 'Pia@Mail-Team.example');
    await owner.page.selectOption('#invite-role', 'member');
    await owner.page.click('form[action$="/team/invite"] button');
    await owner.page.waitForSelector('.flash.success[role="status"]');
    t.regex((await owner.page.textContent('.flash.success')) ?? '', /Invitation sent to pia@mail-team.example/);
    t.falsy(await owner.page.$('#invitation-link'), 'the link went by email, not onto the page');
    t.regex((await owner.page.textContent('#team tr[data-email="pia@mail-team.example"]')) ?? '', /Invited, until/);
    await expectGoodPage(t, owner.page, 'team-invited', owner.errors);

    const mail = await mailbox.next('pia@mail-team.example');
    t.is(mail.from, 'dashboard@partner-api.example');
    t.is(mail.subject, 'Join Mail Team on the partner dashboard');
    t.true(mail.text.includes('Mail Team') && mail.text.includes('pia@mail-team.example'));
    t.true(mail.link!.startsWith(`${used.system.config.appUrl}/dashboard/invitation?token=inv_`), mail.link!);
    token = tokenOf(mail.link!);

    // The link: the page names the team and the address; a short password is refused without
    // spending the invitation; then the member joins, signed in.
    await invitee.page.goto(mail.link!);
    const text = (await invitee.page.textContent('main')) ?? '';
    t.true(text.includes('Mail Team') && text.includes('pia@mail-team.example'));
    await expectGoodPage(t, invitee.page, 'invitation-from-email', invitee.errors);
    await invitee.page.evaluate('document.querySelector("#password").removeAttribute("minlength")');
    await invitee.page.fill('#password', 'short');
    await invitee.page.click('form button');
    await invitee.page.waitForSelector('.error[role="alert"]');
    t.regex((await invitee.page.textContent('[role="alert"]')) ?? '', /at least 12 characters/);
    await expectGoodPage(t, invitee.page, 'invitation-error', invitee.errors);
    await invitee.page.fill('#password', PASSWORD);
    await invitee.page.click('form button');
    await invitee.page.waitForSelector('.flash.success:has-text("Welcome to Mail Team")');

    // A member sees the team but cannot change it.
    await invitee.page.goto(`${base}/team`);
    t.falsy(await invitee.page.$('form[action$="/team/invite"]'));
    t.regex((await invitee.page.textContent('main')) ?? '', /Only owners invite and remove people/);
    await expectGoodPage(t, invitee.page, 'team-as-member', invitee.errors);
  } finally {
    await owner.context.close();
    await invitee.context.close();
  }

  // Spent: the same link again is refused, on the page and on the form.
  const pia = await TeamMember.findOne({ where: { email: 'pia@mail-team.example' } });
  t.is(pia!.role, 'member');
  t.is(pia!.invitationDigest, null);
  const again = await choosePassword(base, '/invitation', token, 'another long password');
  t.is(again.statusCode, 404);
  t.regex(parsePage(again.body).screen.getByRole('alert').textContent ?? '', /unknown, used or expired/);
});

test.serial('a used or expired invitation link is refused', async (t) => {
  const { client, csrf } = await signInAs(base, 'mail-team', 'una@mail-team.example');
  t.is(
    (await client.post(`${base}/team/invite`, { form: { csrf, email: 'quinn@mail-team.example' } })).statusCode,
    303,
  );
  const token = tokenOf((await mailbox.next('quinn@mail-team.example')).link!);
  t.is((await got(`${base}/invitation?token=${token}`, { throwHttpErrors: false })).statusCode, 200);
  const joined = await choosePassword(base, '/invitation', token, PASSWORD);
  t.is(joined.statusCode, 303);
  for (const answer of [
    await got(`${base}/invitation?token=${token}`, { throwHttpErrors: false }),
    await choosePassword(base, '/invitation', token, 'another long password'),
  ])
    t.is(answer.statusCode, 404, 'spent once');
  t.is((await loginAnswer('quinn@mail-team.example', 'another long password')).statusCode, 401);

  t.is((await client.post(`${base}/team/invite`, { form: { csrf, email: 'rae@mail-team.example' } })).statusCode, 303);
  const late = tokenOf((await mailbox.next('rae@mail-team.example')).link!);
  await used.system.web.runtime.sequelize.query(
    "UPDATE team_members SET invitation_expires_at = now() - interval '1 minute' WHERE email = 'rae@mail-team.example'",
  );
  t.is((await got(`${base}/invitation?token=${late}`, { throwHttpErrors: false })).statusCode, 404, 'expired');
  const tooLate = await choosePassword(base, '/invitation', late, PASSWORD);
  t.is(tooLate.statusCode, 404);
  t.falsy(String(tooLate.headers['set-cookie'] ?? '').includes('dashboard_session'));
});

test.serial('a forgotten password: a link by email, spent once, an hour long, swept when expired', async (t) => {
  const sam = await signInAs(base, 'mail-team', 'sam@mail-team.example');
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await page.goto(`${base}/login`);
    await page.click('a:has-text("Forgot your password?")');
    await page.waitForSelector('form[action$="/password-reset"]');
    await expectGoodPage(t, page, 'password-reset', errors);
    await page.fill('#email', 'sam@mail-team.example');
    await page.click('form button');
    await page.waitForSelector('.flash.success[role="status"]');
    t.regex((await page.textContent('main')) ?? '', /If sam@mail-team.example is the address of a team member/);
    await expectGoodPage(t, page, 'password-reset-sent', errors);

    const mail = await mailbox.next('sam@mail-team.example');
    t.is(mail.subject, 'Reset your partner dashboard password');
    t.true(mail.link!.startsWith(`${used.system.config.appUrl}/dashboard/password-reset/choose?token=pwr_`));
    const token = tokenOf(mail.link!);
    // Stored as its digest only.
    const [row] = await used.system.web.runtime.sequelize.query<{ token_digest: string; expires_at: Date }>(
      'SELECT token_digest, expires_at FROM password_resets',
      { type: QueryTypes.SELECT },
    );
    t.is(row.token_digest, digest(token));
    t.true(row.expires_at.getTime() <= Date.now() + 3600_000 && row.expires_at.getTime() > Date.now() + 3500_000);

    await page.goto(mail.link!);
    t.regex((await page.textContent('main')) ?? '', /sam@mail-team.example.*Mail Team/s);
    await expectGoodPage(t, page, 'password-reset-choose', errors);
    await page.fill('#password', NEW_PASSWORD);
    await page.click('form button');
    await page.waitForSelector('.flash.success:has-text("Your new password is saved.")');
    await expectGoodPage(t, page, 'password-reset-done', errors);
  } finally {
    await context.close();
  }
  t.is((await loginAnswer('sam@mail-team.example', PASSWORD)).statusCode, 401, 'the old password is gone');
  t.is((await loginAnswer('sam@mail-team.example', NEW_PASSWORD)).statusCode, 303);
  t.is((await sam.client(`${base}/keys`)).statusCode, 303, 'sessions opened with the old password end');

  // Spent once: neither the page nor the form takes the link again.
  const [{ count }] = await used.system.web.runtime.sequelize.query<{ count: string }>(
    'SELECT count(*) FROM password_resets',
    { type: QueryTypes.SELECT },
  );
  t.is(Number(count), 0);

  // An unknown address gets the same answer, and no mail.
  const form = await got(`${base}/password-reset`);
  const cookie = String(form.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const csrf = csrfOf(form.body);
  const unknown = await got.post(`${base}/password-reset`, {
    headers: { cookie },
    form: { csrf, email: 'nobody@mail-team.example' },
  });
  t.regex(
    parsePage(unknown.body).screen.getByRole('status').textContent ?? '',
    /If nobody@mail-team.example is the address of a team member/,
  );
  const forged = await got.post(`${base}/password-reset`, {
    form: { email: 'sam@mail-team.example' },
    throwHttpErrors: false,
  });
  t.is(forged.statusCode, 403, 'a post without the form token sends nothing');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.deepEqual(mailbox.messages, []);

  // Expired links are refused, and the expiry sweep deletes them; live ones stay.
  const member = (await TeamMember.findOne({ where: { email: 'sam@mail-team.example' } }))!;
  const expired = await createPasswordReset(member);
  const live = await createPasswordReset(member);
  await used.system.web.runtime.sequelize.query(
    "UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE token_digest = :digest",
    { replacements: { digest: digest(expired.token) } },
  );
  const choose = (token: string) => `${base}/password-reset/choose?token=${encodeURIComponent(token)}`;
  t.is((await got(choose(expired.token), { throwHttpErrors: false })).statusCode, 404);
  const refused = await choosePassword(base, '/password-reset/choose', expired.token, 'yet another long password');
  t.is(refused.statusCode, 404);
  t.regex(parsePage(refused.body).screen.getByRole('alert').textContent ?? '', /unknown, used or expired/);
  t.is((await got(choose(live.token), { throwHttpErrors: false })).statusCode, 200);
  const removed = await pruneExpired(used.system.web.runtime.sequelize);
  t.is(removed.password_resets, 1);
  t.is((await got(choose(live.token), { throwHttpErrors: false })).statusCode, 200, 'the live link stays');
  const spent = await choosePassword(base, '/password-reset/choose', live.token, 'the third long password');
  t.is(spent.statusCode, 303);
  const twice = await choosePassword(base, '/password-reset/choose', live.token, 'the fourth long password');
  t.is(twice.statusCode, 404, 'spent once');
  t.is((await loginAnswer('sam@mail-team.example', 'the fourth long password')).statusCode, 401);
});

test.serial('an owner sends a reset and removes a member, only after confirming', async (t) => {
  const owner = await signInAs(base, 'mail-team', 'vic@mail-team.example');
  const member = await signInAs(base, 'mail-team', 'wyn@mail-team.example', 'member');
  const wyn = (await TeamMember.findOne({ where: { email: 'wyn@mail-team.example' } }))!;
  const vic = (await TeamMember.findOne({ where: { email: 'vic@mail-team.example' } }))!;

  const reset = await owner.client.post(`${base}/team/${wyn.id}/password-reset`, { form: { csrf: owner.csrf } });
  t.is(reset.statusCode, 303);
  const mail = await mailbox.next('wyn@mail-team.example');
  t.is(mail.subject, 'Reset your partner dashboard password');
  t.regex(successOf((await owner.client(`${base}/team`)).body), /^A password reset link sent to wyn/);

  // Members cannot manage the team.
  for (const path of [`/team/invite`, `/team/${vic.id}/remove`, `/team/${vic.id}/password-reset`])
    t.is(
      (await member.client.post(`${base}${path}`, { form: { csrf: member.csrf, confirm: 'yes', email: 'x@y.z' } }))
        .statusCode,
      403,
      path,
    );

  // Removing asks first: the GET and an unconfirmed POST only show the question.
  const ask = await owner.client(`${base}/team/${wyn.id}/remove`);
  t.is(ask.statusCode, 200);
  const asked = parsePage(ask.body);
  t.is(asked.screen.getByRole('heading', { level: 1 }).textContent, 'Remove this person from the team?');
  t.is(asked.byId('confirm-form').querySelector<HTMLInputElement>('input[name="confirm"]')?.value, 'yes');
  const unconfirmed = await owner.client.post(`${base}/team/${wyn.id}/remove`, { form: { csrf: owner.csrf } });
  t.is(unconfirmed.statusCode, 200);
  t.truthy(parsePage(unconfirmed.body).byId('confirm-form'));
  t.truthy(await TeamMember.findByPk(wyn.id), 'still on the team');
  t.is((await member.client(`${base}/keys`)).statusCode, 200, 'still signed in');
  const confirmed = await owner.client.post(`${base}/team/${wyn.id}/remove`, {
    form: { csrf: owner.csrf, confirm: 'yes' },
  });
  t.is(confirmed.statusCode, 303);
  t.is(confirmed.headers.location, '/connect/dashboard/team');
  t.is(await TeamMember.findByPk(wyn.id), null);
  t.is((await member.client(`${base}/keys`)).statusCode, 303, 'signed out at once');
  t.is(successOf((await owner.client(`${base}/team`)).body), 'wyn@mail-team.example is no longer on the team.');
  const self = await owner.client.post(`${base}/team/${vic.id}/remove`, { form: { csrf: owner.csrf, confirm: 'yes' } });
  t.is(self.statusCode, 403, 'an owner cannot remove themselves');

  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'vic@mail-team.example');
    await page.goto(`${base}/team`);
    await page.click(`#team tr[data-email="ola@mail-team.example"] a:has-text("Remove")`);
    await page.waitForSelector('#confirm-form');
    await expectGoodPage(t, page, 'confirm-remove-member', errors);
  } finally {
    await context.close();
  }
});

test.serial('an owner sees who holds a docs session, and ends it after confirming', async (t) => {
  const member = await signInAs(base, 'mail-team', 'bea@mail-team.example', 'member');
  const opened = await member.client.post(`${base}/docs`, { form: { csrf: member.csrf } });
  t.regex(String(opened.headers.location), /^\/docs#session=ds_/);
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'vic@mail-team.example');
    await page.goto(`${base}/team`);
    const row = '#docs-sessions tr[data-email="bea@mail-team.example"]';
    t.is(await page.locator(`${row} time`).count(), 2, 'opened, and until');
    await expectGoodPage(t, page, 'team-docs-sessions', errors);
    await page.click(`${row} a:has-text("End")`);
    await page.waitForSelector('#confirm-form');
    t.regex((await page.textContent('#consequence')) ?? '', /bea@mail-team.example/);
    await expectGoodPage(t, page, 'confirm-end-docs-session', errors);
    await page.click('#confirm-form button.danger');
    await page.waitForSelector('.flash.success:has-text("Docs session ended.")');
    t.is(await page.locator(row).count(), 0);
  } finally {
    await context.close();
  }
});

test.serial('a mail server that refuses: the owner sees an error, and the link to pass on', async (t) => {
  mailbox.refuse = 'mailbox unavailable';
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'ola@mail-team.example');
    await page.goto(`${base}/team`);
    await page.fill('#invite-email', 'xena@mail-team.example');
    await page.click('form[action$="/team/invite"] button');
    await page.waitForSelector('.flash.error[role="alert"]');
    t.falsy(await page.$('.flash.success'));
    t.regex(
      (await page.textContent('.flash.error')) ?? '',
      /could not be sent \(the mail server did not take the message \(550\)\)/,
    );
    const link = (await page.textContent('.flash.error #invitation-link'))?.trim() ?? '';
    t.false(page.url().includes('token'), 'the link is not in the page’s URL');
    await expectGoodPage(t, page, 'team-mail-refused', errors);
    const opened = await got(link, { throwHttpErrors: false });
    t.is(opened.statusCode, 200);
    t.regex(parsePage(opened.body).text(), /xena@mail-team.example/);
  } finally {
    mailbox.refuse = null;
    await context.close();
  }
});

test.serial('another owner’s password is reset by email only: a refused email leaves no link anywhere', async (t) => {
  const owner = await signInAs(base, 'mail-team', 'yan@mail-team.example');
  await joinedMember('mail-team', 'zoe@mail-team.example');
  await joinedMember('mail-team', 'abe@mail-team.example', 'member');
  const zoe = (await TeamMember.findOne({ where: { email: 'zoe@mail-team.example' } }))!;

  const sent = await owner.client.post(`${base}/team/${zoe.id}/password-reset`, { form: { csrf: owner.csrf } });
  t.is(sent.statusCode, 303);
  const mail = await mailbox.next('zoe@mail-team.example');
  t.true(mail.link!.startsWith(`${used.system.config.appUrl}/dashboard/password-reset/choose?token=pwr_`));
  const after = (await owner.client(`${base}/team`)).body;
  t.is(successOf(after), 'A password reset link sent to zoe@mail-team.example.');
  t.is(parsePage(after).document.getElementById('reset-link'), null, 'the link went to their inbox only');
  t.false(after.includes('pwr_'), 'nor anywhere on the page');

  mailbox.refuse = 'mailbox unavailable';
  const { context, page, errors } = await watchedPage(used.browser);
  try {
    await signInInBrowser(page, base, 'yan@mail-team.example');
    await page.goto(`${base}/team`);
    await page.click('#team tr[data-email="zoe@mail-team.example"] button:has-text("Send a password reset")');
    await page.waitForSelector('.flash.error[role="alert"]');
    t.is(
      (await page.textContent('.flash.error'))?.trim(),
      `Not done: The email to zoe@mail-team.example could not be sent (the mail server did not take the message (550)). ${OWNER_RESET_BY_EMAIL_ONLY}`,
    );
    t.falsy(await page.$('#reset-link'));
    t.false((await page.content()).includes('pwr_'), 'no link on the page');
    await expectGoodPage(t, page, 'team-owner-reset-not-sent', errors);
    t.is(await PasswordReset.count({ where: { memberId: zoe.id } }), 1, 'only the link that was emailed is live');

    // A member's link is still handed over when the email cannot go.
    await page.click('#team tr[data-email="abe@mail-team.example"] button:has-text("Send a password reset")');
    await page.waitForSelector('.flash.error #reset-link');
    t.regex((await page.textContent('#reset-link')) ?? '', /\/dashboard\/password-reset\/choose\?token=pwr_/);
  } finally {
    mailbox.refuse = null;
    await context.close();
  }
  t.deepEqual(mailbox.messages, []);
});

test.serial('reset links for one address are limited: a form cannot flood an inbox', async (t) => {
  const form = await got(`${base}/password-reset`);
  const cookie = String(form.headers['set-cookie']?.[0] ?? '').split(';')[0];
  const csrf = csrfOf(form.body);
  const ask = () =>
    got.post(`${base}/password-reset`, {
      headers: { cookie },
      form: { csrf, email: 'ola@mail-team.example' },
      throwHttpErrors: false,
    });
  for (let i = 0; i < 5; i++) t.is((await ask()).statusCode, 200);
  const sixth = await ask();
  t.is(sixth.statusCode, 429);
  t.true(Number(sixth.headers['retry-after']) >= 1);
  for (let i = 0; i < 5; i++) await mailbox.next('ola@mail-team.example');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.deepEqual(mailbox.messages, [], 'five messages, not six');
});
