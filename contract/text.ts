// One rule for every free-text field people type (names, majors, titles, notes, descriptions):
// text is stored as the person wrote it (trimmed, NFC), but characters that hide or reorder what
// others see are refused — control characters, bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069, used to disguise text), the byte-order mark, interlinear
// annotations, unpaired surrogates and noncharacters. The joiners real names need (U+200C ZWNJ in
// Persian, U+200D ZWJ in Indic scripts and emoji sequences), variation selectors, emoji tags and
// the plain directional marks (LRM, RLM, ALM) are text and pass. zod-free, so the browser can use it.

/** Refused anywhere; line breaks and tabs are refused too unless the field is multi-line. */
const hidden =
  // oxlint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const lineBreaks = /[\t\n\r\u2028\u2029]/u;

export interface TextRule {
  /** Allows line breaks and tabs (descriptions, notes). */
  multiline?: boolean;
}

/** Why `text` is not acceptable, or undefined when it is. */
export function textProblem(text: string, rule: TextRule = {}): string | undefined {
  if (!text.isWellFormed()) return 'contains characters that are not valid text';
  if (hidden.test(text)) return 'contains invisible control characters that are not allowed';
  if (!rule.multiline && lineBreaks.test(text)) return 'must be on one line';
  return undefined;
}

/** The stored form: NFC (one code point per accented letter), outer spaces removed. */
export const cleanText = (text: string): string => text.normalize('NFC').trim();
