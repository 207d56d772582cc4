// The RSVP emails: a place opened up and the first on the waitlist has it; an event with RSVPs was
// cancelled. Every value is escaped by renderEmail; titles are one-line text (contract/text.ts).
import type { MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

/** The alumni page, where the emails about alumni events send their readers. */
export const alumniPageOf = (publicUrl: string) => `${publicUrl}/members/alumni`;

export interface EmailedEvent {
  title: string;
  displayDate: string;
  time: string | null;
  location: string | null;
}

export interface Recipient {
  name: string;
  email: string;
}

const when = (event: EmailedEvent) => [
  { label: 'When', value: [event.displayDate, event.time].filter(Boolean).join(', ') },
  ...(event.location ? [{ label: 'Where', value: event.location }] : []),
];

export function promotedEmail(
  brand: EmailBrand,
  alumniPageUrl: string,
  event: EmailedEvent,
  person: Recipient,
): MailMessage {
  return {
    to: person.email,
    subject: `You have a place at ${event.title}`,
    ...renderEmail(brand, {
      heading: `You have a place at ${event.title}`,
      paragraphs: [
        `Good news, ${person.name}: a place opened up at ${event.title}, and you were first on the waitlist. You are now on the list of those attending.`,
      ],
      details: when(event),
      more: [
        'If you can no longer come, withdraw your RSVP on the alumni page, so that the next brother in line gets the place.',
      ],
      action: { label: 'Open the alumni page', url: alumniPageUrl },
      notes: ['You get this email because you RSVPed to this event.'],
    }),
  };
}

export function cancelledEmail(
  brand: EmailBrand,
  event: EmailedEvent,
  person: Recipient,
  status: 'attending' | 'waitlisted',
): MailMessage {
  return {
    to: person.email,
    subject: `Cancelled: ${event.title}`,
    ...renderEmail(brand, {
      heading: `${event.title} is cancelled`,
      paragraphs: [
        `${person.name}, the chapter has cancelled ${event.title}, ${status === 'attending' ? 'which you RSVPed to' : 'for which you were on the waitlist'}. Your RSVP has been removed.`,
      ],
      details: when(event),
      notes: ['You get this email because you RSVPed to this event.'],
    }),
  };
}
