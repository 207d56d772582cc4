// The standing officer's work (area `standing`): semesters and their requirements, an event's
// check-in screen and its attendance, each write in one transaction with its audit entry.
import { formatDay } from '../../../contract/dates.ts';
import {
  checkInPath,
  checkIn,
  type AttendanceKind,
  type AttendanceStatus,
} from '../../../contract/attendance.ts';
import type {
  AttendanceEntry,
  CountingEvent,
  SemesterRow,
  Side,
} from '../../../contract/api/standing.ts';
import type { Db } from '../../db/database.ts';
import { accountColumnsOf } from '../users/repository.ts';
import { fieldError, HttpError } from '../../http-error.ts';
import { renderQrSvg } from '../../lib/qr.ts';
import { audited, type Actor } from '../audit/record.ts';
import { currentCode, newCheckInKey } from '../attendance/codes.ts';
import { chapterTime, countingEventOrRefuse, doorWindow } from '../attendance/check-in.ts';
import * as repo from '../attendance/repository.ts';
import * as semesters from '../attendance/semesters.ts';
import * as requests from '../attendance/requests.ts';
import { toExcuseRow, toHoursRow } from '../attendance/rows.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import type { EmailBrand } from '../mail/templates.ts';
import { excuseDecisionEmail, hoursDecisionEmail } from './emails.ts';

const iso = (at: number) => new Date(at).toISOString();

// ---- Semesters ---------------------------------------------------------------------------------

const zero = { attendancePercent: 0, serviceHours: 0, points: 0, duesPaid: false };

export async function semesterRows(db: Db, only?: string): Promise<SemesterRow[]> {
  const list = only
    ? [await semesters.findSemester(db, only)].filter((s) => s !== undefined)
    : await semesters.listSemesters(db);
  const requirements = await semesters.requirementsOf(
    db,
    list.map((semester) => semester.id),
  );
  return list.map((semester) => {
    const of = (side: Side) => {
      const row = requirements.find((r) => r.semesterId === semester.id && r.side === side);
      return row
        ? {
            attendancePercent: row.attendancePercent,
            serviceHours: row.serviceHalfHours / 2,
            points: row.points,
            duesPaid: Number(row.duesPaid) === 1,
          }
        : zero;
    };
    return { ...semester, requirements: { new: of('new'), active: of('active') } };
  });
}

const noSuchSemester = () => new HttpError(404, 'not_found', 'There is no such semester.');

async function checkSemester(db: Db, fields: semesters.SemesterFields, except?: string) {
  if (await semesters.semesterNamed(db, fields.name, except))
    throw new HttpError(
      409,
      'conflict',
      `There is already a semester named "${fields.name}".`,
      {},
      'name',
    );
  const other = await semesters.overlapping(db, fields, except);
  if (other)
    throw new HttpError(
      409,
      'conflict',
      `These days overlap ${other.name} (${formatDay(other.startsOn)} to ${formatDay(other.endsOn)}): one semester at a time.`,
      {},
      'startsOn',
    );
}

export async function addSemester(db: Db, actor: Actor, fields: semesters.SemesterFields) {
  const added = await audited(db, actor, 'semester added', async (trx) => {
    await checkSemester(trx, fields);
    const id = await semesters.addSemester(trx, fields);
    return { result: id, target: { id, label: fields.name }, details: { ...fields } };
  });
  return (await semesterRows(db, added))[0]!;
}

export async function changeSemester(
  db: Db,
  actor: Actor,
  id: string,
  fields: semesters.SemesterFields,
) {
  await audited(db, actor, 'semester changed', async (trx) => {
    const before = await semesters.findSemester(trx, id);
    if (!before) throw noSuchSemester();
    await checkSemester(trx, fields, id);
    await semesters.updateSemester(trx, id, fields);
    const { id: _id, ...was } = before;
    return {
      result: undefined,
      target: { id, label: fields.name },
      details: { before: was, after: fields },
    };
  });
  return (await semesterRows(db, id))[0]!;
}

export async function setRequirements(
  db: Db,
  actor: Actor,
  fields: {
    semesterId: string;
    side: Side;
    attendancePercent: number;
    serviceHours: number;
    points: number;
    duesPaid?: boolean | undefined;
  },
) {
  await audited(db, actor, 'requirements set', async (trx) => {
    const semester = await semesters.findSemester(trx, fields.semesterId);
    if (!semester) throw fieldError('semesterId', 'There is no such semester.');
    const before = await semesters.setRequirements(trx, {
      semesterId: fields.semesterId,
      side: fields.side,
      attendancePercent: fields.attendancePercent,
      serviceHalfHours: Math.round(fields.serviceHours * 2),
      points: fields.points,
      duesPaid: fields.duesPaid,
    });
    return {
      result: undefined,
      target: {
        id: semester.id,
        label: `${semester.name}, ${fields.side === 'new' ? 'new members' : 'actives'}`,
      },
      details: {
        before: {
          ...before,
          serviceHours: before.serviceHalfHours / 2,
          serviceHalfHours: undefined,
        },
        after: {
          attendancePercent: fields.attendancePercent,
          serviceHours: fields.serviceHours,
          points: fields.points,
          duesPaid: fields.duesPaid ?? before.duesPaid,
        },
      },
    };
  });
  return (await semesterRows(db, fields.semesterId))[0]!;
}

