// Loads the demo chapter (content/demo) into an empty database when DEMO_DATA is on: invite codes,
// accounts with pictures, the calendar, alumni events, donations, the chapter's money
// (demo-money.ts) and a recruitment period (demo-recruitment.ts), so a newcomer can try every
// screen at once. Runs once per database.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  demoDataSchema,
  demoEventsSchema,
  type DemoData,
  type DemoEvents,
} from '../../contract/demo-data.ts';
import {
  academicYearStartOf,
  dateInAcademicYear,
  formatEventDates,
  localDate,
  placeAnnual,
} from '../../contract/event-dates.ts';
import { addRsvp, insertAlumniEvent } from '../core/calendar/alumni-events-repository.ts';
import { createInviteCode } from '../core/invites/invites.ts';
import { recordDonation } from '../core/donations/repository.ts';
import { addEvent } from '../core/calendar/events-repository.ts';
import { addSemester, setRequirements } from '../core/attendance/semesters.ts';
import { insertMedia } from '../core/media/repository.ts';
import { hasNoUsers, insertUser } from '../core/users/repository.ts';
import { newUserRow } from '../core/users/user-rows.ts';
import { refreshOffice, storedAreaList } from '../core/offices/office.ts';
import { insertPosition, insertTerm } from '../core/offices/repository.ts';
import { processPictureFiles } from '../images/process.ts';
import { hashPassword } from '../lib/passwords.ts';
import { getMeta, setMeta } from '../db/app-meta.ts';
import { seedMoney } from './demo-money.ts';
import { seedRecruitment } from './demo-recruitment.ts';
import type { Db } from '../db/database.ts';

const loadedKey = 'demo_data_loaded_at';
/** Never a valid argon2 hash: demo people without a password cannot log in. */
const noPassword = '!demo-account-without-password';

function readDemoFile<S extends z.ZodType>(
  contentDir: string,
  name: string,
  schema: S,
): z.infer<S> | undefined {
  const file = path.join(contentDir, 'demo', name);
  if (!existsSync(file)) return undefined;
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`content/demo/${name}: ${problems.join('; ')}`);
  }
  return parsed.data;
}

export const readDemoData = (contentDir: string): DemoData | undefined =>
  readDemoFile(contentDir, 'accounts.json', demoDataSchema);
export const readDemoEvents = (contentDir: string): DemoEvents | undefined =>
  readDemoFile(contentDir, 'events.json', demoEventsSchema);

async function isEmpty(db: Db): Promise<boolean> {
  const [meta, noUsers] = await Promise.all([getMeta(db, loadedKey), hasNoUsers(db)]);
  return !meta && noUsers;
}

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The demo's alumni events dated from `today` (docs/decisions/009), with their RSVP counts. */
export function placeAlumniEvents(events: DemoEvents['alumniEvents'], today: string) {
  return events.map((event) => {
    const { date, endDate } = placeAnnual(event, today, event.occurrence ?? 'next');
    return {
      row: {
        key: `${event.key}-${date}`,
        title: event.title,
        displayDate: formatEventDates(date, endDate),
        sortDate: date,
        endDate,
        time: event.time ?? null,
        location: event.location ?? null,
        type: event.type,
        icon: event.icon,
        description: event.description,
        canRsvp: event.canRsvp ? 1 : 0,
      },
      attendees: event.attendees ?? 0,
    };
  });
}

/** The demo's handover checklists, by title. */
const checklists: Record<string, string[]> = {
  President: [
    'Bank signatory changed',
    'University and national contacts introduced',
    'Chapter email and social accounts handed over',
  ],
  Treasurer: ['Bank signatory changed', 'Ledger closed for the year', 'Budget handed over'],
  Webmaster: ['Hosting and domain logins handed over', 'Backups checked'],
};

/**
 * The demo's offices: one position per title its accounts hold (the board's titles first, in the
 * board's order), with the areas of its officers and a seat per holder, and a current term for each.
 */
