// Two sends of one newsletter by mistake (two officers, or one who did not see the first go): a
// send whose subject went out within the hour is asked about first. The rules, free of the database.
import { limits } from '../../../../contract/limits.ts';

/** A subject as people read it: the same words, whatever the case and the spaces between. */
const readAs = (subject: string) =>
  subject.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export const sameSubject = (a: string, b: string): boolean => readAs(a) === readAs(b);

/** From when an earlier send of the same subject makes a new one a duplicate. */
export const duplicateSince = (now: Date): Date =>
  new Date(now.getTime() - limits.newsletter.duplicateSendMinutes * 60_000);

/** The question the console asks: “The Letter” went out 12 minutes ago. Send it again to 40 people? */
export function duplicateQuestion(
  subject: string,
  sentAt: Date,
  now: Date,
  recipients: number,
): string {
  const minutes = Math.max(1, Math.round((now.getTime() - sentAt.getTime()) / 60_000));
  const people = recipients === 1 ? '1 person' : `${recipients.toLocaleString('en-US')} people`;
  return `“${subject}” went out ${minutes} minute${minutes === 1 ? '' : 's'} ago. Send it again to ${people}?`;
}
