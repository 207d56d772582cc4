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

  it('stores text trimmed and composed (NFC)', () => {
    expect(cleanText('  Jose\u0301 ')).toBe('José');
  });
});
