// Accounts as the rest of the server sees them: a new row with its defaults, and the profile a
// person may see of their own account (no secrets).
import { randomUUID } from 'node:crypto';
import type { Profile, Role } from '../../../contract/api/auth.ts';
import { areas, type Area } from '../../../contract/api/officer.ts';
import type { NewUser, User } from '../../db/schema.ts';

export interface NewUserFields {
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
}

/** A complete `users` row: the given fields, then defaults (unverified, no profile details). */
export function newUserRow(
  fields: NewUserFields & Partial<Omit<NewUser, keyof NewUserFields>>,
): NewUser {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    isOfficer: 0,
    position: null,
    major: null,
    graduationYear: null,
    linkedin: null,
    profilePicture: null,
    inviteCodeId: null,
    verifiedAt: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
    email: fields.email.toLowerCase(),
  };
}

/** The officer's areas, as stored (comma-separated) → a list of known ones. */
export function areasOf(user: Pick<User, 'areas' | 'isOfficer'>): Area[] {
  if (user.isOfficer !== 1 || !user.areas) return [];
  return user.areas
    .split(',')
    .filter((area): area is Area => (areas as readonly string[]).includes(area));
}

export const storedAreas = (list: readonly Area[]): string =>
  areas.filter((area) => list.includes(area)).join(',');

export function toProfile(user: User): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    profilePicture: user.profilePicture,
    linkedin: user.linkedin,
    major: user.major,
    graduationYear: user.graduationYear,
    isOfficer: user.isOfficer === 1,
    position: user.position,
    areas: areasOf(user),
    previewAreas: areasOf({ isOfficer: user.isOfficer, areas: user.officePreview }),
    initiatedOn: user.initiatedOn,
    bio: user.bio,
    phone: user.phone,
    city: user.city,
    employer: user.employer,
    industry: user.industry,
    mentoring: yesNo(user.mentoring),
    hiring: yesNo(user.hiring),
    twoFactorEnabled: user.twoFactorEnabledAt !== null,
  };
}

/** A stored yes/no (1, 0, null) as the API says it. */
export const yesNo = (value: number | null): boolean | null =>
  value === null ? null : value === 1;
