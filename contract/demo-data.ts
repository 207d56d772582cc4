// The schema of `content/demo/`: the fictional people and codes loaded into an empty database when
// DEMO_DATA is on. A real chapter deletes the folder (and runs with DEMO_DATA=false).
import { z } from 'zod';
import { roles } from './api/auth.ts';
import { alumniEventIcons } from './api/member-area.ts';
import { areas } from './api/officer.ts';
import { audiences, industries, privacyFields } from './privacy.ts';

const text = z.string().trim().min(1);

export const demoAccountSchema = z.strictObject({
  name: text,
  email: z.email(),
  role: z.enum(roles),
  /** Only the accounts people are meant to try have a password; the others cannot log in. */
  password: z.string().min(8).optional(),
  major: text.optional(),
  graduationYear: z.int().min(1940).max(2100).optional(),
  position: text.optional(),
  /** His profile's bio: an officer's shows on the Executive Board page. */
  bio: z.string().min(1).max(400).optional(),
  linkedin: z.url().optional(),
  /** The directories' details (docs/product.md#privacy), and who he lets see them. */
  phone: text.optional(),
  city: text.optional(),
  employer: text.optional(),
  industry: z.enum(industries).optional(),
  mentoring: z.boolean().optional(),
  hiring: z.boolean().optional(),
  privacy: z.partialRecord(z.enum(privacyFields), z.enum(audiences)).optional(),
  /** A picture under content/ (e.g. `demo/pictures/member-01.svg`), made into the profile picture. */
  picture: z
    .string()
    .regex(
      /^(images|demo)\/[a-z0-9/_-]+\.(svg|jpe?g|png|webp)$/,
      'must be a path under content/images or content/demo',
    )
    .optional(),
  isOfficer: z.boolean().optional(),
  /** The officer's areas (docs/product.md#officer-console). */
  areas: z.array(z.enum(areas)).optional(),
});

export const demoDataSchema = z.strictObject({
  inviteCodes: z.array(
    z.strictObject({
      code: z.string().regex(/^[A-Z0-9-]{8,40}$/),
      role: z.enum(roles),
      uses: z.int().positive(),
    }),
  ),
  accounts: z.array(demoAccountSchema),
  /** The positions on the Executive Board, in the board's order (the accounts' `position`s). */
  board: z.array(text).optional(),
});

export type DemoData = z.infer<typeof demoDataSchema>;

/** content/demo/events.json. Every date is relative to the day the demo is loaded (on the chapter's
 * calendar), so a new install always shows a living chapter (docs/decisions/009): calendar events
 * give a month and day placed in the current academic year (August to July); alumni events, the
 * next (or the previous) occurrence of a month and day; donations, a number of days ago. */
export const demoEventsSchema = z.strictObject({
  calendar: z.array(
    z.strictObject({
      month: z.int().min(1).max(12),
      day: z.int().min(1).max(31),
      title: text,
      time: text.optional(),
      location: text.optional(),
      description: text.optional(),
      /** Whether it counts toward standing, and what it gives those who come. */
      attendance: z.enum(['optional', 'required']).optional(),
      points: z.int().min(0).max(100).optional(),
      serviceHours: z.number().min(0).max(24).multipleOf(0.5).optional(),
    }),
  ),
  /** The semesters of the academic year the demo is loaded in (month and day of the first and
   * last day), with each side's requirements. */
  semesters: z
    .array(
      z.strictObject({
        name: text,
        from: z.strictObject({ month: z.int().min(1).max(12), day: z.int().min(1).max(31) }),
        to: z.strictObject({ month: z.int().min(1).max(12), day: z.int().min(1).max(31) }),
        requirements: z.strictObject({
          new: z.strictObject({
            attendancePercent: z.int(),
            serviceHours: z.number(),
            points: z.int(),
          }),
          active: z.strictObject({
            attendancePercent: z.int(),
            serviceHours: z.number(),
            points: z.int(),
          }),
        }),
      }),
    )
    .optional(),
  alumniEvents: z.array(
    z.strictObject({
      /** The event's key is this and its first day: FoundersDay-2027-03-06. */
      key: z.string().regex(/^[A-Za-z0-9]{3,60}$/),
      title: text,
      month: z.int().min(1).max(12),
      day: z.int().min(1).max(31),
      /** How many days it lasts (1 when missing). */
      days: z.int().min(1).max(14).optional(),
      /** 0 (Sunday) to 6: it starts on the first such day on or after the month and day. */
      weekday: z.int().min(0).max(6).optional(),
      /** The next occurrence not over yet (the default), or the last one that is over. */
      occurrence: z.enum(['next', 'previous']).optional(),
      time: text.optional(),
      location: text.optional(),
      type: text,
      icon: z.enum(alumniEventIcons),
      description: text,
      canRsvp: z.boolean().optional(),
      /** How many of the demo alumni (those who cannot log in) are on its RSVP list. */
      attendees: z.int().min(0).max(50).optional(),
    }),
  ),
  donations: z.array(
    z.strictObject({
      initiative: text,
      amount: z.number().positive(),
      donor: text.optional(),
      daysAgo: z.int().min(0).max(3650),
      note: text.optional(),
    }),
  ),
});

export type DemoEvents = z.infer<typeof demoEventsSchema>;
