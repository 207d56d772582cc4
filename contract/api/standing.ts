// Attendance and standing (docs/product.md#check-in, docs/product.md#standing, area `standing`;
// docs/api.md#attendance-and-check-in-area-standing): the semesters and their requirements, the
// events that take attendance, an event's check-in screen and its list, and the member's check-in.
import { z } from 'zod';
import { attendanceKinds, attendanceStatuses, requestStatuses } from '../attendance.ts';
import { limits } from '../limits.ts';
import { duesStatuses } from '../money.ts';
import { freeText } from './common.ts';
import { eventDate } from './officer/calendar.ts';
import { eventIdParams, listFormat } from './officer.ts';

// ---- Semesters and requirements -------------------------------------------------------------------

export const sides = ['new', 'active'] as const;
export type Side = (typeof sides)[number];

export const semesterRequest = z
  .object({
    name: freeText({ label: 'The name', max: 60 }),
    startsOn: eventDate('The first day'),
    endsOn: eventDate('The last day'),
  })
  .strict()
  .refine((semester) => semester.endsOn > semester.startsOn, {
    path: ['endsOn'],
    message: 'The last day must be after the first day.',
  });

const requirement = z.object({
  attendancePercent: z.number(),
  serviceHours: z.number(),
  points: z.number(),
  /** Dues paid is asked: dues overdue make standing at risk (paid or on a plan on track never do). */
  duesPaid: z.boolean(),
});

export const semesterRow = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The requirements of each side (zero where none was set). */
  requirements: z.object({ new: requirement, active: requirement }),
});
export type SemesterRow = z.infer<typeof semesterRow>;

