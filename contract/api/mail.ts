// Which kinds of chapter email an account receives (GET/PUT /api/me/mail; docs/api.md#mail).
import { z } from 'zod';
import { mailKinds, type MailKind } from '../mail.ts';

export const myMailResponse = z.object(
  Object.fromEntries(mailKinds.map((kind) => [kind, z.boolean()])) as Record<
    MailKind,
    z.ZodBoolean
  >,
);
export type MyMail = z.infer<typeof myMailResponse>;

export const myMailRequest = z.strictObject(
  Object.fromEntries(
    mailKinds.map((kind) => [kind, z.boolean({ error: 'Say true or false.' }).optional()]),
  ) as Record<MailKind, z.ZodOptional<z.ZodBoolean>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `There is no such kind: the kinds are ${mailKinds.join(', ')}.`
        : undefined,
  },
);
export type MyMailRequest = z.infer<typeof myMailRequest>;

/** The one-click unsubscribe link's query: the account, the kind, and the link's signature. */
export const mailUnsubscribeQuery = z.object({
  u: z.string().regex(/^[0-9a-f-]{36}$/, 'This unsubscribe link is not valid.'),
  k: z.enum(mailKinds, { error: 'This unsubscribe link is not valid.' }),
  t: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid.'),
});
