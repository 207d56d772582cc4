// The grown chapter (scripts/grow-demo.ts) is what the scale budget measures with (decision 019): its
// mix of people and rows (docs/performance.md#the-grown-chapter), realistic enough to page, search and sum, and rows the archive's import takes.
import { describe, expect, it } from 'vitest';
import { largestLineCents } from '../contract/money.ts';
import { planStatus } from '../server/core/money/settle.ts';
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
  // The demo's academic year, as content/demo places it.
  semesters: [
    {
      id: '5e0c4b1e-8a5f-4c1e-9f3a-2d6b7c8e9f01',
      name: 'Fall 2026',
      startsOn: '2026-08-17',
      endsOn: '2026-12-18',
      createdAt: '2026-08-01T12:00:00.000Z',
      updatedAt: '2026-08-01T12:00:00.000Z',
    },
    {
      id: '5e0c4b1e-8a5f-4c1e-9f3a-2d6b7c8e9f02',
      name: 'Spring 2027',
      startsOn: '2027-01-11',
      endsOn: '2027-05-07',
      createdAt: '2026-08-01T12:00:00.000Z',
      updatedAt: '2026-08-01T12:00:00.000Z',
    },
  ],
  // The demo's own bill of the actives' fall dues, and its receipts so far.
  schedules: [
    {
      id: '6f1d5c2f-9b6a-4d2f-8a4b-3e7c8d9f0a01',
      name: 'Fall 2026 dues',
      semesterId: '5e0c4b1e-8a5f-4c1e-9f3a-2d6b7c8e9f01',
      side: 'active',
      amountCents: 45_000,
      dueOn: '2026-11-05',
      nationalShareCents: 9_000,
      createdBy: '0b7f6a52-33a1-4d0e-9d5e-1f0f2a7c9e01',
      createdAt: '2026-11-26T11:00:00.000Z',
      updatedAt: '2026-11-26T11:00:00.000Z',
      billedAt: '2026-11-26T11:00:00.000Z',
    },
  ],
  nextReceiptNumber: 40,
  requirements: (['new', 'active'] as const).flatMap((side) =>
    ['5e0c4b1e-8a5f-4c1e-9f3a-2d6b7c8e9f01', '5e0c4b1e-8a5f-4c1e-9f3a-2d6b7c8e9f02'].map(
      (semesterId) => ({
        semesterId,
        side,
        attendancePercent: side === 'new' ? 90 : 75,
        serviceHalfHours: 12,
        points: 15,
      }),
    ),
  ),
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
    expect(tables).toHaveLength(20);
    const refused = tables.flatMap((table) =>
      [rows[table]].flat().flatMap((row) => {
        const result = archiveRowSchemas[table].safeParse(row);
        return result.success ? [] : [`${table}: ${JSON.stringify(row)}: ${result.error.message}`];
      }),
    );
    expect(refused).toEqual([]);
  });

  it('has four semesters of money for the brothers then in the chapter: dues per side, fees, fines, late fees, payments in parts, plans, claims, reminders', () => {
    const { ledgerPostings: postings, ledgerLines: lines } = rows;
    const kinds = (kind: string) => count(postings, (p) => p.kind === kind);
    // The demo's fall and the three semesters before it; a schedule per side each.
    expect(rows.semesters.map((s) => s.name)).toEqual(['Spring 2025', 'Fall 2025', 'Spring 2026']);
    expect(rows.requirements).toHaveLength(6);
    // A schedule per side each, the demo's bill of the fall's actives besides.
    expect(rows.duesSchedules).toHaveLength(7);
    expect(
      count(rows.ledgerPostings, (p) => p.scheduleId === plan.schedules[0]!.id),
    ).toBeGreaterThan(250);
    // About 500 brothers a semester (the members of the classes then in the chapter).
    expect(kinds('dues')).toBeGreaterThan(1800);
    expect(kinds('dues')).toBeLessThan(2200);
    expect(kinds('fee') / kinds('dues')).toBeGreaterThan(1.4);
    expect(kinds('fine')).toBeGreaterThan(100);
    expect(kinds('late_fee')).toBeGreaterThan(50);
    expect(kinds('payment') / kinds('dues')).toBeGreaterThan(4);
    expect(kinds('reversal')).toBeGreaterThan(10);
    // ~500,000 lines at 20,000 accounts with the gifts' (posted as they are written): 1/3 here.
    expect(lines.length).toBeGreaterThan(30_000);
    expect(lines.length).toBeLessThan(40_000);
    const methods = new Set(postings.filter((p) => p.kind === 'payment').map((p) => p.method));
    expect(methods).toEqual(new Set(['cash', 'check', 'venmo', 'zelle', 'other']));
    const plans = (status: string) => count(rows.paymentPlans, (p) => p.status === status);
    expect(plans('accepted')).toBeGreaterThan(10);
    expect(plans('proposed') + plans('declined') + plans('replaced')).toBeGreaterThan(3);
    const claims = (status: string) => count(rows.paymentClaims, (c) => c.status === status);
    expect(claims('approved')).toBeGreaterThan(500);
    expect(claims('pending')).toBeGreaterThan(0);
    expect(claims('refused')).toBeGreaterThan(0);
    expect(new Set(rows.moneyReminders.map((r) => r.kind))).toEqual(
      new Set(['before', 'due', 'overdue']),
    );
  });

  it('balances every posting and keeps the ledger’s rules: receipts in order, each rule’s charge once, reversals that turn a posting’s lines, nobody recording his own', () => {
    const { ledgerPostings: postings, ledgerLines: lines } = rows;
    const linesOf = Map.groupBy(lines, (line) => line.postingId);
    const byId = new Map(postings.map((p) => [p.id, p]));
    expect(byId.size).toBe(postings.length);
    expect(linesOf.size).toBe(postings.length);
    const unbalanced = postings.filter((posting) => {
      const own = linesOf.get(posting.id) ?? [];
      return (
        own.length < 2 ||
        own.reduce((sum, line) => sum + line.amountCents, 0) !== 0 ||
        own.some((line, i) => line.line !== i + 1)
      );
    });
    expect(unbalanced).toEqual([]);
    expect(
      lines.filter((l) => l.amountCents === 0 || Math.abs(l.amountCents) > largestLineCents),
    ).toEqual([]);
    // A receivable line names the posting's member, a grown brother; nobody recorded his own.
    const people = new Set(rows.users.map((u) => u.id));
    const receivable = lines.filter((l) => l.account === 'receivable');
    expect(receivable.every((l) => people.has(l.userId!))).toBe(true);
    expect(receivable.every((l) => byId.get(l.postingId)!.userId === l.userId)).toBe(true);
    expect(postings.filter((p) => p.createdBy === p.userId)).toEqual([]);
    expect(postings.every((p) => p.occurredOn < '2026-11-26')).toBe(true);
    // Each rule's charge is made once, and names what made it.
    const keys = postings.flatMap((p) => (p.sourceKey ? [p.sourceKey] : []));
    expect(new Set(keys).size).toBe(keys.length);
    const schedules = new Set([...rows.duesSchedules, ...plan.schedules].map((s) => s.id));
    const events = new Set(rows.events.map((e) => e.id));
    const unsourced = postings.filter((posting) => {
      const [rule, source, userId] = posting.sourceKey?.split(':') ?? [];
      switch (posting.kind) {
        case 'dues':
          return !(
            rule === 'dues' &&
            schedules.has(source!) &&
            source === posting.scheduleId &&
            userId === posting.userId
          );
        case 'fine':
          return !(rule === 'fine' && events.has(source!) && userId === posting.userId);
        case 'late_fee':
          return !(rule === 'late' && byId.get(source!)?.kind === 'dues');
        default:
          return posting.sourceKey !== null;
      }
    });
    expect(unsourced).toEqual([]);
    // Receipts numbered after the demo's, in the order the payments were recorded; the next after.
    const receipts = postings
      .filter((p) => p.kind === 'payment')
      .toSorted((a, b) => a.receiptNumber! - b.receiptNumber!);
    expect(receipts.map((p) => p.receiptNumber)).toEqual(receipts.map((_, i) => 40 + i));
    expect(receipts.every((p, i) => i === 0 || p.createdAt >= receipts[i - 1]!.createdAt)).toBe(
      true,
    );
    expect(rows.moneySettings.nextReceiptNumber).toBe(40 + receipts.length);
    // A reversal turns every line of a posting that is not one, and a posting is reversed once.
    const reversals = postings.filter((p) => p.kind === 'reversal');
    expect(new Set(reversals.map((r) => r.reverses)).size).toBe(reversals.length);
    const turned = (id: string, sign: number) =>
      linesOf.get(id)!.map((l) => `${l.line} ${l.account} ${sign * l.amountCents}`);
    const wrong = reversals.filter((reversal) => {
      const original = byId.get(reversal.reverses!);
      return (
        !original ||
        original.kind === 'reversal' ||
        !reversal.reason ||
        turned(reversal.id, -1).join() !== turned(original.id, 1).join()
      );
    });
    expect(wrong).toEqual([]);
  });

  it('has plans on track and behind, claims confirmed as their payments, and reminders a week apart at most once', () => {
    const balances = new Map<string, number>();
    for (const line of rows.ledgerLines)
      if (line.account === 'receivable')
        balances.set(line.userId!, (balances.get(line.userId!) ?? 0) + line.amountCents);
    const accepted = rows.paymentPlans.filter((p) => p.status === 'accepted');
    expect(new Set(accepted.map((p) => p.userId)).size).toBe(accepted.length);
    const statuses = accepted.map((one) =>
      planStatus(JSON.parse(one.instalments), balances.get(one.userId) ?? 0, '2026-11-26', 7),
    );
    expect(count(statuses, (s) => s === 'on_track')).toBeGreaterThan(3);
    expect(count(statuses, (s) => s === 'behind')).toBeGreaterThan(3);
    // Whoever proposed, the other side decided; nobody decided his own claim.
    expect(rows.paymentPlans.filter((p) => p.decidedBy && p.decidedBy === p.proposedById)).toEqual(
      [],
    );
    expect(rows.paymentClaims.filter((c) => c.decidedBy === c.userId)).toEqual([]);
    // A claim confirmed is its payment; one waiting or refused posted nothing.
    const postings = new Map(rows.ledgerPostings.map((p) => [p.id, p]));
    const unmatched = rows.paymentClaims.filter((claim) => {
      if (claim.status !== 'approved') return claim.postingId !== null;
      const payment = postings.get(claim.postingId!);
      return (
        payment?.claimId !== claim.id ||
        payment.userId !== claim.userId ||
        payment.method !== claim.method
      );
    });
    expect(unmatched).toEqual([]);
    const sent = Map.groupBy(rows.moneyReminders, (r) => r.userId);
    const tooSoon = [...sent.values()].filter((days) =>
      days.some(
        (r, i) => i > 0 && Date.parse(r.sentOn) - Date.parse(days[i - 1]!.sentOn) < 7 * 864e5,
      ),
    );
    expect(tooSoon).toEqual([]);
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
