// A person as one viewer may see him (docs/product.md#privacy): his name and class, and each other
// field only when it is filled and its audience — his choice within the chapter's limit, or the
// chapter's default — reaches the viewer. A hidden field is left out of the answer altogether.
import { sideOn } from '../../../contract/attendance.ts';
import { localDate } from '../../../contract/event-dates.ts';
import {
  effectiveAudience,
  privacyFields,
  sees,
  viewerAudience,
  type Audience,
  type PrivacyChoices,
  type PrivacyField,
  type PrivacyRules,
} from '../../../contract/privacy.ts';
import type { DirectoryProfile } from '../../../contract/api/privacy.ts';
import type { User } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { areasOf, yesNo } from '../users/user-rows.ts';
import { choicesOf } from './repository.ts';

/**
 * The audience a signed-in person is in: an officer with `accounts` the officers, an alumnus the
 * chapter, a member the members once initiated — on the chapter's day, in `timeZone` — and the
 * chapter while he is a new member.
 */
export function audienceOfUser(
  user: Pick<User, 'role' | 'areas' | 'isOfficer' | 'initiatedOn'>,
  timeZone: string,
): Audience {
  return viewerAudience({
    role: user.role,
    areas: areasOf(user),
    side: () => sideOn(user.initiatedOn, localDate(clock.now(), timeZone)),
  });
}

/** A person as the directories read him: his name and class, his choices, and every privacy field. */
export type ProfileRow = Pick<User, 'id' | 'name' | 'graduationYear' | 'privacy' | PrivacyField>;

/** The columns a ProfileRow reads. */
export const profileColumns = [
  'id',
  'name',
  'graduationYear',
  'privacy',
  ...privacyFields,
] as const;

/** Who sees each field of his, now. */
export function audiencesOf(choices: PrivacyChoices, rules: PrivacyRules) {
  return Object.fromEntries(
    privacyFields.map((field) => [field, effectiveAudience(choices[field], rules[field])]),
  ) as Record<PrivacyField, Audience>;
}

const valueOf = (row: Pick<User, PrivacyField>, field: PrivacyField): string | boolean | null =>
  field === 'mentoring' || field === 'hiring' ? yesNo(row[field]) : row[field];

const isFilled = (value: string | boolean | null) => value !== null && value !== '';

/** The fields he filled in (a "no" to mentoring or hiring too): the ones a viewer may be shown. */
export const filledFields = (row: Pick<User, PrivacyField>): PrivacyField[] =>
  privacyFields.filter((field) => isFilled(valueOf(row, field)));

/** What `viewer` may see of the person in `row`. */
export function profileFor(
  row: ProfileRow,
  viewer: Audience,
  rules: PrivacyRules,
): DirectoryProfile {
  const shown = audiencesOf(choicesOf(row.privacy), rules);
  const profile: Record<string, unknown> = {
    id: row.id,
    name: row.name,
    graduationYear: row.graduationYear,
  };
  for (const field of privacyFields) {
    const value = valueOf(row, field);
    if (isFilled(value) && sees(viewer, shown[field])) profile[field] = value;
  }
  return profile as DirectoryProfile;
}
