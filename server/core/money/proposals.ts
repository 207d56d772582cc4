// The fines and late fees the chapter's rules propose
// (docs/money.md#dues-charges-fines-and-late-fees): never posted by themselves, the treasurer ticks
// the ones to post. A fine of the absence fine for each unexcused absence at a required event of
// the current semester (one whose door has closed, from the member's first counted day; none while
// his excuse waits for a decision); a late fee on each charge open more than the set days past its
// due day, when his balance is at least the set minimum, never on a late fee and never while his
// plan is on track. Each is made once: its key is the posting's source key
// (`fine:<event>:<member>`, `late:<charge>`). An amount set to 0 proposes nothing of its kind. The
// rules are pure functions below; `readProposals` gathers their facts.
import type { Proposal } from '../../../contract/api/officer/money.ts';
import { checkInWindow, sideOn } from '../../../contract/attendance.ts';
import { fileDay, formatDay } from '../../../contract/dates.ts';
import { formatCents } from '../../../contract/money.ts';
import type { Db } from '../../db/database.ts';
import { accountNames, openAccountsOf } from '../users/repository.ts';
import { readReceivables, type MemberDues } from './dues.ts';
import { post } from './ledger.ts';
import { readSettings } from './settings.ts';
import { addDays, daysBetween } from './settle.ts';

/** A proposed charge is due this many days after it is posted. */
export const proposalDueDays = 14;

export interface RequiredEvent {
  id: string;
  title: string;
  date: string;
  /** Its check-in door has closed: an absence counts from then. */
  closed: boolean;
}

export interface Brother {
  id: string;
  name: string;
  /** His first counted day in the semester: events before it are not his. */
  countsFrom: string;
}

export const fineKey = (eventId: string, userId: string) => `fine:${eventId}:${userId}`;
export const lateKey = (chargeId: string) => `late:${chargeId}`;

/**
 * A fine for each unexcused absence: a required event closed, from his first day, where he was not
 * marked present or excused and has no excuse waiting (`waiting`: `<event> <member>`), not fined
 * before (`made`: the source keys already in the ledger).
 */
export function finesProposed(facts: {
  events: readonly RequiredEvent[];
  brothers: readonly Brother[];
  /** `<event> <member>` → his mark. */
  marks: ReadonlyMap<string, string>;
  waiting: ReadonlySet<string>;
  made: ReadonlySet<string>;
  fineCents: number;
  today: string;
}): Proposal[] {
  if (facts.fineCents <= 0) return [];
  const proposals: Proposal[] = [];
  for (const event of facts.events) {
    if (!event.closed) continue;
    for (const brother of facts.brothers) {
      if (event.date < brother.countsFrom) continue;
      const pair = `${event.id} ${brother.id}`;
      const mark = facts.marks.get(pair);
      if (mark === 'present' || mark === 'excused' || facts.waiting.has(pair)) continue;
      const key = fineKey(event.id, brother.id);
      if (facts.made.has(key)) continue;
      proposals.push({
        key,
        kind: 'fine',
        userId: brother.id,
        name: brother.name,
        description: `Fine: absent from ${event.title} (${formatDay(event.date)})`,
        amountCents: facts.fineCents,
        dueOn: addDays(facts.today, proposalDueDays),
        reason: `Missed ${event.title}, a required event, without an excuse.`,
      });
    }
  }
  return proposals;
}

export interface ChargeFacts {
  /** The kind of each open charge's posting, and its description. */
  postings: ReadonlyMap<string, { kind: string; description: string }>;
}

/**
 * A late fee on each charge open more than `afterDays` past due, for a member whose balance is at
 * least `minimumCents` and whose plan is not on track; never on a late fee; once per charge.
 */
