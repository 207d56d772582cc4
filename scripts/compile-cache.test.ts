import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { courierNodeFlags, serverNodeFlags } from '../server/lib/node-flags.ts';
import { ensureCompileCache, serverSources } from './compile-cache.ts';

const root = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'compile-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Loads `files` in a process run with `flags` and the cache, and says whether Node's TypeScript compiler was loaded. */
function compilerLoaded(flags: string[], files: string[]): boolean {
  const script = `for (const file of ${JSON.stringify(files)}) await import('./' + file);
console.log(process.moduleLoadList.some((name) => name.includes('internal/deps/amaro')));`;
  const env = { ...process.env, NODE_COMPILE_CACHE: dir };
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  return out.trim().split('\n').at(-1) === 'true';
}

describe('the compile cache', () => {
  const entries = [
    'server/main.ts',
    'server/images/picture-worker.ts',
    'server/lib/page-render-worker.ts',
  ];

  it('lists the server code, not its tests, test support or commands', () => {
    const sources = serverSources();
    expect(sources).toContain('server/main.ts');
    expect(sources).toContain('contract/money.ts');
    expect(sources.filter((file) => /\.test\.ts$|^server\/(test|cli)\//.test(file))).toEqual([]);
  });

  it('is filled once for the present sources, and a process with its flags then compiles nothing', () => {
    expect(compilerLoaded(serverNodeFlags, ['server/main.ts'])).toBe(true);
    expect(ensureCompileCache(dir)).toBe(true);
    expect(ensureCompileCache(dir)).toBe(false);
    expect(
      compilerLoaded(serverNodeFlags, [...entries, 'server/features/officer/money/routes.ts']),
    ).toBe(false);
    expect(compilerLoaded(courierNodeFlags, ['server/core/mail/courier-process.ts'])).toBe(false);
  }, 60_000);
});
