// The demo chapter grown to a national alumni base, as an archive `npm run import` reads (decision 019,
// docs/performance.md#a-chapter-of-20000):
//   node scripts/grow-demo.ts --accounts 20000 --out /tmp/chapter-20000.zip [--seed 18]
// A scratch SQLite database is started as a fresh server starts one (migrations, the content/
// documents, content/demo), then grown to `accounts` accounts of fictional people — 3/4 alumni,
// 1/4 members, a few officers — with what such a chapter gathers over the years, per account:
// ~3.75 gifts, ~3 audit entries, ~1 newsletter subscriber, ~1.5 RSVPs over ~40 alumni events, a
// picture for one in ten; invites, calendar events and past newsletters besides; and four semesters
// of the chapter's money for the ~5,000 brothers of each (dues, fees, fines, late fees, payments
// with receipts, plans, claims, reminders: ~500,000 ledger lines with the gifts'). The rows are
// written with the repositories and Kysely, and the archive is made by the project's own export
// (`server/cli/export.ts`, what `npm run export` runs). The grown part is the same for a seed and a
// day (its dates are counted back from today); the demo's own ids are random, as a server makes them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import type { Insertable } from 'kysely';
import pino from 'pino';
import { formatEventDates, localDate } from '../contract/event-dates.ts';
import { paymentMethodNames } from '../contract/money.ts';
import { loadContent } from '../server/content-loader.ts';
import { migrateToLatest, openDatabase, sqliteFileIn, type Db } from '../server/db/database.ts';
import { loadDemoData } from '../server/demo/demo-data.ts';
import type { Database } from '../server/db/schema.ts';
import { seedContentPictures } from '../server/core/media/content-pictures.ts';
import { seedContent } from '../server/core/content/service.ts';
import { postUnpostedGifts } from '../server/core/donations/repository.ts';
import { insertUsers } from '../server/core/users/repository.ts';
import { newUserRow } from '../server/core/users/user-rows.ts';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

// ---- Seeded randomness ---------------------------------------------------------------------------

/** mulberry32: a small, fast generator; the same seed gives the same chapter. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const hex = (digits: number) => {
    let out = '';
    while (out.length < digits) out += (int(0x1_0000) + 0x1_0000).toString(16).slice(1);
    return out.slice(0, digits);
  };
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    /** One of `table`'s values, each as likely as its weight. */
    weighted: <T>(table: readonly (readonly [T, number])[]): T => {
      let left = next() * table.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [value, weight] of table) if ((left -= weight) < 0) return value;
      return table.at(-1)![0];
    },
    hex,
    /** A random UUID (version 4), as `randomUUID()` writes it. */
    uuid: () => {
      const h = hex(32);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
    },
    /** A time-ordered id (UUID version 7) for `ms`, as the audit log's `orderedId()` makes them. */
    orderedUuid: (ms: number) => {
      const h = ms.toString(16).padStart(12, '0') + hex(20);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-7${h.slice(13, 16)}-${'89ab'[int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
    },
    /** URL-safe random text, like `randomToken()`. */
    token: (length = 43) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(64)];
      return out;
    },
  };
}
type Random = ReturnType<typeof seededRandom>;

// ---- People --------------------------------------------------------------------------------------

const firstNames = `
  Aaron Adam Adrian Alex Andre Andrew Anthony Ben Blake Brandon Brian Bryce Caleb Cameron
  Carlos Chris Cole Colin Connor Daniel David Derek Diego Dominic Drew Dylan Eli Eric
  Ethan Evan Gabe Gavin Grant Greg Hector Henry Ian Isaac Jack Jacob Jake James Jared
  Jason Javier Jeff Jeremy Joel John Jordan Jose Josh Julian Justin Kevin Kyle Logan Lucas
  Luis Marcus Mark Matt Max Michael Miguel Nate Nick Noah Omar Owen Patrick Paul Peter Raj
  Ray Ricardo Rob Ryan Sam Scott Sean Steve Theo Thomas Tim Trevor Tyler Victor Vikram Wei
  Will Zach
`
  .trim()
  .split(/\s+/);
const lastNames = `
  Abbott Acosta Adams Ahmed Alvarez Anderson Bailey Baker Banerjee Barnes Bell Bennett
  Brooks Brown Bryant Butler Campbell Carter Castro Chang Chen Clark Coleman Collins Cook
  Cooper Cruz Davis Diaz Dixon Doyle Duncan Edwards Evans Fischer Fisher Fleming Flores
  Ford Foster Garcia Gibson Gonzalez Gordon Graham Grant Gray Green Griffin Gupta Hall
  Hamilton Harper Harris Hayes Henderson Hernandez Hill Hoffman Howard Hughes Hunt Jackson
  James Jenkins Johnson Jones Kaplan Keller Kelly Kennedy Kim King Klein Kowalski Kumar
  Lee Lewis Lopez Marshall Martin Martinez Mason Meyer Miller Mitchell Moore Morales
  Morgan Murphy Murray Nguyen Nelson Novak O'Brien Olsen Ortiz Owens Palmer Park Parker
  Patel Perry Peterson Phillips Powell Price Quinn Ramirez Reed Reyes Richardson Rivera
  Roberts Robinson Rodriguez Rogers Ross Russell Sanchez Sanders Schmidt Scott Shah Shaw
  Simmons Singh Smith Stewart Sullivan Taylor Thomas Thompson Torres Tran Turner Walker
  Wallace Wang Ward Watson Webb Weber White Williams Wilson Wong Wright Young Zhang
`
  .trim()
  .split(/\s+/);
const majors = `
  Accounting, Architecture, Biology, Chemical Engineering, Chemistry, Civil Engineering,
  Communications, Computer Science, Economics, Electrical Engineering, English, Finance,
  History, Information Science, Journalism, Kinesiology, Management, Marketing,
  Mathematics, Mechanical Engineering, Nursing, Philosophy, Physics, Political Science,
  Psychology, Sociology, Supply Chain Management
`
  .trim()
  .split(/,\s*/);
/** Fictional addresses only (reserved names: example.*, *.example). */
const alumniDomains = [
  ['example.com', 5],
  ['example.org', 2],
  ['example.net', 2],
  ['mail.example', 2],
  ['work.example', 1],
] as const;
const studentDomain = 'students.northmere.example';

// ---- What a chapter does over the years ------------------------------------------------------------

const giftAmounts = [
  [2_500, 18],
  [5_000, 22],
  [7_500, 4],
  [10_000, 20],
  [15_000, 3],
  [20_000, 4],
  [25_000, 9],
  [50_000, 7],
  [100_000, 4],
  [250_000, 1],
  [500_000, 0.3],
] as const;
const giftNotes = [
  'Homecoming pledge',
  'In memory of a brother',
  'Matching gift from employer',
  'Class reunion gift',
  'Monthly gift',
  'For the new roof',
  'Founders Day banquet',
  'Thank you for the tour',
] as const;
const voidReasons = [
  'Entered twice',
  'The payment was refunded',
  'Recorded under the wrong initiative',
  'Check returned by the bank',
] as const;

/** The audit log's actions (as the server and the command line write them) and how often. */
const auditActions = [
  ['gift recorded', 24],
  ['account changed', 12],
  ['content published', 8],
  ['verification code resent', 5],
  ['calendar event added', 5],
  ['invite created', 4],
  ['calendar event changed', 4],
  ['newsletter test sent', 3],
  ['alumni event changed', 3],
  ['data exported', 2.5],
  ['two-factor turned on', 2],
  ['alumni event added', 2],
  ['account signed out everywhere', 2],
  ['content picture uploaded', 2],
  ['newsletter sent', 1.5],
  ['calendar event removed', 1.2],
  ['invite revoked', 1],
  ['newsletter issue published', 1],
  ['archive exported', 0.8],
  ['gift voided', 0.6],
  ['content restored', 0.5],
  ['two-factor turned off', 0.5],
  ['alumni event deleted', 0.4],
  ['officer granted', 0.4],
  ['officer revoked', 0.3],
  ['two-factor reset', 0.3],
  ['recovery code used', 0.3],
  ['newsletter issue deleted', 0.2],
  ['archive imported', 0.1],
] as const;
const contentDocuments = ['home', 'about', 'alumni', 'philanthropy', 'highlights', 'officers'];
/** The grown chapter's own positions (not the demo's, whose seats are full), off the board. */
const officerPositions = [
  'Finance Chair',
  'Assistant Treasurer',
  'Secretary',
  'Alumni Relations Chair',
  'Events Chair',
  'Recruitment Chair',
] as const;
/** Which areas each position (and so each new current officer) holds. */
const officerAreas: Record<(typeof officerPositions)[number], string> = {
  'Finance Chair': 'treasury',
  'Assistant Treasurer': 'treasury',
  Secretary: 'accounts,communications',
  'Alumni Relations Chair': 'calendar,communications',
  'Events Chair': 'calendar',
  'Recruitment Chair': 'accounts',
};