export function lateFeesProposed(facts: {
  members: ReadonlyMap<string, Pick<MemberDues, 'balanceCents' | 'open' | 'plan'>>;
  names: ReadonlyMap<string, string>;
  postings: ChargeFacts['postings'];
  made: ReadonlySet<string>;
  settings: { lateFeeCents: number; lateFeeAfterDays: number; lateFeeMinimumCents: number };
  today: string;
}): Proposal[] {
  const { settings } = facts;
  if (settings.lateFeeCents <= 0) return [];
  const proposals: Proposal[] = [];
  for (const [userId, dues] of facts.members) {
    if (dues.balanceCents <= 0 || dues.balanceCents < settings.lateFeeMinimumCents) continue;
    if (dues.plan?.status === 'on_track') continue;
    for (const charge of dues.open) {
      const late = daysBetween(charge.dueOn, facts.today);
      if (late <= settings.lateFeeAfterDays) continue;
      const posting = facts.postings.get(charge.postingId);
      if (!posting || posting.kind === 'late_fee') continue;
      const key = lateKey(charge.postingId);
      if (facts.made.has(key)) continue;
      proposals.push({
        key,
        kind: 'late_fee',
        userId,
        name: facts.names.get(userId) ?? 'A member',
        description: `Late fee: ${posting.description}`,
        amountCents: settings.lateFeeCents,
        dueOn: addDays(facts.today, proposalDueDays),
        reason: `${formatCents(charge.openCents)} of it is ${late} days past its due day (${formatDay(charge.dueOn)}).`,
      });
    }
  }
  return proposals;
}

/** The source keys of one kind already in the ledger (`fine:` or `late:`). */
async function madeKeys(db: Db, prefix: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('ledgerPostings')
    .select('sourceKey')
    .where('sourceKey', 'like', `${prefix}%`)
    .execute();
  return new Set(rows.map((row) => row.sourceKey!));
}

/**
 * The semester the fines are counted in (core/attendance `semesterOn`), and a member's first counted
 * day in it (core/attendance `firstCountedDay`): standing's, so a fine follows the same absences.
 */
export interface FineTerms {
  semester: { startsOn: string; endsOn: string } | undefined;
  countsFrom: (member: {
    createdOn: string;
    side: 'new' | 'active';
    initiatedOn: string | null;
  }) => string;
}

/** The facts of the fines: the semester's required events, its members, their marks and excuses. */
async function readFines(
  db: Db,
  fineCents: number,
  { semester, countsFrom }: FineTerms,
  clock: { today: string; now: number; timeZone: string },
): Promise<Proposal[]> {
  if (fineCents <= 0 || !semester) return [];
  const rows = await db
    .selectFrom('events')
    .select(['id', 'title', 'date', 'time'])
    .where('date', '>=', semester.startsOn)
    .where('date', '<=', semester.endsOn)
    .where('attendance', '=', 'required')
    .execute();
  // The rows are this call's own: each takes whether its check-in has closed.
  const events = rows.map((event) =>
    Object.assign(event, {
      closed: checkInWindow(event, clock.timeZone).closesAt <= clock.now,
    }),
  );
  if (!events.some((event) => event.closed)) return [];
  const eventIds = events.map((event) => event.id);
  const [people, marks, waiting, made] = await Promise.all([
    openAccountsOf(db, 'member', ['id', 'name', 'initiatedOn', 'createdAt']),
    db
      .selectFrom('attendance')
      .select(['eventId', 'userId', 'status'])
      .where('eventId', 'in', eventIds)
      .execute(),
    db
      .selectFrom('excuses')
      .select(['eventId', 'userId'])
      .where('eventId', 'in', eventIds)
      .where('status', '=', 'pending')
      .execute(),
    madeKeys(db, 'fine:'),
  ]);
  const brothers = people.map((person) => ({
    id: person.id,
    name: person.name,
    countsFrom: countsFrom({
      createdOn: fileDay(person.createdAt, clock.timeZone),
      side: sideOn(person.initiatedOn, clock.today),
      initiatedOn: person.initiatedOn,
    }),
  }));
  return finesProposed({
    events,
    brothers,
    marks: new Map(marks.map((mark) => [`${mark.eventId} ${mark.userId}`, mark.status])),
    waiting: new Set(waiting.map((excuse) => `${excuse.eventId} ${excuse.userId}`)),
    made,
    fineCents,
    today: clock.today,
  });
}