async function seedOffices(
  db: Db,
  demo: DemoData,
  ids: Map<string, string>,
  boardTitles: string[],
  startsOn: string,
  stamp: string,
) {
  const holders = demo.accounts.filter((account) => account.position || account.isOfficer);
  const titles = [
    ...new Set([
      ...boardTitles.filter((title) => holders.some((a) => a.position === title)),
      ...holders.map((account) => account.position ?? 'Officer'),
    ]),
  ];
  for (const [index, title] of titles.entries()) {
    const inIt = holders.filter((account) => (account.position ?? 'Officer') === title);
    const officer = inIt.find((account) => account.isOfficer);
    const id = randomUUID();
    await insertPosition(db, {
      id,
      title,
      areas: storedAreaList(officer?.areas ?? []),
      board: boardTitles.includes(title) ? 1 : 0,
      seats: inIt.length,
      sortOrder: index + 1,
      checklist: JSON.stringify(checklists[title] ?? []),
      alumniMayHold: 0,
      createdAt: stamp,
      updatedAt: stamp,
    });
    for (const account of inIt)
      await insertTerm(db, {
        id: randomUUID(),
        positionId: id,
        userId: ids.get(account.email)!,
        startsOn,
        endsOn: null,
        createdAt: stamp,
      });
  }
}

export interface DemoChapter {
  /** The chapter's donation initiatives: a demo donation to any other is a mistake in the files. */
  initiatives: string[];
  /** The chapter's time zone (content/chapter.json): the demo is dated from its today. */
  timeZone: string;
}

