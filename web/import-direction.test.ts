// Imports in the web app flow one way, shared → features → routes; this test fails on any import
// against the flow and names each one, so the rule holds without anyone having to remember it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

type Layer =
  | { kind: 'contract' }
  | { kind: 'shared' }
  | { kind: 'feature'; name: string }
  | { kind: 'routes' }
  | { kind: 'outside' };

/** The layer of a repository path (posix, relative to the repository); null inside web/ but in no layer. */
function layerOf(file: string): Layer | null {
  if (file.startsWith('contract/')) return { kind: 'contract' };
  // The chapter's texts and pictures: data that any page may show, like the shared code.
  if (file.startsWith('content/')) return { kind: 'shared' };
  if (!file.startsWith('web/')) return { kind: 'outside' };
  const inWeb = file.slice('web/'.length);
  if (/^(components|lib|styles)\//.test(inWeb)) return { kind: 'shared' };
  // Features nest as the URLs do (officer/accounts, me/privacy): a file's feature is the deepest
  // folder of features/ that holds it, not counting components/ and what is under it, so that
  // officer/accounts and officer/audit are two features and neither imports the other.
  const feature = /^features\/((?:(?!components\/)[^/]+\/)+?)(?:components\/.*|[^/]+)$/.exec(inWeb);
  if (feature) return { kind: 'feature', name: feature[1]!.slice(0, -1) };
  // Tests of the whole app at the top of web/ (this one, page-documents) stand where routes do.
  if (
    inWeb.startsWith('routes/') ||
    inWeb === 'root.tsx' ||
    inWeb === 'routes.ts' ||
    /^[^/]+\.test\.tsx?$/.test(inWeb)
  ) {
    return { kind: 'routes' };
  }
  return null;
}

const featureRule =
  'a feature (the deepest folder of features/ above components/) imports only shared code and its own folder';

const describeLayer = (layer: Layer) =>
  layer.kind === 'feature' ? `the ${layer.name} feature` : layer.kind;

/** Why `importer` may not import `target` (both repository paths), or null when it may. */
function importProblem(importer: string, target: string): string | null {
  const from = layerOf(importer);
  if (from === null) {
    return 'the file is in no layer: move it to components/, lib/, styles/, features/<name…>/ or routes/';
  }
  // React Router writes each route's types to web/**/+types/<route>; a route may read its own.
  const generated = /^(.*)\/\+types\/([^/]+)$/.exec(target);
  if (generated && importer.replace(/\.tsx?$/, '') === `${generated[1]}/${generated[2]}`) {
    return null;
  }
  const to: Layer | null = generated ? { kind: 'routes' } : layerOf(target);
  if (to === null) return 'the imported file is in no layer';
  if (to.kind === 'contract') return null;
  if (to.kind === 'outside') return 'the web app imports only web/, contract/ and content/';
  switch (from.kind) {
    case 'shared':
      return to.kind === 'shared'
        ? null
        : `shared code imports only shared code, not ${describeLayer(to)}`;
    case 'feature':
      if (to.kind === 'shared') return null;
      if (to.kind === 'feature' && to.name === from.name) return null;
      return `${featureRule}, not ${describeLayer(to)}`;
    case 'routes':
      // A route's test reads the route it tests (routes/officers.test.tsx → routes/officers.tsx).
      if (importer.replace(/\.test\.tsx?$/, '') === target.replace(/\.tsx?$/, '')) return null;
      return to.kind === 'routes' ? 'a route does not import another route file' : null;
    default:
      return `no file of the web app is in the ${from.kind} layer`;
  }
}

type Imports = { specifiers: string[]; problems: string[] };

/** Where a `import.meta.glob` pattern looks: the folder before its first wildcard. */
const globFolder = (pattern: string) => pattern.slice(0, pattern.search(/[*?{[]|$/));

/** Every module a file names: static imports, re-exports, dynamic imports and `import.meta.glob`. */
function importsOf(file: string, source: string): Imports {
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0) {
    return { specifiers: [], problems: [`does not parse: ${parsed.errors[0]!.message}`] };
  }
  const specifiers: string[] = [];
  const problems: string[] = [];
  for (const entry of parsed.module.staticImports) specifiers.push(entry.moduleRequest.value);
  for (const exported of parsed.module.staticExports) {
    for (const entry of exported.entries) {
      if (entry.moduleRequest) specifiers.push(entry.moduleRequest.value);
    }
  }
  for (const dynamic of parsed.module.dynamicImports) {
    const expression = source.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(expression);
    if (literal) specifiers.push(literal[2]!);
    else problems.push(`import(${expression}) is computed, so its layer cannot be checked`);
  }
  visit(parsed.program, (node) => {
    const callee = node.callee as Record<string, unknown> | undefined;
    if (
      node.type !== 'CallExpression' ||
      callee?.type !== 'MemberExpression' ||
      (callee.object as { type?: string }).type !== 'MetaProperty' ||
      (callee.property as { name?: string }).name !== 'glob'
    ) {
      return;
    }
    const [first] = node.arguments as { type: string; value?: unknown; elements?: unknown[] }[];
    const patterns = first?.type === 'ArrayExpression' ? (first.elements ?? []) : [first];
    for (const pattern of patterns as ({ type: string; value?: unknown } | undefined)[]) {
      if (pattern?.type === 'Literal' && typeof pattern.value === 'string') {
        if (!pattern.value.startsWith('!')) specifiers.push(globFolder(pattern.value));
      } else problems.push('import.meta.glob with a computed pattern cannot be checked');
    }
  });
  return { specifiers, problems };
}

function visit(node: unknown, onNode: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, onNode);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string') onNode(record);
  for (const [key, child] of Object.entries(record)) {
    if (key !== 'parent') visit(child, onNode);
  }
}

/** The repository path a specifier names, or null for a package. Vite reads `/x` from the root. */
function resolveSpecifier(importer: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('/')) return path.posix.normalize(bare.slice(1));
  if (!bare.startsWith('.')) return null;
  return path.posix.join(path.posix.dirname(importer), bare);
}

