// Which content documents each page shows (contract/content-pages.ts `pageDocuments`) decides what
// the server embeds in it, so it must name every document a page's modules read: this test follows
// each route's imports (and the root's, on every page) to the content modules of web/lib/content/
// and fails on a page that reads a document the table does not give it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageDocuments } from '../contract/content-pages.ts';

// Read as files, not imported: the app's modules are this test's data (like import-direction's).
const webRoot = import.meta.dirname;
const routeTable = readFileSync(path.join(webRoot, 'routes.ts'), 'utf8');

/** Every module of the web app, by its path from web/ (`routes/about.tsx`). */
const sources = Object.fromEntries(
  readdirSync(webRoot, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => [name, readFileSync(path.join(webRoot, name), 'utf8')]),
);

/** `base/../x` as a path from web/ (outside web/ starts with `../`). */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..' && parts.length > 0 && parts.at(-1) !== '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The modules a module imports (static and dynamic, relative ones), as paths from web/. */
const importsOf = (file: string): string[] =>
  [...(sources[file] ?? '').matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => resolve(file, match[1]!),
  );

/** The content documents (`lib/content/<name>.ts`) a module reads, through any import. */
function documentsReadBy(entry: string): Set<string> {
  const seen = new Set<string>();
  const documents = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !(file in sources)) continue;
    seen.add(file);
    const content = /^lib\/content\/([a-z]+)\.ts$/.exec(file);
    if (content && content[1] !== 'live') documents.add(content[1]!);
    pending.push(...importsOf(file));
  }
  return documents;
}

/** Each prerendered route of web/routes.ts, as a path of the site. */
function routes(): { path: string; file: string }[] {
  const found = [...routeTable.matchAll(/index\('([^']+)'\)/g)].map((m) => ({
    path: '/',
    file: m[1]!,
  }));
  for (const [, pattern, file] of routeTable.matchAll(/route\('([^']+)', '([^']+)'\)/g)) {
    if (pattern!.startsWith('officers')) continue; // the console is not prerendered
    const example = pattern === '*' ? '404' : pattern!.replace(':status', 'confirmed');
    found.push({ path: `/${example}`, file: file! });
  }
  return found;
}

describe('pageDocuments', () => {
  it('gives every page each document its modules read, and the chapter on every page', () => {
    const everyPage = documentsReadBy('root.tsx');
    expect(everyPage).toContain('chapter');
    const pages = routes();
    expect(pages.length).toBeGreaterThan(15);
    const missing = pages.flatMap(({ path: page, file }) =>
      [...everyPage, ...documentsReadBy(file)]
        .filter((document) => !pageDocuments(page).includes(document as never))
        .map((document) => `${page} reads ${document}`),
    );
    expect(missing).toEqual([]);
  });

  it('gives a page no document it does not show', () => {
    expect(pageDocuments('/login')).toEqual(['chapter']);
    expect(pageDocuments('/members/exec')).toEqual(['chapter', 'officers']);
    expect(pageDocuments('/members/exec/')).toEqual(['chapter', 'officers']);
    expect(pageDocuments('/merch/cart')).toEqual(['chapter', 'merch']);
  });
});
