// `npm run import -- --in FILE [--replace]`: loads an archive made by `npm run export` into the
// configured database (migrating an empty one first), once every row and published content
// document has passed the API's rules; otherwise one line says what is wrong (exit code 1). A database that already holds a chapter is
// refused, unless --replace (which deletes that chapter first). This is also how a chapter moves from
// SQLite to PostgreSQL: export with DATABASE_URL unset, import with it set.
import { closeSync, openSync, statSync } from 'node:fs';
import { userInfo } from 'node:os';
import { recordAudit, commandLine } from '../core/audit/record.ts';
import { importArchive } from '../features/officer/export/archive.ts';
import { ArchiveError } from '../features/officer/export/archive-zip.ts';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help = 'Usage: npm run import -- --in chapter-archive.zip [--replace]';
const { values } = parseCliArgs({ in: { type: 'string' }, replace: { type: 'boolean' } }, help);
if (!values.in) usage(help);

// The archive is read a part at a time where the import needs it, never whole: here it is only
// seen to be a file this user may read.
try {
  closeSync(openSync(values.in, 'r'));
  if (!statSync(values.in).isFile()) throw new Error('not a file');
} catch {
  usage(`Cannot read ${values.in}.\n${help}`);
}

const { contentDir } = loadConfig();
const { db, engine, close } = await openConfiguredDatabase();
let exitCode = 0;
try {
  const started = performance.now();
  const { counts } = await importArchive(
    db,
    engine,
    { file: values.in },
    {
      replace: values.replace ?? false,
      contentDir,
    },
  );
  await recordAudit(db, commandLine(userInfo().username), 'archive imported', null, {
    counts,
    replaced: values.replace ?? false,
  });
  console.log(
    `Imported ${counts.users ?? 0} accounts, ${counts.media ?? 0} pictures, ${counts.donations ?? 0} donations and the rest in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  // One line for people, never a stack trace: what is wrong, and where in the archive.
  console.error(
    error instanceof ArchiveError
      ? error.message
      : `The import failed, and nothing was imported: ${(error as Error).message.split('\n')[0]}`,
  );
  exitCode = error instanceof ArchiveError ? error.exitCode : 1;
} finally {
  await close();
}
process.exitCode = exitCode;
