// The repository is all a reader has: no comment, doc or string may send him to a document, a
// tracker or a folder outside it (the team's planning documents, an issue number, a path on one
// machine). What such a reference meant belongs in docs/ (docs/product.md for behaviour,
// docs/api.md for calls, docs/decisions/ for a choice), and the text names that instead.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Each kind of reference outside the repository, with what it is. */
const outside: { pattern: RegExp; what: string }[] = [
  // A planning document by its name: "DESIGN.md", "DESIGN 'Positions and terms'", "DESIGN's".
  // Only the capitalised name: "design" in prose is a word like any other.
  { pattern: /\bDESIGN\b(?![_-])/, what: 'a planning document (DESIGN)' },
  { pattern: /\bSPEC\b(?![_-])/, what: 'a planning document (SPEC)' },
  { pattern: /\bSTYLE\.md\b/, what: 'a planning document (STYLE.md)' },
  {
    pattern: /(^|[^\w.])\.\.\/shared(?![\w-])/,
    what: 'a folder beside the repository (../shared)',
  },
  { pattern: /(^|[\s'"`(])\/work\//, what: 'a path on one machine (/work/)' },
  // A tracker's issue: "issue 17", "issues 8–13", "Issue #21"; "the pages" (a newsletter's
  // issue) has no number.
  { pattern: /\bissues?\s+#?\d+/i, what: 'a tracker issue (issue N)' },
  {
    pattern: /\((?:see\s+)?#\d+\)|\b(?:see|fixes|fixed|closes|closed|resolves|resolved)\s+#\d+\b/i,
    what: 'a tracker issue (#N)',
  },
  { pattern: /\b(?:PR|pull request)\s*#?\d+\b/i, what: 'a pull request' },
  // A step of a plan: "stop 3"; "stop 5 s" or "stops 10 minutes" are times.
  {
    pattern: /\bstop\s+\d+\b(?!\s*(?:s|ms|seconds?|minutes?|hours?|%|px|MB|kB)\b)/i,
    what: 'a step of a plan (stop N)',
  },
  { pattern: /\bthe brief\b/i, what: 'a brief' },
];

/** What a line refers to outside the repository, if anything. */
export function referencesOutside(line: string): string | null {
  return outside.find(({ pattern }) => pattern.test(line))?.what ?? null;
}

/** Tracked files whose text is not written by people, or that list references on purpose. */
const skipped = new Set(['package-lock.json', 'scripts/self-contained.test.ts']);

/** The repository's tracked text files. */
function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !skipped.has(file) && !file.includes('node_modules/'));
}

function problems(): string[] {
  const found: string[] = [];
  for (const file of trackedTextFiles()) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, file));
    } catch {
      continue; // Deleted in the working tree, not yet in the index.
    }
    if (bytes.includes(0)) continue; // A binary file (a picture, a font).
    bytes
      .toString('utf8')
      .split('\n')
      .forEach((line, index) => {
        const what = referencesOutside(line);
        if (what) found.push(`${file}:${index + 1}: ${what}: ${line.trim().slice(0, 120)}`);
      });
  }
  return found;
}

describe('the repository', () => {
  it('refers to nothing outside itself', () => {
    expect(problems()).toEqual([]);
  });
});

describe('a reference outside the repository', () => {
  it('is found (the check itself can fail)', () => {
    const found = [
      "// The board's rules (DESIGN 'Positions and terms').",
      'See DESIGN.md for the terms.',
      "as DESIGN's list says",
      'the seed (SPEC.md section 7)',
      '// One table for every list (STYLE.md "Lists").',
      'URLs the contract (`../shared/DESIGN.md`) names',
      'read /work/shared/notes.txt',
      '// Account budgets (issue 3)',
      'Trust (issues 8–13)',
      'fixed in (#42)',
      'closes #7',
      'as PR 12 did',
      'Stop 4: the console',
      'as the brief asks',
    ];
    expect(found.filter((line) => !referencesOutside(line))).toEqual([]);
  });

  it('is not an ordinary word (the check does not cry wolf)', () => {
    const ordinary = [
      'A design that keeps the pages fast.',
      'the issue of content/home.json',
      "Publish the issue; the issue's pages",
      'The newsletter issues are one more entry',
      'await expect(rows.first()).toContainText(`${tag} #60`);',
      'fill="#222"',
      '../shared-kit/index.ts',
      'shared/lib.ts',
      'Stop the upload',
      'servers stop 5 s after',
      'the spec file e2e/alumni.spec.ts',
      'a brief moment',
      'SPEC_VERSION',
    ];
    expect(ordinary.filter((line) => referencesOutside(line))).toEqual([]);
  });
});
