// What npm cannot install: the system programs some commands need (Chromium and its headless
// shell for the end-to-end tests and the budgets, wrk and heif-enc for the budgets). Run as root on Debian, the missing
// packages are installed; otherwise the command stops with one line that says what to install.
//   node scripts/system-tools.ts chromium [chromium-headless-shell wrk heif-enc]
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { chromiumPath, headlessShellPath } from './chromium.ts';

interface Tool {
  /** The file that must exist (an absolute path) or the command that must be on the PATH. */
  find: () => boolean;
  debianPackage: string;
  what: string;
}

function onPath(command: string): boolean {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const tools: Record<string, Tool> = {
  chromium: {
    find: () => executable(chromiumPath),
    debianPackage: 'chromium',
    what: `Chromium (${chromiumPath}; set CHROMIUM_PATH for another one)`,
  },
  'chromium-headless-shell': {
    find: () => executable(headlessShellPath),
    debianPackage: 'chromium-headless-shell',
    what: `Chromium's headless shell for the end-to-end tests (${headlessShellPath}; set CHROMIUM_HEADLESS_SHELL_PATH for another one)`,
  },
  wrk: { find: () => onPath('wrk'), debianPackage: 'wrk', what: 'wrk (load tests)' },
  'heif-enc': {
    find: () => onPath('heif-enc'),
    debianPackage: 'libheif-examples',
    what: 'heif-enc (iPhone test photos)',
  },
};

/** Makes sure the named tools exist; returns a one-line reason when they cannot be had. */
export function ensureTools(names: string[]): string | undefined {
  const unknown = names.filter((name) => !(name in tools));
  if (unknown.length > 0) return `Unknown tool: ${unknown.join(', ')}`;
  const missing = names.map((name) => tools[name]!).filter((tool) => !tool.find());
  if (missing.length === 0) return undefined;
  const packages = missing.map((tool) => tool.debianPackage);
  const install = `apt-get install -y ${packages.join(' ')}`;
  const command = `apt-get update && ${install}`;
  const missingText = missing.map((tool) => tool.what).join(', ');
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !onPath('apt-get')) {
    return `Missing ${missingText}. Install it with: sudo apt-get update && sudo ${install}`;
  }
  console.log(`Installing ${missingText} from Debian's packages (once)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const installed =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
          stdio: ['ignore', 'ignore', 'inherit'],
          env,
        })
      : update;
  const still = missing.filter((tool) => !tool.find());
  if (installed.status !== 0 || still.length > 0) {
    return `Could not install ${still.map((tool) => tool.what).join(', ') || missingText}. Install it with: ${command}`;
  }
  return undefined;
}

if (import.meta.main) {
  const problem = ensureTools(process.argv.slice(2));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
