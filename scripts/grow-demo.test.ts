// The grown chapter (scripts/grow-demo.ts) is what the scale budget measures with (decision 019): its
// mix of people and rows (docs/performance.md#the-grown-chapter), realistic enough to page, search and sum, and rows the archive's import takes.
import { describe, expect, it } from 'vitest';
import { archiveRowSchemas } from '../server/features/officer/export/archive-rows.ts';
import { archivedTables } from '../server/features/officer/export/archive.ts';
import {
  grownRows,
  seededRandom,
  type DemoPerson,
  type GrownRows,
  type GrowPlan,
} from './grow-demo.ts';

const demo: DemoPerson[] = [
  {
    id: '0b7f6a52-33a1-4d0e-9d5e-1f0f2a7c9e01',
    name: 'Demo Officer',
    email: 'officer@oxp-northmere.example',
    role: 'member',
    isOfficer: 1,
    areas: 'accounts,calendar,treasury,communications,content',
  },
  {
    id: '0b7f6a52-33a1-4d0e-9d5e-1f0f2a7c9e02',
    name: 'Demo Alumnus',
    email: 'alumnus@oxp-northmere.example',
    role: 'alumni',
    isOfficer: 0,
    areas: '',
  },
];
const plan: GrowPlan = {
  accounts: 2000,
  seed: 18,
  at: new Date('2026-11-26T12:00:00Z'),
  timeZone: 'America/Chicago',
  initiatives: ['House Maintenance', 'Pool Table', 'Basketball Hoop', 'Brotherhood Events'],
  demo,
};
const rows = grownRows(plan);
const count = (list: unknown[], test: (row: any) => boolean) => list.filter(test).length;