/** Loads content/demo into an empty database, dated relative to `at`. */
export async function loadDemoData(
  db: Db,
  contentDir: string,
  log: FastifyBaseLogger,
  chapter: DemoChapter = { initiatives: [], timeZone: 'UTC' },
  at: Date = new Date(),
): Promise<boolean> {
  const { initiatives } = chapter;
  const demo = readDemoData(contentDir);
  if (!demo || !(await isEmpty(db))) return false;
  const events = readDemoEvents(contentDir);
  for (const donation of events?.donations ?? []) {
    if (!initiatives.includes(donation.initiative)) {
      throw new Error(
        `content/demo/events.json: "${donation.initiative}" is not an initiative of content/alumni.json`,
      );
    }
  }
  const today = localDate(at, chapter.timeZone);
  const startYear = academicYearStartOf(today);
  const stamp = at.toISOString();
  const hashes = new Map(
    await Promise.all(
      demo.accounts
        .filter((a) => a.password)
        .map(async (a) => [a.email, await hashPassword(a.password!)] as const),
    ),
  );
  // The Executive Board: its positions, in its order (each holder's bio shows there).
  const boardTitles = demo.board ?? [];
  const pictured = demo.accounts.filter((a) => a.picture);
  const processed = await processPictureFiles(
    pictured.map((a) => path.join(contentDir, a.picture!)),
  );
  const pictures = new Map(pictured.map((a, i) => [a.email, processed[i]!]));

  await db.transaction().execute(async (trx) => {
    for (const invite of demo.inviteCodes) {
      await createInviteCode(trx, {
        role: invite.role,
        uses: invite.uses,
        days: 3650,
        createdBy: 'demo',
        code: invite.code,
      });
    }
    const ids = new Map<string, string>();
    for (const account of demo.accounts) {
      const id = randomUUID();
      ids.set(account.email, id);
      const picture = pictures.get(account.email);
      const mediaId = picture ? randomUUID() : null;
      await insertUser(
        trx,
        newUserRow({
          id,
          name: account.name,
          email: account.email,
          passwordHash: hashes.get(account.email) ?? noPassword,
          role: account.role,
          bio: account.bio ?? null,
          major: account.major ?? null,
          graduationYear: account.graduationYear ?? null,
          linkedin: account.linkedin ?? null,
          phone: account.phone ?? null,
          city: account.city ?? null,
          employer: account.employer ?? null,
          industry: account.industry ?? null,
          mentoring: account.mentoring === undefined ? null : account.mentoring ? 1 : 0,
          hiring: account.hiring === undefined ? null : account.hiring ? 1 : 0,
          privacy: JSON.stringify(account.privacy ?? {}),
          profilePicture: mediaId ? `/media/${mediaId}` : null,
          verifiedAt: stamp,
          // The demo's members were initiated before the year began, their accounts made that day:
          // actives, every one, counted from the semester's first day (docs/product.md#standing).
          createdAt: account.role === 'member' ? `${daysBefore(today, 120)}T12:00:00.000Z` : stamp,
          updatedAt: stamp,
          initiatedOn: account.role === 'member' ? daysBefore(today, 120) : null,
        }),
      );
      if (picture && mediaId) {
        await insertMedia(trx, {
          id: mediaId,
          ownerId: id,
          contentType: 'image/webp',
          bytes: picture.data,
          width: picture.width,
          height: picture.height,
          attachedAt: stamp,
        });
      }
    }
    await seedOffices(trx, demo, ids, boardTitles, daysBefore(today, 90), stamp);
    for (const id of ids.values()) await refreshOffice(trx, id, today);
    const eventIds: { id: string; date: string; attendance: string | undefined }[] = [];
    for (const event of events?.calendar ?? []) {
      const date = dateInAcademicYear(startYear, event.month, event.day);
      const eventId = await addEvent(trx, {
        title: event.title,
        date,
        time: event.time,
        location: event.location,
        description: event.description,
        attendance: event.attendance,
        points: event.points,
        serviceHours: event.serviceHours,
      });
      eventIds.push({ id: eventId, date, attendance: event.attendance });
    }
    await seedAttendance(trx, demo, ids, eventIds, today, stamp);
    // The academic year's semesters ("Fall 2026" from the year's autumn), with their requirements.
    const semesters: { id: string; name: string; startsOn: string; endsOn: string }[] = [];
    for (const semester of events?.semesters ?? []) {
      const startsOn = dateInAcademicYear(startYear, semester.from.month, semester.from.day);
      const fields = {
        name: `${semester.name} ${startsOn.slice(0, 4)}`,
        startsOn,
        endsOn: dateInAcademicYear(startYear, semester.to.month, semester.to.day),
      };
      const semesterId = await addSemester(trx, fields);
      semesters.push({ id: semesterId, ...fields });
      for (const side of ['new', 'active'] as const) {
        const { attendancePercent, serviceHours, points } = semester.requirements[side];
        await setRequirements(trx, {
          semesterId,
          side,
          attendancePercent,
          serviceHalfHours: Math.round(serviceHours * 2),
          points,
        });
      }
    }
    // The demo alumni who cannot log in fill the RSVP lists, so the demo ones stay free to try.
    const guests = demo.accounts
      .filter((account) => account.role === 'alumni' && !account.password)
      .map((account) => ids.get(account.email)!);
    for (const { row, attendees } of placeAlumniEvents(events?.alumniEvents ?? [], today)) {
      await insertAlumniEvent(trx, { ...row, createdAt: stamp });
      for (const userId of guests.slice(0, attendees)) await addRsvp(trx, row.key, userId);
    }
    for (const donation of events?.donations ?? []) {
      await recordDonation(trx, {
        initiative: donation.initiative,
        amountCents: Math.round(donation.amount * 100),
        donorName: donation.donor ?? null,
        donatedOn: daysBefore(today, donation.daysAgo),
        note: donation.note ?? null,
        recordedBy: 'demo',
      });
    }
    // The money of the semester that holds today (between two: the next one, else the last).
    const byStart = semesters.toSorted((a, b) => a.startsOn.localeCompare(b.startsOn));
    await seedMoney(trx, {
      today,
      stamp,
      semester: byStart.find((semester) => semester.endsOn >= today) ?? byStart[byStart.length - 1],
      actives: demo.accounts
        .filter((account) => account.role === 'member')
        .map((account) => ({
          id: ids.get(account.email)!,
          email: account.email,
          name: account.name,
        })),
    });
    // A recruitment period open around today, its rush events and prospects, the notes by actives.
    await seedRecruitment(trx, {
      today,
      stamp,
      authors: demo.accounts
        .filter((account) => account.role === 'member' && !account.password)
        .slice(0, 3)
        .map((account) => ({ id: ids.get(account.email)!, name: account.name })),
    });
    await setMeta(trx, loadedKey, stamp);
  });
  log.info(
    {
      accounts: demo.accounts.length,
      inviteCodes: demo.inviteCodes.length,
      events: events?.calendar.length ?? 0,
      alumniEvents: events?.alumniEvents.length ?? 0,
      today,
    },
    'demo chapter loaded',
  );
  return true;
}

