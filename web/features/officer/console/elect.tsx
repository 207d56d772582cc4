// An officer-elect in the console (docs/product.md#officer-console): the offices he will hold, each
// with its first day, so that the console says "President-elect from Thu, Dec 17, 2026" on its
// home and gives that day as the reason a control is disabled on the pages of his coming areas
// (components/console-kit/read-only.tsx). Asked once, by the console's frame, of an account whose
// profile has coming areas to read (`previewAreas`).
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { MyTerm } from '../../../../contract/api/officer/positions.ts';
import { formatDay } from '../../../../contract/dates.ts';
import { useLoad } from '../../../lib/use-load.ts';
import { loadMyTerms } from './api.ts';

export interface ElectOffice {
  title: string;
  startsOn: string;
}

/**
 * The coming offices whose pages he may look at now (from 14 days before their first day: their
 * notes are open), soonest first.
 */
export const electOfficesOf = (terms: readonly MyTerm[]): ElectOffice[] =>
  terms
    .filter((term) => term.status === 'elect' && term.earlierNotesOpenOn === null)
    .map((term) => ({ title: term.position, startsOn: term.startsOn }))
    .toSorted((a, b) => a.startsOn.localeCompare(b.startsOn));

/** "President-elect from Thu, Dec 17, 2026" (each office, joined by "and"). */
export const electLine = (offices: readonly ElectOffice[]): string =>
  offices.map((office) => `${office.title}-elect from ${formatDay(office.startsOn)}`).join(' and ');

/** Why an elect's page is read-only: his first day, or (not known yet) that his term has not started. */
export function electReason(offices: readonly ElectOffice[]): string {
  const first = offices[0];
  return first
    ? `Your term as ${first.title} starts on ${formatDay(first.startsOn)}: until then you can look at this page, not change anything.`
    : 'Your term has not started: until it does you can look at this page, not change anything.';
}

/** The page an elect may not open before his first day (the server refuses it: `elect: 'no'`). */
export function electClosedText(offices: readonly ElectOffice[]): string {
  const first = offices[0];
  return `This page opens on the first day of your term${first ? `, ${formatDay(first.startsOn)}` : ''}: until then it holds nothing you may see.`;
}

const ElectContext = createContext<readonly ElectOffice[]>([]);

export const useElectOffices = (): readonly ElectOffice[] => useContext(ElectContext);

/** Asks for his own terms when `elect` (he has coming areas to read), and hands their offices down. */
export function ElectOffices({ elect, children }: { elect: boolean; children: ReactNode }) {
  const load = useLoad(
    (signal) => (elect ? loadMyTerms(signal) : Promise.resolve({ terms: [] as MyTerm[] })),
    { deps: [elect] },
  );
  const offices = useMemo(() => (load.data ? electOfficesOf(load.data.terms) : []), [load.data]);
  return <ElectContext.Provider value={offices}>{children}</ElectContext.Provider>;
}
