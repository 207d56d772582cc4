// The emails of the standing officer's decisions: an excuse or service hours, approved or denied,
// with his note and a link to the member's standing.
import { formatDay } from '../../../contract/dates.ts';
import type { ExcuseRow, ServiceHoursRow } from '../../../contract/api/standing.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { renderEmail, type EmailBrand } from '../mail/templates.ts';

const standingNote = (publicUrl: string) =>
  `Your standing, your excuses and your hours are on your standing page: ${publicUrl}/me/standing.`;

export function excuseDecisionEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  excuse: ExcuseRow,
): MailMessage {
  const approved = excuse.status === 'approved';
  const subject = `Your excuse from ${excuse.event} was ${approved ? 'approved' : 'denied'}`;
  return {
    to,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        approved
          ? `${excuse.decidedBy ?? 'The standing officer'} approved your excuse from "${excuse.event}" (${excuse.eventDate}): missing it does not count against you.`
          : `${excuse.decidedBy ?? 'The standing officer'} denied your excuse from "${excuse.event}" (${excuse.eventDate}): it counts as missed.`,
      ],
      details: [
        { label: 'Your reason', value: excuse.reason },
        ...(excuse.note ? [{ label: 'Note', value: excuse.note }] : []),
      ],
      action: { label: 'See your standing', url: `${publicUrl}/me/standing` },
      notes: [standingNote(publicUrl)],
    }),
  };
}

export function hoursDecisionEmail(
  brand: EmailBrand,
  publicUrl: string,
  to: string,
  entry: ServiceHoursRow,
): MailMessage {
  const approved = entry.status === 'approved';
  const hours = `${entry.hours} service ${entry.hours === 1 ? 'hour' : 'hours'}`;
  const subject = `Your ${hours} of ${formatDay(entry.date)} ${approved ? 'were approved' : 'were denied'}`;
  return {
    to,
    subject,
    ...renderEmail(brand, {
      heading: subject,
      paragraphs: [
        approved
          ? `${entry.decidedBy ?? 'The standing officer'} approved your ${hours}: they count toward your standing.`
          : `${entry.decidedBy ?? 'The standing officer'} denied your ${hours}: they do not count.`,
      ],
      details: [
        { label: 'What you did', value: entry.description },
        ...(entry.note ? [{ label: 'Note', value: entry.note }] : []),
      ],
      action: { label: 'See your standing', url: `${publicUrl}/me/standing` },
      notes: [standingNote(publicUrl)],
    }),
  };
}