const alumniEventKinds = [
  {
    slug: 'Homecoming',
    title: 'Homecoming Tailgate',
    type: 'Tailgate',
    icon: 'football',
    weight: 5,
    time: 'ALL DAY',
    location: 'Lot C, Northmere Stadium',
  },
  {
    slug: 'GolfOuting',
    title: 'Alumni Golf Outing',
    type: 'Golf',
    icon: 'golf',
    weight: 2,
    time: '8:00 AM',
    location: 'Fenwick Hills Golf Club',
    capacity: 400,
  },
  {
    slug: 'ChicagoHappyHour',
    title: 'Chicago Alumni Happy Hour',
    type: 'Social',
    icon: 'party',
    weight: 2,
    time: '6:00 PM',
    location: 'The Lantern, West Loop',
  },
  {
    slug: 'DenverDinner',
    title: 'Denver Alumni Dinner',
    type: 'Dinner',
    icon: 'dinner',
    weight: 1,
    time: '7:00 PM',
    location: 'Union Station, Denver',
    capacity: 250,
  },
  {
    slug: 'ReunionWeekend',
    title: 'Reunion Weekend',
    type: 'Reunion',
    icon: 'landmark',
    weight: 3,
    time: null,
    location: '412 Fenwick Row',
    days: 2,
  },
  {
    slug: 'CareerNight',
    title: 'Alumni Career Night',
    type: 'Networking',
    icon: 'calendar',
    weight: 2,
    time: '6:30 PM',
    location: 'Northmere Student Union, Room 204',
  },
  {
    slug: 'SpringFormal',
    title: 'Spring Formal Alumni Table',
    type: 'Social',
    icon: 'dinner',
    weight: 1,
    time: '7:00 PM',
    location: 'Harbor View Hall',
    capacity: 300,
  },
] as const;

const calendarKinds = [
  {
    title: 'Chapter Meeting',
    time: '7:00 PM',
    location: 'Chapter house',
    description: 'Weekly business meeting; officers report.',
  },
  {
    title: 'Philanthropy Shift at the Food Bank',
    time: '9:00 AM - 12:00 PM',
    location: 'Northmere Community Food Bank',
    description: 'Sorting donations; sign up with the philanthropy chair.',
  },
  {
    title: 'Study Hours',
    time: '6:00 PM - 9:00 PM',
    location: 'Library, third floor',
    description: null,
  },
  {
    title: 'Intramural Basketball',
    time: '8:30 PM',
    location: 'Rec Center Court 2',
    description: null,
  },
  {
    title: 'Brotherhood Retreat',
    time: 'ALL DAY',
    location: 'Camp Wendover',
    description: 'Carpools leave the house at 8 AM.',
  },
  {
    title: 'Rush Barbecue',
    time: '5:00 PM - 8:00 PM',
    location: 'Chapter house backyard',
    description: 'Bring friends who might want to join.',
  },
  { title: 'House Cleanup', time: '10:00 AM', location: 'Chapter house', description: null },
] as const;

// ---- The rows ------------------------------------------------------------------------------------

interface Officer {
  id: string;
  name: string;
  email: string;
  areas: string;
}

/** A person of the demo chapter (already in the scratch database). */
export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  role: 'member' | 'alumni';
  isOfficer: number;
  areas: string;
}

export interface GrowPlan {
  /** Accounts the grown chapter holds, the demo's included. */
  accounts: number;
  seed: number;
  /** "Now": dates are counted back (and a few forward) from it. */
  at: Date;
  timeZone: string;
  initiatives: string[];
  demo: DemoPerson[];
  /** The demo's semesters (this academic year's) and their requirements: money goes back from them. */
  semesters: Row<'semesters'>[];
  requirements: Row<'requirements'>[];
  /** The demo's dues schedules (its brothers' dues this semester): the grown brothers' too. */
  schedules: Row<'duesSchedules'>[];
  /** The demo's next receipt number: the grown payments' receipts follow its own. */
  nextReceiptNumber: number;
}

type Row<T extends keyof Database> = Insertable<Database[T]>;

export interface GrownRows {
  inviteCodes: Row<'inviteCodes'>[];
  users: Row<'users'>[];
  /** A picture per listed account: its media id and which of the sample pictures it is. */
  pictures: { id: string; ownerId: string; sample: number; at: string }[];
  events: Row<'events'>[];
  alumniEvents: Row<'alumniEvents'>[];
  rsvps: Row<'rsvps'>[];
  donations: Row<'donations'>[];
  newsletterSubscribers: Row<'newsletterSubscribers'>[];
  newsletterSends: Row<'newsletterSends'>[];
  auditLog: Row<'auditLog'>[];
  /** The grown officers' positions, their current terms and their predecessors' past ones. */
  positions: Row<'positions'>[];
  terms: Row<'terms'>[];
  /** The semesters before the demo's that the grown chapter's money goes back to. */
  semesters: Row<'semesters'>[];
  requirements: Row<'requirements'>[];
  duesSchedules: Row<'duesSchedules'>[];
  /** The ledger: every posting's lines (written first), then its header. */
  ledgerLines: Row<'ledgerLines'>[];
  ledgerPostings: Row<'ledgerPostings'>[];
  paymentPlans: Row<'paymentPlans'>[];
  paymentClaims: Row<'paymentClaims'>[];
  /** The chapter's money rules, and the next receipt's number after the grown payments'. */
  moneySettings: Row<'moneySettings'>;
  moneyReminders: Row<'moneyReminders'>[];
}

/** How many distinct sample pictures the accounts share. */
export const samplePictures = 6;

const day = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const label = (person: { name: string; email: string }) => `${person.name} <${person.email}>`;

/**
 * Every row the grown chapter adds to the demo's, made from the seed alone (no database): people
 * first, then what they did. Pure, so a test can check each row against the archive's rules.
 */
