import test from 'ava';
import { browserClient, musicKitPageSettings, musicKitUserToken } from '../../src/dev/signIn.js';
import { SEEDED_PASSWORD } from '../../src/emulators/catalogue/index.js';
import { OneTimeToken, SignInAttempt } from '../../src/signin/models.js';
import { IntegrationUser } from '../../src/users/models.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// A callback sent twice (a double click, a replay by the browser, a reload) must connect one user:
// an Apple Music-User-Token can be checked any number of times and each check names a new
// listener, and an OAuth code is spent by the first exchange while the others fail.

const used = useSystem(test, {
  services: ['spotify', 'appleMusic'],
  partner: { slug: 'races' },
});

const RACERS = 4;
const start = (service: string) =>
  `${used.url}/connect/races/${service}/auth?${new URLSearchParams({ returnUrl: RETURN_URL, requestOneTimeToken: 'true' })}`;

/** Where a redirect goes, failing the test with what came back otherwise. */
function locationOf(answer: { statusCode: number; headers: { location?: string }; body: string }): URL {
  if (!answer.headers.location)
    throw new Error(`expected a redirect, got ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
  return new URL(answer.headers.location);
}

/** What the racing callbacks of one sign-in left behind. */
async function outcomeOf(attemptId: string, service: string, usersBefore: number) {
  const [events] = await used.system.web.runtime.sequelize.query(
    "SELECT count(*)::int AS n FROM outbox_events WHERE type = 'user.connected' AND data->>'authModelUUID' = $1",
    { bind: [attemptId] },
  );
  return {
    attempt: (await SignInAttempt.findByPk(attemptId))!,
    newUsers: (await IntegrationUser.count({ where: { integrationType: service } })) - usersBefore,
    events: (events as { n: number }[])[0].n,
    oneTimeTokens: await OneTimeToken.count({ where: { signInAttemptId: attemptId } }),
  };
}

test.serial('an Apple Music callback posted several times at once connects one listener', async (t) => {
  const browser = browserClient();
  const page = new URL(locationOf(await browser(start('appleMusic'), { followRedirect: false })));
  const settings = musicKitPageSettings((await browser(page.toString())).body);
  const token = await musicKitUserToken({ ...settings, pageOrigin: page.origin, email: 'demo@listeners.example' });
  const usersBefore = await IntegrationUser.count({ where: { integrationType: 'appleMusic' } });

  const answers = await Promise.all(
    Array.from({ length: RACERS }, () =>
      browser.post(new URL(settings.callbackPath, page).toString(), {
        form: { state: settings.state, token: token! },
        followRedirect: false,
        throwHttpErrors: false,
      }),
    ),
  );

  const won = answers.filter((a) => a.statusCode === 303);
  t.is(won.length, 1, answers.map((a) => a.statusCode).join(' '));
  const back = locationOf(won[0]);
  const attemptId = back.searchParams.get('authModelUUID')!;
  for (const lost of answers.filter((a) => a !== won[0])) {
    t.is(lost.statusCode, 400);
    t.regex(lost.body, /already completed/);
  }
  const outcome = await outcomeOf(attemptId, 'appleMusic', usersBefore);
  t.is(outcome.newUsers, 1);
  t.is(outcome.events, 1);
  t.is(outcome.oneTimeTokens, 1);
  t.is(outcome.attempt.state, 'succeeded');
  t.is(outcome.attempt.integrationUserId, back.searchParams.get('integrationUserUUID'));
});

test.serial('an OAuth callback opened several times at once connects once and stays succeeded', async (t) => {
  const browser = browserClient();
  const authorize = locationOf(await browser(start('spotify'), { followRedirect: false }));
  const consent = await browser.post(authorize.toString(), {
    form: {
      ...Object.fromEntries(authorize.searchParams),
      email: 'demo@listeners.example',
      password: SEEDED_PASSWORD,
      decision: 'allow',
    },
    followRedirect: false,
  });
  const callback = locationOf(consent).toString();
  const usersBefore = await IntegrationUser.count({ where: { integrationType: 'spotify' } });

  const answers = await Promise.all(
    Array.from({ length: RACERS }, () => browser(callback, { followRedirect: false, throwHttpErrors: false })),
  );

  const won = answers.filter((a) => a.statusCode === 302);
  t.is(won.length, 1, answers.map((a) => a.statusCode).join(' '));
  const back = locationOf(won[0]);
  t.truthy(back.searchParams.get('oneTimeToken'));
  const attemptId = back.searchParams.get('authModelUUID')!;
  for (const lost of answers.filter((a) => a !== won[0])) {
    t.is(lost.statusCode, 400);
    t.regex(lost.body, /already completed/);
  }
  const outcome = await outcomeOf(attemptId, 'spotify', usersBefore);
  t.is(outcome.newUsers, 1);
  t.is(outcome.events, 1);
  t.is(outcome.oneTimeTokens, 1);
  // A racer whose code was already spent must not turn the success into a failure.
  t.is(outcome.attempt.state, 'succeeded');
  t.is(outcome.attempt.errorCode, null);

  // Replayed later, the callback still changes nothing.
  const replayed = await browser(callback, { followRedirect: false, throwHttpErrors: false });
  t.is(replayed.statusCode, 400);
  t.regex(replayed.body, /already completed/);
  t.is((await SignInAttempt.findByPk(attemptId))!.state, 'succeeded');
});
