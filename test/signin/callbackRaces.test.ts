import test, { type ExecutionContext } from 'ava';
import { allowOnServiceForm, browserClient, musicKitPageSettings, musicKitUserToken } from '../../src/dev/signIn.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { OneTimeToken } from '../../src/auth/oneTimeTokens.js';
import { IntegrationUser } from '../../src/users/models.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// A callback sent twice (a double click, a replay by the browser, a reload) must connect one user:
// an Apple Music-User-Token can be checked any number of times and each check names a new
// listener, and an OAuth code is spent by the first exchange while the others fail. The browser
// shows the answer to the last of them, so each goes where the one that finished went, and only
// that one carries the one-time token.

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

/**
 * The racers' answers: every one a redirect to the Return URL with the same sign-in and connected
 * user, and the one-time token in exactly one.
 */
function winnerOf(
  t: ExecutionContext,
  answers: { statusCode: number; headers: { location?: string }; body: string }[],
  status: number,
): URL {
  const backs = answers.map((a) => {
    t.is(a.statusCode, status, a.body.slice(0, 200));
    return locationOf(a);
  });
  const won = backs.filter((b) => b.searchParams.has('oneTimeToken'));
  t.is(won.length, 1, backs.map((b) => b.search).join(' '));
  for (const back of backs) {
    t.is(`${back.origin}${back.pathname}`, RETURN_URL);
    t.is(back.searchParams.get('authModelUUID'), won[0].searchParams.get('authModelUUID'));
    t.is(back.searchParams.get('integrationUserUUID'), won[0].searchParams.get('integrationUserUUID'));
    t.is(back.searchParams.get('error'), null);
  }
  t.truthy(won[0].searchParams.get('integrationUserUUID'));
  return won[0];
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

  const back = winnerOf(t, answers, 303);
  const attemptId = back.searchParams.get('authModelUUID')!;
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
  const consent = await allowOnServiceForm(browser, authorize, 'demo@listeners.example');
  const callback = locationOf(consent).toString();
  const usersBefore = await IntegrationUser.count({ where: { integrationType: 'spotify' } });

  const answers = await Promise.all(
    Array.from({ length: RACERS }, () => browser(callback, { followRedirect: false, throwHttpErrors: false })),
  );

  const back = winnerOf(t, answers, 302);
  const attemptId = back.searchParams.get('authModelUUID')!;
  const outcome = await outcomeOf(attemptId, 'spotify', usersBefore);
  t.is(outcome.newUsers, 1);
  t.is(outcome.events, 1);
  t.is(outcome.oneTimeTokens, 1);
  // A racer whose code was already spent must not turn the success into a failure.
  t.is(outcome.attempt.state, 'succeeded');
  t.is(outcome.attempt.errorCode, null);

  // Replayed later (a reload), the callback still changes nothing and lands where the first one did.
  const replayed = locationOf(await browser(callback, { followRedirect: false, throwHttpErrors: false }));
  t.is(replayed.searchParams.get('authModelUUID'), attemptId);
  t.is(replayed.searchParams.get('integrationUserUUID'), back.searchParams.get('integrationUserUUID'));
  t.false(replayed.searchParams.has('oneTimeToken'));
  t.is((await SignInAttempt.findByPk(attemptId))!.state, 'succeeded');
  t.is((await outcomeOf(attemptId, 'spotify', usersBefore)).oneTimeTokens, 1);

  // From another browser it stays refused.
  const elsewhere = await browserClient()(callback, { followRedirect: false, throwHttpErrors: false });
  t.is(elsewhere.statusCode, 403);
  t.falsy(elsewhere.headers.location);
});

test.serial('a replayed callback of a succeeded sign-in that forwards errors forwards none', async (t) => {
  const browser = browserClient();
  const authorize = locationOf(await browser(`${start('spotify')}&forwardErrors=true`, { followRedirect: false }));
  const consent = await allowOnServiceForm(browser, authorize, 'demo@listeners.example');
  const callback = locationOf(consent).toString();
  const first = locationOf(await browser(callback, { followRedirect: false }));
  t.truthy(first.searchParams.get('oneTimeToken'));
  for (let i = 0; i < 2; i++) {
    const again = locationOf(await browser(callback, { followRedirect: false }));
    t.is(again.searchParams.get('error'), null);
    t.is(again.searchParams.get('authModelUUID'), first.searchParams.get('authModelUUID'));
    t.is(again.searchParams.get('integrationUserUUID'), first.searchParams.get('integrationUserUUID'));
    t.false(again.searchParams.has('oneTimeToken'));
  }
});
