import test from 'ava';
import { randomUUID } from 'node:crypto';
import { EMULATOR_CLIENT } from '../../src/emulators/kit/types.js';
import { TransferSession } from '../../src/transfers/models.js';
import { IntegrationUser } from '../../src/users/models.js';
import { parsePage } from '../helpers/dom.js';
import { createConnectedUser, createPartner } from '../helpers/fixtures.js';
import { client, type JsonBody } from '../helpers/http.js';
import { connectThroughSignIn, waitForTransfer } from '../helpers/transfers.js';
import { RETURN_URL, useSystem } from '../helpers/useSystem.js';

// Issue #49, "no second sign-in": a partner that connected the listener to the source already
// names that user in D1, and the wizard the launch URL opens starts at the choice of what to move.
// The source must be a live connected user of the account, of the service named with it, and not
// the destination's own account; anything else is refused with its code before the destination's
// token is checked, and nothing is stored. The session says where it stands as the listener goes.

let source: string;
let deezerDemo: string;
const used = useSystem(test, {
  services: ['spotify', 'deezer'],
  recordings: 600,
  workers: true,
  liftBudgets: true,
  partner: { slug: 'no-second-sign-in', isTransferServiceEnabled: true, transferDestination: 'deezer' },
  async setup({ url }) {
    source = await connectThroughSignIn(url, 'no-second-sign-in', 'spotify', 'medium@listeners.example', RETURN_URL);
    deezerDemo = await connectThroughSignIn(url, 'no-second-sign-in', 'deezer', 'demo@listeners.example', RETURN_URL);
  },
});

/** A Deezer token of one of the emulator's listeners, as a partner holds it. */
const deezerToken = (listener: string) =>
  used.emulator('deezer').oauth.issue(listener, EMULATOR_CLIENT.id, '').accessToken;

const d1 = (body: JsonBody) => used.api().post<JsonBody>('public/transfer-sessions', { json: body });
const sessionCount = () => TransferSession.count({ where: { accountId: used.partner.accountId } });

