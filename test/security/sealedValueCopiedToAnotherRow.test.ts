import test from 'ava';
import { randomBytes, randomUUID } from 'node:crypto';
import { Keyring, place, SEALED_COLUMNS, SealedValueError } from '../../src/crypto/encryption.js';
import { resealAll } from '../../src/crypto/reseal.js';
import { connectDatabase } from '../../src/db/database.js';
import { migrateUp } from '../../src/db/migrator.js';
import { createAccount } from '../../src/accounts/commands.js';
import { IntegrationUser } from '../../src/users/models.js';
import { openTokens, sealTokens } from '../../src/users/tokens.js';
import { isUpstreamError } from '../../src/integrations/errors.js';
import { freshDatabase } from '../helpers/database.js';

// Attack: someone who can write one row (or restore a dump into another) copies a victim's sealed
// token into their own row and lets us open it. Each sealed value is bound to its table, column
// and row id, so it opens only where it was sealed.

const key = (id: string) => ({ id, key: randomBytes(32) });
const [AUTH_DATA] = SEALED_COLUMNS;
const tokens = (accessToken: string) => ({
  accessToken,
  refreshToken: `refresh-${accessToken}`,
  expiresAt: Date.now() + 3_600_000,
  scope: null,
  raw: { access_token: accessToken },
});

test('a sealed value opens only at its own table, column and row', (t) => {
  const keyring = new Keyring([key('a')]);
  const victim = randomUUID();
  const sealed = keyring.seal('secret', place(AUTH_DATA, victim));
  t.is(keyring.open(sealed, place(AUTH_DATA, victim)), 'secret');
  t.throws(() => keyring.open(sealed, place(AUTH_DATA, randomUUID())), { instanceOf: SealedValueError });
  t.throws(() => keyring.open(sealed, place(SEALED_COLUMNS[1], victim)), { instanceOf: SealedValueError });
  t.throws(() => keyring.open(sealed, place(SEALED_COLUMNS[2], victim)), { instanceOf: SealedValueError });
});

test('a token copied into another user row is not opened: that user must sign in again; re-sealing moves every value to the new key', async (t) => {
  const database = await freshDatabase();
  const sequelize = await connectDatabase(database.url, { poolMax: 2 });
  t.teardown(async () => {
    await sequelize.close();
    await database.drop();
  });
  await migrateUp(sequelize);
  const { account } = await createAccount({ slug: `seal-${randomBytes(3).toString('hex')}`, name: 'Seal' });
  const oldKey = key('old');
  const newKey = key('new');
  const old = new Keyring([oldKey]);
  const make = async (name: string) => {
    const id = randomUUID();
    return IntegrationUser.create({
      id,
      accountId: account.id,
      integrationType: 'spotify',
      externalUserId: name,
      name,
      ...sealTokens(old, id, tokens(name)),
    });
  };
  const victim = await make('victim');
  const attacker = await make('attacker');

  await attacker.update({ authDataSealed: victim.authDataSealed, refreshTokenSealed: victim.refreshTokenSealed });
  const err = t.throws(() => openTokens(old, attacker));
  t.true(isUpstreamError(err, 'reauthRequired'));
  t.is(openTokens(old, victim).accessToken, 'victim');

  await attacker.update(sealTokens(old, attacker.id, tokens('attacker')));
  const rotated = new Keyring([newKey, oldKey]);
  const progress = await resealAll(sequelize, rotated);
  t.is(progress.resealed, 4);
  t.is(progress.unreadable, 0);
  for (const user of [victim, attacker]) {
    await user.reload();
    t.true(user.authDataSealed!.startsWith('v2.new.'));
    t.true(user.refreshTokenSealed!.startsWith('v2.new.'));
  }
  const newOnly = new Keyring([newKey]);
  t.is(openTokens(newOnly, victim).accessToken, 'victim');
  t.is(openTokens(newOnly, attacker).refreshToken, 'refresh-attacker');
  t.is((await resealAll(sequelize, rotated)).resealed, 0);
});
