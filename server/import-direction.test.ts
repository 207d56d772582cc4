// Imports on the server flow one way, the twin of web/import-direction.test.ts:
//   lib (lib/, images/, mail/, http-error.ts, config.ts, content-loader.ts) ← db/ ← core/ ← features/
// and plugins/ (the app's infrastructure, which may read a feature's data); the entry points
// (app.ts, main.ts, cli/, demo/, test/) put them together. A feature is a folder under features/
// that holds a routes.ts; a nested one (officer/accounts, me/privacy) is a feature of its own. A
// feature imports core, db, lib and its own folder, never another feature (nor its parent's or
// its child's files); core and db import no feature; no two folders import each other. The test names each import against the flow. Test files are left out: a test sets up
// what it needs, through any module.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '..');

type Layer = 'lib' | 'db' | 'core' | 'plugins' | 'feature' | 'entry' | 'outside';

/**
 * The feature a file under server/features/ belongs to: the deepest folder above it that holds a
 * routes.ts (else the first folder under features/).
 */
function featureOf(parts: string[]): string {
  for (let depth = parts.length - 1; depth > 1; depth--) {
    const folder = parts.slice(0, depth).join('/');
    if (existsSync(path.join(repoRoot, 'server', folder, 'routes.ts'))) return folder;
  }
  return parts.slice(0, 2).join('/');
}

/** The layer of a repository path, and its folder (a feature's or core module's name). */
export function placeOf(file: string): { layer: Layer; folder: string } {
  if (!file.startsWith('server/')) return { layer: 'outside', folder: file.split('/')[0]! };
  const inServer = file.slice('server/'.length);
  const [top, second] = inServer.split('/');
  if (top === 'features' && second && inServer.split('/').length > 2)
    return { layer: 'feature', folder: featureOf(inServer.split('/')) };
  if (top === 'core' && second) return { layer: 'core', folder: `core/${second}` };
  if (top === 'db') return { layer: 'db', folder: 'db' };
  if (top === 'plugins') return { layer: 'plugins', folder: 'plugins' };
  if (top === 'lib' || top === 'images' || top === 'mail')
    return { layer: 'lib', folder: `${top}` };
  if (['http-error.ts', 'config.ts', 'content-loader.ts'].includes(inServer))
    return { layer: 'lib', folder: inServer };
  return { layer: 'entry', folder: ['cli', 'demo', 'test'].includes(top!) ? top! : inServer };
}

/** What each layer may import (besides its own folder, contract/ and content/). */
const mayImport: Record<Layer, Layer[]> = {
  lib: ['lib'],
  db: ['lib', 'db'],
  core: ['lib', 'db', 'core'],
  plugins: ['lib', 'db', 'core', 'plugins', 'feature'],
  feature: ['lib', 'db', 'core'],
  entry: ['lib', 'db', 'core', 'plugins', 'feature', 'entry'],
  outside: [],
};

/** Why `importer` may not import `target` (repository paths), or null when it may. */
export function importProblem(importer: string, target: string): string | null {
  if (target.startsWith('contract/') || target.startsWith('content/')) return null;
  const from = placeOf(importer);
  const to = placeOf(target);
  if (from.folder === to.folder) return null;
  if (to.layer === 'outside') return 'the server imports only server/, contract/ and content/';
  if (mayImport[from.layer].includes(to.layer)) return null;
  if (from.layer === 'feature' && to.layer === 'feature')
    return 'a feature imports core, db and lib, never another feature';
  return `${from.layer} imports no ${to.layer === 'feature' ? 'feature' : to.layer}`;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    const source = name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts');
    return source ? [full] : [];
  });
}

/** Every relative module a file names: static imports, re-exports and dynamic imports. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"](\.[^'"]+)['"]/g),
    ...source.matchAll(/(?:^|\n)\s*import\s*['"](\.[^'"]+)['"]/g),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) =>
    path
      .relative(repoRoot, path.resolve(path.dirname(file), specifier))
      .split(path.sep)
      .join('/'),
  );
}

const edges = sourceFiles(path.join(repoRoot, 'server')).flatMap((full) => {
  const importer = path.relative(repoRoot, full).split(path.sep).join('/');
  return importsOf(full).map((target) => ({ importer, target }));
});

/**
 * Features that still import another feature, folder by folder. None: the tables two features
 * share (the calendar, donations, newsletter issues, content pictures, verification codes and
 * two-factor state) live in core/, and a new pair fails the test.
 */
const knownTangles: string[] = [];

const folderPair = (importer: string, target: string) =>
  `${placeOf(importer).folder} → ${placeOf(target).folder}`;

describe('imports on the server', () => {
  it('are read from the files (the scan finds the imports it checks)', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({
      importer: 'server/app.ts',
      target: 'server/plugins/errors.ts',
    });
  });

  it('flow one way: features never import each other, core and db import no feature', () => {
    const tangles = new Set<string>();
    const problems = edges.flatMap(({ importer, target }) => {
      const problem = importProblem(importer, target);
      if (!problem) return [];
      const pair = folderPair(importer, target);
      if (knownTangles.includes(pair)) {
        tangles.add(pair);
        return [];
      }
      return [`${importer} → ${target}: ${problem}`];
    });
    expect(problems).toEqual([]);
    // A tangle undone leaves the list with it.
    expect(knownTangles.filter((pair) => !tangles.has(pair))).toEqual([]);
  });

  it('make no loop between two folders', () => {
    const folders = new Set(edges.map(({ importer, target }) => folderPair(importer, target)));
    const loops = [...folders].filter((pair) => {
      const [a, b] = pair.split(' → ');
      return a !== b && a! < b! && folders.has(`${b} → ${a}`);
    });
    expect(loops).toEqual([]);
  });

  it('would name an import against the flow (the rule itself can fail)', () => {
    expect(
      importProblem('server/features/alumni/routes.ts', 'server/features/events/repository.ts'),
    ).toMatch(/never another feature/);
    expect(importProblem('server/db/demo-data.ts', 'server/features/alumni/repository.ts')).toMatch(
      /db imports no feature/,
    );
    expect(importProblem('server/core/users/repository.ts', 'server/plugins/errors.ts')).toMatch(
      /core imports no plugins/,
    );
    expect(importProblem('server/lib/csv.ts', 'server/db/database.ts')).toMatch(
      /lib imports no db/,
    );
    expect(
      importProblem('server/features/alumni/routes.ts', 'server/core/users/repository.ts'),
    ).toBeNull();
    expect(importProblem('server/app.ts', 'server/features/alumni/routes.ts')).toBeNull();
    // Nested feature folders are features of their own, apart from their parent.
    expect(
      importProblem(
        'server/features/officer/accounts/routes.ts',
        'server/features/officer/audit/routes.ts',
      ),
    ).toMatch(/never another feature/);
    expect(
      importProblem('server/features/me/privacy/routes.ts', 'server/features/me/routes.ts'),
    ).toMatch(/never another feature/);
    expect(
      importProblem(
        'server/features/officer/content/routes.ts',
        'server/features/officer/content/editor-routes.ts',
      ),
    ).toBeNull();
  });
});
