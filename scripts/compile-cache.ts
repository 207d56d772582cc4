// Fills Node's compile cache with the server's code (server/compile-cache.js, decision 026), so that
// the server and the processes it starts read every file's stripped code from disk and never load
// Node's TypeScript compiler (18–28 MB per process). `npm start` (scripts/start.ts) runs it before
// the server and `npm run build` as its last step; it does nothing when the cache holds the present
// sources.
//
// Node keeps the cache per set of V8 flags, so it is filled by a process run with each set the
// server's processes use (server/lib/node-flags.ts): it loads, with the cache on, every file of the
// server's code (what the server imports, statically or as it loads its features, and the entry
// points of the processes it forks; an entry point does its work only when it is its process's
// main module, `import.meta.main`, so loading one here starts nothing).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { courierNodeFlags, serverNodeFlags } from '../server/lib/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every file the server's processes may load: not the tests, their support, the CLI commands. */
export function serverSources(): string[] {
  return ['server', 'contract']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
        .filter(
          (file) =>
            file.endsWith('.ts') &&
            !/\.(test|d)\.ts$/.test(file) &&
            !/^server\/(test|cli)\//.test(file),
        ),
    )
    .toSorted();
}

/** Each set of flags, and what a process run with it loads. */
const fills = (sources: string[]) => [
  { flags: serverNodeFlags, files: sources },
  { flags: courierNodeFlags, files: ['server/core/mail/courier-process.ts'] },
];

/** Where the cache lives: as server/compile-cache.js says, or NODE_COMPILE_CACHE. */
export function compileCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.NODE_COMPILE_CACHE || path.join(root, 'node_modules', '.cache', 'node-compile');
}

const stampName = 'sources.sha256';

/** The files' paths and bytes, the flags, and this Node's version. */
function sourcesHash(files: string[]): string {
  const hash = createHash('sha256').update(`${process.version}\0`);
  for (const { flags } of fills([])) hash.update(`${flags.join(' ')}\0`);
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * Makes the cache hold the present sources: when its stamp differs, it is filled again, in ~1.3 s
 * (Node keeps an entry per file and replaces it when the file changed; other processes may use the
 * same directory meanwhile, as CI's tests do). Returns whether it was filled.
 */
export function ensureCompileCache(dir = compileCacheDir()): boolean {
  const sources = serverSources();
  const stampFile = path.join(dir, stampName);
  const stamp = sourcesHash(sources);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === stamp) return false;
  for (const { flags, files } of fills(sources)) {
    const filled = spawnSync(
      process.execPath,
      [...flags, import.meta.filename, '--fill', ...files],
      {
        cwd: root,
        env: { ...process.env, NODE_COMPILE_CACHE: dir },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (filled.status !== 0) {
      // A quiet optimisation: without it the server runs as before, with the compiler loaded.
      console.warn(`Node's compile cache could not be filled (${filled.status ?? filled.signal}).`);
      return false;
    }
  }
  writeFileSync(stampFile, `${stamp}\n`);
  return true;
}

if (import.meta.main) {
  const [mode, ...files] = process.argv.slice(2);
  if (mode === '--fill') {
    // Run with NODE_COMPILE_CACHE set: the cache is on from the start.
    for (const file of files) await import(pathToFileURL(path.join(root, file)).href);
    module.flushCompileCache();
    process.exit(0);
  }
  ensureCompileCache();
}
