// The docs' lists of pages come from the code, or are checked against it, so that they cannot
// drift: docs/console-pages.md is written from the console's own route table, the route table of
// docs/product.md#routes must name every page of web/routes.ts and the console, and no other,
// with the routes that are not prerendered said as react-router.config.ts makes them, and every
// file or folder the docs name in backticks must exist.
// After a change of pages, `npx vitest run --project unit scripts/docs-lists.test.ts -u` writes
// docs/console-pages.md again; the route table of product.md is edited by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import routerConfig from '../react-router.config.ts';

/** What this test reads of the console's route table (a web module, outside this project). */
interface ConsoleRoute {
  key: string;
  area: string | null;
  title: string | null;
}
interface ConsoleRoutes {
  consolePaths: Record<string, string>;
  consolePageFacts: Record<string, { title: string | null; area: string | null }>;
  consoleRouteAt: (pathname: string) => ConsoleRoute;
  officerAccountPath: (id: string) => string;
  contentEditorPath: (document: string) => string;
  checkInScreenPath: (eventId: string) => string;
  attendanceListPath: (eventId: string) => string;
  memberStatementPath: (userId: string) => string;
  receiptPath: (userId: string, postingId: string) => string;
}
// Imported by a name the compiler does not follow: the web's modules are typed by their own
// project (tsconfig.web.json), and this test reads only the values above.
const consoleRoutesModule = '../web/components/console-kit/console-routes.ts';
const contentDocumentsModule = '../web/components/console-kit/content-documents.ts';
const {
  attendanceListPath,
  checkInScreenPath,
  consolePageFacts,
  consolePaths,
  consoleRouteAt,
  contentEditorPath,
  memberStatementPath,
  officerAccountPath,
  receiptPath,
} = (await import(consoleRoutesModule)) as ConsoleRoutes;
const { contentDocumentFacts } = (await import(contentDocumentsModule)) as {
  contentDocumentFacts: Record<string, unknown>;
};
type ConsoleRouteKey = string;

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// ---- The routes of the code ---------------------------------------------------------------------

/** The paths of web/routes.ts (`/`, `/about`, `/newsletter/:status`, `/officers/*`, `/*`). */
export function routePatterns(routesFile: string): string[] {
  const patterns = [...routesFile.matchAll(/\broute\(\s*'([^']*)'/g)].map((m) => `/${m[1]}`);
  return /\bindex\(/.test(routesFile) ? ['/', ...patterns] : patterns;
}

/** Whether `address` is one of the addresses of `pattern` (`:name` is one segment, `*` any rest). */
export function matches(pattern: string, address: string): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  const given = address.split('/').filter(Boolean);
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    if (index >= given.length) return false;
    if (!segment.startsWith(':') && !given[index]!.startsWith(':') && segment !== given[index])
      return false;
  }
  return wanted.length === given.length;
}

const patterns = routePatterns(read('web/routes.ts'));
const catchAll = '/*';
const consolePattern = patterns.find((pattern) => pattern.startsWith('/officers'))!;
const pagePatterns = patterns.filter(
  (pattern) => pattern !== catchAll && pattern !== consolePattern,
);

/** What the build prerenders: React Router hands the config the paths without parameters. */
async function prerendered(): Promise<string[]> {
  const prerender = routerConfig.prerender as (args: {
    getStaticPaths: () => string[];
  }) => Promise<string[]>;
  return prerender({ getStaticPaths: () => patterns.filter((p) => !/[:*]/.test(p)) });
}

// ---- The console's pages ------------------------------------------------------------------------

/** An address of a pattern: each `:name` given a value that names a record of every kind. */
const sampleOf = (pattern: string) =>
  pattern.replace(/:\w+/g, Object.keys(contentDocumentFacts)[0]!);

