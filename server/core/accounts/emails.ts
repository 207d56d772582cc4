// The welcome to the alumni side (graduation, a move in the console or by the command line): what
// stays (the account, its RSVPs and history), where the alumni page and its directory are, and the
// pages where he keeps his details and decides what the directory may show (/me/privacy). Every value is escaped by renderEmail.
import type { MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

export function alumniWelcomeEmail(
  brand: EmailBrand,
  publicUrl: string,
  person: { name: string; email: string },
): MailMessage {
  const subject = `Welcome to the alumni chapter, ${person.name}`;
  return {
    to: person.email,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        `Congratulations on graduating, ${person.name}. Your account is now an alumni account: the same email and password, your profile, your RSVPs and your history all stay.`,
        'The alumni page has the alumni events (with RSVPs), the chapter’s news and the ways to support the chapter.',
      ],
      more: [
        'Alumni find each other in the alumni directory, on the alumni page: add your city, employer and industry, and say whether you mentor students or are hiring, so that brothers can find you.',
        `You decide what the alumni directory may show of you, field by field: ${publicUrl}/me/privacy`,
      ],
      action: { label: 'Open the alumni page', url: `${publicUrl}/members/alumni` },
      notes: [
        `Your home on the site, with a link to each of your pages: ${publicUrl}/me. You get this email because your chapter moved your account to the alumni side.`,
      ],
    }),
  };
}
