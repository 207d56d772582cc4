// The content schema's text rules, over every string of the chapter's own documents: a one-line
// field (a title, a name, the site's name) refuses line breaks and control characters, as the
// API's free text does (contract/text.ts), while a paragraph keeps its line breaks; and a link to
// a page of the site is a path of this site, never another one.
import { describe, expect, it } from 'vitest';
import about from '../content/about.json' with { type: 'json' };
import alumni from '../content/alumni.json' with { type: 'json' };
import chapter from '../content/chapter.json' with { type: 'json' };
import highlights from '../content/highlights.json' with { type: 'json' };
import home from '../content/home.json' with { type: 'json' };
import members from '../content/members.json' with { type: 'json' };
import merch from '../content/merch.json' with { type: 'json' };
import officers from '../content/officers.json' with { type: 'json' };
import philanthropy from '../content/philanthropy.json' with { type: 'json' };
import recruitment from '../content/recruitment.json' with { type: 'json' };
import {
  contentFiles,
  contentMessages,
  contentSchemas,
  isMultilineField,
  officersSchema,
  type ContentFile,
} from './content.ts';

const seeds: Record<ContentFile, unknown> = {
  about,
  alumni,
  chapter,
  highlights,
  home,
  members,
  merch,
  officers,
  philanthropy,
  recruitment,
};
const seed = (file: ContentFile): unknown => structuredClone(seeds[file]);

/** Every string of a document, by its path. */
function stringPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

/** The part of a zod 4 schema that names a field's schema by its path. */
interface Def {
  type: string;
  innerType?: { def: Def };
  in?: { def: Def };
  out?: { def: Def };
  shape?: Record<string, { def: Def }>;
  element?: { def: Def };
  valueType?: { def: Def };
  options?: { def: Def }[];
}

/** The schema of the field at `at` (the first option of a union of strings is enough here). */
function schemaAt(schema: unknown, at: (string | number)[]): unknown {
  let current = schema as { def: Def };
  for (const key of at) {
    while (['optional', 'nullable', 'pipe'].includes(current.def.type))
      current =
        current.def.innerType ??
        // A preprocessed schema (the officers' page): its fields are those of the step's result.
        (current.def.in!.def.type === 'transform' ? current.def.out! : current.def.in!);
    if (current.def.type === 'object') current = current.def.shape![key]!;
    else if (current.def.type === 'array') current = current.def.element!;
    else if (current.def.type === 'record') current = current.def.valueType!;
    else throw new Error(`cannot walk into ${current.def.type} at ${at.join('.')}`);
  }
  while (current.def.type === 'optional') current = current.def.innerType!;
  return current;
}

function withValue(document: unknown, at: (string | number)[], value: string): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[at.at(-1)!] = value;
  return copy;
}

const problemAt = (file: ContentFile, document: unknown, at: (string | number)[]) =>
  contentSchemas[file]
    .safeParse(document)
    .error?.issues.find((issue) => issue.path.join('.') === at.join('.'))?.message;

const multiline = (file: ContentFile, ...at: (string | number)[]) =>
  isMultilineField(schemaAt(contentSchemas[file], at));