/** Each kind of console page the address of one record opens: its address as a pattern, its page. */
const recordPages: Record<ConsoleRouteKey, { pattern: string; page: string }> = {
  account: { pattern: decodeURIComponent(officerAccountPath(':id')), page: 'Account' },
  'content-document': {
    pattern: decodeURIComponent(contentEditorPath(':document')),
    page: 'a document’s editor',
  },
  'check-in-screen': {
    pattern: decodeURIComponent(checkInScreenPath(':event')),
    page: 'Check-in',
  },
  'attendance-list': {
    pattern: decodeURIComponent(attendanceListPath(':event')),
    page: 'Attendance list',
  },
  'money-statement': {
    pattern: decodeURIComponent(memberStatementPath(':userId')),
    page: 'a member’s statement',
  },
  'money-receipt': {
    pattern: decodeURIComponent(receiptPath(':userId', ':postingId')),
    page: 'a payment’s receipt',
  },
};
const recordPageEntries = Object.entries(recordPages) as [
  ConsoleRouteKey,
  { pattern: string; page: string },
][];

/** What the console opens at no page of its own: an unknown address, or an old one it forwards. */
const noPage = (key: ConsoleRouteKey) =>
  key === 'not-found' || key === ('moved' as ConsoleRouteKey);

/** The folder of each console page's component, read from web/routes/officers.tsx's imports. */
function pageFolders(officersRoute: string): Map<string, string> {
  const folders = new Map<string, string>();
  for (const [, key, folder] of officersRoute.matchAll(
    /^\s+'?([\w-]+)'?: \(\) =>\s+import\('\.\.\/(features\/[\w/-]+?)\/components\//gm,
  ))
    folders.set(key!, `web/${folder}/`);
  return folders;
}

/** docs/console-pages.md, made from the console's route table. */
function consolePagesDoc(): string {
  const folders = pageFolders(read('web/routes/officers.tsx'));
  const rows: string[][] = [
    ...Object.entries(consolePaths).map(([key, address]) => {
      const { title, area } = consolePageFacts[key]!;
      return [
        `\`${address}\``,
        title ?? 'the console’s home',
        area ? `\`${area}\`` : 'any officer',
        `\`${folders.get(key) ?? '(none)'}\``,
      ];
    }),
    ...recordPageEntries.map(([key, { pattern, page }]) => [
      `\`${pattern}\``,
      page,
      `\`${consoleRouteAt(sampleOf(pattern)).area}\``,
      `\`${folders.get(key) ?? '(none)'}\``,
    ]),
  ];
  const header = ['address', 'page', 'area', 'folder'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    '# The officer console’s pages',
    '',
    '<!-- Written by scripts/docs-lists.test.ts from the console’s route table; do not edit. -->',
    '',
    'Every page of the officer console (`/officers/*`, decision 017), from',
    '`web/components/console-kit/console-routes.ts` (its address, title and area) and',
    '`web/routes/officers.tsx` (the folder of its component). An officer sees the pages of the',
    'areas he holds; what each page does is in [product.md](product.md#officer-console).',
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ].join('\n');
}

// ---- docs/product.md's route table --------------------------------------------------------------

/** The text of one `## ` section of a Markdown file. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`no section "## ${heading}"`);
  const end = markdown.indexOf('\n## ', start + 1);
  return markdown.slice(start, end < 0 ? undefined : end);
}

/** The paths in the first column of a section's table, without their query strings. */
export function tablePaths(sectionText: string): string[] {
  return sectionText
    .split('\n')
    .filter((line) => line.startsWith('| ') && !/^\|\s*-/.test(line))
    .slice(1)
    .flatMap((line) => [...line.split('|')[1]!.matchAll(/`(\/[^`?]*)[^`]*`/g)].map((m) => m[1]!));
}

