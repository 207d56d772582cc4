import { describe, expect, it } from 'vitest';
import { cleanText, textProblem } from './text.ts';

describe('the text rule', () => {
  it.each([
    ['a plain name', 'Marcus Albright'],
    ['accents', 'José Ñúñez-Brontë'],
    ['Persian with a zero-width non-joiner', 'می‌خواهم'],
    ['Devanagari with a zero-width joiner', 'क्‍ष'],
    ['an emoji ZWJ sequence', 'Coach 👨‍👩‍👧'],
    ['a flag tag sequence', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'],
    ['a variation selector', '❤️ Brotherhood'],
    ['Hebrew with a right-to-left mark', 'דוד‏ 2027'],
    ['Arabic', 'محمد'],
    ['Chinese', '王小明'],
  ])('accepts %s', (_what, text) => {
    expect(textProblem(text)).toBeUndefined();
  });

  it.each([
    ['NUL', 'Ma\u0000rcus'],
    ['ESC (terminal escapes)', 'Chem\u001b[31mistry'],
    ['DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085'],
    ['RIGHT-TO-LEFT OVERRIDE', 'Finance\u202Egnp.exe'],
    ['LEFT-TO-RIGHT EMBEDDING', '\u202Aabc'],
    ['FIRST STRONG ISOLATE', 'a\u2068b\u2069'],
    ['a byte-order mark', '\uFEFFname'],
    ['an interlinear annotation', 'a\uFFF9b'],
    ['an unpaired surrogate', 'a\uD800b'],
    ['a noncharacter', 'a\uFFFEb'],
  ])('refuses %s', (_what, text) => {
    expect(textProblem(text)).toBeDefined();
  });

  it('allows line breaks only in multi-line fields', () => {
    expect(textProblem('two\nlines')).toBe('must be on one line');
    expect(textProblem('a\u2028b')).toBe('must be on one line');
    expect(textProblem('two\nlines\ttabbed', { multiline: true })).toBeUndefined();
    expect(textProblem('two\n\u202Elines', { multiline: true })).toBeDefined();
  });

  it.each([
    ['a zero-width space', 'Mar\u200Bcus'],
    ['a zero-width non-joiner', 'Mar\u200Ccus'],
    ['a zero-width joiner', 'Mar\u200Dcus'],
    ['a word joiner', 'Mar\u2060cus'],
    ['a byte-order mark', 'Marcus\uFEFF'],
    ['a left-to-right mark', '\u200EMarcus'],
    ['a right-to-left mark', 'Marcus\u200F'],
    ['an Arabic letter mark', 'Mar\u061Ccus'],
    ['RIGHT-TO-LEFT OVERRIDE', 'Mar\u202Ecus'],
    ['LEFT-TO-RIGHT ISOLATE', 'Mar\u2066cus\u2069'],
    ['a joiner at the start', '\u200DMarcus'],
    ['a non-joiner at the end', 'محمد\u200C'],
    ['a joiner between two scripts', 'محمد\u200CMarcus'],
    ['two joiners in a row', 'می\u200C\u200Cخواهم'],
    ['a joiner between emoji and a letter', '👨\u200DMarcus'],
  ])('refuses %s in a person’s details', (_what, text) => {
    expect(textProblem(text, { person: true })).toMatch(/invisible/);
    expect(textProblem(text, { person: true, multiline: true })).toMatch(/invisible/);
  });

  it.each([
    ['Persian with a zero-width non-joiner', 'علی\u200Cرضا کریمی'],
    ['Devanagari with a zero-width joiner', 'क्\u200Dषितिज Rao'],
    ['an emoji ZWJ sequence', 'Coach 👨\u200D👩\u200D👧'],
    ['an emoji ZWJ sequence with a skin tone', 'Dev 👩🏽\u200D💻'],
    ['a flag ZWJ sequence', '🏳️\u200D🌈'],
  ])('accepts %s in a person’s details, where the joiner shapes what one sees', (_what, text) => {
    expect(textProblem(text, { person: true })).toBeUndefined();
  });

  it('accepts a person’s details in any script, with accents, emoji and line breaks where allowed', () => {
    for (const text of ['José Ñúñez-Brontë', 'محمد', 'דוד 2027', '王小明', 'Go team ❤️', '🏴󠁧󠁢󠁳󠁣󠁴󠁿'])
      expect(textProblem(text, { person: true })).toBeUndefined();
    expect(textProblem('two\nlines', { person: true, multiline: true })).toBeUndefined();
  });

  it('stores text trimmed and composed (NFC)', () => {
    expect(cleanText('  Jose\u0301 ')).toBe('José');
  });
});
