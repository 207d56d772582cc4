// Newsletter subscription calls (docs/api.md call 1 and the confirm / unsubscribe links).
import { z } from 'zod';
import { limits } from '../limits.ts';
import { messageResponse, tokenPattern } from './common.ts';

/** A trimmed, lower-cased email address; the same rule the sign-up form and the server use. */
export const emailAddress = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(limits.emailMaxLength, 'That email address is too long.')
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

export const subscribeRequest = z.object({ email: emailAddress });
export const subscribeResponse = messageResponse;

export const tokenQuery = z.object({
  token: z
    .string({ error: 'The link is missing its token.' })
    .regex(tokenPattern, 'The link is not valid.'),
});

/** What the email-link routes accept; anything not a well-formed token lands on the invalid-link page. */
export const linkQuery = z.object({ token: z.string().max(500).optional() });

export const unsubscribeResponse = messageResponse;

/** Where the email links land in the web app: what the server did, or the page that asks first. */
export const newsletterStatusPaths = {
  confirmed: '/newsletter/confirmed',
  /** The confirmation link opened again: the address is subscribed already. */
  'already-subscribed': '/newsletter/already-subscribed',
  /** An unsubscribe link, opened: the page asks, and its button unsubscribes (a GET changes nothing). */
  unsubscribe: '/newsletter/unsubscribe',
  unsubscribed: '/newsletter/unsubscribed',
  invalid: '/newsletter/invalid',
  /** A chapter email's one-click link: that kind turned off for the account (docs/api.md#mail). */
  'mail-off': '/newsletter/mail-off',
} as const;
export type NewsletterStatus = keyof typeof newsletterStatusPaths;

// ---- Issues of the "Latest Newsletter" viewer (public) -------------------------------------------

export const newsletterIssuePage = z.object({
  /** A smaller picture of the page (the home page's card), and the page itself; both /media/… */
  preview: z.string(),
  full: z.string(),
  /** The full picture's size in pixels (the preview has the same proportions). */
  width: z.number().int(),
  height: z.number().int(),
});

export const newsletterIssue = z.object({
  id: z.string(),
  title: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  pages: z.array(newsletterIssuePage),
});
export type NewsletterIssue = z.infer<typeof newsletterIssue>;

/** Newest first: the first is the home page's "Latest Newsletter". */
export const newsletterIssuesResponse = z.object({ issues: z.array(newsletterIssue) });
export type NewsletterIssuesResponse = z.infer<typeof newsletterIssuesResponse>;
