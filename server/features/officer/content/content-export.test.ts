// Live content leaves with the chapter (docs/operations.md#moving-a-chapter-export-and-import): as
// a `content/` folder that seeds a new site, in the server's archive with its history, and in the
// officers' export.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadContent } from '../../../content-loader.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { asOfficer, createOfficer, nextClient, type Account } from '../../../test/accounts.ts';
import { exportArchive, importArchive, isEmptyChapter } from '../export/archive.ts';
import { ContentFolderError, writeContentFolder } from '../../../core/content/content-folder.ts';

let t: TestApp;
let editor: Account;
let scratch: string;
beforeEach(async () => {
  t = await createTestApp();
  editor = await createOfficer(t, ['content', 'accounts'], { name: 'Casey Content' });
  scratch = mkdtempSync(path.join(tmpdir(), 'content-export-'));
});
afterEach(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function publishIntro(intro: string) {
  const read = await asOfficer(t, editor, 'GET', '/api/officer/content/about');
  const document = { ...read.json(), intro };
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/officer/content/about',
    remoteAddress: nextClient(),
    headers: {
      cookie: editor.cookie,
      'content-type': 'application/json',
      'if-match': read.headers.etag as string,
    },
    payload: JSON.stringify(document),
  });
  expect(saved.statusCode).toBe(200);
}

describe('the content/ folder', () => {
  it('writes the published documents with the pictures: a folder a new site starts from', async () => {
    await publishIntro('Exported with the new introduction.');
    const out = path.join(scratch, 'content');
    await writeContentFolder(t.app.db, t.config.contentDir, out);
    const folder = loadContent(out);
    expect(folder.about.intro).toBe('Exported with the new introduction.');
    // A document not published again is written as it is published: its lists and pictures.
    expect(folder.highlights).toEqual(t.app.content.highlights);
    expect(folder.officers).toEqual(t.app.content.officers);
    // Written as a chapter writes its files, pictures and theme beside them, no demo chapter.
    const file = readFileSync(path.join(out, 'about.json'), 'utf8');
    expect(file).toBe(`${JSON.stringify(folder.about, null, 2)}\n`);
    expect(readdirSync(out)).toEqual(expect.arrayContaining(['images', 'theme.scss']));
    expect(readdirSync(out)).not.toContain('demo');
    // A new site seeds its database from that folder.
    const fresh = await createTestApp({ config: { contentDir: out } });
    try {
      expect(fresh.app.content.about.intro).toBe('Exported with the new introduction.');
    } finally {
      await fresh.close();
    }
  });

  it('refuses a folder that is not empty, writing nothing', async () => {
    writeFileSync(path.join(scratch, 'keep.txt'), 'mine');
    await expect(writeContentFolder(t.app.db, t.config.contentDir, scratch)).rejects.toThrow(
      ContentFolderError,
    );
    expect(readdirSync(scratch)).toEqual(['keep.txt']);
  });
});

describe('the archive and the officers’ export', () => {
  it('moves every version to a new installation, which publishes the same documents', async () => {
    await publishIntro('Moved with the chapter.');
    const archive = await exportArchive(t.app.db, t.app.dbEngine);
    const target = await createTestDatabase({ migrated: true });
    try {
      // A server started on the new installation seeded it; that is still an empty chapter.
      const started = await createTestApp({ sameDatabaseAs: { database: target } });
      expect(await isEmptyChapter(started.app.db)).toBe(true);
      await importArchive(started.app.db, started.app.dbEngine, archive, {
        contentDir: started.config.contentDir,
      });
      await started.close();
      const moved = await createTestApp({ sameDatabaseAs: { database: target } });
      try {
        expect(moved.app.content.about.intro).toBe('Moved with the chapter.');
        const versions = await moved.app.db
          .selectFrom('contentVersions')
          .select('number')
          .where('document', '=', 'about')
          .orderBy('number')
          .execute();
        expect(versions.map((v) => Number(v.number))).toEqual([1, 2]);
      } finally {
        await moved.close();
      }
    } finally {
      await target.drop();
    }
  });

  it('puts the published documents in the officers’ export as content/*.json', async () => {
    await publishIntro('In the officers’ export.');
    const response = await asOfficer(t, editor, 'GET', '/api/officer/export');
    expect(response.statusCode).toBe(200);
    const files = unzipSync(response.rawPayload);
    expect(JSON.parse(strFromU8(files['content/about.json']!)).intro).toBe(
      'In the officers’ export.',
    );
  });
});