function violationsIn(file: string, source: string): string[] {
  const { specifiers, problems } = importsOf(file, source);
  const found = problems.map((problem) => `${file} (${problem})`);
  for (const specifier of specifiers) {
    const target = resolveSpecifier(file, specifier);
    const problem = target === null ? null : importProblem(file, target);
    if (problem) found.push(`${file} → ${specifier} (${problem})`);
  }
  return found;
}

function webSourceFiles(): string[] {
  return readdirSync(path.join(repoRoot, 'web'), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `web/${name.split(path.sep).join('/')}`)
    .toSorted();
}

describe('importProblem', () => {
  it('lets shared code import only shared code and the contract', () => {
    expect(importProblem('web/lib/api-client.ts', 'web/lib/stored-user.ts')).toBeNull();
    expect(importProblem('web/components/site-nav.tsx', 'web/lib/paths.ts')).toBeNull();
    expect(importProblem('web/lib/content/chapter.ts', 'content/chapter.json')).toBeNull();
    expect(importProblem('web/lib/stored-user.ts', 'contract/api/auth.ts')).toBeNull();
    expect(importProblem('web/lib/session.ts', 'web/features/auth/api.ts')).toBe(
      'shared code imports only shared code, not the auth feature',
    );
    expect(importProblem('web/components/x.tsx', 'web/routes/home.tsx')).toBe(
      'shared code imports only shared code, not routes',
    );
  });

  it('lets a feature import shared code and its own folder, never another feature or a route', () => {
    expect(importProblem('web/features/auth/components/a.tsx', 'web/features/auth/api.ts')).toBe(
      null,
    );
    expect(importProblem('web/features/auth/api.ts', 'web/lib/api-client.ts')).toBeNull();
    expect(importProblem('web/features/account/components/a.tsx', 'web/features/auth/x.ts')).toBe(
      `${featureRule}, not the auth feature`,
    );
    expect(importProblem('web/features/account/a.tsx', 'web/routes/login.tsx')).toBe(
      `${featureRule}, not routes`,
    );
  });

  it('takes the deepest folder of features/ above components/ as the feature, so nested features are apart', () => {
    expect(
      importProblem(
        'web/features/officer/accounts/components/a.tsx',
        'web/features/officer/accounts/api.ts',
      ),
    ).toBeNull();
    expect(
      importProblem('web/features/officer/accounts/api.ts', 'web/features/officer/audit/api.ts'),
    ).toBe(`${featureRule}, not the officer/audit feature`);
    expect(
      importProblem(
        'web/features/officer/audit/components/a.tsx',
        'web/features/officer/accounts/components/b.tsx',
      ),
    ).toBe(`${featureRule}, not the officer/accounts feature`);
    expect(importProblem('web/features/alumni/directory/a.ts', 'web/features/alumni/b.ts')).toBe(
      `${featureRule}, not the alumni feature`,
    );
    expect(importProblem('web/features/alumni/a.ts', 'web/features/alumni/directory/b.ts')).toBe(
      `${featureRule}, not the alumni/directory feature`,
    );
  });

  it('lets a route import features and shared code, but not another route file (its test may)', () => {
    expect(importProblem('web/routes/login.tsx', 'web/features/auth/x.tsx')).toBeNull();
    expect(importProblem('web/root.tsx', 'web/styles/app.scss')).toBeNull();
    expect(importProblem('web/routes/a.tsx', 'web/routes/b.tsx')).toBe(
      'a route does not import another route file',
    );
    expect(importProblem('web/routes/a.test.tsx', 'web/routes/a.tsx')).toBeNull();
    expect(importProblem('web/routes/a.test.tsx', 'web/routes/b.tsx')).toBe(
      'a route does not import another route file',
    );
  });

  it("lets a route read its own generated types, and nobody else's", () => {
    expect(importProblem('web/root.tsx', 'web/+types/root')).toBeNull();
    expect(importProblem('web/routes/home.tsx', 'web/routes/+types/home')).toBeNull();
    expect(importProblem('web/routes/home.tsx', 'web/routes/+types/about')).toBe(
      'a route does not import another route file',
    );
    expect(importProblem('web/features/auth/a.ts', 'web/routes/+types/login')).toBe(
      `${featureRule}, not routes`,
    );
  });

  it('refuses imports of server code and files outside every layer', () => {
    expect(importProblem('web/lib/a.ts', 'server/config.ts')).toBe(
      'the web app imports only web/, contract/ and content/',
    );
    expect(importProblem('web/helpers.ts', 'web/lib/paths.ts')).toMatch(/no layer/);
    expect(importProblem('web/lib/a.ts', 'web/helpers.ts')).toBe(
      'the imported file is in no layer',
    );
  });
});

