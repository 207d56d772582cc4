// Every migration in order; imported statically so the server needs no file-system scan at start.
// A migration may take the engine, for the rare column type that differs (binary data).
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import * as platform from './0001-platform.ts';
import * as accounts from './0002-accounts.ts';
import * as memberArea from './0003-member-area.ts';
import type { Engine } from './engine.ts';

export type { Engine };

interface EngineMigration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
  down?(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

const all: Record<string, EngineMigration> = {
  '0001-platform': platform,
  '0002-accounts': accounts,
  '0003-member-area': memberArea,
};

export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(all).map(([name, m]) => [
      name,
      {
        up: (db: Kysely<unknown>) => m.up(db, engine),
        ...(m.down ? { down: (db: Kysely<unknown>) => m.down!(db, engine) } : {}),
      },
    ]),
  );
}