export const semestersResponse = z.object({ semesters: z.array(semesterRow) });
export const semesterResponse = z.object({ semester: semesterRow, message: z.string() });

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} is a whole number from 0 to ${max}.` })
    .int(`${label} is a whole number from 0 to ${max}.`)
    .min(0, `${label} is a whole number from 0 to ${max}.`)
    .max(max, `${label} is a whole number from 0 to ${max}.`);

export const requirementsRequest = z
  .object({
    semesterId: z.string({ error: 'The semester is required.' }).uuid('There is no such semester.'),
    side: z.enum(sides, { error: 'The side is new (new members) or active.' }),
    attendancePercent: wholeNumber('The attendance percent', 100),
    serviceHours: z
      .number({ error: 'The service hours are a number from 0 to 500, in half hours.' })
      .min(0, 'The service hours are a number from 0 to 500, in half hours.')
      .max(500, 'The service hours are a number from 0 to 500, in half hours.')
      .multipleOf(0.5, 'The service hours are counted in half hours (1.5, not 1.4).'),
    points: wholeNumber('The points', 10_000),
    /** Left out: kept as it was (not asked, for a side set for the first time). */
    duesPaid: z.boolean({ error: 'Dues paid is yes or no (true or false).' }).optional(),
  })
  .strict();

// ---- Events that count and their attendance -------------------------------------------------------

export const countingEventsQuery = z.object({
  from: eventDate('From').optional(),
  to: eventDate('To').optional(),
});

export const countingEvent = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  attendance: z.enum(attendanceKinds),
  points: z.number(),
  serviceHours: z.number(),
  /** How many are present so far. */
  present: z.number(),
  /** When the door opens and closes for the check-in (ISO instants). */
  opensAt: z.string(),
  closesAt: z.string(),
});
export type CountingEvent = z.infer<typeof countingEvent>;
export const countingEventsResponse = z.object({ events: z.array(countingEvent) });

export const checkInCodeResponse = z.object({
  /** The event, for the screen's heading. */
  event: countingEvent.omit({ present: true, opensAt: true, closesAt: true }),
  /** Six characters from contract/attendance.ts's alphabet. */
  code: z.string(),
  /** The address the QR code holds: the event's check-in page with the code. */
  url: z.string(),
  /** The QR code of `url`, an SVG document. */
  qrSvg: z.string(),
  /** Until when this code is accepted (ISO). */
  expiresAt: z.string(),
  /** Seconds between codes. */
  refreshEvery: z.number(),
  /** Milliseconds until the next code (ask again then; free of the clocks' difference). */
  changesInMs: z.number(),
  /** Whether the door is open now, and its times (ISO). */
  open: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
  /** How many are present so far, and who came last (newest first, at most 12). */
  present: z.number(),
  latest: z.array(z.object({ name: z.string(), at: z.string() })),
});
export type CheckInCode = z.infer<typeof checkInCodeResponse>;

export const attendanceEntry = z.object({
  userId: z.string(),
  name: z.string(),
  at: z.string(),
  how: z.enum(['code', 'officer']),
  /** The officer who marked it by hand; null for the code. */
  markedBy: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntry>;

export const attendanceResponse = z.object({
  event: countingEvent,
  present: z.array(attendanceEntry),
  excused: z.array(attendanceEntry),
  absent: z.array(attendanceEntry),
  /** Active members with no mark yet (to mark by hand). */
  unmarked: z.array(z.object({ userId: z.string(), name: z.string() })),
  /** The asking officer's account: his own mark is another officer's to make. */
  you: z.string(),
});
export type AttendanceList = z.infer<typeof attendanceResponse>;

export const attendanceQuery = z.object({ format: listFormat });

export const attendanceMarkParams = eventIdParams.extend({
  userId: z.string().regex(/^[0-9a-f-]{36}$/, 'There is no such member.'),
});

export const attendanceMarkRequest = z
  .object({
    /** A mark, or `none` to take a mistaken one away. */
    status: z.enum([...attendanceStatuses, 'none'], {
      error: 'The status is present, excused, absent or none.',
    }),
  })
  .strict();

// ---- The member's check-in ------------------------------------------------------------------------

export const checkInRequest = z
  .object({
    code: z
      .string({
        error: 'The code is required: scan the screen at the door or type its 6 characters.',
      })
      .max(20, 'The code is the 6 characters on the screen at the door.'),
  })
  .strict();

export const checkInResponse = z.object({
  checkedIn: z.literal(true),
  /** When he was checked in (the first time, when he checks in again). */
  at: z.string(),
  event: z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    time: z.string().nullable(),
  }),
  message: z.string(),
});

export const checkInEventResponse = z.object({
  event: z.object({
    id: z.string(),
    title: z.string(),
    date: z.string(),
    time: z.string().nullable(),
  }),
  /** When he checked in, or null. */
  checkedInAt: z.string().nullable(),
  open: z.boolean(),
  opensAt: z.string(),
  closesAt: z.string(),
});
export type CheckInEvent = z.infer<typeof checkInEventResponse>;

// ---- Excuses and service hours --------------------------------------------------------------------

const { standing: standingLimits } = limits;

export const excuseRequest = z
  .object({
    reason: freeText({ label: 'The reason', max: standingLimits.reasonMaxLength, multiline: true }),
  })
  .strict();

export const serviceHoursRequest = z
  .object({
    date: eventDate('The date'),
    hours: z
      .number({ error: 'The hours are a number from 0.5 to 24, in half hours.' })
      .min(standingLimits.hoursMin, 'The hours are a number from 0.5 to 24, in half hours.')
      .max(standingLimits.hoursMax, 'The hours are a number from 0.5 to 24, in half hours.')
      .multipleOf(0.5, 'The hours are counted in half hours (1.5, not 1.4).'),
    description: freeText({
      label: 'What you did',
      max: standingLimits.reasonMaxLength,
      multiline: true,
    }),
    confirmer: freeText({ label: 'Who can confirm it', max: 120, required: false }).optional(),
  })
  .strict();

export const decisionRequest = z
  .object({
    approve: z.boolean({ error: 'Approve is yes or no (true or false).' }),
    note: freeText({
      label: 'The note',
      max: standingLimits.noteMaxLength,
      required: false,
      multiline: true,
    }).optional(),
  })
  .strict()
  .refine((decision) => decision.approve || (decision.note ?? '') !== '', {
    path: ['note'],
    message: 'Say why in the note: the member reads it in the email.',
  });

export const requestsQuery = z.object({
  status: z.enum([...requestStatuses, 'all']).default('pending'),
});

export const excuseRow = z.object({
  id: z.string(),
  eventId: z.string(),
  event: z.string(),
  eventDate: z.string(),
  userId: z.string(),
  name: z.string(),
  reason: z.string(),
  status: z.enum(requestStatuses),
  note: z.string(),
  /** The officer's name; null while pending. */
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ExcuseRow = z.infer<typeof excuseRow>;
export const excusesResponse = z.object({ excuses: z.array(excuseRow) });
export const excuseResponse = z.object({ excuse: excuseRow, message: z.string() });

export const serviceHoursRow = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  date: z.string(),
  hours: z.number(),
  description: z.string(),
  confirmer: z.string(),
  status: z.enum(requestStatuses),
  note: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ServiceHoursRow = z.infer<typeof serviceHoursRow>;
export const serviceHoursResponse = z.object({ entries: z.array(serviceHoursRow) });
export const serviceHoursEntryResponse = z.object({
  entry: serviceHoursRow,
  message: z.string(),
});

export const queueCountsResponse = z.object({ excuses: z.number(), serviceHours: z.number() });

// ---- Standing ------------------------------------------------------------------------------------

export const standingStatuses = ['good', 'at_risk', 'not_met'] as const;
export type StandingStatus = (typeof standingStatuses)[number];

/**
 * His dues today (docs/money.md): shown to him and to the officers of standing and of the treasury
 * only. `required`: his side's requirements ask dues paid, so `overdue` makes the standing at risk.
 */
export const standingDues = z.object({
  balanceCents: z.number(),
  overdueCents: z.number(),
  status: z.enum(duesStatuses),
  required: z.boolean(),
});
export type StandingDues = z.infer<typeof standingDues>;

export const standing = z.object({
  /**
   * His first counted day (YYYY-MM-DD): the later of the semester's first day, his account's and,
   * for an active initiated during the semester, his initiation. Nothing before it counts against him.
   */
  countsFrom: z.string(),
  attendance: z.object({
    attended: z.number(),
    excused: z.number(),
    missed: z.number(),
    /** Required events so far from his first day (their door closed). */
    required: z.number(),
    /** Required events still to come this semester (on the calendar). */
    left: z.number(),
    percent: z.number(),
    requiredPercent: z.number(),
  }),
  /** `required`: the semester's requirement prorated to his part of it (in half hours, points). */
  serviceHours: z.object({ approved: z.number(), pending: z.number(), required: z.number() }),
  points: z.object({ earned: z.number(), required: z.number() }),
  dues: standingDues,
  status: z.enum(standingStatuses),
  /**
   * What is still owed this semester and by when, or that it cannot be met any more (empty when
   * nothing is owed); said with a good standing too.
   */
  advice: z.array(z.string()),
});
export type Standing = z.infer<typeof standing>;

const semesterSummary = z.object({
  id: z.string(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
});

export const myStandingQuery = z.object({
  semester: z.string().uuid('There is no such semester.').optional(),
});

export const myStandingResponse = standing.extend({
  /** Null when no semester holds today (nothing is counted then). */
  semester: semesterSummary.nullable(),
  side: z.enum(sides),
  excuses: z.array(excuseRow),
  serviceHoursEntries: z.array(serviceHoursRow),
  /** Required events he may still ask to be excused from (not present, no excuse yet). */
  excusable: z.array(z.object({ id: z.string(), title: z.string(), date: z.string() })),
});
export type MyStanding = z.infer<typeof myStandingResponse>;

export const standingTableQuery = z.object({
  semester: z.string().uuid('There is no such semester.').optional(),
  format: listFormat,
});

export const standingRow = standing.extend({
  userId: z.string(),
  name: z.string(),
  side: z.enum(sides),
  graduationYear: z.number().nullable(),
});
export type StandingRow = z.infer<typeof standingRow>;

export const standingTableResponse = z.object({
  semester: semesterSummary.nullable(),
  rows: z.array(standingRow),
});
