import test from 'ava';
import { randomUUID } from 'node:crypto';
import { client, type JsonBody } from '../helpers/http.js';
import { SignInAttempt } from '../../src/signin/models.js';
import { startSignInSystem, signInOnce } from '../helpers/signInSystem.js';

// Attack: the authModelUUID travels in callback URLs and webhooks; A4 answered it with the
// sign-in's uniqueId, and the uniqueId alone read the user's music-service tokens through A3 for
// ever. A4 now answers the page's needs only, and A3 hands out authData only for five minutes
// after success, never once the user signed in again or was deleted.

let env: Awaited<ReturnType<typeof startSignInSystem>>;
test.before(async () => {
  env = await startSignInSystem('leak');
});
test.after.always(async () => env?.stop());

const anonymous = () => client(env.system.url);

test.serial('A4 never carries the uniqueId, the partner user id or the connected user', async (t) => {
  const uniqueId = randomUUID();
  const back = await signInOnce(env.system, 'leak', { uniqueId, partnerUserId: 'p-1' });
  const a4 = await anonymous().get<JsonBody>(`app/integrations/${back.searchParams.get('authModelUUID')}`);
  t.is(a4.statusCode, 200);
  t.deepEqual(Object.keys(a4.body).sort(), [
    'authModelUUID',
    'createdAt',
    'errorCode',
    'expiresAt',
    'integrationType',
    'status',
  ]);
  t.false(JSON.stringify(a4.body).includes(uniqueId));
});

test.serial('A3 gives authData for five minutes after success, then never', async (t) => {
  const uniqueId = randomUUID();
  const back = await signInOnce(env.system, 'leak', { uniqueId }, 'medium@listeners.example');
  const fresh = await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}`);
  t.truthy(fresh.body.authData);
  t.is(fresh.headers['cache-control'], 'no-store');
  await SignInAttempt.update(
    { succeededAt: new Date(Date.now() - 5 * 60_000 - 1_000) },
    { where: { id: back.searchParams.get('authModelUUID')! } },
  );
  const late = await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}`);
  t.is(late.statusCode, 200);
  t.is(late.body.status, 'succeeded');
  t.false('authData' in late.body);
});

test.serial('A3 gives no authData once the same user signed in again, or was deleted', async (t) => {
  const first = randomUUID();
  await signInOnce(env.system, 'leak', { uniqueId: first }, 'heavy@listeners.example');
  const second = randomUUID();
  const again = await signInOnce(env.system, 'leak', { uniqueId: second }, 'heavy@listeners.example');
  t.false('authData' in (await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${first}`)).body);
  t.truthy((await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${second}`)).body.authData);

  const deleted = await client(env.system.url, { authorization: env.partner.basic }).delete(
    `public/integrations/user/${again.searchParams.get('integrationUserUUID')}`,
  );
  t.is(deleted.statusCode, 204);
  const after = await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${second}`);
  t.falsy(after.body.authData);
});

test.serial('tokenOnly is true or false, nothing else', async (t) => {
  const uniqueId = randomUUID();
  await signInOnce(env.system, 'leak', { uniqueId }, 'demo@listeners.example');
  for (const value of ['TRUE', '1', 'yes', '']) {
    const res = await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}?tokenOnly=${value}`);
    t.is(res.statusCode, 400, value);
    t.is(res.body.code, 'invalidQuery');
  }
  const repeated = await anonymous().get<JsonBody>(
    `app/integrations/byUniqueId/${uniqueId}?tokenOnly=true&tokenOnly=false`,
  );
  t.is(repeated.statusCode, 400);
  const only = await anonymous().get<JsonBody>(`app/integrations/byUniqueId/${uniqueId}?tokenOnly=true`);
  t.false('authData' in only.body);
});
