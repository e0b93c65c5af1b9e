import test from 'ava';
import { randomUUID } from 'node:crypto';
import { QueryTypes, type Sequelize } from 'sequelize';
import { freshDatabase } from '../helpers/database.js';
import { connectDatabase } from '../../src/db/database.js';
import { migrations } from '../../src/db/migrations/index.js';

// Migration 0033 on choices kept under the earlier rules: the shared cache's chosen entries are
// demoted, and only the choices a vouched transfer session made are kept.

let sequelize: Sequelize;
let drop: () => Promise<void>;

test.before(async () => {
  const database = await freshDatabase();
  drop = database.drop;
  sequelize = await connectDatabase(database.url, { poolMax: 2 });
});

test.after.always(async () => {
  await sequelize?.close();
  await drop?.();
});

const q = (sql: string, bind: unknown[] = []) => sequelize.query(sql, { bind });

/** A finished transfer of `accountId` whose person chose `destinationId` for source item `sourceId`. */
async function chosenIn(accountId: string, launchCode: boolean, sourceId: string, destinationId: string) {
  const [session, transfer, user] = [randomUUID(), randomUUID(), randomUUID()];
  await q(
    `INSERT INTO integration_users (id, account_id, integration_type, external_user_id) VALUES ($1, $2, 'deezer', $3)`,
    [user, accountId, `listener-${user}`],
  );
  await q(
    `INSERT INTO transfer_sessions (id, account_id, launch_code_digest, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
    [session, accountId, launchCode ? randomUUID().replace(/-/g, '').padEnd(64, '0') : null],
  );
  await q(
    `INSERT INTO transfers (id, account_id, transfer_session_id, source_integration_user_id, destination_integration_user_id, source_service, destination_service, selection, status)
     VALUES ($1, $2, $3, $4, $4, 'deezer', 'appleMusic', '{}', 'completed')`,
    [transfer, accountId, session, user],
  );
  await q(
    `INSERT INTO match_results (transfer_id, group_index, position, account_id, status, reason, row, chosen_destination_id, chosen_at)
     VALUES ($1, 0, 0, $2, 'unmatched', 'lowConfidence', $3, $4, now())`,
    [transfer, accountId, JSON.stringify({ source: { id: sourceId, name: 'Mystery Song' } }), destinationId],
  );
  await q(
    `INSERT INTO match_choices (account_id, source_service, source_id, destination_service, verdict, destination_id, catalogue)
     VALUES ($1, 'deezer', $2, 'appleMusic', 'chosen', $3, true)`,
    [accountId, sourceId, destinationId],
  );
}

test('chosen entries agreed under the earlier rules are demoted, and anonymous choices dropped', async (t) => {
  const index = migrations.findIndex((m) => m.name === '0033-choices-as-evidence');
  for (const migration of migrations.slice(0, index)) await migration.up({ context: sequelize, name: migration.name });
  const [vouched, anonymous] = [randomUUID(), randomUUID()];
  for (const id of [vouched, anonymous])
    await q(`INSERT INTO accounts (id, slug, name) VALUES ($1, $2, 'Partner')`, [id, `partner-${id}`]);
  await chosenIn(vouched, true, 'src-1', 'd-right');
  await chosenIn(anonymous, false, 'src-1', 'd-right');
  await q(
    `INSERT INTO match_cache (source_id, source_service, destination_service, country, isrc, destination_id, outcome, expires_at, chosen_by, chosen_against)
     VALUES ('src-1', 'deezer', 'appleMusic', 'GB', 'GBAAA2600001', 'd-right', '{}', now() + interval '1 year', 2, 0)`,
  );

  await migrations[index].up({ context: sequelize, name: migrations[index].name });

  const [entry] = await sequelize.query<{ chosen_by: number }>('SELECT chosen_by FROM match_cache', {
    type: QueryTypes.SELECT,
  });
  t.is(entry.chosen_by, 0);
  const kept = await sequelize.query<{ account_id: string; counts: boolean; listener: string | null }>(
    'SELECT account_id, counts, listener FROM match_choices',
    { type: QueryTypes.SELECT },
  );
  t.deepEqual(kept, [{ account_id: vouched, counts: false, listener: null }]);
  const [account] = await sequelize.query<{ learn_from_choices: boolean }>(
    'SELECT learn_from_choices FROM accounts WHERE id = $1',
    { bind: [vouched], type: QueryTypes.SELECT },
  );
  t.false(account.learn_from_choices);
});
