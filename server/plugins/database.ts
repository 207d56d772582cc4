// Opens and migrates the database at start-up, exposes it as `app.db`, closes it on shutdown.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  migrateToLatest,
  openDatabase,
  sqliteFileIn,
  type Db,
  type Engine,
} from '../db/database.ts';
import { loadDemoData } from '../db/demo-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: Engine;
  }
}

export interface DatabasePluginOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Load content/demo into an empty database (DEMO_DATA). */
  demoData: boolean;
  contentDir: string;
  /** The chapter's donation initiatives (content/alumni.json), to check the demo donations. */
  initiatives: string[];
}

export default fp<DatabasePluginOptions>(
  async function databasePlugin(app: FastifyInstance, options) {
    const { db, engine, close } = openDatabase({
      databaseUrl: options.databaseUrl,
      sqliteFile: sqliteFileIn(options.dataDir),
    });
    app.decorate('db', db);
    app.decorate('dbEngine', engine);
    app.addHook('onClose', async () => close());
    const { results = [] } = await migrateToLatest(db, engine);
    for (const migration of results) {
      app.log.info({ migration: migration.migrationName }, 'database migrated');
    }
    if (options.demoData) await loadDemoData(db, options.contentDir, app.log, options.initiatives);
  },
  { name: 'database' },
);
