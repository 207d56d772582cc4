// LIKE patterns for the console's searches: what an officer typed is matched as itself, so a `%` or
// `_` in it (both may appear in an email address) is a character, never a wildcard.

/** `%text%` with `\`, `%` and `_` escaped: use it as `column like ${pattern} escape '\'`. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
