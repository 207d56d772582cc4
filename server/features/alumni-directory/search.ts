// The alumni directory's search (docs/product.md#alumni-directory), a pure rule: each filter matches
// only what the viewer may see of a person, so a search never tells anyone a hidden value.
import type { DirectoryProfile } from '../../../contract/api/privacy.ts';

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

/** A profile as the directory searches it: the words a viewer may see, folded once. */
export interface Searchable {
  profile: DirectoryProfile;
  words: string;
  city: string;
}

export function searchable(profile: DirectoryProfile): Searchable {
  const words = [profile.name, profile.employer, profile.city, profile.industry, profile.major]
    .filter(Boolean)
    .join(' ');
  return { profile, words: folded(words), city: folded(profile.city ?? '') };
}

/** The profiles that match every filter given, in the order given. */
export function matching(list: readonly Searchable[], filters: AlumniFilters): DirectoryProfile[] {
  const terms = folded(filters.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const city = folded(filters.city ?? '').trim();
  const out: DirectoryProfile[] = [];
  for (const entry of list) {
    const { profile } = entry;
    if (filters.class !== undefined && profile.graduationYear !== filters.class) continue;
    if (filters.industry && profile.industry !== filters.industry) continue;
    if (filters.mentoring && profile.mentoring !== true) continue;
    if (filters.hiring && profile.hiring !== true) continue;
    if (city && !entry.city.includes(city)) continue;
    if (!terms.every((term) => entry.words.includes(term))) continue;
    out.push(profile);
  }
  return out;
}

/** Newest class first (no class last), then by name. */
export function compareAlumni(a: DirectoryProfile, b: DirectoryProfile): number {
  const byClass = (b.graduationYear ?? -1) - (a.graduationYear ?? -1);
  return byClass || a.name.localeCompare(b.name, 'en');
}
