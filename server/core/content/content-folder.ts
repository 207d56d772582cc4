// The published content as a `content/` folder (`npm run export -- --content DIR`): one JSON file
// per document, as a chapter writes them, with the pictures and theme of the folder the server
// started from, and the pictures uploaded in the console that they name (`images/uploads/`), so a
// chapter can start a new site from it (it is that site's seed).
import { cpSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Content, ContentFile } from '../../../contract/content.ts';
import { loadContent, uploadedRefsIn } from '../../content-loader.ts';
import type { Db } from '../../db/database.ts';
import { folderPath, storedPictureBytes } from '../media/content-pictures.ts';
import { documentNames, readPublished } from './service.ts';

export class ContentFolderError extends Error {
  override name = 'ContentFolderError';
}

/** A document as its file holds it: two-space JSON and a final newline (Prettier's style). */
export const documentFile = (document: Content[ContentFile]) =>
  `${JSON.stringify(document, null, 2)}\n`;

/**
 * Writes the published documents to `outDir` (which must not exist or be empty) with the pictures
 * and other files of `sourceDir` except its demo chapter and its documents, then checks the result
 * as the build and the server will. Returns the documents written.
 */
export async function writeContentFolder(
  db: Db,
  sourceDir: string,
  outDir: string,
): Promise<ContentFile[]> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0)
    throw new ContentFolderError(`${outDir} is not empty: name a new folder.`);
  mkdirSync(outDir, { recursive: true });
  const documents = new Set(documentNames.map((name) => `${name}.json`));
  for (const entry of readdirSync(sourceDir)) {
    if (entry === 'demo' || documents.has(entry)) continue;
    cpSync(path.join(sourceDir, entry), path.join(outDir, entry), { recursive: true });
  }
  const { content } = await readPublished(db);
  for (const name of documentNames)
    writeFileSync(path.join(outDir, `${name}.json`), documentFile(content[name]));
  // Uploaded pictures as stored: the new site makes their sizes again when it starts.
  const uploaded = new Set(documentNames.flatMap((name) => uploadedRefsIn(content[name])));
  for (const ref of uploaded) {
    const bytes = await storedPictureBytes(db, ref);
    if (!bytes) throw new ContentFolderError(`The uploaded picture ${ref} is missing.`);
    mkdirSync(path.dirname(folderPath(outDir, ref)), { recursive: true });
    writeFileSync(folderPath(outDir, ref), bytes);
  }
  // The folder must seed a new site: the same checks as a build's.
  loadContent(outDir);
  return documentNames;
}
