import { describe, expect, it } from 'vitest';
import highlightsSeed from '../../../../content/highlights.json';
import { contentMessages, contentSchemas, officersSchema } from '../../../../contract/content.ts';
import {
  anchorOf,
  differences,
  emptyValueOf,
  fieldIdOf,
  fieldNodeOf,
  fieldPaths,
  getAt,
  itemNounOf,
  itemTitleOf,
  labelOf,
  listOps,
  problemsByPath,
  problemsOfIssues,
  readablePath,
  setAt,
  type FieldNode,
} from './schema-walk.ts';

const fieldOf = (node: FieldNode, key: string): FieldNode => {
  if (node.kind !== 'group') throw new Error(`${node.kind} is not a group`);
  return node.fields.find((field) => field.key === key)!.node;
};

describe('fieldNodeOf', () => {
  it('walks the alumni page into a text, a list of groups, pictures and optional fields', () => {
    const alumni = fieldNodeOf(contentSchemas.alumni);
    expect(alumni.kind).toBe('group');
    expect(fieldOf(alumni, 'welcome')).toMatchObject({ kind: 'text', long: true, optional: false });
    const people = fieldOf(fieldOf(alumni, 'notableAlumni'), 'items');
    expect(people).toMatchObject({ kind: 'list', min: 1 });
    if (people.kind !== 'list') throw new Error('a list');
    const person = people.item;
    expect(fieldOf(person, 'name')).toMatchObject({ kind: 'text', long: false });
    expect(fieldOf(person, 'achievements')).toMatchObject({
      kind: 'list',
      item: { kind: 'text', long: true },
    });
    expect(fieldOf(person, 'image')).toEqual({ kind: 'image', optional: true });
    expect(fieldOf(person, 'linkedin')).toMatchObject({
      kind: 'text',
      optional: true,
      inputType: 'url',
    });
    // A text with a length limit: the store's sizes.
    const items = fieldOf(fieldNodeOf(contentSchemas.merch), 'items');
    if (items.kind !== 'list') throw new Error('a list');
    expect(fieldOf(items.item, 'sizes')).toMatchObject({
      kind: 'list',
      item: { kind: 'text', long: false, maxLength: 20 },
    });
  });

  it('walks the executive board through the step that drops its former list: its texts only', () => {
    expect(fieldNodeOf(officersSchema)).toEqual({
      kind: 'group',
      optional: false,
      fields: [
        {
          key: 'intro',
          node: { kind: 'text', optional: false, long: true, inputType: 'text' },
        },
      ],
    });
  });

  it('knows numbers, choices, maps, fixed values, e-mail fields and lists of set length', () => {
    const chapter = fieldNodeOf(contentSchemas.chapter);
    expect(fieldOf(fieldOf(chapter, 'organisation'), 'founded')).toMatchObject({
      kind: 'number',
      integer: true,
    });
    expect(fieldOf(chapter, 'email')).toMatchObject({ kind: 'text', inputType: 'email' });
    const social = fieldOf(chapter, 'social');
    if (social.kind !== 'list') throw new Error('a list');
    expect(fieldOf(social.item, 'network')).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining(['instagram', 'website']),
    });
    const highlights = fieldNodeOf(contentSchemas.highlights);
    expect(fieldOf(fieldOf(highlights, 'recognition'), 'categories')).toMatchObject({
      kind: 'map',
      value: { kind: 'choice' },
    });
    const events = fieldOf(highlights, 'events');
    if (events.kind !== 'list') throw new Error('a list');
    expect(fieldOf(events.item, 'video')).toEqual({ kind: 'fixed', optional: false, value: null });
    expect(fieldOf(events.item, 'gallery')).toMatchObject({
      kind: 'list',
      item: { kind: 'image' },
    });
    const pages = fieldOf(fieldOf(fieldNodeOf(contentSchemas.home), 'latestNewsletter'), 'pages');
    expect(pages).toMatchObject({ kind: 'list', min: 3, max: 3 });
    // The merch document's refinements leave its fields to be walked.
    expect(fieldNodeOf(contentSchemas.merch).kind).toBe('group');
  });

  it('draws every document without a field it cannot edit', () => {
    const unsupported = (node: FieldNode): string[] => {
      switch (node.kind) {
        case 'unsupported':
          return [node.type];
        case 'group':
          return node.fields.flatMap((field) => unsupported(field.node));
        case 'list':
          return unsupported(node.item);
        case 'map':
          return unsupported(node.value);
        default:
          return [];
      }
    };
    for (const [name, schema] of Object.entries(contentSchemas))
      expect({ name, unsupported: unsupported(fieldNodeOf(schema)) }).toEqual({
        name,
        unsupported: [],
      });
  });
});

describe('labels', () => {
  it('makes sentence case of camelCase names, with overrides where names are cryptic', () => {
    expect(labelOf('alumniEmail')).toBe('Alumni email');
    expect(labelOf('pastEvents')).toBe('Past events');
    expect(labelOf('intro')).toBe('Intro');
    expect(labelOf('desc')).toBe('Description');
    expect(labelOf('img')).toBe('Picture');
    expect(labelOf('linkedin')).toBe('LinkedIn address');
    expect(labelOf('href')).toBe('Link');
  });

  it('names one item of a list', () => {
    expect(itemNounOf('officers')).toBe('officer');
    expect(itemNounOf('categories')).toBe('category');
    expect(itemNounOf('milestones')).toBe('milestone');
    expect(itemNounOf('pastEvents')).toBe('past event');
    expect(itemNounOf('gallery')).toBe('picture');
    expect(itemNounOf('social')).toBe('social link');
  });

  it('titles a list item by its name, title or text, else by its number', () => {
    expect(itemTitleOf({ name: 'Ethan Caldwell', title: 'President' }, 'officer', 0)).toBe(
      'Ethan Caldwell',
    );
    expect(itemTitleOf({ value: '150+', label: 'Brothers' }, 'figure', 1)).toBe('Brothers');
    expect(itemTitleOf({ name: '  ' }, 'officer', 2)).toBe('Officer 3');
    expect(itemTitleOf('x'.repeat(80), 'paragraph', 0)).toHaveLength(58);
  });

  it('reads a path for people', () => {
    expect(readablePath('officers.2.linkedin')).toBe('Officers › 3 › LinkedIn address');
    expect(readablePath('')).toBe('The whole page');
  });
});