// ---- Events, the check-in screen and attendance --------------------------------------------------

export function toCountingEvent(
  event: {
    id: string;
    title: string;
    date: string;
    time: string | null;
    attendance: string;
    points: number;
    serviceHalfHours: number;
    present?: number | string | null;
  },
  timeZone: string,
  now: number,
): CountingEvent {
  const door = doorWindow(event, timeZone, now);
  return {
    id: event.id,
    title: event.title,
    date: event.date,
    time: event.time,
    attendance: event.attendance as AttendanceKind,
    points: event.points,
    serviceHours: event.serviceHalfHours / 2,
    present: Number(event.present ?? 0),
    opensAt: iso(door.opensAt),
    closesAt: iso(door.closesAt),
  };
}

/** The screen's code for now, with its QR code, the door's times and who came last. */
export async function checkInScreen(
  db: Db,
  eventId: string,
  { publicUrl, timeZone, now }: { publicUrl: string; timeZone: string; now: number },
) {
  const event = await countingEventOrRefuse(db, eventId);
  const key = event.checkInKey ?? (await repo.ensureCheckInKey(db, event.id, newCheckInKey()));
  if (!key) throw new HttpError(404, 'not_found', 'There is no such event.');
  const { code, changesAt, expiresAt } = currentCode(key, event.id, now);
  const url = `${publicUrl}${checkInPath(event.id, code)}`;
  const door = doorWindow(event, timeZone, now);
  const marks = await repo.marksOf(db, event.id);
  const present = marks.filter((mark) => mark.status === 'present');
  return {
    event: {
      id: event.id,
      title: event.title,
      date: event.date,
      time: event.time,
      attendance: event.attendance as AttendanceKind,
      points: event.points,
      serviceHours: event.serviceHalfHours / 2,
    },
    code,
    url,
    qrSvg: renderQrSvg(url),
    expiresAt: iso(expiresAt),
    refreshEvery: checkIn.stepSeconds,
    changesInMs: Math.max(0, changesAt - now),
    open: door.open,
    opensAt: iso(door.opensAt),
    closesAt: iso(door.closesAt),
    present: present.length,
    latest: present
      .toSorted((a, b) => b.at.localeCompare(a.at))
      .slice(0, 12)
      .map((mark) => ({ name: mark.name, at: mark.at })),
  };
}

const entry = (mark: repo.AttendanceRow): AttendanceEntry => ({
  userId: mark.userId,
  name: mark.name,
  at: mark.at,
  how: mark.how,
  markedBy: mark.markedBy,
});

export async function attendanceOf(db: Db, eventId: string, timeZone: string, now: number) {
  const event = await countingEventOrRefuse(db, eventId);
  const marks = await repo.marksOf(db, event.id);
  const of = (status: AttendanceStatus) => marks.filter((m) => m.status === status).map(entry);
  const present = of('present');
  return {
    event: toCountingEvent({ ...event, present: present.length }, timeZone, now),
    present,
    excused: of('excused'),
    absent: of('absent'),
    unmarked: await repo.unmarkedMembers(db, event.id),
  };
}

const statusWords: Record<AttendanceStatus | 'none', string> = {
  present: 'present',
  excused: 'excused',
  absent: 'absent',
  none: 'not marked',
};

/**
 * An officer's mark for one brother (or `none` to take one away), audited with what it replaced.
 * Present or absent only once the event's check-in has opened (nobody attends what has not begun);
 * an excuse may be given ahead.
 */
export async function markAttendance(
  db: Db,
  actor: Actor,
  eventId: string,
  userId: string,
  status: AttendanceStatus | 'none',
  clockNow: { timeZone: string; now: number },
): Promise<string> {
  return audited(db, actor, 'attendance marked', async (trx) => {
    const event = await countingEventOrRefuse(trx, eventId);
    const door = doorWindow(event, clockNow.timeZone, clockNow.now);
    if ((status === 'present' || status === 'absent') && clockNow.now < door.opensAt)
      throw new HttpError(
        409,
        'conflict',
        `"${event.title}" has not begun: a brother can be marked ${status} from ${chapterTime(door.opensAt, clockNow.timeZone)}, when its check-in opens. An excuse can be given now.`,
      );
    const member = await accountColumnsOf(trx, userId, ['id', 'name', 'role']);
    if (!member || member.role !== 'member')
      throw new HttpError(404, 'not_found', 'There is no such active member.');
    const before =
      status === 'none'
        ? await repo.clearMark(trx, event.id, member.id)
        : await repo.markByHand(trx, {
            eventId: event.id,
            userId: member.id,
            status,
            at: new Date().toISOString(),
            markedBy: actor.id!,
          });
    return {
      result: `${member.name} is ${statusWords[status]} at "${event.title}".`,
      target: { id: member.id, label: member.name },
      details: {
        event: event.title,
        eventId: event.id,
        date: event.date,
        before: before ?? 'none',
        after: status,
      },
    };
  });
}