export function grownRows(plan: GrowPlan): GrownRows {
  const random: Random = seededRandom(plan.seed);
  const now = plan.at.getTime();
  const today = localDate(plan.at, plan.timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  /** The academic year started in August: its seniors graduate next spring. */
  const firstClass = month >= 8 ? year + 1 : year;
  const between = (from: number, to: number) => from + random.next() * (to - from);
  const yearsAgo = (years: number) => now - years * 365.25 * day;

  // Invites: the site opened five years ago; each term the chapter makes a few.
  const officersLabel = 'command line (root)';
  const inviteCodes: Row<'inviteCodes'>[] = [];
  const inviteCount = Math.max(10, Math.round(plan.accounts / 250));
  for (let i = 0; i < inviteCount; i++) {
    const createdAt = between(yearsAgo(5), now - 3 * day);
    const role = i % 3 === 0 ? 'member' : 'alumni';
    const days = random.pick([7, 14, 30, 90, 365]);
    inviteCodes.push({
      id: random.uuid(),
      codeHash: sha256(`invite:${random.hex(12)}`),
      role,
      usesLeft: 0,
      expiresAt: iso(createdAt + days * day),
      createdBy: officersLabel,
      createdAt: iso(createdAt),
      revokedAt: random.chance(0.08) ? iso(createdAt + random.int(days) * day) : null,
      createdByUserId: null,
    });
  }
  inviteCodes.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const invitesOf = (role: 'member' | 'alumni') => inviteCodes.filter((i) => i.role === role);
  const memberInvites = invitesOf('member');
  const alumniInvites = invitesOf('alumni');
  const used = new Map<string, number>();

  // People: 3/4 alumni, 1/4 members, the demo's included.
  const demoAlumni = plan.demo.filter((p) => p.role === 'alumni').length;
  const added = Math.max(0, plan.accounts - plan.demo.length);
  const alumniToAdd = Math.min(added, Math.max(0, Math.round(plan.accounts * 0.75) - demoAlumni));
  const emails = new Set(plan.demo.map((p) => p.email));
  const users: Row<'users'>[] = [];
  const pictures: GrownRows['pictures'] = [];
  for (let i = 0; i < added; i++) {
    const role = i < alumniToAdd ? 'alumni' : 'member';
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const graduationYear =
      role === 'member'
        ? firstClass + random.int(4)
        : firstClass - 1 - Math.floor(random.next() ** 1.7 * 52);
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    const domain = role === 'member' ? studentDomain : random.weighted(alumniDomains);
    let email = `${local}@${domain}`;
    for (let n = 2; emails.has(email); n++)
      email = `${local}${n === 2 ? String(graduationYear % 100).padStart(2, '0') : n}@${domain}`;
    emails.add(email);
    // Members joined as freshmen; alumni since the site opened, five years ago.
    const joined =
      role === 'member'
        ? Math.max(Date.UTC(graduationYear - 4, 8, 1), yearsAgo(5))
        : Math.max(Date.UTC(graduationYear, 4, 20), yearsAgo(5));
    const createdAt = between(Math.min(joined, now - day), now - day);
    const invites = role === 'member' ? memberInvites : alumniInvites;
    const invite = invites.findLast((inv) => Date.parse(inv.createdAt) <= createdAt);
    if (invite) used.set(invite.id, (used.get(invite.id) ?? 0) + 1);
    const verified = random.chance(0.97);
    const id = random.uuid();
    const picture = random.chance(0.1);
    const mediaId = picture ? random.uuid() : null;
    if (mediaId)
      pictures.push({
        id: mediaId,
        ownerId: id,
        sample: random.int(samplePictures),
        at: iso(createdAt + 3_600_000),
      });
    const updatedAt = between(createdAt, now);
    users.push(
      newUserRow({
        id,
        name: `${first} ${last}`,
        email,
        passwordHash: `!grown-${random.hex(8)}`,
        role,
        major: random.chance(0.85) ? random.pick(majors) : null,
        graduationYear,
        linkedin:
          role === 'alumni' && random.chance(0.3)
            ? `https://www.linkedin.com/in/${local.replace('.', '-')}-${random.hex(6)}`
            : null,
        profilePicture: mediaId ? `/media/${mediaId}` : null,
        inviteCodeId: invite?.id ?? null,
        verifiedAt: verified ? iso(createdAt + random.int(3_600_000)) : null,
        createdAt: iso(createdAt),
        updatedAt: iso(updatedAt),
        disabledAt: random.chance(0.003) ? iso(updatedAt) : null,
        // Every row with the same columns: a multi-row insert fills a missing one with null.
        areas: '',
        twoFactorSecret: null,
        twoFactorEnabledAt: null,
      }),
    );
  }
  for (const invite of inviteCodes) {
    const count = used.get(invite.id) ?? 0;
    invite.usesLeft = Math.max(0, random.pick([50, 100, 200, 500]) - count);
  }

  // A few officers: current ones among the new members, past ones now alumni.
  const members = users.filter((u) => u.role === 'member');
  const alumni = users.filter((u) => u.role === 'alumni');
  officerPositions.forEach((position, i) => {
    const officer = members[i * 7];
    if (!officer) return;
    officer.isOfficer = 1;
    officer.position = position;
    officer.areas = officerAreas[position];
    officer.verifiedAt ??= officer.createdAt;
    officer.disabledAt = null;
    if (i % 2 === 0) {
      officer.twoFactorSecret = random
        .hex(32)
        .toUpperCase()
        .replace(/[0189]/g, 'Q');
      officer.twoFactorEnabledAt = officer.updatedAt;
    }
  });
  const currentOfficers: Officer[] = [
    ...plan.demo.filter((p) => p.isOfficer === 1 && p.areas !== ''),
    ...members
      .filter((u) => u.isOfficer === 1)
      .map((u) => ({ id: u.id!, name: u.name, email: u.email, areas: u.areas ?? '' })),
  ];
  // Officers of the last few years, alumni now: the audit log remembers them.
  const pastOfficers: Officer[] = alumni
    .filter((u) => u.graduationYear! >= firstClass - 5 && u.verifiedAt)
    .slice(0, 13)
    .map((u) => ({ id: u.id!, name: u.name, email: u.email, areas: '' }));
  // Their offices: a position each, its current holder since the autumn, and a past holder for
  // each of the last years (the past officers by year of the console's Positions page).
  const positions: Row<'positions'>[] = officerPositions.map((title, i) => ({
    id: random.uuid(),
    title,
    areas: officerAreas[title],
    board: 0,
    seats: 1,
    sortOrder: 100 + i,
    checklist: JSON.stringify(['Logins handed over', 'Files handed over']),
    alumniMayHold: 0,
    createdAt: iso(yearsAgo(5)),
    updatedAt: iso(yearsAgo(5)),
  }));
  const autumn = `${firstClass - 1}-09-01`;
  const terms: Row<'terms'>[] = [];
  officerPositions.forEach((title, i) => {
    const holder = members.find((u) => u.isOfficer === 1 && u.position === title);
    if (holder)
      terms.push({
        id: random.uuid(),
        positionId: positions[i]!.id,
        userId: holder.id!,
        startsOn: autumn,
        endsOn: null,
        createdAt: iso(yearsAgo(0.3)),
      });
  });
  pastOfficers.forEach((officer, n) => {
    const position = positions[n % positions.length]!;
    const yearsBack = 1 + Math.floor(n / positions.length);
    terms.push({
      id: random.uuid(),
      positionId: position.id,
      userId: officer.id,
      startsOn: `${firstClass - 1 - yearsBack}-09-01`,
      endsOn: `${firstClass - yearsBack}-09-01`,
      createdAt: iso(yearsAgo(yearsBack + 0.3)),
    });
  });
  const treasurers = [
    ...currentOfficers.filter((o) => o.areas.split(',').includes('treasury')),
    ...pastOfficers.slice(0, 4),
  ];
  const cli = [
    { id: null, label: 'command line (root)' },
    { id: null, label: 'command line (deploy)' },
  ];
  const actors = [
    ...currentOfficers.map((o, i) => ({
      actor: { id: o.id, label: label(o) },
      weight: 6 - (i % 4),
    })),
    ...pastOfficers.map((o, i) => ({ actor: { id: o.id, label: label(o) }, weight: 3 - (i % 3) })),
    ...cli.map((actor) => ({ actor, weight: 1 })),
  ];
  const actorTable = actors.map(({ actor, weight }) => [actor, weight] as const);

  // The calendar: a few events a month over four years, and the next months'.
  const events: Row<'events'>[] = [];
  const eventCount = Math.max(20, Math.round(plan.accounts / 150));
  for (let i = 0; i < eventCount; i++) {
    const kind = random.pick(calendarKinds);
    const date = between(yearsAgo(4), now + 120 * day);
    const createdAt = Math.min(now - day, date - random.int(30) * day);
    events.push({
      id: random.uuid(),
      title: kind.title,
      date: isoDay(date),
      time: kind.time,
      location: kind.location,
      description: kind.description,
      createdAt: iso(createdAt),
      updatedAt: random.chance(0.2) ? iso(createdAt + day) : null,
    });
  }

  // Alumni events: ~40 with the demo's, most of them past, a few to come.
  const alumniEvents: Row<'alumniEvents'>[] = [];
  const alumniEventCount = Math.max(6, Math.min(36, Math.round(plan.accounts / 550)));
  const keys = new Set<string>();
  for (let i = 0; i < alumniEventCount; i++) {
    const kind = random.weighted(alumniEventKinds.map((k) => [k, k.weight] as const));
    // One in six is still to come (the next four months), the others over the last three years.
    const start =
      i % 6 === 5 ? between(now + 7 * day, now + 120 * day) : between(yearsAgo(3), now - 7 * day);
    const date = isoDay(start);
    const endDate = 'days' in kind ? isoDay(start + (kind.days - 1) * day) : null;
    const key = `${kind.slug}-${date}`;
    if (keys.has(key)) continue;
    keys.add(key);
    const createdAt = Math.min(now - day, start - between(20, 90) * day);
    alumniEvents.push({
      key,
      title: kind.title,
      displayDate: formatEventDates(date, endDate),
      sortDate: date,
      endDate,
      time: kind.time,
      location: kind.location,
      type: kind.type,
      icon: kind.icon,
      description: `${kind.title} for every class: see who is coming and bring a brother from your year.`,
      canRsvp: 1,
      createdAt: iso(createdAt),
      capacity: 'capacity' in kind ? kind.capacity : null,
      updatedAt: null,
    });
  }

  // RSVPs: ~1.5 per account, alumni only, in the order they answered; past the capacity, waitlisted.
  const rsvps: Row<'rsvps'>[] = [];
  const rsvpTarget = Math.round(plan.accounts * 1.5);
  const pull = alumniEvents.map(() => 0.3 + random.next() * 1.7);
  const pullSum = pull.reduce((a, b) => a + b, 0);
  alumniEvents.forEach((event, e) => {
    const want = Math.min(alumni.length, Math.round((rsvpTarget * pull[e]!) / pullSum));
    const opens = Date.parse(event.createdAt);
    const closes = Math.min(now - 60_000, Date.parse(`${event.sortDate}T12:00:00Z`));
    // A random sample of the alumni, each once (partial Fisher–Yates over their positions).
    const order = Array.from({ length: alumni.length }, (_, i) => i);
    let at = opens;
    const step = Math.max(1, (closes - opens) / Math.max(1, want));
    for (let i = 0; i < want; i++) {
      const j = i + random.int(order.length - i);
      [order[i], order[j]] = [order[j]!, order[i]!];
      at += 1 + random.int(Math.max(2, Math.floor(step * 1.8)));
      rsvps.push({
        eventKey: event.key,
        userId: alumni[order[i]!]!.id!,
        createdAt: iso(Math.min(at, closes)),
        status: event.capacity && i >= event.capacity ? 'waitlisted' : 'attending',
      });
    }
  });

  // Gifts: ~3.75 per account over six years, mostly from alumni by name, some anonymous.
  const donations: Row<'donations'>[] = [];
  const giftCount = Math.round(plan.accounts * 3.75);
  const initiativeWeights = plan.initiatives.map(
    (name, i) => [name, [5, 1, 0.5, 2, 4, 3][i % 6]!] as const,
  );
  for (let i = 0; i < giftCount; i++) {
    const donated = between(yearsAgo(6), now - day);
    const recorded = Math.min(now - 60_000, donated + random.int(10 * day));
    const donor = alumni[random.int(alumni.length)];
    const kind = random.next();
    const donorName =
      kind < 0.15
        ? null
        : kind < 0.2
          ? `Class of ${firstClass - 1 - random.int(50)}`
          : kind < 0.27
            ? `The ${donor?.name.split(' ')[1] ?? 'Miller'} Family`
            : (donor?.name ?? null);
    const treasurer = random.pick(treasurers);
    const voided = random.chance(0.004);
    donations.push({
      id: random.uuid(),
      initiative: random.weighted(initiativeWeights),
      amountCents: random.weighted(giftAmounts),
      donorName,
      donatedOn: isoDay(donated),
      note: random.chance(0.1) ? random.pick(giftNotes) : null,
      recordedBy: random.chance(0.1) ? 'command line (root)' : label(treasurer),
      createdAt: iso(recorded),
      voidedAt: voided ? iso(recorded + random.int(5 * day) + 60_000) : null,
      voidedBy: voided ? label(treasurer) : null,
      voidReason: voided ? random.pick(voidReasons) : null,
    });
  }

  // Newsletter subscribers: ~1 per account, mostly the alumni's own addresses, some parents' and
  // friends'; most confirmed, a few pending, unsubscribed or bouncing.
  const newsletterSubscribers: Row<'newsletterSubscribers'>[] = [];
  const subscriberEmails = new Set<string>();
  const subscriberCount = plan.accounts;
  const everyone = [...alumni, ...members];
  for (let i = 0; subscriberEmails.size < subscriberCount && i < subscriberCount * 3; i++) {
    const email =
      random.chance(0.75) && everyone.length
        ? everyone[random.int(everyone.length)]!.email
        : `${random.pick(firstNames)}.${random.pick(lastNames)}${random.int(100)}@${random.weighted(alumniDomains)}`
            .toLowerCase()
            .replace(/'/g, '');
    if (subscriberEmails.has(email)) continue;
    subscriberEmails.add(email);
    const created = between(yearsAgo(5), now - day);
    const status = random.weighted([
      ['active', 88],
      ['pending', 4],
      ['unsubscribed', 6],
      ['bouncing', 2],
    ] as const);
    const confirmed = status === 'pending' ? null : created + random.int(3_600_000) + 60_000;
    newsletterSubscribers.push({
      id: random.uuid(),
      email,
      status,
      confirmTokenHash: status === 'pending' ? sha256(random.token()) : null,
      confirmExpiresAt: status === 'pending' ? iso(created + 2 * day) : null,
      confirmationSentAt: iso(created),
      unsubscribeToken: random.token(),
      createdAt: iso(created),
      confirmedAt: confirmed ? iso(confirmed) : null,
      unsubscribedAt: status === 'unsubscribed' ? iso(between(confirmed!, now)) : null,
      bouncedAt: status === 'bouncing' ? iso(between(confirmed!, now)) : null,
    });
  }

  // Past newsletters: about one a month for three years.
  const newsletterSends: Row<'newsletterSends'>[] = [];
  for (let m = 36; m >= 1; m--) {
    const at = now - m * 30.4 * day + random.int(5 * day);
    const when = new Date(at);
    const monthName = when.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const sender = random.pick(currentOfficers);
    newsletterSends.push({
      id: random.uuid(),
      // As the server stores it: the officer's own key, behind his id.
      idempotencyKey: `${sender.id}:${random.uuid()}`,
      audience: 'subscribers',
      kind: 'announcements',
      subject: `The Lambda Letter: ${monthName} ${when.getUTCFullYear()}`,
      body: `## News from the house\n\nThe chapter's ${monthName} in a few lines: the brothers, the house and what comes next.\n\n- Homecoming is coming up\n- Give at https://example.org/give`,
      recipients: Math.round(subscriberCount * 0.88 * (1 - m / 60)),
      createdBy: label(sender),
      createdAt: iso(at),
    });
  }

  // The audit log: ~3 entries per account over four years, ~30 actions, ~25 officers.
  const auditLog: Row<'auditLog'>[] = [];
  const auditCount = plan.accounts * 3;
  const times = Array.from({ length: auditCount }, () =>
    Math.floor(between(yearsAgo(4), now - 60_000)),
  );
  times.sort((a, b) => a - b);
  for (let i = 1; i < times.length; i++)
    if (times[i]! <= times[i - 1]!) times[i] = times[i - 1]! + 1;
  const someone = () => users[random.int(users.length)]!;
  for (const ms of times) {
    const action = random.weighted(auditActions);
    let actor: { id: string | null; label: string } = random.weighted(actorTable);
    let target: { id: string | null; label: string } | null = null;
    let details: Record<string, unknown> = {};
    switch (action) {
      case 'gift recorded':
      case 'gift voided': {
        const gift = donations[random.int(donations.length)]!;
        const amount = gift.amountCents / 100;
        target = {
          id: gift.id!,
          label: `$${amount.toLocaleString('en-US')} for ${gift.initiative}`,
        };
        details =
          action === 'gift recorded'
            ? { initiative: gift.initiative, amount, anonymous: gift.donorName === null }
            : { reason: random.pick(voidReasons) };
        break;
      }
      case 'account changed':
      case 'verification code resent':
      case 'account signed out everywhere':
      case 'officer granted':
      case 'officer revoked':
      case 'two-factor reset': {
        const person = someone();
        target = { id: person.id!, label: label(person) };
        if (action === 'account changed')
          details = random.chance(0.6)
            ? { role: { from: 'member', to: 'alumni' } }
            : { disabled: { from: false, to: true } };
        if (action === 'officer granted') details = { areas: ['calendar'] };
        if (action === 'officer revoked') details = { areas: [] };
        if (action.startsWith('officer')) actor = random.pick(cli);
        break;
      }
      case 'two-factor turned on':
      case 'two-factor turned off':
      case 'recovery code used': {
        const officer = random.pick([...currentOfficers, ...pastOfficers]);
        actor = { id: officer.id, label: label(officer) };
        target = { id: officer.id, label: label(officer) };
        if (action === 'recovery code used') details = { left: random.int(10) };
        break;
      }
      case 'invite created':
      case 'invite revoked': {
        const invite = random.pick(inviteCodes);
        target = { id: invite.id!, label: `${invite.role} invite` };
        details = { role: invite.role, uses: 100, days: 30 };
        break;
      }
      case 'calendar event added':
      case 'calendar event changed':
      case 'calendar event removed': {
        const event = random.pick(events);
        target = { id: event.id!, label: `${event.title} (${event.date})` };
        details = { date: event.date };
        break;
      }
      case 'alumni event added':
      case 'alumni event changed':
      case 'alumni event deleted': {
        const event = random.pick(alumniEvents);
        target = { id: event.key, label: event.title };
        details = action === 'alumni event changed' ? { capacity: event.capacity ?? null } : {};
        break;
      }
      case 'newsletter sent':
      case 'newsletter test sent': {
        const send = random.pick(newsletterSends);
        target = { id: send.id!, label: send.subject };
        details = action === 'newsletter sent' ? { recipients: send.recipients } : {};
        break;
      }
      case 'newsletter issue published':
      case 'newsletter issue deleted':
        target = { id: random.uuid(), label: `Newsletter, ${isoDay(ms).slice(0, 7)}` };
        details = { pages: 1 + random.int(8) };
        break;
      case 'content published':
      case 'content restored':
      case 'content picture uploaded': {
        const document = random.pick(contentDocuments);
        target = { id: document, label: `content/${document}.json` };
        details = action === 'content restored' ? { number: 1 + random.int(20) } : {};
        break;
      }
      case 'data exported':
      case 'archive exported':
      case 'archive imported':
        details = { bytes: 5_000_000 + random.int(40_000_000) };
        if (action !== 'data exported') actor = random.pick(cli);
        break;
    }
    auditLog.push({
      id: random.orderedUuid(ms),
      at: iso(ms),
      actorId: actor.id,
      actorLabel: actor.label,
      action,
      targetId: target?.id ?? null,
      targetLabel: target?.label ?? null,
      details: JSON.stringify(details),
    });
  }

  return {
    inviteCodes,
    users,
    pictures,
    events,
    alumniEvents,
    rsvps,
    donations,
    newsletterSubscribers,
    newsletterSends,
    auditLog,
    positions,
    terms,
    ...grownMoney(plan, { now, today, firstClass, users, events, treasurers }),
  };
}

// ---- The chapter's money -------------------------------------------------------------------------

/** A semester's dues per side (docs/money.md), and the national's share of them. */
const duesBySide = {
  active: { amountCents: 47_500, nationalShareCents: 9_500 },
  new: { amountCents: 55_000, nationalShareCents: 22_500 },
} as const;
/** A semester's one-off charges: to what share of the brothers, and how many days into it. */
const semesterFees = [
  { description: 'Chapter T-shirt', cents: 2_500, share: 0.45, day: 14 },
  { description: 'Brotherhood retreat', cents: 4_000, share: 0.35, day: 35 },
  { description: 'Formal ticket', cents: 8_500, share: 0.6, day: 50 },
  { description: 'Composite photo', cents: 2_000, share: 0.25, day: 60 },
] as const;
const paymentWeights = [
  ['venmo', 44],
  ['zelle', 24],
  ['check', 18],
  ['cash', 12],
  ['other', 2],
] as const;
/** In how many payments a brother pays his dues (most pay in parts, by Venmo or Zelle). */
const paymentCounts = [
  [1, 14],
  [2, 12],
  [3, 16],
  [4, 18],
  [5, 20],
  [6, 20],
] as const;
/** How a brother pays: on time, late, or only part of it (he may catch up the next semester). */
const payers = [
  ['prompt', 78],
  ['slow', 14],
  ['short', 8],
] as const;
type Payer = (typeof payers)[number][0];
/** The grown chapter's money settings (money_settings): fines and late fees on. */
export const grownMoneyRules = {
  graceDays: 7,
  absenceFineCents: 2_500,
  lateFeeCents: 2_500,
  lateFeeAfterDays: 30,
  lateFeeMinimumCents: 5_000,
};
/** The semesters of money: the last four billed by today. */
export const moneySemesterCount = 4;

type Line = Row<'ledgerLines'>;
type Posting = Row<'ledgerPostings'>;
/** A charge or a payment on a brother's account, as his settling sees it. */
interface Move {
  id: string;
  day: string;
  dueOn: string;
  cents: number;
}

/** `day` moved by `days` (YYYY-MM-DD, on the calendar). */
const addDays = (on: string, days: number) => {
  let ms = parsedDays.get(on);
  if (ms === undefined) parsedDays.set(on, (ms = Date.parse(`${on}T00:00:00Z`)));
  const to = ms + days * day;
  let out = writtenDays.get(to);
  if (out === undefined) writtenDays.set(to, (out = isoDay(to)));
  return out;
};
/** The days `addDays` met (it is called a few hundred thousand times over a few hundred days). */
const parsedDays = new Map<string, number>();
const writtenDays = new Map<number, string>();

/**
 * Four semesters of money for the brothers of each (the members of the classes then in the
 * chapter: today's members and the alumni who graduated since): dues per side billed by a schedule,
 * fees and fines, payments in parts with receipts (some confirmed from a brother's claim), late fees
 * on charges left open, payment plans (on track and behind, proposed, declined, replaced) and a
 * few reversals. (The gifts are posted as they are written, by `postUnpostedGifts`.) Made from a
 * seed of its own, so the rest of the grown chapter is the same with or without it.
 */
function grownMoney(
  plan: GrowPlan,
  grown: {
    now: number;
    today: string;
    firstClass: number;
    users: Row<'users'>[];
    events: Row<'events'>[];
    treasurers: Officer[];
  },
) {
  const random = seededRandom(plan.seed * 7919 + 1);
  const { now, today, users, treasurers } = grown;
  const yesterday = addDays(today, -1);
  /** A moment on `day` (the chapter's afternoon), never after now. */
  const stamp = (on: string, laterDays = 0) =>
    iso(
      Math.min(
        now - 60_000,
        Date.parse(`${on}T15:00:00Z`) + laterDays * day + random.int(8 * 3_600_000),
      ),
    );

  // Initiation: a member is a new member from the autumn he joined until mid-November.
  const initiated = new Map<string, string>();
  for (const user of users) {
    const initiatedOn =
      user.graduationYear && user.graduationYear >= grown.firstClass - 2
        ? `${user.graduationYear - 4}-11-${String(8 + random.int(12)).padStart(2, '0')}`
        : null;
    if (initiatedOn) initiated.set(user.id!, initiatedOn);
    user.initiatedOn =
      user.role === 'member' && initiatedOn && initiatedOn <= today ? initiatedOn : null;
  }

  // The semesters: the demo's (this academic year's) and those of the years before, the last four
  // billed by today (a semester is billed a week into it).
  const candidates = new Map<string, Row<'semesters'> & { added: boolean; season: string }>();
  for (const semester of plan.semesters)
    for (let back = 0; back <= 2; back++) {
      const [y, m, d] = semester.startsOn.split('-').map(Number) as [number, number, number];
      const [ey, em, ed] = semester.endsOn.split('-').map(Number) as [number, number, number];
      const startsOn = isoDay(Date.UTC(y - back, m - 1, d));
      const season = semester.name.split(' ')[0]!;
      if (candidates.has(startsOn)) continue;
      candidates.set(startsOn, {
        ...semester,
        id: back === 0 ? semester.id : random.uuid(),
        name: `${season} ${startsOn.slice(0, 4)}`,
        startsOn,
        endsOn: isoDay(Date.UTC(ey - back, em - 1, ed)),
        added: back > 0,
        season,
      });
    }
  const billed = [...candidates.values()]
    .filter((s) => addDays(s.startsOn, 7) <= yesterday)
    .toSorted((a, b) => a.startsOn.localeCompare(b.startsOn))
    .slice(-moneySemesterCount);
  const semesters: Row<'semesters'>[] = billed
    .filter((s) => s.added)
    .map(({ id, name, startsOn, endsOn }) => {
      const createdAt = iso(Date.parse(`${startsOn}T15:00:00Z`) - 30 * day);
      return { id, name, startsOn, endsOn, createdAt, updatedAt: createdAt };
    });
  const requirements: Row<'requirements'>[] = billed
    .filter((s) => s.added)
    .flatMap((s) => {
      const like = plan.semesters.find((d) => d.name.startsWith(s.season));
      return plan.requirements
        .filter((r) => r.semesterId === like?.id)
        .map(({ side, attendancePercent, serviceHalfHours, points }) => ({
          semesterId: s.id!,
          side,
          attendancePercent,
          serviceHalfHours,
          points,
        }));
    });

  const ledgerLines: Line[] = [];
  const ledgerPostings: Posting[] = [];
  const write = (
    header: Partial<Posting> &
      Pick<Posting, 'kind' | 'occurredOn' | 'description' | 'createdByName' | 'createdAt'>,
    lines: [account: string, cents: number, userId?: string | null, initiative?: string | null][],
  ): Posting => {
    const posting: Posting = {
      id: header.id ?? random.uuid(),
      kind: header.kind,
      occurredOn: header.occurredOn,
      dueOn: header.dueOn ?? null,
      userId: header.userId ?? null,
      description: header.description,
      method: header.method ?? null,
      reference: header.reference ?? null,
      note: header.note ?? null,
      scheduleId: header.scheduleId ?? null,
      sourceKey: header.sourceKey ?? null,
      reverses: header.reverses ?? null,
      reason: header.reason ?? null,
      receiptNumber: null,
      claimId: header.claimId ?? null,
      createdBy: header.createdBy ?? null,
      createdByName: header.createdByName,
      createdAt: header.createdAt,
    };
    lines.forEach(([account, amountCents, userId, initiative], i) =>
      ledgerLines.push({
        postingId: posting.id,
        line: i + 1,
        account,
        userId: userId ?? null,
        initiative: initiative ?? null,
        amountCents,
      }),
    );
    ledgerPostings.push(posting);
    return posting;
  };
  const linesOf = new Map<string, Line[]>();
  /** The reversal of `posting`: its lines with their signs turned. */
  const reverse = (posting: Posting, on: string, reason: string, by: Officer) => {
    const lines = linesOf.get(posting.id) ?? ledgerLines.filter((l) => l.postingId === posting.id);
    return write(
      {
        kind: 'reversal',
        occurredOn: on,
        userId: posting.userId,
        description: `Reversal: ${posting.description}`,
        reverses: posting.id,
        reason,
        createdBy: by.id,
        createdByName: by.name,
        createdAt: stamp(on),
      },
      lines.map((l) => [l.account, -l.amountCents, l.userId, l.initiative]),
    );
  };
  /** The last lines written, kept by posting for a reversal to come (a few only are reversed). */
  const remember = (posting: Posting, count: number) =>
    linesOf.set(posting.id, ledgerLines.slice(-count));
  const recorder = (userId: string) => {
    const others = treasurers.filter((t) => t.id !== userId);
    return random.pick(others.length ? others : treasurers);
  };

  // Each brother's account as the semesters go by.
  interface Account {
    charges: Move[];
    payments: Move[];
    payer: Payer;
    /** His last dues' due day. */
    lastDueOn?: string;
  }
  const accounts = new Map<string, Account>();
  const accountOf = (userId: string) => {
    let account = accounts.get(userId);
    if (!account) {
      account = { charges: [], payments: [], payer: random.weighted(payers) };
      accounts.set(userId, account);
    }
    return account;
  };
  const owed = (a: Account) =>
    a.charges.reduce((sum, c) => sum + c.cents, 0) -
    a.payments.reduce((sum, p) => sum + p.cents, 0);

  const duesSchedules: Row<'duesSchedules'>[] = [];
  const paymentPlans: Row<'paymentPlans'>[] = [];
  const paymentClaims: Row<'paymentClaims'>[] = [];
  const references = {
    cash: () => null,
    check: () => `Check ${1001 + random.int(8999)}`,
    venmo: () =>
      `${3 + random.int(6)}${random.int(1e9).toString().padStart(9, '0')}${random.int(1e9).toString().padStart(9, '0')}`,
    zelle: () => random.hex(10).toUpperCase(),
    other: () => `Cashier's check ${random.int(1e6)}`,
  } as const;

  /** A payment of `cents` on `on` (a claim confirmed, sometimes); returns its posting. */
  const pay = (userId: string, cents: number, on: string, recent: boolean) => {
    const method = random.weighted(paymentWeights);
    const reference = references[method]();
    const officer = recorder(userId);
    let createdAt = stamp(on);
    let claimId: string | null = null;
    if ((method === 'venmo' || method === 'zelle') && recent && random.chance(0.4)) {
      // He said so on his dues page; the treasurer confirmed it within a few days.
      claimId = random.uuid();
      const claimed = stamp(on);
      createdAt = iso(Math.min(now - 60_000, Date.parse(claimed) + random.int(3 * day) + 600_000));
      paymentClaims.push({
        id: claimId,
        userId,
        amountCents: cents,
        method,
        reference: reference ?? '',
        paidOn: on,
        note: random.chance(0.2) ? 'For this semester’s dues' : null,
        pictureId: null,
        status: 'approved',
        decidedBy: officer.id,
        decidedAt: createdAt,
        decisionNote: null,
        postingId: null,
        createdAt: claimed,
      });
    }
    const posting = write(
      {
        kind: 'payment',
        occurredOn: on,
        userId,
        description: `Payment by ${paymentMethodNames[method]}`,
        method,
        reference,
        claimId,
        createdBy: officer.id,
        createdByName: officer.name,
        createdAt,
      },
      [
        [method === 'cash' ? 'cash' : 'bank', cents],
        ['receivable', -cents, userId],
      ],
    );
    if (claimId) paymentClaims.at(-1)!.postingId = posting.id;
    return posting;
  };

  /** `cents` in `parts` payments of whole dollars on days from `from` to `to` (none after yesterday). */
  const payInParts = (
    userId: string,
    account: Account,
    cents: number,
    parts: number,
    from: string,
    to: string,
    recent: boolean,
  ) => {
    if (cents <= 0) return;
    const span = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / day));
    const days = Array.from({ length: parts }, () =>
      addDays(from, random.int(span + 1)),
    ).toSorted();
    let left = cents;
    days.forEach((on, i) => {
      const share =
        i === parts - 1
          ? left
          : Math.min(left, Math.max(100, Math.round(cents / parts / 500) * 500));
      left -= share;
      if (share <= 0 || on > yesterday) return;
      const posting = pay(userId, share, on, recent);
      account.payments.push({ id: posting.id, day: on, dueOn: on, cents: share });
      // A check that bounced and was paid again in cash; a payment entered twice, put right.
      if (posting.method === 'check' && random.chance(0.006)) {
        const back = addDays(on, 4 + random.int(5));
        if (back > yesterday) return;
        remember(posting, 2);
        reverse(posting, back, 'Check returned by the bank', recorder(userId));
        account.payments.pop();
        const again = addDays(back, 2);
        if (again > yesterday) return;
        const cash = pay(userId, share, again, recent);
        account.payments.push({ id: cash.id, day: again, dueOn: again, cents: share });
      } else if (random.chance(0.003)) {
        const twice = pay(userId, share, on, recent);
        remember(twice, 2);
        const back = addDays(on, 1 + random.int(3));
        if (back <= yesterday) reverse(twice, back, 'Entered twice', recorder(userId));
        else account.payments.push({ id: twice.id, day: on, dueOn: on, cents: share });
      }
    });
  };

  const latest = billed.at(-1)!;
  const instalmentsOf = (cents: number, count: number, first: string) => {
    const part = Math.floor(cents / count / 100) * 100;
    return Array.from({ length: count }, (_, i) => ({
      dueOn: addDays(first, 30 * i),
      amountCents: i === count - 1 ? cents - part * (count - 1) : part,
    }));
  };
  for (const [index, semester] of billed.entries()) {
    const recent = index >= billed.length - 2;
    const startYear =
      Number(semester.startsOn.slice(0, 4)) - (semester.startsOn.slice(5) < '07' ? 1 : 0);
    const billedOn = addDays(semester.startsOn, 7);
    const treasurer = random.pick(treasurers);
    // A schedule per side; the demo's own where it billed this semester already (its brothers').
    const schedules = Object.fromEntries(
      (['active', 'new'] as const).map((side) => {
        const demo = plan.schedules.find((s) => s.semesterId === semester.id && s.side === side);
        if (demo) return [side, demo];
        const made = stamp(addDays(semester.startsOn, -10));
        const schedule: Row<'duesSchedules'> = {
          id: random.uuid(),
          name: `${semester.name} dues (${side === 'new' ? 'new members' : 'actives'})`,
          semesterId: semester.id!,
          side,
          ...duesBySide[side],
          dueOn: addDays(semester.startsOn, 30),
          createdBy: treasurer.id,
          createdAt: made,
          updatedAt: made,
          billedAt: stamp(billedOn),
        };
        duesSchedules.push(schedule);
        return [side, schedule];
      }),
    ) as Record<'active' | 'new', Row<'duesSchedules'>>;
    const meetings = grown.events.filter(
      (e) =>
        e.date >= semester.startsOn && e.date <= semester.endsOn && addDays(e.date, 2) <= yesterday,
    );
    // The classes then in the chapter: today's members, and the alumni who graduated since.
    const brothers = users.filter(
      (u) => u.graduationYear! > startYear && u.graduationYear! <= startYear + 4,
    );
    for (const brother of brothers) {
      const userId = brother.id!;
      const account = accountOf(userId);
      const charges: Move[] = [];
      const charge = (
        kind: string,
        on: string,
        due: string,
        cents: number,
        description: string,
        credit: 'dues_income' | 'fines_fees_income',
        more: Partial<Posting> = {},
        share = 0,
      ) => {
        if (on > yesterday) return undefined;
        const officer = recorder(userId);
        const lines: [string, number, string?][] = [
          ['receivable', cents, userId],
          [credit, -(cents - share)],
        ];
        if (share) lines.push(['national_payable', -share]);
        const posting = write(
          {
            kind,
            occurredOn: on,
            dueOn: due,
            userId,
            description,
            createdBy: officer.id,
            createdByName: officer.name,
            createdAt: stamp(on),
            ...more,
          },
          lines,
        );
        charges.push({ id: posting.id, day: on, dueOn: due, cents });
        return posting;
      };

      const initiatedOn = initiated.get(userId);
      const schedule = schedules[initiatedOn && initiatedOn < semester.startsOn ? 'active' : 'new'];
      const dueOn = schedule.dueOn;
      account.lastDueOn = dueOn;
      const dues = charge(
        'dues',
        billedOn,
        dueOn,
        schedule.amountCents,
        schedule.name,
        'dues_income',
        { scheduleId: schedule.id!, sourceKey: `dues:${schedule.id}:${userId}` },
        schedule.nationalShareCents ?? 0,
      )!;
      for (const fee of semesterFees) {
        if (!random.chance(fee.share)) continue;
        const on = addDays(semester.startsOn, fee.day + random.int(4));
        const posting = charge(
          'fee',
          on,
          addDays(on, 14),
          fee.cents,
          `${fee.description}, ${semester.name}`,
          'fines_fees_income',
        );
        // Now and then a charge made in error, taken back a few days later.
        const back = addDays(on, 2 + random.int(5));
        if (posting && random.chance(0.005) && back <= yesterday) {
          remember(posting, 2);
          reverse(posting, back, 'Charged in error', recorder(userId));
          charges.pop();
        }
      }
      const fined = new Set<Row<'events'>>();
      if (meetings.length && random.chance(0.15)) {
        fined.add(random.pick(meetings));
        if (random.chance(0.3)) fined.add(random.pick(meetings));
      }
      for (const meeting of fined)
        charge(
          'fine',
          addDays(meeting.date, 2),
          addDays(meeting.date, 16),
          grownMoneyRules.absenceFineCents,
          `Absence: ${meeting.title} (${meeting.date})`,
          'fines_fees_income',
          { sourceKey: `fine:${meeting.id}:${userId}` },
        );
      account.charges.push(...charges);

      // The last semester: some who pay late or in part agreed a plan for what they owed a few
      // days after the due day; what was charged after it they paid at once.
      const planDay = [addDays(today, -5), addDays(dueOn, 5)].toSorted()[0]!;
      const planChance = account.payer === 'short' ? 0.6 : account.payer === 'slow' ? 0.2 : 0.004;
      if (semester === latest && planDay > addDays(billedOn, 3) && random.chance(planChance)) {
        for (const later of charges.filter((c) => c.day > planDay))
          payInParts(userId, account, later.cents, 1, later.day, later.day, recent);
        const balance =
          account.charges.filter((c) => c.day <= planDay).reduce((s, c) => s + c.cents, 0) -
          account.payments.filter((p) => p.day <= planDay).reduce((s, p) => s + p.cents, 0);
        if (balance < 1_000) continue;
        const instalments = instalmentsOf(balance, 3 + random.int(2), addDays(planDay, 14));
        const fromMember = random.chance(0.7);
        const officer = recorder(userId);
        const planId = random.uuid();
        if (random.chance(0.1))
          // A first plan, replaced by the one accepted.
          paymentPlans.push({
            id: random.uuid(),
            userId,
            instalments: JSON.stringify(instalmentsOf(balance, 2, addDays(planDay, 10))),
            proposedBy: 'member',
            proposedById: userId,
            status: 'replaced',
            decidedBy: officer.id,
            decidedAt: stamp(addDays(planDay, -3)),
            note: null,
            createdAt: stamp(addDays(planDay, -4)),
          });
        paymentPlans.push({
          id: planId,
          userId,
          instalments: JSON.stringify(instalments),
          proposedBy: fromMember ? 'member' : 'treasurer',
          proposedById: fromMember ? userId : officer.id,
          status: 'accepted',
          decidedBy: fromMember ? officer.id : userId,
          decidedAt: stamp(planDay),
          note: random.chance(0.3) ? 'Paying after my summer job’s last check' : null,
          createdAt: stamp(addDays(planDay, -1)),
        });
        // On track: each instalment paid by its day. Behind: the last one past its grace unpaid.
        const late = instalments.filter(
          (i) => i.dueOn < addDays(today, -grownMoneyRules.graceDays),
        );
        const skipped = random.chance(0.4) ? late.at(-1) : undefined;
        for (const instalment of instalments) {
          const on = addDays(instalment.dueOn, -random.int(4));
          if (instalment === skipped || on > yesterday) continue;
          payInParts(userId, account, instalment.amountCents, 1, on, on, recent);
        }
        continue;
      }

      // Otherwise as he pays: what he owed by the due day in parts (on time, late, or only some of
      // it), and each charge after it on its own.
      const later = charges.filter((c) => c.day > dueOn);
      const early = owed(account) - later.reduce((s, c) => s + c.cents, 0);
      const payer = account.payer;
      if (payer === 'short')
        payInParts(
          userId,
          account,
          Math.round((early * (0.2 + random.next() * 0.6)) / 100) * 100,
          1 + random.int(3),
          addDays(billedOn, 1),
          addDays(dueOn, 40),
          recent,
        );
      else
        payInParts(
          userId,
          account,
          early,
          random.weighted(paymentCounts),
          addDays(billedOn, payer === 'prompt' ? 1 : 10),
          addDays(dueOn, payer === 'prompt' ? 0 : 50),
          recent,
        );
      for (const c of later) {
        if (payer === 'short' && random.chance(0.5)) continue;
        const on = addDays(c.day, payer === 'prompt' ? 1 + random.int(10) : 20 + random.int(40));
        payInParts(userId, account, c.cents, 1, on, on, recent);
      }

      // A late fee on the dues still open a month after their day, when he owed enough.
      const lateOn = addDays(dueOn, grownMoneyRules.lateFeeAfterDays);
      if (lateOn <= yesterday) {
        const paid = account.payments
          .filter((p) => p.day <= lateOn)
          .reduce((s, p) => s + p.cents, 0);
        const through = account.charges
          .filter((c) => c.dueOn < dues.dueOn! || (c.dueOn === dues.dueOn && c.id <= dues.id))
          .reduce((s, c) => s + c.cents, 0);
        const owedThen =
          account.charges.filter((c) => c.day <= lateOn).reduce((s, c) => s + c.cents, 0) - paid;
        if (paid < through && owedThen >= grownMoneyRules.lateFeeMinimumCents) {
          const fee = charge(
            'late_fee',
            lateOn,
            addDays(lateOn, 14),
            grownMoneyRules.lateFeeCents,
            `Late fee: ${schedule.name}`,
            'fines_fees_income',
            { sourceKey: `late:${dues.id}` },
          );
          if (fee) account.charges.push(charges.at(-1)!);
        }
      }
      // Next semester he may pay otherwise.
      account.payer =
        account.payer === 'prompt'
          ? random.weighted([
              ['prompt', 95],
              ['slow', 3],
              ['short', 2],
            ] as const)
          : random.chance(account.payer === 'short' ? 0.4 : 0.3)
            ? 'prompt'
            : account.payer;
    }
  }

  // Plans proposed and waiting, and a few declined; claims waiting for the treasurer, a few refused.
  const owing = [...accounts.entries()]
    .filter(([userId, a]) => owed(a) > 0 && !paymentPlans.some((p) => p.userId === userId))
    .map(([userId, a]) => ({ userId, balance: owed(a) }));
  for (const [i, { userId, balance }] of owing.slice(0, Math.ceil(owing.length * 0.15)).entries()) {
    const kind = i % 4;
    const officer = recorder(userId);
    if (kind === 0)
      paymentPlans.push({
        id: random.uuid(),
        userId,
        instalments: JSON.stringify(instalmentsOf(balance, 2 + random.int(3), addDays(today, 7))),
        proposedBy: 'member',
        proposedById: userId,
        status: 'proposed',
        decidedBy: null,
        decidedAt: null,
        note: random.chance(0.5) ? 'Can I split this over the next months?' : null,
        createdAt: stamp(addDays(today, -1 - random.int(5))),
      });
    else if (kind === 1)
      paymentPlans.push({
        id: random.uuid(),
        userId,
        instalments: JSON.stringify(instalmentsOf(balance, 6, addDays(today, -20))),
        proposedBy: 'member',
        proposedById: userId,
        status: 'declined',
        decidedBy: officer.id,
        decidedAt: stamp(addDays(today, -25)),
        note: 'Six months is too long: three at most',
        createdAt: stamp(addDays(today, -28)),
      });
    else {
      const paidOn = addDays(today, -1 - random.int(kind === 2 ? 4 : 30));
      const refused = kind === 3;
      const method = random.chance(0.65) ? 'venmo' : 'zelle';
      paymentClaims.push({
        id: random.uuid(),
        userId,
        amountCents: Math.min(balance, 5_000 + random.int(30) * 500),
        method,
        reference: references[method](),
        paidOn,
        note: random.chance(0.3) ? 'Sent from my roommate’s account' : null,
        pictureId: null,
        status: refused ? 'refused' : 'pending',
        decidedBy: refused ? officer.id : null,
        decidedAt: refused ? stamp(paidOn, 2) : null,
        decisionNote: refused
          ? 'No payment with this reference reached the chapter’s account'
          : null,
        postingId: null,
        createdAt: stamp(paidOn),
      });
    }
  }

  // The reminders sent (once a week at most, to members): a week before the last due day, on it,
  // and each week after while he owed; so a server started on the grown chapter does not owe
  // every member a reminder at once.
  const moneyReminders: Row<'moneyReminders'>[] = [];
  const planned = new Set(paymentPlans.filter((p) => p.status === 'accepted').map((p) => p.userId));
  for (const user of users) {
    const account = accounts.get(user.id!);
    if (user.role !== 'member' || !account?.lastDueOn || planned.has(user.id!)) continue;
    const latestDue = account.lastDueOn;
    const owedOn = (on: string) =>
      account.charges.reduce((sum, c) => (c.day <= on ? sum + c.cents : sum), 0) -
      account.payments.reduce((sum, p) => (p.day <= on ? sum + p.cents : sum), 0);
    const remind = (on: string, kind: string) => {
      if (on <= yesterday && owedOn(on) > 0)
        moneyReminders.push({ userId: user.id!, sentOn: on, kind });
    };
    remind(addDays(latestDue, -7), 'before');
    remind(latestDue, 'due');
    for (let on = addDays(latestDue, 7); on <= yesterday; on = addDays(on, 7))
      remind(on, 'overdue');
  }

  // Receipt numbers in the order the payments were recorded.
  const payments = ledgerPostings
    .filter((p) => p.kind === 'payment')
    .toSorted((a, b) =>
      a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
    );
  payments.forEach((p, i) => (p.receiptNumber = plan.nextReceiptNumber + i));
  const moneySettings: Row<'moneySettings'> = {
    id: 1,
    ...grownMoneyRules,
    reminders: 1,
    remindDaysBefore: 7,
    nextReceiptNumber: plan.nextReceiptNumber + payments.length,
    updatedAt: stamp(billed[0]!.startsOn),
  };
  return {
    semesters,
    requirements,
    duesSchedules,
    ledgerLines,
    ledgerPostings,
    paymentPlans,
    paymentClaims,
    moneySettings,
    moneyReminders,
  };
}