describe('importsOf', () => {
  it('finds static, re-exported, dynamic and glob imports, and flags what it cannot check', () => {
    const source = [
      "import type { A } from './a.ts';",
      "import sheet from '../styles/b.scss?url';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = () => import('./e.tsx');",
      "const f = import.meta.glob('/content/images/f/*.{svg,png}', { eager: true });",
      "const g = import.meta.glob(['./g/*.ts', '!./g/skip.ts']);",
      'const h = (name: string) => import(`./h/${name}.ts`);',
    ].join('\n');
    expect(importsOf('web/lib/x.ts', source)).toEqual({
      specifiers: [
        './a.ts',
        '../styles/b.scss?url',
        './c.ts',
        './d.ts',
        './e.tsx',
        '/content/images/f/',
        './g/',
      ],
      problems: ['import(`./h/${name}.ts`) is computed, so its layer cannot be checked'],
    });
  });

  it('resolves relative, root-relative and query-suffixed specifiers, and leaves packages alone', () => {
    expect(resolveSpecifier('web/root.tsx', './styles/app.scss?url')).toBe('web/styles/app.scss');
    expect(resolveSpecifier('web/features/a/b.ts', '../../lib/c.ts')).toBe('web/lib/c.ts');
    expect(resolveSpecifier('web/features/a/b.ts', '/content/images/a/')).toBe('content/images/a/');
    expect(resolveSpecifier('web/root.tsx', 'react-router')).toBeNull();
  });
});

describe('the web app', () => {
  it('imports only along shared → features → routes', () => {
    const files = webSourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const violations = files.flatMap((file) =>
      violationsIn(file, readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(violations).toEqual([]);
  });
});
