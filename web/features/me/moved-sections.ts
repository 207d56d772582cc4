// The account pages' sections that moved to pages of their own (docs/product.md#your-home). Emails
// already sent link to `/account#standing`, `/alumni-account#privacy` and so on: the account pages
// send such a link on to the section's page, so that every link ever sent still lands on it.
import { paths } from '../../lib/paths.ts';

/** Each moved section's old id on the account pages, and where it is now. */
export const movedSections: Readonly<Record<string, string>> = {
  standing: paths.myStanding,
  privacy: paths.myPrivacy,
  'your-office': paths.myOffice,
  mail: paths.myMail,
  'your-data': paths.myData,
  'two-factor': `${paths.mySecurity}#two-factor`,
  sessions: `${paths.mySecurity}#sessions`,
  'calendar-feed': `${paths.mySecurity}#calendar-feed`,
};

/** Where an account page's address hash (`#standing`) now lives, or null for anything else. */
export function movedSectionPath(hash: string): string | null {
  const id = hash.replace(/^#/, '');
  return Object.hasOwn(movedSections, id) ? movedSections[id]! : null;
}