describe('one-line and multi-line texts', () => {
  it('accepts every document of content/ as it is', () => {
    for (const file of contentFiles)
      expect({ file, ok: contentSchemas[file].safeParse(seed(file)).success }).toEqual({
        file,
        ok: true,
      });
  });

  it.each(contentFiles)(
    'refuses a line break or a control character in every one-line field of %s, keeps line breaks in paragraphs',
    (file) => {
      const document = seed(file);
      const wrong: string[] = [];
      const counts = { oneLine: 0, paragraphs: 0 };
      for (const at of stringPaths(document)) {
        const where = at.join('.');
        const value = String(at.reduce((v: any, key) => v[key], document));
        if (isMultilineField(schemaAt(contentSchemas[file], at))) {
          counts.paragraphs += 1;
          const twoParagraphs = `${value}\n\nAnd a second paragraph.`;
          if (problemAt(file, withValue(document, at, twoParagraphs), at))
            wrong.push(`${where}: a paragraph refused its line breaks`);
          if (
            !/invisible control/.test(
              problemAt(file, withValue(document, at, `${value}\u0000`), at) ?? '',
            )
          )
            wrong.push(`${where}: a paragraph took a control character`);
          continue;
        }
        counts.oneLine += 1;
        // The injection a calendar feed once carried: any field must refuse it, by the one-line
        // rule or by its own format (an address, a picture, a date).
        for (const spoiled of [
          `${value}\r\nBEGIN:VEVENT\r\nSUMMARY:Fake`,
          `${value}\nBcc: someone@example.com`,
          `A\u2028B`,
          `A\u0007B`,
        ])
          if (!problemAt(file, withValue(document, at, spoiled), at))
            wrong.push(`${where}: took ${JSON.stringify(spoiled)}`);
      }
      expect(wrong).toEqual([]);
      // The officers' page has one paragraph and no line: its board comes from the terms.
      expect(counts.oneLine).toBeGreaterThanOrEqual(file === 'officers' ? 0 : 1);
      expect(counts.paragraphs).toBeGreaterThanOrEqual(
        ['home', 'about', 'philanthropy', 'officers'].includes(file) ? 1 : 0,
      );
    },
  );

  it('says why, at the field', () => {
    const chapterDocument = seed('chapter') as { siteName: string };
    expect(
      problemAt('chapter', { ...chapterDocument, siteName: 'Omega\r\nBEGIN:VEVENT' }, ['siteName']),
    ).toBe('must be on one line');
    expect(
      problemAt('chapter', { ...chapterDocument, siteName: 'Omega\u202Eevil' }, ['siteName']),
    ).toBe('contains invisible control characters that are not allowed');
  });

  it('marks the texts that run to sentences as paragraphs, and titles, names and labels as lines', () => {
    expect(multiline('about', 'history', 'paragraphs', 0)).toBe(true);
    expect(multiline('about', 'intro')).toBe(true);
    expect(multiline('officers', 'intro')).toBe(true);
    expect(multiline('highlights', 'events', 0, 'description')).toBe(true);
    expect(multiline('chapter', 'footer', 'text')).toBe(true);
    expect(multiline('chapter', 'siteName')).toBe(false);
    expect(multiline('chapter', 'organisation', 'name')).toBe(false);
    expect(multiline('home', 'hero', 'title')).toBe(false);
    expect(multiline('highlights', 'events', 0, 'title')).toBe(false);
    expect(multiline('alumni', 'events', 'contactSubject')).toBe(false);
    expect(multiline('merch', 'items', 0, 'sizes', 0)).toBe(false);
  });
});

describe('links to a page of the site', () => {
  const homeDocument = seed('home') as { nextSteps: { items: { link: { href: string } }[] } };
  const at = ['nextSteps', 'items', 0, 'link', 'href'];
  const linkTo = (href: string) => problemAt('home', withValue(homeDocument, at, href), at);

  it.each(['/about', '/members/alumni#support', '/merch?category=new', '/'])(
    'accepts %j',
    (href) => {
      expect(linkTo(href)).toBeUndefined();
    },
  );

  it.each([
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '/about\\..\\x',
    '/ab out',
    '/a\u0000b',
    '/..//evil.example',
    'about',
  ])('refuses %j (a browser could read it as another site)', (href) => {
    expect(linkTo(href)).toBeDefined();
  });
});

const messagesOf = (file: ContentFile, draft: unknown) =>
  contentSchemas[file]
    .safeParse(draft, { error: contentMessages })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The seeded document `file` with `change` made. */