/** Small made-up portraits (a face and shoulders on a coloured ground), a few kB each as WebP. */
export async function samplePictureBytes(): Promise<{ bytes: Uint8Array; size: number }[]> {
  const { default: sharp } = await import('sharp');
  const size = 192;
  const hues = [
    [70, 110, 160],
    [150, 90, 70],
    [80, 140, 100],
    [120, 90, 150],
    [170, 140, 70],
    [90, 90, 100],
  ];
  return Promise.all(
    Array.from({ length: samplePictures }, async (_, n) => {
      const [r, g, b] = hues[n % hues.length]! as [number, number, number];
      const pixels = Buffer.alloc(size * size * 3);
      let grain = n + 1;
      for (let y = 0; y < size; y++)
        for (let x = 0; x < size; x++) {
          grain = (grain * 1103515245 + 12345) >>> 0;
          const noise = (grain >>> 28) - 8;
          const head = (x - 96) ** 2 + (y - 78) ** 2 < 36 ** 2;
          const shoulders = y > 130 && (x - 96) ** 2 / 70 ** 2 + (y - 200) ** 2 / 70 ** 2 < 1;
          const skin = head ? [222 - n * 18, 184 - n * 14, 150 - n * 10] : null;
          const shirt = shoulders ? [40 + n * 20, 50, 90 - n * 5] : null;
          const [pr, pg, pb] = skin ?? shirt ?? [r + y / 6, g + y / 8, b + x / 8];
          const i = (y * size + x) * 3;
          pixels[i] = Math.max(0, Math.min(255, pr! + noise));
          pixels[i + 1] = Math.max(0, Math.min(255, pg! + noise));
          pixels[i + 2] = Math.max(0, Math.min(255, pb! + noise));
        }
      const bytes = await sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
        .webp({ quality: 70 })
        .toBuffer();
      return { bytes: new Uint8Array(bytes), size };
    }),
  );
}

