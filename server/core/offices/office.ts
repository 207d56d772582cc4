// What an account's terms give it (decision 021): its console areas, the areas it may read as an
// officer-elect, its officer flag and its position's title, worked out by the pure rules of
// contract/terms.ts and copied onto its `users` row with the first day on which they may change by
// the calendar alone (`officeUntil`). The copy is refreshed in the transaction of every change to
// terms, positions or the standing grant, by the session hook when a signed-in account's day has
// come, and by the day-change job for everyone else: a term that ends ends its access that day.
import { localDate } from '../../../contract/event-dates.ts';
import { areas as allAreas, type Area } from '../../../contract/officer-areas.ts';
import { addDays, electPreviewDays, officeAccess, termStatus } from '../../../contract/terms.ts';
import type { BoardMember } from '../../../contract/api/officer/positions.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { findUserById, updateUser } from '../users/repository.ts';
import { endOfficeGrant } from '../users/office-holders.ts';
import * as repo from './repository.ts';
import { audiencesOf } from '../privacy/profiles.ts';
import { choicesOf, readPrivacyRules } from '../privacy/repository.ts';

/** Stored area lists (comma-separated) → the known areas, in the console's order. */
export const areaList = (stored: string): Area[] =>
  stored ? allAreas.filter((area) => stored.split(',').includes(area)) : [];

export const storedAreaList = (list: readonly Area[]): string =>
  allAreas.filter((area) => list.includes(area)).join(',');

export interface Office {
  isOfficer: number;
  areas: string;
  officePreview: string;
  position: string | null;
  officeUntil: string | null;
}

/** What `terms` (and the grant) give an account on `today`. */
export function officeOf(
  terms: readonly repo.TermListRow[],
  grant: boolean,
  today: string,
): Office {
  const access = officeAccess(
    terms.map((term) => ({ ...term, areas: areaList(term.positionAreas) })),
    today,
    { grant, allAreas },
  );
  const titles = terms
    .filter((term) => termStatus(term, today) === 'current')
    .map((term) => term.positionTitle);
  // The next day on which a term starts, ends or opens its preview.
  const changes = terms.flatMap((term) => [
    addDays(term.startsOn, -electPreviewDays),
    term.startsOn,
    ...(term.endsOn ? [term.endsOn] : []),
  ]);
  const next = changes.filter((day) => day > today).toSorted()[0] ?? null;
  return {
    isOfficer: access.areas.length > 0 || access.preview.length > 0 ? 1 : 0,
    areas: storedAreaList(access.areas),
    officePreview: storedAreaList(access.preview),
    position: titles.length ? [...new Set(titles)].join(', ') : null,
    officeUntil: next,
  };
}

const sameOffice = (user: User, office: Office) =>
  user.isOfficer === office.isOfficer &&
  user.areas === office.areas &&
  user.officePreview === office.officePreview &&
  user.position === office.position &&
  user.officeUntil === office.officeUntil;

/**
 * Copies what an account's terms give it on `today` onto its row (and marks the accounts data
 * changed, so every instance's remembered sessions follow), when it differs. Call it in the
 * transaction of the change.
 */
export async function refreshOffice(db: Db, userId: string, today: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) return;
  const office = officeOf(await repo.termsOfUser(db, userId), user.officeGrant === 1, today);
  if (!sameOffice(user, office)) await updateUser(db, userId, office);
}

export async function refreshOffices(db: Db, userIds: Iterable<string>, today: string) {
  for (const id of new Set(userIds)) await refreshOffice(db, id, today);
}

/** Whether the copy on this row may be out of date on `today`. */
export const officeDue = (user: Pick<User, 'officeUntil'>, today: string): boolean =>
  user.officeUntil !== null && user.officeUntil <= today;

/** The areas an officer-elect may read (not write) on the day his copy was made. */
export const previewAreasOf = (user: Pick<User, 'officePreview'>): Area[] =>
  areaList(user.officePreview);

/** Today on the chapter's calendar (the clock tests move, read in the chapter's time zone). */
export const chapterToday = (timeZone: string): string => localDate(clock.now(), timeZone);

/**
 * A move to the alumni side (graduation, the console's role change, `npm run move-to-alumni`): his
 * current terms end that day and his coming ones are withdrawn, except in positions open to alumni
 * (an adviser); his office is copied again. The titles he no longer holds, for the messages.
 */
export async function endOfficesOnMove(db: Db, userId: string, today: string): Promise<string[]> {
  const ended: string[] = [];
  for (const term of await repo.termsOfUser(db, userId)) {
    const status = termStatus(term, today);
    if (status === 'past') continue;
    const position = await repo.findPosition(db, term.positionId);
    if (position?.alumniMayHold === 1) continue;
    if (status === 'current') await repo.updateTerm(db, term.id, { endsOn: today });
    else await repo.deleteTerm(db, term.id);
    ended.push(term.positionTitle);
  }
  // The command line's grant ends with the move too: no alumnus keeps the console by it.
  await endOfficeGrant(db, userId);
  await refreshOffice(db, userId, today);
  return ended;
}

/** The Executive Board on `today` as `GET /api/board` and the board's page show it. */
export async function boardOn(db: Db, today: string): Promise<BoardMember[]> {
  const [rows, rules] = await Promise.all([repo.boardTerms(db, today), readPrivacyRules(db)]);
  return rows.map((row) => {
    // The board page is public: each of his picture, bio and LinkedIn only if he shows it to all.
    const shown = audiencesOf(choicesOf(row.privacy), rules);
    const picture = shown.profilePicture === 'public' ? row.picture : null;
    return {
      name: row.name,
      title: row.title,
      picture,
      // A picture whose row is gone (never, but) is shown without a size rather than not at all.
      pictureWidth: picture ? (row.pictureWidth ?? null) : null,
      pictureHeight: picture ? (row.pictureHeight ?? null) : null,
      bio: shown.bio === 'public' ? row.bio : null,
      linkedin: shown.linkedin === 'public' ? row.linkedin : null,
    };
  });
}
