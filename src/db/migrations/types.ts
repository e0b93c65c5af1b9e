import type { MigrationFn } from 'umzug';
import type { Sequelize } from 'sequelize';

/** One step of the schema: `up`, and `down` where it can be undone. */
export type Migration = MigrationFn<Sequelize>;