/** The facts of the late fees: every member's open charges (the receivables), their kinds. */
async function readLateFees(
  db: Db,
  settings: { lateFeeCents: number; lateFeeAfterDays: number; lateFeeMinimumCents: number },
  members: ReadonlyMap<string, MemberDues>,
  today: string,
): Promise<Proposal[]> {
  if (settings.lateFeeCents <= 0) return [];
  const late = [...members.values()].flatMap((dues) =>
    dues.open.filter((charge) => daysBetween(charge.dueOn, today) > settings.lateFeeAfterDays),
  );
  if (late.length === 0) return [];
  const postings = new Map<string, { kind: string; description: string }>();
  const ids = [...new Set(late.map((charge) => charge.postingId))];
  for (let i = 0; i < ids.length; i += 500)
    for (const row of await db
      .selectFrom('ledgerPostings')
      .select(['id', 'kind', 'description'])
      .where('id', 'in', ids.slice(i, i + 500))
      .execute())
      postings.set(row.id, row);
  const names = await accountNames(db, late.length ? [...members.keys()] : []);
  return lateFeesProposed({
    members,
    names,
    postings,
    made: await madeKeys(db, 'late:'),
    settings,
    today,
  });
}

/** Everything the rules propose today: the fines, then the late fees. */
export async function readProposals(
  db: Db,
  settings: { absenceFineCents: number } & Parameters<typeof readLateFees>[1],
  members: ReadonlyMap<string, MemberDues>,
  terms: FineTerms,
  clock: { today: string; now: number; timeZone: string },
): Promise<Proposal[]> {
  const [fines, lateFees] = await Promise.all([
    readFines(db, settings.absenceFineCents, terms, clock),
    readLateFees(db, settings, members, clock.today),
  ]);
  return [...fines, ...lateFees];
}

/**
 * Posts the ticked proposals that the rules still propose (recomputed here: one posted meanwhile,
 * or no longer due, is skipped and counted). The money settings' row is taken first, so two posts
 * at once run one after the other and the second finds the first's postings. Call it with a
 * transaction.
 */
export async function postProposals(
  trx: Db,
  items: readonly string[],
  terms: FineTerms,
  clock: { today: string; now: number; timeZone: string },
  by: { id: string | null; name: string },
): Promise<{ posted: Proposal[]; skipped: number }> {
  await trx
    .updateTable('moneySettings')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('id', '=', 1)
    .execute();
  const [settings, receivables] = await Promise.all([
    readSettings(trx),
    readReceivables(trx, clock.today),
  ]);
  const wanted = new Set(items);
  const posted = (await readProposals(trx, settings, receivables.members, terms, clock)).filter(
    (proposal) => wanted.has(proposal.key),
  );
  await post(
    trx,
    posted.map((proposal) => ({
      kind: proposal.kind,
      occurredOn: clock.today,
      dueOn: proposal.dueOn,
      userId: proposal.userId,
      description: proposal.description,
      sourceKey: proposal.key,
      lines: [
        { account: 'receivable', userId: proposal.userId, amountCents: proposal.amountCents },
        { account: 'fines_fees_income', amountCents: -proposal.amountCents },
      ],
      by,
    })),
  );
  return { posted, skipped: wanted.size - posted.length };
}

/** The members a list of proposal keys is about (for the route's `config.about`). */
export async function membersOfKeys(db: Db, items: readonly string[]): Promise<string[]> {
  const members = new Set<string>();
  const charges: string[] = [];
  for (const key of items) {
    const [kind, first, second] = key.split(':');
    if (kind === 'fine' && second) members.add(second);
    if (kind === 'late' && first) charges.push(first);
  }
  for (let i = 0; i < charges.length; i += 500)
    for (const row of await db
      .selectFrom('ledgerPostings')
      .select('userId')
      .where('id', 'in', charges.slice(i, i + 500))
      .execute())
      if (row.userId) members.add(row.userId);
  return [...members];
}