/**
 * The chapter's attendance so far: at each past event that counts, most members came (by the code
 * at the door) — every fifth one not, in turn, so standing differs from brother to brother; the
 * Demo Member missed one meeting and asked to be excused, and logged service hours, both waiting
 * for the standing officer.
 */
async function seedAttendance(
  trx: Db,
  demo: DemoData,
  ids: ReadonlyMap<string, string>,
  events: readonly { id: string; date: string; attendance: string | undefined }[],
  today: string,
  stamp: string,
): Promise<void> {
  const members = demo.accounts
    .filter((account) => account.role === 'member')
    .map((account) => ids.get(account.email)!);
  const demoMember = ids.get('member@oxp-northmere.example');
  const past = events.filter((event) => event.attendance && event.date < today);
  const rows = past.flatMap((event, e) =>
    members
      .filter((userId, m) => (e + m) % 5 !== 0 && !(userId === demoMember && e === 0))
      .map((userId) => ({
        eventId: event.id,
        userId,
        status: 'present',
        how: 'code',
        at: `${event.date}T23:05:00.000Z`,
        markedBy: null,
      })),
  );
  for (let i = 0; i < rows.length; i += 200)
    await trx
      .insertInto('attendance')
      .values(rows.slice(i, i + 200))
      .execute();
  // Most brothers' service hours of the autumn, approved by the Recorder.
  const recorder = ids.get('liam.castellanos@oxp-northmere.example') ?? null;
  const hours = members
    .filter((userId, m) => m % 4 !== 0 && userId !== demoMember)
    .map((userId, m) => ({
      id: randomUUID(),
      userId,
      date: daysBefore(today, 20 + (m % 30)),
      halfHours: 6 + 2 * (m % 3),
      description:
        m % 2 ? 'Riverbank trail crew with the Parks Department.' : 'Tutoring at Alder Elementary.',
      status: 'approved',
      decidedBy: recorder,
      decidedAt: stamp,
      createdAt: stamp,
    }));
  for (let i = 0; i < hours.length; i += 200)
    await trx
      .insertInto('serviceHours')
      .values(hours.slice(i, i + 200))
      .execute();
  const missed = past[0];
  if (demoMember && missed && missed.attendance === 'required')
    await trx
      .insertInto('excuses')
      .values({
        id: randomUUID(),
        eventId: missed.id,
        userId: demoMember,
        reason: 'I had an organic chemistry exam that evening; my professor can confirm it.',
        createdAt: stamp,
      })
      .execute();
  if (demoMember)
    await trx
      .insertInto('serviceHours')
      .values({
        id: randomUUID(),
        userId: demoMember,
        date: daysBefore(today, 3),
        halfHours: 6,
        description: 'Sorted donations at the Northmere food pantry.',
        confirmer: 'Dana, pantry volunteer lead',
        createdAt: stamp,
      })
      .execute();
}
