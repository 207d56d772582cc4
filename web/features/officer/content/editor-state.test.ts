import { describe, expect, it } from 'vitest';
import {
  editorReducer,
  firstOpen,
  focusAfterListAction,
  initialEditorState,
  isDirty,
  type EditorEvent,
  type EditorState,
} from './editor-state.ts';
import { fieldPaths, type FieldNode } from './schema-walk.ts';

const text: FieldNode = { kind: 'text', optional: false, long: false, inputType: 'text' };
const officer: FieldNode = {
  kind: 'group',
  optional: false,
  fields: [
    { key: 'name', node: text },
    { key: 'title', node: text },
  ],
};
/** A page like the officers' one: a heading, a list of officers, a group of links. */
const page: FieldNode = {
  kind: 'group',
  optional: false,
  fields: [
    { key: 'heading', node: text },
    { key: 'officers', node: { kind: 'list', optional: false, item: officer, min: 0 } },
    {
      key: 'links',
      node: { kind: 'group', optional: false, fields: [{ key: 'site', node: text }] },
    },
  ],
};

const published = {
  document: {
    heading: 'Our officers',
    officers: [
      { name: 'Ada', title: 'President' },
      { name: 'Grace', title: 'Treasurer' },
      { name: 'Linus', title: 'Secretary' },
    ],
    links: { site: 'https://example.org' },
  },
  etag: '"v1"',
};
const theirs = {
  document: { ...published.document, heading: 'The officers of the year' },
  etag: '"v2"',
};

const run = (events: EditorEvent[], from = initialEditorState(page)): EditorState =>
  events.reduce(editorReducer, from);
const loaded = run([{ type: 'loaded', document: published, kept: null }]);
const edited = run([{ type: 'changed', path: ['heading'], value: 'Officers' }], loaded);

describe('the editor at first', () => {
  it('opens every section when there are at most two, none when there are more', () => {
    const three: FieldNode = {
      kind: 'group',
      optional: false,
      fields: ['a', 'b', 'c'].map((key) => ({
        key,
        node: { kind: 'list', optional: false, item: text, min: 0 },
      })),
    };
    expect([[...firstOpen(page)], [...firstOpen(three)], [...firstOpen(text)]]).toEqual([
      ['officers', 'links'],
      [],
      [],
    ]);
  });

  it('shows the document that arrives, unchanged', () => {
    expect({
      draft: loaded.draft,
      etag: loaded.etag,
      dirty: isDirty(loaded),
      restored: loaded.restoredDraft,
    }).toEqual({ draft: published.document, etag: '"v1"', dirty: false, restored: false });
  });

  it("brings back this tab's draft when it differs, with the version it started from", () => {
    const kept = { document: edited.draft, etag: '"v0"' };
    const state = run([{ type: 'loaded', document: published, kept }]);
    expect({
      draft: state.draft,
      etag: state.etag,
      dirty: isDirty(state),
      restored: state.restoredDraft,
    }).toEqual({ draft: edited.draft, etag: '"v0"', dirty: true, restored: true });
  });

  it('leaves out a kept draft that is what is published', () => {
    const state = run([
      { type: 'loaded', document: published, kept: { ...published, etag: '"v0"' } },
    ]);
    expect([state.etag, state.restoredDraft]).toEqual(['"v1"', false]);
  });
});

describe('editing', () => {
  it('changes one value, and the draft is then changed', () => {
    expect([
      (edited.draft as { heading: string }).heading,
      (edited.draft as { officers: unknown[] }).officers,
      isDirty(edited),
    ]).toEqual(['Officers', published.document.officers, true]);
  });

  it('opens and closes a section, the same state when nothing changes', () => {
    const closed = run([{ type: 'toggled', path: 'links', open: false }], loaded);
    const again = editorReducer(closed, { type: 'toggled', path: 'links', open: false });
    expect([[...closed.open], again === closed]).toEqual([['officers'], true]);
  });
});

const officers = (state: EditorState) =>
  (state.draft as { officers: { name: string }[] }).officers.map((o) => o.name);

describe("a list's buttons", () => {
  const withProblems = run(
    [
      {
        type: 'problems',
        problems: [
          { path: 'officers.1.title', message: 'Required' },
          { path: 'officers.2.name', message: 'Too long' },
        ],
        known: fieldPaths(page, published.document),
      },
    ],
    loaded,
  );

  it('adds an item at the end, opened, and says so', () => {
    const state = run(
      [
        {
          type: 'list',
          path: ['officers'],
          length: 3,
          action: { type: 'add', item: { name: '', title: '' }, noun: 'officer' },
        },
      ],
      loaded,
    );
    expect([officers(state), state.open.has('officers.3'), state.announcement]).toEqual([
      ['Ada', 'Grace', 'Linus', ''],
      true,
      'Added officer 4.',
    ]);
  });

  it('removes an item: the problems and open items after it move up, its own go', () => {
    const state = run(
      [
        {
          type: 'list',
          path: ['officers'],
          length: 3,
          action: { type: 'remove', index: 1, title: 'Grace' },
        },
      ],
      withProblems,
    );
    expect([
      officers(state),
      state.problems,
      [...state.open].toSorted(),
      state.announcement,
    ]).toEqual([
      ['Ada', 'Linus'],
      [{ path: 'officers.1.name', message: 'Too long' }],
      ['links', 'officers', 'officers.1', 'officers.1.name'],
      'Removed Grace.',
    ]);
  });

  it('moves an item: its problems go with it', () => {
    const state = run(
      [
        {
          type: 'list',
          path: ['officers'],
          length: 3,
          action: { type: 'move', from: 2, to: 0, title: 'Linus' },
        },
      ],
      withProblems,
    );
    expect([officers(state), state.problems.map((p) => p.path), state.announcement]).toEqual([
      ['Linus', 'Ada', 'Grace'],
      ['officers.2.title', 'officers.0.name'],
      'Linus moved to position 1 of 3.',
    ]);
  });

  it('sends the focus to the new item, the list, or the moved item’s button', () => {
    const path = ['officers'];
    expect([
      focusAfterListAction(path, 3, { type: 'add', item: {}, noun: 'officer' }),
      focusAfterListAction(path, 3, { type: 'remove', index: 1, title: 'Grace' }),
      focusAfterListAction(path, 3, { type: 'move', from: 2, to: 1, title: 'Linus' }),
      focusAfterListAction(path, 3, { type: 'move', from: 1, to: 0, title: 'Grace' }),
      focusAfterListAction(path, 3, { type: 'move', from: 0, to: 1, title: 'Ada' }),
      focusAfterListAction(path, 3, { type: 'move', from: 1, to: 2, title: 'Grace' }),
    ]).toEqual([
      'cf-officers-3',
      'cf-officers',
      'cf-officers-1-up',
      'cf-officers-0-down',
      'cf-officers-1-down',
      'cf-officers-2-up',
    ]);
  });
});

