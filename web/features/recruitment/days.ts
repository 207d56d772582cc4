// When a prospective member's details are deleted, in the words of /recruitment and its consent
// (docs/product.md#recruitment). Written here, from the open period's own days (GET
// /api/recruitment), not in content/recruitment.json: officers edit the page's texts, but not the
// promise. Before the page knows the period (the prerendered HTML) it reads in words that stay true.
import { formatDay } from '../../../contract/dates.ts';

export interface PeriodDays {
  deleteAfterDays: number;
  deletedOn: string;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** The page's sentence on deletion. */
export function deletionText(period: PeriodDays | null): string {
  const when = period
    ? `${days(period.deleteAfterDays)} after recruitment ends (on ${formatDay(period.deletedOn)})`
    : 'a set number of days after recruitment ends';
  return `They are deleted ${when}, unless you join — or any time, from the link in every email we send you.`;
}

/** The consent checkbox's label: the chapter's consent text, and the day his details go. */
export function consentLabel(consent: string, period: PeriodDays): string {
  return `${consent} They are deleted on ${formatDay(period.deletedOn)} unless I join, or sooner if I ask from the link in any email.`;
}
