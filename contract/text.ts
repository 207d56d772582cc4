// One rule for every free-text field people type (names, majors, titles, notes, descriptions):
// text is stored as the person wrote it (trimmed, NFC), but characters that hide or reorder what
// others see are refused — control characters, bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069, used to disguise text), the byte-order mark, interlinear
// annotations, unpaired surrogates and noncharacters. The joiners real names need (U+200C ZWNJ in
// Persian, U+200D ZWJ in Indic scripts and emoji sequences), variation selectors, emoji tags and
// the plain directional marks (LRM, RLM, ALM) are text and pass.
// A person's own details (his name, city, employer, major, bio: `person`) are stricter, as an
// invisible character there makes a look-alike of another's name (docs/product.md#validation): the
// zero-width space and word joiner (U+200B, U+2060) and the directional marks (U+200E, U+200F,
// U+061C) are refused, and so is a joiner (U+200C, U+200D) anywhere it changes nothing one sees —
// it passes only where it shapes the text: between two letters of a script that joins or forms
// conjuncts (Arabic, the Indic scripts, …), or ZWJ inside an emoji sequence.
// zod-free, so the browser can use it.

/** Refused anywhere; line breaks and tabs are refused too unless the field is multi-line. */
const hidden =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const lineBreaks = /[\t\n\r\u2028\u2029]/u;
/** Refused in a person's details too: the zero-width space, the word joiner, the marks. */
const lookAlike = /[\u200B\u200E\u200F\u2060\u061C]/u;
const joiners = /[\u200C\u200D]/u;
/** Scripts whose letters a joiner visibly joins or keeps apart (cursive, or with conjuncts). */
const shapingScripts = [
  /\p{Script=Arabic}/u,
  /\p{Script=Syriac}/u,
  /\p{Script=Nko}/u,
  /\p{Script=Mongolian}/u,
  /\p{Script=Devanagari}/u,
  /\p{Script=Bengali}/u,
  /\p{Script=Gurmukhi}/u,
  /\p{Script=Gujarati}/u,
  /\p{Script=Oriya}/u,
  /\p{Script=Tamil}/u,
  /\p{Script=Telugu}/u,
  /\p{Script=Kannada}/u,
  /\p{Script=Malayalam}/u,
  /\p{Script=Sinhala}/u,
  /\p{Script=Tibetan}/u,
  /\p{Script=Myanmar}/u,
  /\p{Script=Khmer}/u,
];
const emojiBeforeJoiner = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F]/u;
const emojiAfterJoiner = /\p{Extended_Pictographic}/u;

/** Whether a joiner between `before` and `after` changes what one sees. */
function joinerShapes(joiner: string, before = '', after = ''): boolean {
  if (shapingScripts.some((script) => script.test(before) && script.test(after))) return true;
  return joiner === '\u200D' && emojiBeforeJoiner.test(before) && emojiAfterJoiner.test(after);
}

/** Whether `text` holds a joiner where it is invisible (nothing on either side that it shapes). */
function hasInvisibleJoiner(text: string): boolean {
  if (!joiners.test(text)) return false;
  const chars = [...text];
  return chars.some(
    (char, i) => joiners.test(char) && !joinerShapes(char, chars[i - 1], chars[i + 1]),
  );
}

export interface TextRule {
  /** Allows line breaks and tabs (descriptions, notes). */
  multiline?: boolean;
  /** A person's own details (name, city, employer, major, bio): no look-alikes (see above). */
  person?: boolean;
}

/** Why `text` is not acceptable, or undefined when it is. */
export function textProblem(text: string, rule: TextRule = {}): string | undefined {
  if (!text.isWellFormed()) return 'contains characters that are not valid text';
  if (hidden.test(text)) return 'contains invisible control characters that are not allowed';
  if (rule.person && (lookAlike.test(text) || hasInvisibleJoiner(text)))
    return 'contains invisible characters (zero-width spaces, joiners or direction marks) that are not allowed';
  if (!rule.multiline && lineBreaks.test(text)) return 'must be on one line';
  return undefined;
}

/** The stored form: NFC (one code point per accented letter), outer spaces removed. */
export const cleanText = (text: string): string => text.normalize('NFC').trim();
