// Opens and migrates the database at start-up, exposes it as `app.db`, closes it on shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sharedVersionsReader, type Versions } from '../db/data-versions.ts';
import {
  migrateToLatest,
  openDatabase,
  sqliteFileIn,
  type Db,
  type Engine,
} from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
    /** The current versions of the data kept in memory, read at most once per event-loop turn. */
    dataVersions: () => Promise<Versions>;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
}

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, options) {
    const { db, engine, close, changedByOthers } = openDatabase({
      databaseUrl: options.databaseUrl,
      sqliteFile: sqliteFileIn(options.dataDir),
    });
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    app.decorate('dataVersions', sharedVersionsReader(db, changedByOthers));
    app.addHook('onClose', async () => close());
    const { results = [] } = await migrateToLatest(db, engine);
    for (const migration of results) {
      app.log.info({ migration: migration.migrationName }, 'database migrated');
    }
  },
  { name: 'database' },
);
