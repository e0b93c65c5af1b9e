import test from 'ava';
import { Op, QueryTypes } from 'sequelize';
import { client, type JsonBody } from '../helpers/http.js';
import { createPartner } from '../helpers/fixtures.js';
import { connectThroughSignIn } from '../helpers/transfers.js';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';
import { IntegrationUser } from '../../src/users/models.js';
import { EVALUATION_USER_CAP } from '../../src/users/connect.js';

// Both ways of connecting a user (the hosted sign-in and D1's pre-authorized destination) go
// through one connectUser that locks the account: six service accounts connecting at once to an
// evaluation account give exactly five connected users and five user.connected events.

const LISTENERS = ['demo', 'medium', 'heavy'];
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 200,
  liftBudgets: true,
});

for (const round of [1, 2, 3]) {
  test.serial(
    `round ${round}: six connections at once, three signed in and three pre-authorized, connect exactly five`,
    async (t) => {
      const slug = `evaluation-race-${round}`;
      const partner = await createPartner({
        slug,
        returnUrls: [RETURN_URL],
        enabledIntegrations: ['spotify', 'deezer'],
        isEvaluationAccount: true,
        isTransferServiceEnabled: true,
      });
      const api = client(used.url, { authorization: partner.basic });
      // Each connection's outcome: connected, or the status and code of its refusal.
      const preauthorize = async (listener: string) => {
        const accessToken = used.emulator('deezer').oauth.issue(listener, EMULATOR_CLIENT.id, '').accessToken;
        const res = await api.post<JsonBody>('public/transfer-sessions', {
          json: { target: { integrationType: 'deezer', authData: { accessToken } }, returnUrl: RETURN_URL },
        });
        return res.statusCode === 201 ? 'connected' : `${res.statusCode} ${res.body.code}`;
      };
      const signIn = (listener: string) =>
        connectThroughSignIn(used.url, slug, 'spotify', `${listener}@listeners.example`, RETURN_URL).then(
          () => 'connected',
          (err: { response?: { statusCode: number; body: string } }) =>
            `${err.response?.statusCode} ${/evaluation account/i.test(err.response?.body ?? '') ? 'evaluationLimitReached' : 'other'}`,
        );
      const outcomes = await Promise.all([...LISTENERS.map(signIn), ...LISTENERS.map(preauthorize)]);
      const connected = await IntegrationUser.count({
        where: { accountId: partner.accountId, deletedAt: { [Op.is]: null } },
      });
      t.is(connected, EVALUATION_USER_CAP, 'exactly the cap');
      t.is(outcomes.filter((o) => o === 'connected').length, EVALUATION_USER_CAP, outcomes.join(', '));
      t.deepEqual(
        outcomes.filter((o) => o !== 'connected'),
        ['403 evaluationLimitReached'],
        'the sixth is refused with a reason, by the API or on the hosted page',
      );
      const [events] = await used.system.web.runtime.sequelize.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM outbox_events WHERE account_id = $1 AND type = 'user.connected'",
        { bind: [partner.accountId], type: QueryTypes.SELECT },
      );
      t.is(events.n, EVALUATION_USER_CAP, 'one user.connected per connected user, D1 included');
    },
  );
}
