// The alumni directory's search (docs/product.md#alumni-directory), a pure rule: each filter matches
// only what the viewer may see of a person, so a search never tells anyone a hidden value.
import type { DirectoryProfile } from '../../../../contract/api/privacy.ts';

export interface AlumniFilters {
  q?: string | undefined;
  class?: number | undefined;
  city?: string | undefined;
  industry?: string | undefined;
  mentoring?: boolean | undefined;
  hiring?: boolean | undefined;
}

/** Lower case, without accents: "Zoë" is found by "zoe". */
export const folded = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * A profile as the directory searches it: what a viewer may see of him, folded once, each filter's
 * value in a field of its own that every entry has (a card leaves hidden fields out, so cards come
 * in many shapes; a search of 5,000 reads these instead, all of one shape, several times faster).
 */
export interface Searchable {
  profile: DirectoryProfile;
  words: string;
  city: string;
  /** -1: no class. */
  graduationYear: number;
  /** '': hidden or not said. */
  industry: string;
  mentoring: boolean;
  hiring: boolean;
}

export function searchable(profile: DirectoryProfile): Searchable {
  const words = [profile.name, profile.employer, profile.city, profile.industry, profile.major]
    .filter(Boolean)
    .join(' ');
  return {
    profile,
    words: folded(words),
    city: folded(profile.city ?? ''),
    graduationYear: profile.graduationYear ?? -1,
    industry: profile.industry ?? '',
    mentoring: profile.mentoring === true,
    hiring: profile.hiring === true,
  };
}

/**
 * The list a search reads: its entries in order, and for every three characters in a row of their
 * words the entries (ascending) that hold them. A word of three or more characters is found in
 * the entries holding its rarest three, not in all 5,000 (a search of "carver" reads ~200 entries).
 */
export interface SearchIndex {
  entries: readonly Searchable[];
  trigrams: ReadonlyMap<string, Int32Array>;
}

export function searchIndex(entries: readonly Searchable[]): SearchIndex {
  const lists = new Map<string, number[]>();
  entries.forEach(({ words }, i) => {
    for (let at = 0; at + 3 <= words.length; at++) {
      const trigram = words.slice(at, at + 3);
      const list = lists.get(trigram);
      if (!list) lists.set(trigram, [i]);
      else if (list.at(-1) !== i) list.push(i);
    }
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [trigram, list] of lists) trigrams.set(trigram, Int32Array.from(list));
  return { entries, trigrams };
}

/**
 * The entries that may hold every text given (a superset: each is then checked), or undefined
 * when none is long enough to tell: the shortest list of any of their three characters in a row.
 */
function candidates(index: SearchIndex, texts: readonly string[]): Int32Array | undefined {
  let fewest: Int32Array | undefined;
  for (const text of texts)
    for (let at = 0; at + 3 <= text.length; at++) {
      const list = index.trigrams.get(text.slice(at, at + 3));
      if (!list) return new Int32Array(0);
      if (!fewest || list.length < fewest.length) fewest = list;
    }
  return fewest;
}

/**
 * One page of the profiles that match every filter given, in the order given, and how many match
 * in all. Only the page is collected, the whole list without a filter is a slice, and a text is
 * looked for in the entries its three-character pieces allow (the budget: p99 under 50 ms at 200
 * connections with 5,000 alumni, scripts/budget-members.ts).
 */
export function matchingPage(
  index: SearchIndex,
  filters: AlumniFilters,
  start: number,
  size: number,
): { page: DirectoryProfile[]; total: number } {
  const { entries } = index;
  const terms = folded(filters.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const city = folded(filters.city ?? '').trim();
  const year = filters.class;
  const industry = filters.industry ?? '';
  const mentoring = filters.mentoring === true;
  const hiring = filters.hiring === true;
  if (!terms.length && !city && year === undefined && !industry && !mentoring && !hiring)
    return {
      page: entries.slice(start, start + size).map((entry) => entry.profile),
      total: entries.length,
    };
  // The city is in the words too: its pieces narrow the entries as the query's do.
  const narrowed = candidates(index, city ? [...terms, city] : terms);
  const count = narrowed ? narrowed.length : entries.length;
  const page: DirectoryProfile[] = [];
  let total = 0;
  entries: for (let n = 0; n < count; n++) {
    const entry = entries[narrowed ? narrowed[n]! : n]!;
    if (year !== undefined && entry.graduationYear !== year) continue;
    if (industry && entry.industry !== industry) continue;
    if (mentoring && !entry.mentoring) continue;
    if (hiring && !entry.hiring) continue;
    if (city && !entry.city.includes(city)) continue;
    for (const term of terms) if (!entry.words.includes(term)) continue entries;
    if (total >= start && page.length < size) page.push(entry.profile);
    total++;
  }
  return { page, total };
}

/** The profiles that match every filter given, in the order given. */
export const matching = (list: readonly Searchable[], filters: AlumniFilters): DirectoryProfile[] =>
  matchingPage(searchIndex(list), filters, 0, Infinity).page;

/** Newest class first (no class last), then by name. */
export function compareAlumni(a: DirectoryProfile, b: DirectoryProfile): number {
  const byClass = (b.graduationYear ?? -1) - (a.graduationYear ?? -1);
  return byClass || a.name.localeCompare(b.name, 'en');
}
