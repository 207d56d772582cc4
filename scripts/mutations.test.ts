import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnce, looseText, mutations } from './mutations.ts';

describe('the mutations script', () => {
  it('finds a mutation’s text however the formatter lays it out', () => {
    const text = 'const guess = await countGuessOrRefuse(\n  deps.db,\n  rules,\n);\nother();';
    expect(findOnce(text, 'countGuessOrRefuse(deps.db, rules,)')).toEqual({
      index: text.indexOf('countGuessOrRefuse'),
      length: 'countGuessOrRefuse(\n  deps.db,\n  rules,\n)'.length,
    });
    expect(looseText('a.b(c)').test('a.b(c)')).toBe(true);
    expect(looseText('a.b(c)').test('aXb(c)')).toBe(false);
  });

  it('says when a text is missing or found twice', () => {
    expect(findOnce('one(); one();', 'one()')).toBe('its text occurs 2 times');
    expect(findOnce('one();', 'two()')).toBe('its text occurs 0 times');
  });

  it('names every mutation once, with tests to run', () => {
    const names = mutations.map((mutation) => mutation.name);
    expect(new Set(names).size).toBe(names.length);
    for (const mutation of mutations) expect(mutation.tests.length).toBeGreaterThan(0);
  });

  it('names files and tests that exist (a moved file is followed here)', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const missing = mutations
      .flatMap((mutation) => [mutation.file].concat(mutation.tests))
      .filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });
});
