import { loadConfig } from '../config.js';
import { connectDatabase, ensureDatabase } from './database.js';
import { migrateUp } from './migrator.js';
import { runMain } from '../process.js';

// The `release` process: creates the database if needed and applies pending migrations.
runMain(async () => {
  const config = loadConfig();
  // Postgres itself, not a pooler: a new database and its schema are made there.
  await ensureDatabase(config.databaseDirectUrl);
  const sequelize = await connectDatabase(config.databaseDirectUrl, { poolMax: 2 });
  try {
    const applied = await migrateUp(sequelize);
    console.log(applied.length ? `migrated: ${applied.join(', ')}` : 'migrations: nothing to apply');
  } finally {
    await sequelize.close();
  }
});
