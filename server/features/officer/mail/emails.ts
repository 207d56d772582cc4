// A newsletter email as every subscriber gets it: the subject as the heading, the officer's text
// with simple formatting (made safe by simple-format.ts), why the reader gets it, and the
// personal one-click unsubscribe link in the body and in the RFC 8058 headers.
import type { ComposeRequest } from '../../../../contract/api/officer/mail.ts';
import { mailKindLabels, type MailKind } from '../../../../contract/mail.ts';
import { formatNewsletter, type FormattedText } from '../../../core/mail/simple-format.ts';
import {
  listUnsubscribeHeaders,
  renderEmail,
  type EmailBrand,
} from '../../../core/mail/templates.ts';

export interface NewsletterEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** The text formatted once per send; each recipient's email only adds his own link. */
export interface PreparedNewsletter {
  subject: string;
  formatted: FormattedText;
}

export function prepareNewsletter(input: Required<ComposeRequest>): PreparedNewsletter {
  return { subject: input.subject, formatted: formatNewsletter(input.body) };
}

export const unsubscribeUrlFor = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** The link in previews and test emails: the form of a real one, for no subscriber. */
export const sampleUnsubscribeToken = 'sample-link-in-a-preview';

export function newsletterEmail(
  brand: EmailBrand,
  prepared: PreparedNewsletter,
  unsubscribeUrl: string,
): NewsletterEmail {
  const body = renderEmail(brand, {
    heading: prepared.subject,
    formatted: prepared.formatted,
    paragraphs: [],
    notes: [
      `You get this email because you subscribed to the ${brand.siteName} newsletter. You can unsubscribe at any time with one click.`,
    ],
    unsubscribeUrl,
  });
  return { subject: prepared.subject, ...body, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}

/**
 * The same email to one of the chapter's own accounts: why he gets it (his account and the kind),
 * and the one-click link that turns that kind off for him (RFC 8058 headers too).
 */
export function chapterEmail(
  brand: EmailBrand,
  prepared: PreparedNewsletter,
  unsubscribeUrl: string,
  kind: MailKind,
): NewsletterEmail {
  const body = renderEmail(brand, {
    heading: prepared.subject,
    formatted: prepared.formatted,
    paragraphs: [],
    notes: [
      `You get this email because you have an account with ${brand.siteName} and receive its ${mailKindLabels[kind].toLowerCase()} emails. One click turns them off; your account page lets you choose which kinds you receive.`,
    ],
    unsubscribeUrl,
  });
  return { subject: prepared.subject, ...body, headers: listUnsubscribeHeaders(unsubscribeUrl) };
}