/** Trades a launch URL's code for the wizard's cookie, as the launch page does. */
async function launch(launchUrl: string): Promise<string> {
  const code = new URL(launchUrl).hash.replace(/^#code=/, '');
  const opened = await client(used.url).post<JsonBody>('connect/transfer/launch', { json: { code } });
  if (opened.statusCode !== 200) throw new Error(`launch: ${opened.statusCode} ${JSON.stringify(opened.body)}`);
  return String(opened.headers['set-cookie']![0]).split(';')[0];
}

const wizardPage = async (cookie: string) =>
  parsePage(String((await client(used.url, { cookie }).get('connect/transfer/wizard', { responseType: 'text' })).body));

test.serial('a named source opens the wizard at the choice of what to move; the session follows it', async (t) => {
  const created = await d1({
    target: { authData: { accessToken: deezerToken('medium') } },
    source: { integrationUserUUID: source.toUpperCase(), integrationType: 'spotify' },
    externalUserId: 'listener-7',
  });
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  t.like(created.body, {
    source: { integrationType: 'spotify', integrationUserUuid: source },
    target: { integrationType: 'deezer' },
    status: 'created',
    transferUuids: [],
  });
  const sessionUuid: string = created.body.sessionUuid;
  const read = () => used.api().get<JsonBody>(`public/transfer-sessions/${sessionUuid}`);
  t.like((await read()).body, { status: 'created', source: { integrationUserUuid: source } });

  const cookie = await launch(created.body.launchUrl);
  t.is((await read()).body.status, 'opened');
  const page = await wizardPage(cookie);
  // Both sides are there: the page asks what to move, and offers no sign-in to the source.
  const form = page.document.querySelector<HTMLFormElement>('form#choose');
  t.truthy(form, 'the choice of what to move');
  t.true(page.document.querySelectorAll('input[name="playlists"]').length > 1);
  t.is(page.document.querySelector('a[data-connect^="source-"]'), null);
  t.regex(page.text(page.document.querySelector('section[data-role="source"]')), /Spotify/);

  const playlists = [...page.document.querySelectorAll<HTMLInputElement>('input[name="playlists"]')];
  const started = await client(used.url, { cookie }).post('connect/transfer/start', {
    form: { csrf: form!.querySelector<HTMLInputElement>('input[name="csrf"]')!.value, playlists: playlists[0].value },
    responseType: 'text',
    followRedirect: false,
  });
  t.is(started.statusCode, 302);
  const transferUuid = String(started.headers.location).split('/').pop()!;
  const running = (await read()).body;
  t.deepEqual(running.transferUuids, [transferUuid]);
  t.true(['running', 'completed'].includes(running.status), running.status);
  const done = await waitForTransfer(transferUuid);
  t.is(done.status, 'completed');
  t.is(done.sourceIntegrationUserId, source);
  t.like((await read()).body, { status: 'completed', transferUuids: [transferUuid] });
  // The transfer carries the session's reference, and the list finds it by either.
  const bySession = await used.api().get<JsonBody>('public/transfers', { searchParams: { sessionUuid } });
  t.deepEqual(
    bySession.body.transfers.map((x: JsonBody) => x.transferUuid),
    [transferUuid],
  );
  const byUser = await used.api().get<JsonBody>('public/transfers', { searchParams: { externalUserId: 'listener-7' } });
  t.deepEqual(
    byUser.body.transfers.map((x: JsonBody) => x.transferUuid),
    [transferUuid],
  );
});

test.serial('without a source the wizard still asks the listener to connect one', async (t) => {
  const created = await d1({ target: { authData: { accessToken: deezerToken('medium') } } });
  t.is(created.statusCode, 201);
  t.is(created.body.source, null);
  const page = await wizardPage(await launch(created.body.launchUrl));
  t.truthy(page.document.querySelector('a[data-connect="source-spotify"]'));
  t.is(page.document.querySelector('form#choose'), null);
});

test.serial('a source deleted after D1 is not given to the wizard: the listener connects one', async (t) => {
  const doomed = await createConnectedUser(used.partner.accountId, 'spotify');
  const created = await d1({
    target: { authData: { accessToken: deezerToken('medium') } },
    source: { integrationUserUUID: doomed.id },
  });
  t.is(created.statusCode, 201, JSON.stringify(created.body));
  await used.api().delete(`public/integrations/user/${doomed.id}`);
  const page = await wizardPage(await launch(created.body.launchUrl));
  t.truthy(page.document.querySelector('a[data-connect="source-spotify"]'));
  t.is(page.document.querySelector('form#choose'), null);
});

test.serial('a source that is not a live connected user of the account is refused, and nothing is kept', async (t) => {
  const other = await createPartner({ slug: 'someone-else', isTransferServiceEnabled: true });
  const strangers = await createConnectedUser(other.accountId, 'spotify');
  const deleted = await createConnectedUser(used.partner.accountId, 'spotify');
  await IntegrationUser.update({ deletedAt: new Date() }, { where: { id: deleted.id } });
  const before = await sessionCount();
  const token = deezerToken('medium');
  for (const [uuid, about] of [
    [randomUUID(), 'a uuid of nobody'],
    [strangers.id, "another account's user"],
    [deleted.id, 'a deleted user'],
  ]) {
    const refused = await d1({ target: { authData: { accessToken: token } }, source: { integrationUserUUID: uuid } });
    t.is(refused.statusCode, 404, about);
    t.is(refused.body.code, 'integrationUserNotFound', about);
    t.deepEqual(refused.body.details, [{ side: 'source', integrationUserUUID: uuid }], about);
  }
  // The source is checked first: a token the service would refuse is never sent to it.
  const first = await d1({
    target: { authData: { accessToken: 'refused-anyway' } },
    source: { integrationUserUUID: strangers.id },
  });
  t.is(first.statusCode, 404);
  t.is(await sessionCount(), before);
});

test.serial('a source of another service than named, or the destination itself, is refused', async (t) => {
  const before = await sessionCount();
  const mismatch = await d1({
    target: { authData: { accessToken: deezerToken('medium') } },
    source: { integrationUserUUID: source, integrationType: 'deezer' },
  });
  t.is(mismatch.statusCode, 400);
  t.is(mismatch.body.code, 'sourceServiceMismatch');
  t.deepEqual(mismatch.body.details, [{ side: 'source', integrationUserUUID: source, integrationType: 'spotify' }]);
  // demo's Deezer account is the one the token is for: nothing to move.
  const itself = await d1({
    target: { authData: { accessToken: deezerToken('demo') } },
    source: { integrationUserUUID: deezerDemo },
  });
  t.is(itself.statusCode, 400);
  t.is(itself.body.code, 'sameSourceAndDestination');
  // Another Deezer account as the source is fine: two accounts of one service.
  const twoAccounts = await d1({
    target: { authData: { accessToken: deezerToken('medium') } },
    source: { integrationUserUUID: deezerDemo, integrationType: 'deezer' },
  });
  t.is(twoAccounts.statusCode, 201, JSON.stringify(twoAccounts.body));
  t.is(await sessionCount(), before + 1);
});

test.serial('a malformed source is a bad body', async (t) => {
  const token = deezerToken('medium');
  for (const [source, about] of [
    [{ integrationUserUUID: 'not-a-uuid' }, 'not a uuid'],
    [{ integrationUserUUID: `{${randomUUID()}}` }, 'a uuid in braces'],
    [{}, 'no uuid'],
    [{ integrationType: 'spotify' }, 'a service alone'],
    [{ integrationUserUUID: randomUUID(), integrationType: 'gramophone' }, 'an unknown service'],
    [{ integrationUserUUID: randomUUID(), extra: true }, 'an extra property'],
    ['spotify', 'not an object'],
  ] as const) {
    const refused = await d1({ target: { authData: { accessToken: token } }, source });
    t.is(refused.statusCode, 400, about);
    t.is(refused.body.code, 'invalidBody', about);
    t.true(
      (refused.body.details as JsonBody[]).every((d) => String(d.path).startsWith('source')),
      `${about}: ${JSON.stringify(refused.body.details)}`,
    );
  }
});
