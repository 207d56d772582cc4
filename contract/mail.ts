// Mail to the chapter's own people (docs/product.md#mail-to-the-chapter), without zod: the kinds of
// email an account may turn off, and the audiences an officer may write to.

/** The kinds of chapter email; security and account emails are not among them (never optional). */
export const mailKinds = ['announcements', 'events', 'fundraising'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailKindLabels: Record<MailKind, string> = {
  announcements: 'Announcements',
  events: 'Events',
  fundraising: 'Fundraising',
};

export const mailKindMeaning: Record<MailKind, string> = {
  announcements: "the chapter's news and letters from its officers",
  events: 'invitations and reminders for the events',
  fundraising: 'appeals for gifts and news of the campaigns',
};

/** The kinds an account turned off, as stored (comma-separated), read back. */
export function kindsOff(stored: string): MailKind[] {
  return mailKinds.filter((kind) => stored.split(',').includes(kind));
}

/** Whom a send goes to: the newsletter's subscribers, or the chapter's own accounts. */
export type MailAudience =
  'subscribers' | 'members' | 'alumni' | `class:${number}` | `event:${string}`;

export const audiencePattern =
  /^(subscribers|members|alumni|class:\d{4}|event:[A-Za-z0-9][A-Za-z0-9_-]{0,79})$/;

/** How the console names an audience ("Class of 2019", "Attendees of founders-day-2027"). */
export function mailAudienceLabel(audience: string, eventTitle?: string): string {
  if (audience === 'subscribers') return 'Newsletter subscribers';
  if (audience === 'members') return 'All active members';
  if (audience === 'alumni') return 'All alumni';
  if (audience.startsWith('class:')) return `Class of ${audience.slice('class:'.length)}`;
  if (audience.startsWith('event:'))
    return `Attending ${eventTitle ?? audience.slice('event:'.length)}`;
  return audience;
}
