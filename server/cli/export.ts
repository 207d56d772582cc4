// `npm run export -- --out FILE`: the whole chapter in one file (accounts with their password hashes
// and two-factor secrets, pictures, events, RSVPs, donations, subscribers, the audit log, the
// content documents with their history), readable by its owner only. `npm run import` loads it
// into another installation, on either engine. `--content DIR` writes the published content as a
// `content/` folder: the seed of a new site.
import { closeSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { userInfo } from 'node:os';
import { loadConfig } from '../config.ts';
import { loadContent } from '../content-loader.ts';
import { commandLine, recordAudit } from '../core/audit/record.ts';
import { ContentFolderError, writeContentFolder } from '../core/content/content-folder.ts';
import { seedContent } from '../core/content/service.ts';
import { writeArchive } from '../features/officer/export/archive.ts';
import { openConfiguredDatabase, parseCliArgs, usage } from './database.ts';

const help =
  'Usage: npm run export -- --out chapter-archive.zip   (the whole chapter)\n' +
  '       npm run export -- --content new-content       (the public pages as a content/ folder)';
const { values } = parseCliArgs({ out: { type: 'string' }, content: { type: 'string' } }, help);
if (!values.out && !values.content) usage(help);

const { db, engine, close } = await openConfiguredDatabase();
let refusal: string | undefined;
try {
  if (values.content) {
    const { contentDir } = loadConfig();
    // A database no server has started on yet holds no documents: the folder is their seed.
    await seedContent(db, loadContent(contentDir));
    try {
      const written = await writeContentFolder(db, contentDir, values.content);
      console.log(`Wrote ${written.length} documents and the pictures to ${values.content}.`);
    } catch (error) {
      if (!(error instanceof ContentFolderError)) throw error;
      refusal = error.message;
    }
  }
  if (values.out && !refusal) {
    const started = performance.now();
    // Written as it is made, a chunk at a time (never the whole archive in memory), into a file
    // beside the one asked for that takes its name once complete: an export that fails leaves no
    // half archive under that name. Password hashes and two-factor secrets are inside: only the
    // file's owner may read it.
    const partial = `${values.out}.partial`;
    const file = openSync(partial, 'w', 0o600);
    let bytes = 0;
    try {
      await writeArchive(db, engine, (chunk) => {
        for (let written = 0; written < chunk.length;) written += writeSync(file, chunk, written);
        bytes += chunk.length;
      });
    } catch (error) {
      closeSync(file);
      rmSync(partial, { force: true });
      throw error;
    }
    closeSync(file);
    renameSync(partial, values.out);
    await recordAudit(db, commandLine(userInfo().username), 'archive exported', null, { bytes });
    console.log(
      `Wrote ${values.out} (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    console.log(
      'It holds password hashes and two-factor secrets: keep it as safe as the database.',
    );
  }
} finally {
  await close();
}
if (refusal) usage(refusal);
