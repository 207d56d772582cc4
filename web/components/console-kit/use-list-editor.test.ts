import { describe, expect, it } from 'vitest';
import { openedKey } from './use-list-editor.ts';

type Editing = { kind: 'add'; date: string } | { kind: 'edit'; id: string };
const keyOf = (editing: Editing) => (editing.kind === 'add' ? `add-${editing.date}` : editing.id);

describe('openedKey', () => {
  it('is empty while no form is open', () => {
    expect(openedKey<Editing>(null, keyOf)).toBe('');
  });

  it('differs for each item and for a new one on each day, so each opens a fresh form', () => {
    expect(openedKey<Editing>({ kind: 'edit', id: 'e1' }, keyOf)).toBe('e1');
    expect(openedKey<Editing>({ kind: 'add', date: '2026-11-27' }, keyOf)).toBe('add-2026-11-27');
  });
});