describe('problems', () => {
  it("opens each problem's field, or the nearest one drawn, and what holds it", () => {
    const state = run(
      [
        {
          type: 'problems',
          problems: [
            { path: 'officers.0.title', message: 'Required' },
            { path: 'links.site.extra', message: 'Unknown' },
          ],
          known: fieldPaths(page, published.document),
        },
      ],
      run([{ type: 'toggled', path: 'links', open: false }], loaded),
    );
    expect([...state.open].toSorted()).toEqual([
      'links',
      'links.site',
      'officers',
      'officers.0',
      'officers.0.title',
    ]);
  });

  it('are cleared by a check that passes', () => {
    const state = run(
      [
        {
          type: 'problems',
          problems: [{ path: 'heading', message: 'Required' }],
          known: fieldPaths(page, published.document),
        },
        { type: 'checked' },
      ],
      loaded,
    );
    expect(state.problems).toEqual([]);
  });

  it('one chosen in the summary opens its field and what holds it, and the announcement ends', () => {
    const state = run(
      [{ type: 'wentToProblem', anchor: 'officers.2.name' }],
      run([{ type: 'toggled', path: 'officers', open: false }], { ...loaded, announcement: 'x' }),
    );
    expect([[...state.open].toSorted(), state.announcement]).toEqual([
      ['links', 'officers', 'officers.2', 'officers.2.name'],
      '',
    ]);
  });
});

describe('publishing', () => {
  it('makes the draft the published version, with the new ETag', () => {
    const state = run([{ type: 'published', document: edited.draft, etag: '"v2"' }], {
      ...edited,
      restoredDraft: true,
    });
    expect([state.etag, isDirty(state), state.restoredDraft]).toEqual(['"v2"', false, false]);
  });

  it('keeps the draft on a conflict and says where it differs from theirs', () => {
    const state = run([{ type: 'conflicted', mine: edited.draft, current: theirs }], edited);
    expect(state.conflict).toEqual({
      mine: edited.draft,
      current: theirs,
      differing: ['heading'],
      loaded: false,
    });
  });

  it('loads theirs: the draft and the ETag are theirs, the conflict stays to copy mine', () => {
    const state = run(
      [{ type: 'conflicted', mine: edited.draft, current: theirs }, { type: 'theirsLoaded' }],
      edited,
    );
    expect([state.draft, state.etag, isDirty(state), state.conflict?.loaded]).toEqual([
      theirs.document,
      '"v2"',
      false,
      true,
    ]);
  });

  it('keeps mine: publishing next replaces theirs (their ETag), and it says so', () => {
    const state = run(
      [{ type: 'conflicted', mine: edited.draft, current: theirs }, { type: 'mineKept' }],
      edited,
    );
    expect([state.draft, state.etag, isDirty(state), state.conflict, state.announcement]).toEqual([
      edited.draft,
      '"v2"',
      true,
      null,
      'Your draft is kept. Publish replaces the other version with yours.',
    ]);
  });

  it('ignores the conflict buttons when there is no conflict', () => {
    expect([
      editorReducer(edited, { type: 'theirsLoaded' }),
      editorReducer(edited, { type: 'mineKept' }),
    ]).toEqual([edited, edited]);
  });
});

describe('preview, discard and restore', () => {
  it('keeps what the preview was made of, not the draft typed since', () => {
    const state = run(
      [
        { type: 'previewed', html: '<p>Officers</p>', of: loaded.draft },
        { type: 'changed', path: ['heading'], value: 'Officers' },
      ],
      loaded,
    );
    expect(state.preview).toEqual({ html: '<p>Officers</p>', of: published.document });
  });

  it('asks first, then discards back to the published version', () => {
    const asked = run([{ type: 'discardAsked', asking: true }], edited);
    const state = run([{ type: 'discarded' }], asked);
    expect([
      asked.discarding,
      state.draft,
      isDirty(state),
      state.discarding,
      state.announcement,
    ]).toEqual([true, published.document, false, false, 'Your changes were discarded.']);
  });

  it('after a restore, waits for the document as at first, then shows it', () => {
    const waiting = run(
      [{ type: 'previewed', html: '<p></p>', of: edited.draft }, { type: 'restored' }],
      edited,
    );
    const state = run([{ type: 'loaded', document: theirs, kept: null }], waiting);
    expect([waiting.draft, waiting.applied, waiting.preview, state.draft, isDirty(state)]).toEqual([
      null,
      null,
      null,
      theirs.document,
      false,
    ]);
  });
});
