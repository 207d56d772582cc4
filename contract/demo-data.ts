// The schema of `content/demo/`: the fictional people and codes loaded into an empty database when
// DEMO_DATA is on. A real chapter deletes the folder (and runs with DEMO_DATA=false).
import { z } from 'zod';
import { roles } from './api/auth.ts';
import { alumniEventIcons } from './api/member-area.ts';

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
  linkedin: z.url().optional(),
  /** A picture under content/ (e.g. `demo/pictures/member-01.svg`), made into the profile picture. */
  picture: z
    .string()
    .regex(
      /^(images|demo)\/[a-z0-9/_-]+\.(svg|jpe?g|png|webp)$/,
      'must be a path under content/images or content/demo',
    )
    .optional(),
  isOfficer: z.boolean().optional(),
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
});

export type DemoData = z.infer<typeof demoDataSchema>;

/** content/demo/events.json. Calendar events give a month and day: they are placed in the current
 * academic year (August to July), so the demo calendar never goes out of date. */
export const demoEventsSchema = z.strictObject({
  calendar: z.array(
    z.strictObject({
      month: z.int().min(1).max(12),
      day: z.int().min(1).max(31),
      title: text,
      time: text.optional(),
      location: text.optional(),
      description: text.optional(),
    }),
  ),
  alumniEvents: z.array(
    z.strictObject({
      key: z.string().regex(/^[A-Za-z0-9-]{3,80}$/),
      title: text,
      displayDate: text,
      sortDate: z.iso.date(),
      type: text,
      icon: z.enum(alumniEventIcons),
      description: text,
      canRsvp: z.boolean().optional(),
    }),
  ),
  donations: z.array(
    z.strictObject({
      initiative: text,
      amount: z.number().positive(),
      donor: text.optional(),
      date: z.iso.date(),
      note: text.optional(),
    }),
  ),
});

export type DemoEvents = z.infer<typeof demoEventsSchema>;

/** The first year of the academic year `at` falls in (it starts in August). */
export function academicYearStart(at: Date): number {
  return at.getUTCMonth() >= 7 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
}

/** The date of a month/day in the academic year starting in `startYear`, as YYYY-MM-DD. */
export function dateInAcademicYear(startYear: number, month: number, day: number): string {
  const year = month >= 8 ? startYear : startYear + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}
