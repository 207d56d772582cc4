// The web app's build, made when it is missing or older than its sources: `npm start`, the data
// tests that serve pages and the end-to-end server all ask for it here, so that a fresh clone
// runs `npm start` or `npm test` without a separate `npm run build`. The build is keyed by a hash
// of everything it is made from (build/inputs.sha256): an unchanged tree builds once.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const buildDir = path.join(root, 'build');
const stampFile = path.join(buildDir, 'inputs.sha256');
/** Held while one process builds; another that needs the build waits for it. */
const lockDir = path.join(root, 'node_modules', '.cache', 'web-build.lock');

/** What the build is made from: the web app, the contract and content it imports, its config. */
const inputFolders = ['web', 'contract', 'content', 'public'];
const inputFiles = [
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'tsconfig.web.json',
  'server/content-loader.ts',
  'scripts/favicon.ts',
  'scripts/compress-build.ts',
];

function filesUnder(folder: string): string[] {
  const full = path.join(root, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(folder, name))
    .filter((file) => statSync(path.join(root, file)).isFile())
    .toSorted();
}

/** The hash of the build's inputs: their paths and bytes (the tests' own files left out). */
export function webBuildInputsHash(): string {
  const hash = createHash('sha256');
  const files = [
    ...inputFolders.flatMap(filesUnder).filter((file) => !/\.test\.tsx?$/.test(file)),
    ...inputFiles.filter((file) => existsSync(path.join(root, file))),
  ];
  for (const file of files) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const isCurrent = (inputs: string) =>
  existsSync(path.join(buildDir, 'client', 'index.html')) &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8').trim() === inputs;

/**
 * The environment a build gets: the caller's, without what a test runner sets for its own process.
 * Vitest sets NODE_ENV=test, which would make Vite build React's development code: pages that
 * hydrate with warnings and a bundle that is not the one a chapter serves.
 */
export function buildEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => name !== 'NODE_ENV' && name !== 'TEST' && !name.startsWith('VITEST'),
    ),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds the web app unless the build there was made from the present sources. A copy of the
 * site without its sources (only `build/`) keeps its build. Returns whether it built.
 */
export async function ensureWebBuild({
  log = console.log,
}: { log?: (line: string) => void } = {}): Promise<boolean> {
  // Deployed without the web app's sources: the build that came with it is the site.
  if (!existsSync(path.join(root, 'web', 'root.tsx'))) return false;
  // A tool that changes sources on purpose and tests only the server (the mutations) keeps the
  // build there is, rather than build its changed code into it.
  if (process.env.WEB_BUILD === 'keep' && existsSync(path.join(buildDir, 'client', 'index.html')))
    return false;
  const inputs = webBuildInputsHash();
  if (isCurrent(inputs)) return false;
  mkdirSync(path.dirname(lockDir), { recursive: true });
  // One build at a time: another process may be building the same tree (the end-to-end servers
  // start side by side). A lock older than ten minutes was left by a process that died.
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      const since = statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 600_000) rmSync(lockDir, { recursive: true, force: true });
      await sleep(250);
    }
  }
  try {
    if (isCurrent(inputs)) return false;
    log(
      existsSync(path.join(buildDir, 'client', 'index.html'))
        ? 'The web app changed since its build: building it again (about a minute)…'
        : 'No build of the web app yet: building it once (about a minute)…',
    );
    rmSync(stampFile, { force: true });
    const started = performance.now();
    // Its long list of files is kept back; a failure shows all of it.
    const result = spawnSync('npm', ['run', 'build'], {
      cwd: root,
      env: buildEnvironment(process.env),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    if (result.status !== 0) {
      process.stderr.write(`${result.stdout}${result.stderr}`);
      throw new Error('The build of the web app failed.');
    }
    log(`Built in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    writeFileSync(stampFile, `${inputs}\n`);
    return true;
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

// `node scripts/web-build.ts --stamp`, the last step of `npm run build`: a build made by hand is
// known as the build of the present sources too.
if (process.argv[1] === import.meta.filename && process.argv.includes('--stamp')) {
  writeFileSync(stampFile, `${webBuildInputsHash()}\n`);
}