/** Writes rows in multi-row inserts of at most ~5,000 values (both engines' limits). */
async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Row<T>[]) {
  if (!rows.length) return;
  const chunk = Math.max(1, Math.floor(5000 / Object.keys(rows[0]!).length));
  for (let i = 0; i < rows.length; i += chunk)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + chunk) as never)
      .execute();
}

/** Warnings and errors only (the demo's loading says nothing else). */
const quietLogger = pino({ level: 'warn' });

export interface GrowOptions {
  accounts: number;
  /** The archive to write. */
  out: string;
  seed?: number;
  at?: Date;
}

export interface GrowResult {
  /** Rows per table in the archive (its manifest's counts, as the export printed them). */
  counts: Record<string, number>;
  bytes: number;
  /** Starting the demo chapter and writing the grown rows. */
  growMs: number;
  /** `npm run export` of the grown chapter. */
  exportMs: number;
}

/** Grows the demo chapter to `accounts` accounts in a scratch database and exports it to `out`. */
export async function growDemo({
  accounts,
  out,
  seed = 18,
  at = new Date(),
}: GrowOptions): Promise<GrowResult> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'chapter-grow-'));
  try {
    const started = performance.now();
    const contentDir = path.join(root, 'content');
    const content = loadContent(contentDir);
    const { db, close } = openDatabase({ sqliteFile: sqliteFileIn(scratch) });
    let rows: GrownRows;
    try {
      // As a fresh server starts: migrations, the content documents, then the demo chapter.
      await migrateToLatest(db, 'sqlite');
      await seedContent(db, content);
      await seedContentPictures(db, contentDir);
      const initiatives = content.alumni.support.initiatives.map((i) => i.name);
      const { timeZone } = content.chapter;
      await loadDemoData(db, contentDir, quietLogger, { initiatives, timeZone }, at);
      const demo = (await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'isOfficer', 'areas'])
        .execute()) as DemoPerson[];
      const semesters = await db.selectFrom('semesters').selectAll().execute();
      const requirements = await db
        .selectFrom('requirements')
        .select(['semesterId', 'side', 'attendancePercent', 'serviceHalfHours', 'points'])
        .execute();
      const schedules = await db.selectFrom('duesSchedules').selectAll().execute();
      const { nextReceiptNumber } = await db
        .selectFrom('moneySettings')
        .select('nextReceiptNumber')
        .executeTakeFirstOrThrow();
      rows = grownRows({
        accounts,
        seed,
        at,
        timeZone,
        initiatives,
        demo,
        semesters,
        requirements,
        schedules,
        nextReceiptNumber,
      });
      const samples = await samplePictureBytes();
      await db.transaction().execute(async (trx) => {
        await insertAll(trx, 'inviteCodes', rows.inviteCodes);
        await insertUsers(trx, rows.users);
        const media = rows.pictures.map((p) => ({
          id: p.id,
          ownerId: p.ownerId,
          contentType: 'image/webp',
          bytes: samples[p.sample]!.bytes,
          width: samples[p.sample]!.size,
          height: samples[p.sample]!.size,
          createdAt: p.at,
          attachedAt: p.at,
        }));
        await insertAll(trx, 'media', media);
        await insertAll(trx, 'positions', rows.positions);
        await insertAll(trx, 'terms', rows.terms);
        await insertAll(trx, 'events', rows.events);
        await insertAll(trx, 'alumniEvents', rows.alumniEvents);
        await insertAll(trx, 'rsvps', rows.rsvps);
        await insertAll(trx, 'donations', rows.donations);
        await insertAll(trx, 'newsletterSubscribers', rows.newsletterSubscribers);
        await insertAll(trx, 'newsletterSends', rows.newsletterSends);
        await insertAll(trx, 'auditLog', rows.auditLog);
        await insertAll(trx, 'semesters', rows.semesters);
        await insertAll(trx, 'requirements', rows.requirements);
        await insertAll(trx, 'duesSchedules', rows.duesSchedules);
        // The ledger's lines before their headers: the database checks each header's lines.
        await insertAll(trx, 'ledgerLines', rows.ledgerLines);
        await insertAll(trx, 'ledgerPostings', rows.ledgerPostings);
        await insertAll(trx, 'paymentPlans', rows.paymentPlans);
        await insertAll(trx, 'paymentClaims', rows.paymentClaims);
        await insertAll(trx, 'moneyReminders', rows.moneyReminders);
        await trx
          .updateTable('moneySettings')
          .set(rows.moneySettings)
          .where('id', '=', 1)
          .execute();
        // Every gift a posting, as the migration that made the ledger gave the gifts it found.
        await postUnpostedGifts(trx);
      });
    } finally {
      await close();
    }
    const growMs = performance.now() - started;

    // The project's own export, exactly as `npm run export -- --out FILE` runs it.
    const exportStarted = performance.now();
    await run(process.execPath, [path.join(root, 'server', 'cli', 'export.ts'), '--out', out], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATA_DIR: scratch,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      maxBuffer: 1 << 20,
    });
    const exportMs = performance.now() - exportStarted;
    const manifest = JSON.parse(
      strFromU8(
        unzipSync(new Uint8Array(readFileSync(out)), {
          filter: (file) => file.name === 'manifest.json',
        })['manifest.json']!,
      ),
    ) as { counts: Record<string, number> };
    return { counts: manifest.counts, bytes: statSync(out).size, growMs, exportMs };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string', default: '20000' },
      out: { type: 'string' },
      seed: { type: 'string', default: '18' },
      /** Print the result as JSON (what scripts/budget-scale.ts reads). */
      json: { type: 'boolean', default: false },
    },
  });
  const accounts = Number(values.accounts);
  if (!values.out || !Number.isInteger(accounts) || accounts < 100) {
    console.error(
      'Usage: node scripts/grow-demo.ts --accounts 20000 --out chapter.zip [--seed 18] [--json]',
    );
    process.exit(2);
  }
  const result = await growDemo({ accounts, out: values.out, seed: Number(values.seed) });
  const { counts } = result;
  if (values.json) console.log(JSON.stringify(result));
  else
    console.log(
      `Grew the demo chapter to ${counts.users} accounts (${counts.donations} gifts, ${counts.auditLog} audit entries, ${counts.newsletterSubscribers} subscribers, ${counts.rsvps} RSVPs over ${counts.alumniEvents} alumni events, ${counts.media} pictures, ${counts.inviteCodes} invites, ${counts.events} calendar events; ${counts.ledgerLines} ledger lines in ${counts.ledgerPostings} postings, ${counts.paymentPlans} payment plans, ${counts.paymentClaims} claims) in ${(result.growMs / 1000).toFixed(1)} s; exported ${values.out} (${(result.bytes / 1024 / 1024).toFixed(1)} MB) in ${(result.exportMs / 1000).toFixed(1)} s.`,
    );
}