/** The patterns a paragraph that starts with `lead` names in backticks. */
function namedIn(sectionText: string, lead: string): string[] {
  const paragraph = sectionText.split('\n\n').find((text) => text.trimStart().startsWith(lead));
  if (!paragraph) throw new Error(`no paragraph starting "${lead}"`);
  return [...paragraph.matchAll(/`(\/[^`]*)`/g)].map((m) => m[1]!);
}

const routesSection = section(read('docs/product.md'), 'Routes');
const documented = tablePaths(routesSection);

/** A console address of the table resolved by the console itself. */
const consoleKeyOf = (documentedPath: string) => consoleRouteAt(sampleOf(documentedPath)).key;

describe('docs/console-pages.md', () => {
  it('is the console’s route table', async () => {
    await expect(consolePagesDoc()).toMatchFileSnapshot('../docs/console-pages.md');
  });

  it('names a folder for every page', () => {
    const folders = pageFolders(read('web/routes/officers.tsx'));
    const keys = [...Object.keys(consolePaths), ...Object.keys(recordPages)];
    expect(keys.filter((key) => !folders.has(key))).toEqual([]);
  });
});

describe('the route table of docs/product.md', () => {
  it('has a row for every page of web/routes.ts', () => {
    const missing = pagePatterns.filter(
      (pattern) => !documented.some((documentedPath) => matches(pattern, documentedPath)),
    );
    expect(missing).toEqual([]);
  });

  it('has a row for every page of the console', () => {
    const missing = [
      ...Object.values(consolePaths).filter((consolePath) => !documented.includes(consolePath)),
      ...recordPageEntries
        .filter(
          ([key]) => !documented.some((documentedPath) => consoleKeyOf(documentedPath) === key),
        )
        .map(([, { pattern }]) => pattern),
    ];
    expect(missing).toEqual([]);
  });

  it('has no row for an address the site does not have', async () => {
    const prerenderedPaths = await prerendered();
    const extra = documented.filter((documentedPath) => {
      if (matches(consolePattern, documentedPath)) return noPage(consoleKeyOf(documentedPath));
      const pattern = pagePatterns.find((candidate) => matches(candidate, documentedPath));
      if (!pattern) return true;
      // A route whose values the build lists (the newsletter's pages) has only those.
      const listed = prerenderedPaths.filter((p) => matches(pattern, p) && p !== pattern);
      return /:/.test(pattern) && !/:/.test(documentedPath) && listed.length > 0
        ? !listed.includes(documentedPath)
        : false;
    });
    expect(extra).toEqual([]);
  });

  it('names the routes that are not prerendered, as the build leaves them out', async () => {
    const prerenderedPaths = await prerendered();
    const notPrerendered = [...pagePatterns, consolePattern].filter(
      (pattern) => !prerenderedPaths.some((p) => matches(pattern, p)),
    );
    // A parameter's name is the docs' to choose (`:event` for `:eventId`); its place is the route's.
    const shape = (patterns: string[]) => patterns.map((p) => p.replace(/:\w+/g, ':')).toSorted();
    expect(shape(namedIn(routesSection, 'Not prerendered:'))).toEqual(shape(notPrerendered));
  });
});

// ---- The files the docs name --------------------------------------------------------------------

/** Paths the docs name that are not files of their own: a folder the schema reserves. */
const reservedPaths = new Set(['content/images/uploads']);

/** Each repository path a Markdown text names in backticks (`server/app.ts`, `web/lib/`). */
export function namedPaths(markdown: string): string[] {
  return [
    ...markdown.matchAll(
      /`((?:server|web|contract|scripts|e2e|test|content|docs|public)\/[\w./-]*)`/g,
    ),
  ]
    .map((m) => m[1]!.replace(/\/$/, ''))
    .filter((named) => !reservedPaths.has(named));
}

const markdownFiles = execFileSync('git', ['ls-files', '-z', 'README.md', 'docs'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file.endsWith('.md'));

describe('the docs', () => {
  it('name only files and folders that exist', () => {
    const missing = markdownFiles.flatMap((file) =>
      namedPaths(read(file))
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the lists’ checks', () => {
  it('tell a documented address from another (they can fail)', () => {
    expect(matches('/newsletter/:status', '/newsletter/confirmed')).toBe(true);
    expect(matches('/check-in/:event', '/check-in/:event')).toBe(true);
    expect(matches('/officers/*', '/officers/accounts/:id')).toBe(true);
    expect(matches('/about', '/about/us')).toBe(false);
    expect(matches('/merch/cart', '/merch')).toBe(false);
    expect(
      tablePaths('| path | screen |\n| --- | --- |\n| `/login`, `/login?mode=signup` | log in |'),
    ).toEqual(['/login', '/login']);
    expect(routePatterns("index('routes/home.tsx'),\nroute('about', 'routes/about.tsx'),")).toEqual(
      ['/', '/about'],
    );
    expect(consoleKeyOf('/officers/no-such-page')).toBe('not-found');
    expect(
      namedPaths('`server/app.ts`, `web/lib/`, `content/images/uploads/` and `npm start`'),
    ).toEqual(['server/app.ts', 'web/lib']);
  });
});