// ---- Excuses and service hours: the queues and the decisions -------------------------------------

export interface DecisionDeps {
  db: Db;
  mailer: Mailer;
  brand: EmailBrand;
  publicUrl: string;
}

interface RequestKind<Record, Row> {
  table: 'excuses' | 'serviceHours';
  /** "excuse", "service hours": the audit action's start and the refusals' words. */
  what: string;
  /** The 404's words. */
  missing: string;
  find: (db: Db, id: string) => Promise<Record | undefined>;
  toRow: (record: Record) => Row;
  email: (deps: DecisionDeps, to: string, row: Row) => MailMessage;
  details: (row: Row, note: string) => Record_;
  /** More to do in the decision's transaction (an approved excuse marks him excused). */
  alsoDo?: (trx: Db, actor: Actor, record: Record, approved: boolean) => Promise<void>;
}
type Record_ = Record<string, unknown>;

/**
 * Approves or denies a pending request once, audited and emailed (never the officer's own: the
 * route declares whose request it is, and the access layer refuses his own).
 */
async function decideRequest<
  Stored extends { userId: string; status: string; decidedBy: string | null },
  Row extends { userId: string; name: string },
>(
  deps: DecisionDeps,
  actor: Actor,
  id: string,
  decision: { approve: boolean; note?: string | undefined },
  kind: RequestKind<Stored, Row>,
): Promise<Row> {
  const note = decision.note ?? '';
  const status = decision.approve ? 'approved' : 'denied';
  const row = await audited(deps.db, actor, `${kind.what} ${status}`, async (trx) => {
    const before = await kind.find(trx, id);
    if (!before) throw new HttpError(404, 'not_found', kind.missing);
    if (!(await requests.decide(trx, kind.table, id, { status, note, decidedBy: actor.id! })))
      throw new HttpError(
        409,
        'conflict',
        `This ${kind.what} was ${before.status} already${before.decidedBy ? ` by ${before.decidedBy}` : ''}.`,
      );
    await kind.alsoDo?.(trx, actor, before, decision.approve);
    const after = kind.toRow((await kind.find(trx, id))!);
    const member = (await accountColumnsOf(trx, after.userId, ['email']))!;
    await deps.mailer.enqueue(trx, kind.email(deps, member.email, after));
    return {
      result: after,
      target: { id: after.userId, label: after.name },
      details: kind.details(after, note),
    };
  });
  deps.mailer.wake();
  return row;
}

/** Approves or denies a pending excuse once; an approved one marks him excused (unless present). */
export const decideExcuse = (
  deps: DecisionDeps,
  actor: Actor,
  id: string,
  decision: { approve: boolean; note?: string | undefined },
) =>
  decideRequest(deps, actor, id, decision, {
    table: 'excuses',
    what: 'excuse',
    missing: 'There is no such excuse.',
    find: requests.findExcuse,
    toRow: toExcuseRow,
    email: (d, to, row) => excuseDecisionEmail(d.brand, d.publicUrl, to, row),
    details: (row, note) => ({ event: row.event, eventId: row.eventId, reason: row.reason, note }),
    alsoDo: async (trx, officer, excuse, approved) => {
      if (!approved) return;
      const mark = await repo.markOf(trx, excuse.eventId, excuse.userId);
      if (mark?.status !== 'present')
        await repo.markByHand(trx, {
          eventId: excuse.eventId,
          userId: excuse.userId,
          status: 'excused',
          at: new Date().toISOString(),
          markedBy: officer.id!,
        });
    },
  });

/** Approves or denies pending service hours once; approved hours count. */
export const decideHours = (
  deps: DecisionDeps,
  actor: Actor,
  id: string,
  decision: { approve: boolean; note?: string | undefined },
) =>
  decideRequest(deps, actor, id, decision, {
    table: 'serviceHours',
    what: 'service hours',
    missing: 'There are no such service hours.',
    find: requests.findHours,
    toRow: toHoursRow,
    email: (d, to, row) => hoursDecisionEmail(d.brand, d.publicUrl, to, row),
    details: (row, note) => ({
      date: row.date,
      hours: row.hours,
      description: row.description,
      note,
    }),
  });

export async function queueCounts(db: Db) {
  const count = async (table: 'excuses' | 'serviceHours') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', '=', 'pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const [excuses, serviceHours] = await Promise.all([count('excuses'), count('serviceHours')]);
  return { excuses, serviceHours };
}