describe('the grown demo chapter', () => {
  it('has the mix per account: 3/4 alumni, ~3.75 gifts, 3 audit entries, 1 subscriber, ~1.5 RSVPs and a picture in ten per account', () => {
    const { users } = rows;
    const accounts = users.length + demo.length;
    expect(accounts).toBe(2000);
    const alumni = count(users, (u) => u.role === 'alumni') + 1;
    expect(alumni / accounts).toBeCloseTo(0.75, 2);
    expect(rows.donations).toHaveLength(7500);
    expect(rows.auditLog).toHaveLength(6000);
    expect(rows.newsletterSubscribers).toHaveLength(2000);
    expect(rows.rsvps.length / accounts).toBeGreaterThan(1.4);
    expect(rows.rsvps.length / accounts).toBeLessThan(1.6);
    expect(rows.pictures.length / accounts).toBeGreaterThan(0.08);
    expect(rows.pictures.length / accounts).toBeLessThan(0.12);
    expect(new Set(rows.pictures.map((p) => p.sample)).size).toBeGreaterThan(3);
  });

  it('is made of plausible people: first and last names, unique addresses, classes by role, a few officers', () => {
    const { users } = rows;
    for (const user of users) expect(user.name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
    // Names repeat as in any large chapter, but not a handful of them.
    expect(new Set(users.map((u) => u.name)).size).toBeGreaterThan(users.length * 0.6);
    const emails = [...users.map((u) => u.email), ...demo.map((p) => p.email)];
    expect(new Set(emails).size).toBe(emails.length);
    const classes = (role: string) =>
      users.filter((u) => u.role === role).map((u) => u.graduationYear!);
    expect(Math.min(...classes('member'))).toBe(2027);
    expect(Math.max(...classes('member'))).toBe(2030);
    expect(Math.max(...classes('alumni'))).toBe(2026);
    expect(Math.min(...classes('alumni'))).toBeLessThan(1985);
    const officers = users.filter((u) => u.isOfficer === 1);
    expect(officers.length).toBeGreaterThan(2);
    expect(officers.length).toBeLessThan(10);
    for (const officer of officers) expect(officer.position).toBeTruthy();
  });

  it('records what a chapter does: gifts named, anonymous and voided; ~30 actions by ~25 actors; mixed subscribers; waitlists', () => {
    const { donations, auditLog, newsletterSubscribers, rsvps, alumniEvents } = rows;
    expect(count(donations, (d) => d.donorName === null)).toBeGreaterThan(donations.length * 0.1);
    expect(count(donations, (d) => d.voidedAt)).toBeGreaterThan(5);
    expect(new Set(donations.map((d) => d.initiative))).toEqual(new Set(plan.initiatives));
    const years = new Set(donations.map((d) => d.donatedOn.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(5);
    const actions = new Set(auditLog.map((e) => e.action));
    expect(actions.size).toBeGreaterThanOrEqual(25);
    const actors = new Set(auditLog.map((e) => e.actorLabel));
    expect(actors.size).toBeGreaterThanOrEqual(20);
    expect(actors.size).toBeLessThanOrEqual(32);
    const statuses = new Set(newsletterSubscribers.map((s) => s.status));
    expect(statuses).toEqual(new Set(['active', 'pending', 'unsubscribed', 'bouncing']));
    expect(count(newsletterSubscribers, (s) => s.status === 'active')).toBeGreaterThan(1600);
    expect(count(rsvps, (r) => r.status === 'waitlisted')).toBeGreaterThan(0);
    expect(alumniEvents.length + 4).toBeGreaterThanOrEqual(6);
    expect(count(alumniEvents, (e) => e.sortDate > '2026-11-26')).toBeGreaterThan(0);
  });

  it('holds together: RSVPs by alumni, once per event; invites that exist; the audit log in time order', () => {
    const alumni = new Set(rows.users.filter((u) => u.role === 'alumni').map((u) => u.id));
    const events = new Set(rows.alumniEvents.map((e) => e.key));
    const pairs = new Set<string>();
    for (const rsvp of rows.rsvps) {
      expect(alumni.has(rsvp.userId)).toBe(true);
      expect(events.has(rsvp.eventKey)).toBe(true);
      pairs.add(`${rsvp.eventKey} ${rsvp.userId}`);
    }
    expect(pairs.size).toBe(rows.rsvps.length);
    const invites = new Set(rows.inviteCodes.map((i) => i.id));
    const invited = rows.users.filter((u) => u.inviteCodeId).map((u) => u.inviteCodeId!);
    expect(invited.length).toBeGreaterThan(rows.users.length / 2);
    expect(invited.filter((id) => !invites.has(id))).toEqual([]);
    // Each grown officer holds his office by a current term; past officers hold past ones.
    const people = new Map(rows.users.map((u) => [u.id, u]));
    const current = rows.terms.filter((term) => term.endsOn === null);
    expect(current.map((term) => people.get(term.userId)?.isOfficer)).toEqual(current.map(() => 1));
    expect(current.length).toBe(rows.users.filter((u) => u.isOfficer === 1).length);
    expect(rows.terms.filter((term) => term.endsOn !== null).length).toBeGreaterThan(6);
    const positionIds = new Set(rows.positions.map((p) => p.id));
    expect(
      rows.terms.every((term) => positionIds.has(term.positionId) && people.has(term.userId)),
    ).toBe(true);
    const log = rows.auditLog;
    for (let i = 1; i < log.length; i++) {
      expect(log[i]!.at >= log[i - 1]!.at).toBe(true);
      expect(log[i]!.id > log[i - 1]!.id).toBe(true);
    }
  });

  it('writes only rows the archive’s import accepts', () => {
    const tables = archivedTables.filter((table) => table in rows) as (keyof GrownRows &
      (typeof archivedTables)[number])[];
    expect(tables).toHaveLength(11);
    const refused = tables.flatMap((table) =>
      (rows[table] as unknown[]).flatMap((row) => {
        const result = archiveRowSchemas[table].safeParse(row);
        return result.success ? [] : [`${table}: ${JSON.stringify(row)}: ${result.error.message}`];
      }),
    );
    expect(refused).toEqual([]);
  });

  it('is the same chapter for the same seed and day, another for another seed', () => {
    expect(JSON.stringify(grownRows(plan))).toBe(JSON.stringify(rows));
    expect(grownRows({ ...plan, seed: 19 }).users[0]!.email).not.toBe(rows.users[0]!.email);
    const a = seededRandom(1);
    const b = seededRandom(1);
    expect([a.next(), a.uuid(), a.token()]).toEqual([b.next(), b.uuid(), b.token()]);
    expect(a.uuid()).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
