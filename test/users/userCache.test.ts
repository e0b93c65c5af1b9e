import test from 'ava';
import { connectThroughSignIn } from '../../src/dev/signIn.js';
import { useSystem } from '../helpers/useSystem.js';

// The web process keeps connected users for a while; a change made anywhere must still count at once.

// The longest cache life there is, so that only the change announcements can explain a fresh answer.
const used = useSystem(test, {
  services: ['spotify'],
  recordings: 500,
  env: { CREDENTIAL_CACHE_MS: '10000' },
  partner: { slug: 'cached' },
});

function connectUser(): Promise<string> {
  return connectThroughSignIn(
    used.system.url,
    'cached',
    'spotify',
    'demo@listeners.example',
    'https://partner.example/back',
  );
}

test.serial('a deleted user answers 404 on the very next call', async (t) => {
  const uuid = await connectUser();
  t.is((await used.api().get(`api/${uuid}/playlists`)).statusCode, 200);
  t.is((await used.api().delete(`public/integrations/user/${uuid}`)).statusCode, 204);
  const after = await used.api().get<{ code: string }>(`api/${uuid}/playlists`);
  t.is(after.statusCode, 404);
  t.is(after.body.code, 'integrationUserNotFound');
});

test.serial('a user another process marks as signed out answers 412 on the very next call', async (t) => {
  const uuid = await connectUser();
  t.is((await used.api().get(`api/${uuid}/playlists`)).statusCode, 200);
  // As a worker's failed refresh would: a plain write to the row, from another connection.
  await used.system.web.runtime.sequelize.query(
    'UPDATE integration_users SET needs_reauth_since = now() WHERE id = $1',
    {
      bind: [uuid],
    },
  );
  // The announcement travels through Postgres: give it a moment, far below the cache's life.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const after = await used.api().get<{ code: string }>(`api/${uuid}/playlists`);
  t.is(after.statusCode, 412);
  t.is(after.body.code, 'IntegrationUserNotAuthenticated');
});
