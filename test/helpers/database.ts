import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { connectDatabase, ensureDatabase } from '../../src/db/database.js';
import { projectFile } from '../../src/docs/projectFiles.js';

const BASE_URL =
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const MIGRATIONS = projectFile('src/db/migrations');

const urlOf = (name: string) => {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Runs `work` on a connection to the server's maintenance database. */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file; `drop` removes it. Empty, or a copy of `template` (a copy
 * costs a tenth of a second where running every migration costs seconds on a busy machine).
 */
export async function freshDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const url = urlOf(name);
  if (template)
    await onServer(async (client) => client.query(`CREATE DATABASE "${name}" ${await copyClause(client, template)}`));
  else await ensureDatabase(url);
  return {
    url,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/**
 * How a copy of `template` is made. PostgreSQL 15 and later write a copy block by block through the
 * WAL unless told to copy the files: the files cost the server a quarter of the CPU (0.05 against
 * 0.19 s a copy of the migrated template, measured on PostgreSQL 15), and a run makes one for
 * every test file. Older servers copy the files and know no STRATEGY.
 */
async function copyClause(client: pg.Client, template: string): Promise<string> {
  serverVersion ??= client.query('SHOW server_version_num').then((r) => Number(r.rows[0].server_version_num));
  return `TEMPLATE "${template}"${(await serverVersion) >= 150_000 ? ' STRATEGY FILE_COPY' : ''}`;
}

let serverVersion: Promise<number> | undefined;

/** A fresh database holding every migration of this checkout. */
export async function migratedDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  template ??= migratedTemplate();
  return freshDatabase(await template);
}

let template: Promise<string> | undefined;

/**
 * The name of a database migrated once for every test file of every run with these migrations (it
 * is named after their contents, so a changed migration gets a template of its own). Built under
 * an advisory lock, under another name first, so that no file ever copies one half migrated.
 */
async function migratedTemplate(): Promise<string> {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS).sort()) digest.update(file).update(readFileSync(join(MIGRATIONS, file)));
  const name = `test_template_${digest.digest('hex').slice(0, 16)}`;
  return onServer(async (client) => {
    await client.query(`SELECT pg_advisory_lock(hashtext('test-template'))`);
    try {
      const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_building`;
      await client.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${building}"`);
      const sequelize = await connectDatabase(urlOf(building), { poolMax: 2 });
      try {
        // Loaded here, not with this module: the migrator (umzug) costs every test file's process
        // a tenth of a second to load, and only the first file of a run with new migrations uses it.
        const { migrateUp } = await import('../../src/db/migrator.js');
        await migrateUp(sequelize);
      } finally {
        await sequelize.close();
      }
      await client.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      return name;
    } finally {
      await client.query(`SELECT pg_advisory_unlock(hashtext('test-template'))`);
    }
  });
}
