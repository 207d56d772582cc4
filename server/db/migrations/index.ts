// Every migration in order; imported statically so the server needs no file-system scan at start.
import type { Migration } from 'kysely/migration';
import * as platform from './0001-platform.ts';

export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
};
