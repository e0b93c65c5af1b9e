import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { useSystem } from '../helpers/useSystem.js';
import { createConnectedUser, createOneTimeToken, createPartner } from '../helpers/fixtures.js';
import { pruneExpired } from '../../src/maintenance/pruneExpired.js';
import { inviteMember } from '../../src/dashboard/members.js';

// Attack surface: dashboard sessions, wizard sessions, sign-in attempts and unaccepted invitations
// were never deleted, so a leaked database held every one ever issued (and the tables grew for
// ever). One maintenance sweep prunes whatever ended long enough ago, and nothing live.

const used = useSystem(test);

test('the sweep removes exactly the rows that ended long ago', async (t) => {
  const sequelize = used.system.web.runtime.sequelize;
  const partner = await createPartner({ slug: 'sweep' });
  const user = await createConnectedUser(partner.accountId);
  const oldToken = await createOneTimeToken(user, -3 * 86_400_000);
  const freshToken = await createOneTimeToken(user);
  const day = 86_400_000;
  const at = (ms: number) => new Date(Date.now() + ms);
  await sequelize.query('UPDATE sign_in_attempts SET expires_at = :when WHERE id = :id', {
    replacements: { when: at(-8 * day), id: oldToken.signInAttemptId },
  });
  const oldInvite = await inviteMember('sweep', 'old@sweep.example');
  const freshInvite = await inviteMember('sweep', 'fresh@sweep.example');
  await sequelize.query('UPDATE team_members SET invitation_expires_at = :when WHERE email = :email', {
    replacements: { when: at(-2 * day), email: oldInvite.email },
  });
  const [member] = await sequelize.query<{ id: string }>('SELECT id FROM team_members WHERE email = :email', {
    replacements: { email: freshInvite.email },
    type: QueryTypes.SELECT,
  });
  for (const [expires, tag] of [
    [at(-2 * day), 'old'],
    [at(day), 'fresh'],
  ] as const) {
    await sequelize.query(
      'INSERT INTO dashboard_sessions (id, member_id, token_digest, csrf_token, expires_at) VALUES (:id, :member, :digest, :csrf, :expires)',
      {
        replacements: { id: randomUUID(), member: member.id, digest: `${tag}`.padEnd(64, '0'), csrf: tag, expires },
      },
    );
    await sequelize.query(
      'INSERT INTO wizard_sessions (id, account_id, token_digest, expires_at) VALUES (:id, :account, :digest, :expires)',
      {
        replacements: { id: randomUUID(), account: partner.accountId, digest: `${tag}`.padEnd(64, '1'), expires },
      },
    );
  }

  const removed = await pruneExpired(sequelize);
  t.is(removed.sign_in_attempts, 1);
  t.is(removed.dashboard_sessions, 1);
  t.is(removed.wizard_sessions, 1);
  t.is(removed.team_members, 1);
  t.is(removed.one_time_tokens, 1);
  const count = async (sql: string) =>
    Number((await sequelize.query<{ n: string }>(sql, { type: QueryTypes.SELECT }))[0].n);
  t.is(
    await count(`SELECT count(*) AS n FROM one_time_tokens WHERE sign_in_attempt_id = '${oldToken.signInAttemptId}'`),
    0,
  );
  t.is(await count(`SELECT count(*) AS n FROM sign_in_attempts WHERE id = '${freshToken.signInAttemptId}'`), 1);
  t.is(await count("SELECT count(*) AS n FROM dashboard_sessions WHERE csrf_token = 'fresh'"), 1);
  t.is(await count("SELECT count(*) AS n FROM team_members WHERE email = 'fresh@sweep.example'"), 1);
  t.deepEqual(
    Object.values(await pruneExpired(sequelize)).reduce((a, b) => a + b, 0),
    0,
  );
});