describe('values by path and list operations', () => {
  const board = {
    intro: 'Hi',
    officers: [
      { name: 'A', title: 'President', bio: 'a' },
      { name: 'B', title: 'Treasurer', bio: 'b', linkedin: 'https://linkedin.com/in/b' },
    ],
  };

  it('reads and replaces a value deep inside, copying only along the path', () => {
    expect(getAt(board, ['officers', 1, 'title'])).toBe('Treasurer');
    const changed = setAt(board, ['officers', 1, 'title'], 'Chair') as typeof board;
    expect(changed.officers[1]!.title).toBe('Chair');
    expect(board.officers[1]!.title).toBe('Treasurer');
    expect(changed.officers[0]).toBe(board.officers[0]);
    // An optional field left empty goes from the document.
    const without = setAt(board, ['officers', 1, 'linkedin'], undefined) as typeof board;
    expect(Object.keys(without.officers[1]!)).toEqual(['name', 'title', 'bio']);
  });

  it('adds, removes and moves items without changing the list given', () => {
    const list = ['a', 'b', 'c'];
    expect(listOps.add(list, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(listOps.remove(list, 1)).toEqual(['a', 'c']);
    expect(listOps.move(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(listOps.move(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(listOps.move(list, 0, -1)).toEqual(list);
    expect(listOps.move(list, 2, 3)).toEqual(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('makes a new item with every required field empty', () => {
    const node = fieldNodeOf(contentSchemas.alumni);
    const people = fieldOf(fieldOf(node, 'notableAlumni'), 'items');
    if (people.kind !== 'list') throw new Error('a list');
    expect(emptyValueOf(people.item)).toEqual({
      id: '',
      name: '',
      label: '',
      title: '',
      achievements: [],
    });
    expect(emptyValueOf(fieldNodeOf(contentSchemas.home)) as object).toHaveProperty(
      'latestNewsletter.pages.length',
      3,
    );
  });
});

describe('problems by path', () => {
  it('puts the browser’s check at the fields, in plain words', () => {
    const draft = {
      ...highlightsSeed,
      intro: ' ',
      stats: [{ value: '150+', label: '' }, ...highlightsSeed.stats.slice(1)],
    };
    const result = contentSchemas.highlights.safeParse(draft, { error: contentMessages });
    expect(result.success).toBe(false);
    const problems = problemsOfIssues(result.error!.issues);
    expect(problems.map((problem) => problem.path)).toEqual(['intro', 'stats.0.label']);
    const byPath = problemsByPath(problems);
    expect(byPath.get('stats.0.label')).toEqual(['Fill this in.']);
  });

  it('shows a problem at its field, or at the nearest group drawn', () => {
    const node = fieldNodeOf(contentSchemas.alumni);
    const draft = { notableAlumni: { items: [{ id: 'a', name: 'A', title: 'T' }] } };
    const known = fieldPaths(node, draft);
    expect(known.has('notableAlumni.items.0.linkedin')).toBe(true);
    expect(known.has('notableAlumni.items.1.name')).toBe(false);
    expect(anchorOf('notableAlumni.items.0.title', known)).toBe('notableAlumni.items.0.title');
    expect(anchorOf('notableAlumni.items.0.surprise', known)).toBe('notableAlumni.items.0');
    expect(anchorOf('notableAlumni.items.5.name', known)).toBe('notableAlumni.items');
    expect(anchorOf('', known)).toBe('');
    expect(fieldIdOf(['notableAlumni', 'items', 0, 'title'])).toBe(
      'cf-notableAlumni-items-0-title',
    );
    expect(fieldIdOf(['categories', 'Alumni Award'])).toBe('cf-categories-Alumni_Award');
  });

  it('lists where two versions differ', () => {
    const a = { intro: 'x', officers: [{ name: 'A' }, { name: 'B' }] };
    const b = { intro: 'y', officers: [{ name: 'A' }, { name: 'C' }, { name: 'D' }] };
    expect(differences(a, b)).toEqual(['intro', 'officers.1.name', 'officers.2']);
    expect(differences(a, a)).toEqual([]);
  });
});

describe('open sections and items follow their items', () => {
  it('moves and drops the open paths of a list’s items', async () => {
    const { reindexPaths, movedIndex, removedIndex, ancestorsOf } =
      await import('./editor-state.ts');
    const open = ['officers', 'officers.0', 'officers.2', 'officers.2.image', 'intro'];
    expect([...reindexPaths(open, 'officers', movedIndex(0, 1))]).toEqual([
      'officers',
      'officers.1',
      'officers.2',
      'officers.2.image',
      'intro',
    ]);
    expect([...reindexPaths(open, 'officers', movedIndex(2, 1))]).toEqual([
      'officers',
      'officers.0',
      'officers.1',
      'officers.1.image',
      'intro',
    ]);
    expect([...reindexPaths(open, 'officers', removedIndex(0))]).toEqual([
      'officers',
      'officers.1',
      'officers.1.image',
      'intro',
    ]);
    expect(ancestorsOf('officers.2.title')).toEqual(['officers', 'officers.2']);
    expect(ancestorsOf('intro')).toEqual([]);
  });
});
