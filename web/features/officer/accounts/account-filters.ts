// The accounts list's search and filters, kept in the page's address (`?q=ann&role=alumni&page=2`)
// so that Back, a reload or a shared link shows the same list; and the API query made from them.
// The class is one choice of two kinds: a class (`classYear=2027`) or every class that has
// graduated by a year (`graduatedBy=2026`, the console home's "Graduated members").
import type { Role } from '../../../../contract/api/auth.ts';
import { listQueryString, pageParam } from '../../../components/console-kit/table-paging.ts';

export type Flag = 'true' | 'false';

export interface AccountFilters {
  q?: string;
  role?: Role;
  officer?: Flag;
  verified?: Flag;
  disabled?: Flag;
  classYear?: string;
  graduatedBy?: string;
  /** Actives (`true`) or new members (`false`). */
  initiated?: Flag;
}

/** A class year as the address may hold it: four digits, else nothing. */
const yearOf = (value: string | null): string | undefined =>
  value && /^\d{4}$/.test(value) ? value : undefined;

const flagOf = (value: string | null): Flag | undefined =>
  value === 'true' || value === 'false' ? value : undefined;

/** The filters and page an address names; anything unknown is left out. */
export function readAccountFilters(search: URLSearchParams): AccountFilters & { page: number } {
  const q = search.get('q')?.trim().slice(0, 100);
  const role = search.get('role');
  const officer = flagOf(search.get('officer'));
  const verified = flagOf(search.get('verified'));
  const disabled = flagOf(search.get('disabled'));
  const classYear = yearOf(search.get('classYear'));
  const graduatedBy = yearOf(search.get('graduatedBy'));
  const initiated = flagOf(search.get('initiated'));
  return {
    ...(q ? { q } : {}),
    ...(role === 'member' || role === 'alumni' ? { role } : {}),
    ...(officer ? { officer } : {}),
    ...(verified ? { verified } : {}),
    ...(disabled ? { disabled } : {}),
    ...(initiated ? { initiated } : {}),
    // One class choice at a time: a class, or the classes graduated by a year.
    ...(classYear ? { classYear } : graduatedBy ? { graduatedBy } : {}),
    page: pageParam(search.get('page')),
  };
}

/** The address's query for `filters` (page 1 is left out). */
export function accountFiltersSearch(filters: AccountFilters & { page?: number }): string {
  const query = new URLSearchParams();
  for (const key of [
    'q',
    'role',
    'officer',
    'verified',
    'disabled',
    'classYear',
    'graduatedBy',
    'initiated',
  ] as const) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query.toString();
}

/** The API's query (contract/api/officer.ts `accountsQuery`) for a page, or for the CSV file. */
export const accountsQueryString = (
  filters: AccountFilters,
  extra: Parameters<typeof listQueryString>[1],
): string => listQueryString(accountFiltersSearch(filters), extra);

/** The class filter's value (one select for both kinds): "2027", "by-2026" or "". */
export const classChoiceOf = (filters: AccountFilters): string =>
  filters.classYear ?? (filters.graduatedBy ? `by-${filters.graduatedBy}` : '');

/** The filters with the class filter set to `choice` (a value of `classChoices`). */
export function withClassChoice(filters: AccountFilters, choice: string): AccountFilters {
  const { classYear: _year, graduatedBy: _by, ...rest } = filters;
  const by = /^by-(\d{4})$/.exec(choice)?.[1];
  if (by) return { ...rest, graduatedBy: by };
  return yearOf(choice) ? { ...rest, classYear: choice } : rest;
}

/** The class filter's choices: any, the graduated classes when the address names them, each class. */
export function classChoices(
  years: readonly number[],
  filters: AccountFilters,
): { value: string; label: string }[] {
  const listed = new Set(years.map(String));
  if (filters.classYear) listed.add(filters.classYear);
  return [
    { value: '', label: 'Any class' },
    ...(filters.graduatedBy
      ? [
          {
            value: `by-${filters.graduatedBy}`,
            label: `Graduated: class of ${filters.graduatedBy} or earlier`,
          },
        ]
      : []),
    ...[...listed].toSorted().map((year) => ({ value: year, label: `Class of ${year}` })),
  ];
}
