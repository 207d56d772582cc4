// Newsletter subscription calls (DESIGN.md call 1 and the confirm / unsubscribe links).
import { z } from 'zod';
import { limits } from '../limits.ts';

/** A trimmed, lower-cased email address; the same rule the sign-up form and the server use. */
export const emailAddress = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(limits.emailMaxLength, 'That email address is too long.')
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const subscribeRequest = z.object({ email: emailAddress });
export const subscribeResponse = z.object({ message: z.string() });

export const tokenQuery = z.object({
  token: z
    .string({ error: 'The link is missing its token.' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not valid.'),
});

/** What the email-link routes accept; anything not a well-formed token lands on the invalid-link page. */
export const linkQuery = z.object({ token: z.string().max(500).optional() });

export const unsubscribeResponse = z.object({ message: z.string() });

export type SubscribeRequest = z.infer<typeof subscribeRequest>;
export type SubscribeResponse = z.infer<typeof subscribeResponse>;

/** Where the email links land in the web app once the server has acted on them. */
export const newsletterStatusPaths = {
  confirmed: '/newsletter/confirmed',
  unsubscribed: '/newsletter/unsubscribed',
  invalid: '/newsletter/invalid',
} as const;
export type NewsletterStatus = keyof typeof newsletterStatusPaths;