const seedWith = (file: ContentFile, change: (draft: Record<string, any>) => void) => {
  const draft = seed(file) as Record<string, any>;
  change(draft);
  return draft;
};
/** The highlights page (a list of figures, each a value and a label) with `change` made. */
const highlightsWith = (change: (draft: Record<string, any>) => void) =>
  seedWith('highlights', change);
const merchWith = (change: (draft: Record<string, any>) => void) => seedWith('merch', change);

describe('the content schemas’ own words (contentMessages)', () => {
  it('say what to do, from the problem’s code rather than zod’s English', () => {
    expect(
      messagesOf(
        'highlights',
        highlightsWith((d) => (d.stats = [{ value: '', label: 'Brothers' }])),
      ),
    ).toEqual([['stats.0.value', 'Fill this in.']]);
    expect(
      messagesOf(
        'highlights',
        highlightsWith((d) => delete d.intro),
      ),
    ).toEqual([['intro', 'Fill this in.']]);
    expect(
      messagesOf(
        'highlights',
        highlightsWith((d) => (d.stats = [])),
      ),
    ).toEqual([['stats', 'Needs at least 1 entry.']]);
    expect(
      messagesOf(
        'highlights',
        highlightsWith((d) => (d.stats = [{ value: '150+', label: 'Brothers', age: 3 }])),
      ),
    ).toEqual([['stats.0', 'Fields this page does not know: "age".']]);
    // The officers' page, read through its step, speaks the same words.
    expect(messagesOf('officers', { officers: [{ name: 'A', title: 'B', bio: 'b' }] })).toEqual([
      ['intro', 'Fill this in.'],
    ]);
    const founded = contentSchemas.chapter.shape.organisation.shape.founded;
    expect(
      founded.safeParse(Number.NaN, { error: contentMessages }).error?.issues[0]?.message,
    ).toBe('Enter a number.');
  });

  it('leave a schema’s own message as it is', () => {
    expect(
      messagesOf(
        'merch',
        merchWith((d) => (d.items[0].id = 'Chapter Shirt')),
      ),
    ).toEqual([['items.0.id', 'must be lower-case letters, digits, -']]);
    expect(
      messagesOf(
        'merch',
        merchWith((d) => (d.items[0].sizes = ['S', 'S'])),
      ),
    ).toEqual([['items.0.sizes', 'sizes must differ']]);
  });
});

const parseOfficers = (draft: unknown) =>
  officersSchema.safeParse(draft, { error: contentMessages });

describe('the officers’ page (officersSchema)', () => {
  it('drops the list of officers an older document still has, keeping the texts', () => {
    const legacy = {
      intro: 'The board.',
      officers: [{ name: 'Ethan Caldwell', title: 'President', bio: 'Chairs meetings.' }],
    };
    const parsed = parseOfficers(legacy);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({ intro: 'The board.' });
    expect(parsed.data).not.toHaveProperty('officers');
    // The draft given is left as it was.
    expect(legacy.officers).toHaveLength(1);
    // Whatever the former list holds: it is no longer read.
    expect(parseOfficers({ intro: 'The board.', officers: 'not a list' }).data).toEqual({
      intro: 'The board.',
    });
  });

  it('is strict otherwise: any other unknown field is refused, by name, and the texts are checked', () => {
    expect(parseOfficers({ intro: 'The board.', surprise: true }).error?.issues).toEqual([
      expect.objectContaining({
        path: [],
        message: 'Fields this page does not know: "surprise".',
      }),
    ]);
    expect(
      parseOfficers({ intro: 'The board.', officers: [], surprise: true }).error?.issues.map(
        (issue) => issue.message,
      ),
    ).toEqual(['Fields this page does not know: "surprise".']);
    expect(parseOfficers({ intro: '  ', officers: [] }).error?.issues.map((i) => i.path)).toEqual([
      ['intro'],
    ]);
    expect(parseOfficers(null).success).toBe(false);
    expect(parseOfficers({ intro: 'The board.' }).data).toEqual({ intro: 'The board.' });
  });
});
