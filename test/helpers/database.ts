import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ensureDatabase } from '../../src/db/database.js';

const BASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh, empty database for one test file; `drop` removes it. */
export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  await ensureDatabase(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const admin = new URL(BASE_URL);
      admin.pathname = '/postgres';
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
