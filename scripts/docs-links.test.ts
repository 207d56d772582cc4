// The docs stay true to their own structure: every relative link and `#anchor` in README.md and
// docs/ leads somewhere, so does every `docs/<file>.md#<anchor>` a code comment names, and every
// decision record is numbered, titled, dated and has a status.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

const docs = [path.join(root, 'README.md'), ...markdownFiles(path.join(root, 'docs'))];

/** The text outside fenced code blocks. */
const outsideFences = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

/** The text outside code, where links are links. */
const prose = (markdown: string) => outsideFences(markdown).replace(/`[^`\n]*`/g, '');

/** The anchors GitHub gives a file's headings (and any explicit `<a id>`/`<a name>`). */
const anchorsOf = new Map<string, Set<string>>();
function anchors(file: string): Set<string> {
  let found = anchorsOf.get(file);
  if (found) return found;
  const slugger = new GithubSlugger();
  const text = outsideFences(readFileSync(file, 'utf8'));
  found = new Set<string>();
  for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    // GitHub slugs the heading's rendered text: a link keeps its text, emphasis and code their
    // words (an underscore stays: it is part of names like two_factor_required).
    const rendered = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*`]/g, '');
    found.add(slugger.slug(rendered));
  }
  for (const [, id] of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) found.add(id!);
  anchorsOf.set(file, found);
  return found;
}

interface Link {
  from: string;
  target: string;
}

function relativeLinks(file: string): Link[] {
  const text = prose(readFileSync(file, 'utf8'));
  const targets = [
    ...[...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)].map((m) => m[1]!),
  ];
  return targets
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => ({ from: path.relative(root, file), target }));
}

function problem({ from, target }: Link): string | null {
  const [rawPath, anchor] = target.split('#') as [string, string | undefined];
  const file = rawPath
    ? path.resolve(path.dirname(path.join(root, from)), decodeURIComponent(rawPath))
    : path.join(root, from);
  if (!existsSync(file)) return `${from}: ${target} — no such file`;
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md'))
    return `${from}: ${target} — an anchor into a file that is not Markdown`;
  return anchors(file).has(decodeURIComponent(anchor))
    ? null
    : `${from}: ${target} — no heading with that anchor`;
}

/**
 * A decision record's fifth line: accepted (perhaps revised since, with the date), or superseded
 * (wholly or in part) by a record it links to.
 */
const isStatusLine = (line: string) =>
  /^\*\*Status:\*\* (accepted\b|superseded (in part )?by \[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\))/.test(
    line,
  );

/** The tracked files of code (and the CI's shell script), whose comments point into the docs. */
const codeFiles = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) =>
        /\.(ts|tsx|mts|mjs|js|scss|css|sh|lua)$|^\.ci\/run$/.test(file) &&
        // This file names a missing file and heading on purpose, to show that the check fails.
        file !== 'scripts/docs-links.test.ts' &&
        existsSync(path.join(root, file)),
    );

/** Each `docs/<file>.md` and `docs/<file>.md#<anchor>` a text names, as a link from the root. */
export function docsMentions(text: string, from: string): Link[] {
  return [...text.matchAll(/(?<![\w-])docs\/([\w./-]*?\.md)(#[\w-]+)?/g)].map((m) => ({
    from,
    target: `docs/${m[1]}${m[2] ?? ''}`,
  }));
}

/** A mention in code is read from the repository's root, whatever folder its file is in. */
function codeProblem(link: Link): string | null {
  const found = problem({ from: 'README.md', target: link.target });
  return found && found.replace(/^README\.md/, link.from);
}

/** Every mention of the docs in the code, with the line it is on. */
function codeMentions(): Link[] {
  return codeFiles().flatMap((file) =>
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => docsMentions(line, `${file}:${index + 1}`)),
  );
}

describe('the docs', () => {
  it('link only to files and headings that exist', () => {
    const links = docs.flatMap(relativeLinks);
    expect(links.length).toBeGreaterThan(100);
    expect(links.map(problem).filter(Boolean)).toEqual([]);
  });

  it('are named by the code only as files and headings that exist', () => {
    const mentions = codeMentions();
    expect(mentions.length).toBeGreaterThan(100);
    expect(mentions.map(codeProblem).filter(Boolean)).toEqual([]);
  });

  it('find a broken mention in a comment (the check itself can fail)', () => {
    const mentions = docsMentions(
      '// see docs/product.md#directory and docs/api.md#no-such-heading, docs/nowhere.md',
      'web/x.ts:1',
    );
    expect(mentions.map((mention) => mention.target)).toEqual([
      'docs/product.md#directory',
      'docs/api.md#no-such-heading',
      'docs/nowhere.md',
    ]);
    expect(mentions.map(codeProblem)).toEqual([
      null,
      'web/x.ts:1: docs/api.md#no-such-heading — no heading with that anchor',
      'web/x.ts:1: docs/nowhere.md — no such file',
    ]);
  });

  it('find a broken link or anchor (the check itself can fail)', () => {
    const readme = path.relative(root, docs[0]!);
    expect(problem({ from: readme, target: 'docs/nowhere.md' })).toMatch(/no such file/);
    expect(problem({ from: readme, target: 'docs/api.md#no-such-heading' })).toMatch(/anchor/);
    expect(problem({ from: readme, target: 'docs/api.md' })).toBeNull();
  });

  it('number, title, date and give a status to every decision record', () => {
    const dir = path.join(root, 'docs', 'decisions');
    const records = readdirSync(dir).filter((name) => name.endsWith('.md'));
    expect(records.length).toBeGreaterThan(0);
    const unfit = records.filter((name) => {
      const [title, , date, , status] = readFileSync(path.join(dir, name), 'utf8').split('\n');
      return !(
        title!.startsWith(`# ${name.slice(0, 3)} — `) &&
        /^\*\*Date:\*\* \d{4}-\d{2}-\d{2}$/.test(date!) &&
        isStatusLine(status!)
      );
    });
    expect(unfit).toEqual([]);
  });

  it('tell a status line from another line (the check itself can fail)', () => {
    expect(isStatusLine('**Status:** accepted')).toBe(true);
    expect(isStatusLine('**Status:** accepted; revised on 2026-12-07 (the token)')).toBe(true);
    expect(isStatusLine('**Status:** superseded by [016](016-live-content.md)')).toBe(true);
    expect(isStatusLine('**Status:** superseded in part by [016](016-live-content.md): x')).toBe(
      true,
    );
    expect(isStatusLine('**Status.** Accepted.')).toBe(false);
    expect(isStatusLine('**Status:** superseded by 016')).toBe(false);
    expect(isStatusLine('**Context.** The site must run')).toBe(false);
  });
});
