// Pieces every part of the API shares: the random-token format and the plain `{message}` answer.
import { z } from 'zod';
import { cleanText, textProblem } from '../text.ts';

/** A random secret as the server makes them (`randomToken()`: 43 URL-safe characters), with room. */
export const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export interface FreeTextOptions {
  /** How the field is named in messages, e.g. "The major". */
  label: string;
  max: number;
  /** At least one character after trimming (default). */
  required?: boolean;
  multiline?: boolean;
  /** A person's own details (contract/text.ts): zero-width characters and direction marks refused. */
  person?: boolean;
}

/** A free-text field under the one text rule (contract/text.ts): trimmed, NFC, nothing hidden. */
export function freeText({
  label,
  max,
  required = true,
  multiline = false,
  person = false,
}: FreeTextOptions) {
  return z
    .string({ error: `${label} must be text.` })
    .transform(cleanText)
    .pipe(
      z
        .string()
        .min(required ? 1 : 0, `${label} is required.`)
        .max(max, `${label} can be at most ${max} characters.`)
        .superRefine((text, ctx) => {
          const problem = textProblem(text, { multiline, person });
          if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}.` });
        }),
    );
}
