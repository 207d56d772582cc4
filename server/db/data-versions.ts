// Versions of the data that instances keep in memory (see migration 0004): bumped by every write,
// read on every request that uses a remembered copy, so a change shows on the next request on
// every instance (and after a command-line tool's change).
import { sql } from 'kysely';
import type { Db } from './database.ts';

export const versionedData = [
  'accounts',
  'sessions',
  'content',
  // The donations ledger (the totals per initiative, decision 019).
  'donations',
  // Alumni events and their RSVPs (the public list with its counts, decision 019).
  'alumniEvents',
  // The chapter's money: the ledger's balances and aging, kept per version (docs/money.md).
  'ledger',
] as const;
export type VersionedData = (typeof versionedData)[number];
export type Versions = Record<VersionedData, number>;

/** Bumps made by this process: a reader that saw fewer reads the versions again. */
let localBumps = 0;

/** Marks `name` as changed; call it with the transaction that makes the change. */
export async function bumpVersion(db: Db, name: VersionedData): Promise<void> {
  localBumps += 1;
  await db
    .updateTable('dataVersions')
    .set({ version: sql`version + 1` })
    .where('name', '=', name)
    .execute();
}

export async function readVersions(db: Db): Promise<Versions> {
  const rows = await db.selectFrom('dataVersions').select(['name', 'version']).execute();
  const versions = Object.fromEntries(versionedData.map((name) => [name, 0])) as Versions;
  for (const row of rows) {
    if ((versionedData as readonly string[]).includes(row.name))
      versions[row.name as VersionedData] = Number(row.version);
  }
  return versions;
}

/**
 * Reads the versions once for the requests that arrive together: a read is shared only while it is
 * in flight and only within the event-loop turn that started it. A request that arrives after a
 * change was committed is read in a later turn than the change's answer was written, so it never
 * shares a read that started before the commit.
 *
 * With `changedByOthers` (SQLite, whose other writers are command-line tools on the same file),
 * the versions last read stand until this process bumps one or the probe, asked once per turn,
 * says another connection committed: most turns then need no query at all.
 */
export function sharedVersionsReader(
  db: Db,
  changedByOthers?: () => boolean,
): () => Promise<Versions> {
  return changedByOthers ? probedReader(db, changedByOthers) : inFlightReader(db);
}

function inFlightReader(db: Db): () => Promise<Versions> {
  let current: Promise<Versions> | undefined;
  return () => {
    if (current) return current;
    const read = readVersions(db);
    current = read;
    const done = () => {
      if (current === read) current = undefined;
    };
    read.then(done, done);
    setImmediate(done);
    return read;
  };
}

function probedReader(db: Db, changedByOthers: () => boolean): () => Promise<Versions> {
  let last: { read: Promise<Versions>; bumps: number } | undefined;
  let probed = false;
  return () => {
    if (!probed) {
      probed = true;
      setImmediate(() => (probed = false));
      if (changedByOthers()) last = undefined;
    }
    // A bump is counted before its transaction commits, and on SQLite's one connection a read
    // started after it waits for that commit.
    if (last && last.bumps === localBumps) return last.read;
    const kept = { read: readVersions(db), bumps: localBumps };
    last = kept;
    // A failed read is not kept.
    kept.read.catch(() => {
      if (last === kept) last = undefined;
    });
    return kept.read;
  };
}
