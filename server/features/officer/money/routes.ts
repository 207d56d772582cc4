// The chapter's money in the officer console (area `treasury`; docs/api.md#money-officer-console):
// dues schedules and their bills, charges, payments, reversals, the balances and a member's
// statement, payment claims and plans, the fines and late fees the rules propose, the reports, the
// handover and the settings. Registered at /api/officer for the URLs its alias names
// (server/plugins/features.ts). Every write is audited in its transaction and declares whom it is
// about: nobody records, reverses or decides money of his own. An officer-elect reads all of it
// from 14 days before his term, but takes no file away and writes nothing.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../contract/api/officer.ts';
import {
  balancesQuery,
  balancesResponse,
  billPreviewResponse,
  billResponse,
  chargeRequest,
  chargeResponse,
  claimDecisionRequest,
  claimDecisionResponse,
  claimsQuery,
  claimsResponse,
  declineRequest,
  handoverResponse,
  moneySettingsBody,
  moneySettingsResponse,
  paymentRequest,
  paymentResponse,
  planRequest,
  planResponse,
  plansQuery,
  plansResponse,
  postingIdParams,
  postProposalsRequest,
  postProposalsResponse,
  proposalsResponse,
  reportParams,
  reportQuery,
  reportResponse,
  reverseRequest,
  reverseResponse,
  scheduleRequest,
  scheduleResponse,
  schedulesResponse,
  statementResponse,
  userIdParams,
  type AgingRow,
  type BalanceRow,
  type ClaimRow,
  type JournalLine,
  type Receipt,
} from '../../../../contract/api/officer/money.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import { sideOn } from '../../../../contract/attendance.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import { formatCents } from '../../../../contract/money.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { csvAnswer, csvStream } from '../../../lib/csv.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { semesterOn } from '../../../core/attendance/standing-service.ts';
import { firstCountedDay } from '../../../core/attendance/standing.ts';
import { listSemesters } from '../../../core/attendance/semesters.ts';
import { audited } from '../../../core/audit/record.ts';
import { postCharges } from '../../../core/money/charges.ts';
import {
  claimAbout,
  claimPicture,
  decideClaim,
  listClaims,
  toClaim,
  type ClaimListRow,
} from '../../../core/money/claims.ts';
import { duesWithStatement, receivables } from '../../../core/money/dues.ts';
import { versionedCache, type VersionedCache } from '../../../lib/versioned-cache.ts';
import { handoverOf } from '../../../core/money/handover.ts';
import { findPosting, reverse } from '../../../core/money/ledger.ts';
import { recordPayment } from '../../../core/money/payments.ts';
import {
  acceptPlan,
  declinePlan,
  findPlan,
  listPlans,
  proposePlan,
  toPlanRow,
} from '../../../core/money/plans.ts';
import { membersOfKeys, postProposals, readProposals } from '../../../core/money/proposals.ts';
import { receiptOf, sendReceiptEmail } from '../../../core/money/receipts.ts';
import {
  agingRows,
  journalInBatches,
  journalPage,
  membersWithHistory,
  trialBalance,
} from '../../../core/money/reports.ts';
import {
  billSchedule,
  billing,
  createSchedule,
  findSchedule,
  listSchedules,
  semesterDues,
  toBill,
  updateSchedule,
} from '../../../core/money/schedules.ts';
import { readSettings, saveSettings } from '../../../core/money/settings.ts';
import { receiptsIn } from '../../../core/money/statement.ts';
import { aboutListed, electNoCsv, type About } from '../../../core/officers/access.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import { accountColumnsOf, accountNames, openAccountsOf } from '../../../core/users/repository.ts';

const dollars = (cents: number) => (cents / 100).toFixed(2);

const balanceColumns = [
  { header: 'Member', value: (row: BalanceRow) => row.name },
  { header: 'Side', value: (row: BalanceRow) => row.side },
  { header: 'Balance', value: (row: BalanceRow) => dollars(row.balanceCents) },
  { header: 'Overdue', value: (row: BalanceRow) => dollars(row.overdueCents) },
  { header: 'Status', value: (row: BalanceRow) => row.status },
  { header: 'Oldest due', value: (row: BalanceRow) => row.oldestDueOn },
  { header: 'Plan', value: (row: BalanceRow) => row.plan?.status ?? '' },
];

const journalColumns = [
  { header: 'Date', value: (line: JournalLine) => line.occurredOn },
  { header: 'Posting', value: (line: JournalLine) => line.postingId },
  { header: 'Kind', value: (line: JournalLine) => line.kind },
  { header: 'Description', value: (line: JournalLine) => line.description },
  { header: 'Account', value: (line: JournalLine) => line.account },
  { header: 'Member', value: (line: JournalLine) => line.member },
  { header: 'Initiative', value: (line: JournalLine) => line.initiative },
  {
    header: 'Debit',
    value: (line: JournalLine) => (line.debitCents ? dollars(line.debitCents) : ''),
  },
  {
    header: 'Credit',
    value: (line: JournalLine) => (line.creditCents ? dollars(line.creditCents) : ''),
  },
  { header: 'Reverses', value: (line: JournalLine) => line.reverses },
  { header: 'Reason', value: (line: JournalLine) => line.reason },
];

const agingColumns = [
  { header: 'Member', value: (row: AgingRow) => row.name },
  { header: 'Current', value: (row: AgingRow) => dollars(row.currentCents) },
  { header: '1-30 days', value: (row: AgingRow) => dollars(row.days1to30Cents) },
  { header: '31-60 days', value: (row: AgingRow) => dollars(row.days31to60Cents) },
  { header: '61-90 days', value: (row: AgingRow) => dollars(row.days61to90Cents) },
  { header: 'Over 90 days', value: (row: AgingRow) => dollars(row.over90Cents) },
  { header: 'Total', value: (row: AgingRow) => dollars(row.totalCents) },
];

const trialColumns = [
  { header: 'Account', value: (row: { account: string }) => row.account },
  { header: 'Debits', value: (row: { debitCents: number }) => dollars(row.debitCents) },
  { header: 'Credits', value: (row: { creditCents: number }) => dollars(row.creditCents) },
  { header: 'Balance', value: (row: { balanceCents: number }) => dollars(row.balanceCents) },
];

/** A name holds every word of `q`, case ignored. */
const named = (name: string, q: string) => {
  const lower = name.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => lower.includes(word));
};

/** A claim as the treasurer's queue lists it, with his picture's address when he added one. */
const toClaimRow = (claim: ClaimListRow): ClaimRow => ({
  id: claim.id,
  userId: claim.userId,
  name: claim.memberName,
  amountCents: claim.amountCents,
  method: claim.method,
  reference: claim.reference,
  paidOn: claim.paidOn,
  status: claim.status,
  note: claim.note,
  pictureUrl: claim.hasPicture ? `/api/officer/payment-claims/${claim.id}/picture` : null,
  decisionNote: claim.decisionNote,
  createdAt: claim.createdAt,
  decidedAt: claim.decidedAt,
});

/** Who writes a posting: the officer's id and the name people read. */
const byOf = (request: FastifyRequest) => {
  const { user } = request.session!;
  return { id: user.id, name: user.name };
};

const officerMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = () => app.content.chapter.timeZone;
  // The chapter's day, on the published time zone and the server's clock (tests set it).
  const today = () => localDate(clock.now(), timeZone());
  const chapterClock = () => ({ today: today(), now: clock.now(), timeZone: timeZone() });
  const chapterReceivables = async () => {
    const { ledger } = await app.dataVersions();
    return receivables(app.db, ledger, today());
  };
  const mail = { db: app.db, mailer: app.mailer, brand: app.emailBrand };
  const emailReceipt = (postingId: string) =>
    sendReceiptEmail({ ...mail, publicUrl: app.config.publicUrl }, postingId);
  const receiptFor = async (postingId: string): Promise<Receipt> => {
    const { chapterName: _chapterName, ...receipt } = (await receiptOf(
      app.db,
      postingId,
      app.emailBrand.siteName,
    ))!;
    return receipt;
  };
  const read = { area: 'treasury', elect: electNoCsv } as const;
  /** The chapter's semesters by id, for the schedules that name them. */
  const semesters = async () =>
    new Map((await listSemesters(app.db)).map((semester) => [semester.id, semester]));
  const currentSemester = () => semesterOn(app.db, today());
  // The fines follow standing's absences: its semester and each member's first counted day.
  const fineTerms = async () => {
    const semester = await currentSemester();
    return {
      semester,
      countsFrom: (member: Parameters<typeof firstCountedDay>[1]) =>
        firstCountedDay(semester!, member),
    };
  };

  // ---- Dues schedules ----------------------------------------------------------------------------

  app.get(
    '/dues-schedules',
    { config: read, schema: { response: { 200: schedulesResponse } } },
    async () => {
      const all = await listSemesters(app.db);
      const byId = new Map(all.map((semester) => [semester.id, semester]));
      return { schedules: await listSchedules(app.db, today(), byId), semesters: all };
    },
  );

  const scheduleRow = async (id: string) =>
    (await listSchedules(app.db, today(), await semesters())).find(
      (schedule) => schedule.id === id,
    )!;

  app.post(
    '/dues-schedules',
    {
      config: { area: 'treasury', about: 'chapter' },
      schema: { body: scheduleRequest, response: { 201: scheduleResponse, ...errorAnswers(400) } },
    },
    async (request, reply) => {
      // Read before the transaction: SQLite's one connection is the transaction's until it ends.
      const known = await semesters();
      const id = await audited(app.db, actorOf(request), 'money.schedule', async (trx) => {
        const created = await createSchedule(trx, request.body, byOf(request), known);
        return {
          result: created,
          target: { id: created, label: request.body.name },
          details: { ...request.body },
        };
      });
      reply.code(201);
      return { schedule: await scheduleRow(id) };
    },
  );

  app.put(
    '/dues-schedules/:id',
    {
      config: { area: 'treasury', about: 'chapter' },
      schema: {
        params: idParams,
        body: scheduleRequest,
        response: { 200: scheduleResponse, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const known = await semesters();
      await audited(app.db, actorOf(request), 'money.schedule', async (trx) => {
        const { before } = await updateSchedule(trx, request.params.id, request.body, known);
        return {
          result: undefined,
          target: { id: request.params.id, label: request.body.name },
          details: { from: { name: before.name, dueOn: before.dueOn }, to: { ...request.body } },
        };
      });
      return { schedule: await scheduleRow(request.params.id) };
    },
  );

  app.get(
    '/dues-schedules/:id/bill-preview',
    {
      config: read,
      schema: { params: idParams, response: { 200: billPreviewResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      const schedule = await findSchedule(app.db, request.params.id);
      if (!schedule) throw new HttpError(404, 'not_found', 'There is no such dues schedule.');
      const count = (await toBill(app.db, schedule, today())).length;
      return { count, totalCents: count * Number(schedule.amountCents) };
    },
  );

  // The treasurer bills the members of a side: he is one of them, but the schedule is the
  // chapter's, the same for every member, so it is about the chapter (his own dues are billed too).
  app.post(
    '/dues-schedules/:id/bill',
    {
      config: { area: 'treasury', about: 'chapter' },
      schema: { params: idParams, response: { 200: billResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      // In transactions of a few hundred members, each audited: the database (SQLite's one
      // connection above all) answers other requests between them, and a bill cut short by a
      // failure is finished by billing again, which charges only those not billed yet.
      const total = { billed: 0, totalCents: 0 };
      for (let more = true; more;) {
        const batch = await audited(app.db, actorOf(request), 'money.bill', async (trx) => {
          const { name, ...billed } = await billSchedule(
            trx,
            request.params.id,
            byOf(request),
            today(),
            billing.batch,
          );
          const details = { billed: billed.billed, totalCents: billed.totalCents };
          return { result: billed, target: { id: request.params.id, label: name }, details };
        });
        total.billed += batch.billed;
        total.totalCents += batch.totalCents;
        more = batch.more && batch.billed > 0;
        // SQLite answers at once (its calls are synchronous), so only a turn of the event loop
        // between batches lets the requests that came meanwhile in.
        if (more) await new Promise((resolve) => setImmediate(resolve));
      }
      return total;
    },
  );

  // ---- Charges, payments, reversals --------------------------------------------------------------

  app.post(
    '/charges',
    {
      config: { area: 'treasury', about: aboutListed('userIds') },
      schema: { body: chargeRequest, response: { 201: chargeResponse, ...errorAnswers(400) } },
    },
    async (request, reply) => {
      const { amountCents, kind, description } = request.body;
      const { postings } = await audited(app.db, actorOf(request), 'money.charge', async (trx) => {
        const charged = await postCharges(trx, request.body, byOf(request), today());
        return {
          result: charged,
          target: {
            id: charged.postings.length === 1 ? request.body.userIds[0]! : null,
            label: `${formatCents(amountCents)} ${kind} to ${charged.names.join(', ')}`,
          },
          details: { kind, description, amountCents, members: charged.postings.length },
        };
      });
      reply.code(201);
      return { postings, count: postings.length, totalCents: postings.length * amountCents };
    },
  );

  app.post(
    '/payments',
    {
      config: { area: 'treasury', about: aboutListed('userId') },
      schema: { body: paymentRequest, response: { 201: paymentResponse, ...errorAnswers(400) } },
    },
    async (request, reply) => {
      const body = request.body;
      const { postingId } = await audited(
        app.db,
        actorOf(request),
        'money.payment',
        async (trx) => {
          const paid = await recordPayment(trx, body, byOf(request), today());
          return {
            result: paid,
            target: { id: body.userId, label: paid.name },
            details: {
              amountCents: body.amountCents,
              method: body.method,
              posting: paid.postingId,
            },
          };
        },
      );
      await emailReceipt(postingId);
      const receipt = await receiptFor(postingId);
      reply.code(201);
      return {
        payment: {
          id: postingId,
          postingId,
          userId: body.userId,
          amountCents: body.amountCents,
          method: body.method,
          reference: receipt.reference,
          receivedOn: body.receivedOn,
        },
        receipt,
      };
    },
  );

  // A posting is about its member (none for a gift): he never reverses his own payment or charge.
  const postingAbout: About = async (request) => [
    (await findPosting(app.db, (request.params as { id: string }).id))?.userId,
  ];

  app.post(
    '/postings/:id/reverse',
    {
      config: { area: 'treasury', about: postingAbout },
      schema: {
        params: postingIdParams,
        body: reverseRequest,
        response: { 201: reverseResponse, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const { reason } = request.body;
      const reversalId = await audited(app.db, actorOf(request), 'money.reverse', async (trx) => {
        const posting = await findPosting(trx, request.params.id);
        // A gift is voided in Donations, which keeps the gift's own record and totals with it.
        if (posting?.kind === 'gift')
          throw new HttpError(
            409,
            'conflict',
            'A gift is voided in Donations, which reverses its posting and takes it out of the totals.',
          );
        const reversal = await reverse(trx, request.params.id, reason, byOf(request), today());
        return {
          result: reversal.id,
          target: { id: reversal.original.userId, label: reversal.original.description },
          details: { posting: request.params.id, kind: reversal.original.kind, reason },
        };
      });
      reply.code(201);
      return { reversal: { id: reversalId, reverses: request.params.id, reason } };
    },
  );

  // ---- Balances and statements -------------------------------------------------------------------

  /**
   * Every member with a balance or any history, as the balances list gives them, by name: built
   * once per version of the ledger and of the accounts (names, sides) and per day, and kept, so
   * twenty treasurers paging and filtering read it from memory (docs/performance.md#money). Both
   * versions only grow, so their sum changes whenever either does.
   */
  let keptRows: { day: string; cache: VersionedCache<BalanceRow[]> } | undefined;
  async function balanceRows(): Promise<BalanceRow[]> {
    const day = today();
    const { ledger, accounts } = await app.dataVersions();
    if (keptRows?.day !== day)
      keptRows = { day, cache: versionedCache(() => readBalanceRows(day)) };
    return keptRows.cache.get(ledger + accounts);
  }

  /** This semester's billed and collected, kept like the rows (its dues charges are many). */
  let keptSemester: { key: string; value: ReturnType<typeof semesterDues> } | undefined;
  async function thisSemesterDues(chapter: Awaited<ReturnType<typeof chapterReceivables>>) {
    const [{ ledger }, semester] = await Promise.all([app.dataVersions(), currentSemester()]);
    const key = `${ledger}:${today()}:${semester?.id}:${semester?.name}`;
    if (keptSemester?.key !== key) {
      const value = semesterDues(app.db, chapter, semester);
      keptSemester = { key, value };
      value.catch(() => {
        if (keptSemester?.value === value) keptSemester = undefined;
      });
    }
    return keptSemester.value;
  }

  async function readBalanceRows(day: string): Promise<BalanceRow[]> {
    const chapter = await chapterReceivables();
    const history = await membersWithHistory(app.db);
    const ids = [...new Set([...chapter.members.keys(), ...history])].filter(Boolean);
    // A member's side by his initiation; any other account with money on it is an alumnus's.
    const [names, members] = await Promise.all([
      accountNames(app.db, ids),
      openAccountsOf(app.db, 'member', ['id', 'initiatedOn']),
    ]);
    const initiated = new Map(members.map((person) => [person.id, person.initiatedOn]));
    return ids
      .map((userId): BalanceRow => {
        const dues = chapter.members.get(userId);
        return {
          userId,
          name: names.get(userId) ?? '',
          side: initiated.has(userId) ? sideOn(initiated.get(userId) ?? null, day) : 'alumni',
          balanceCents: dues?.balanceCents ?? 0,
          overdueCents: dues?.overdueCents ?? 0,
          status: dues?.status ?? 'paid',
          oldestDueOn: dues?.oldestDueOn ?? null,
          plan: dues?.plan ? { id: dues.plan.id, status: dues.plan.status } : null,
        };
      })
      .toSorted((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
  }

  app.get(
    '/balances',
    {
      config: read,
      schema: {
        querystring: balancesQuery,
        response: { 200: z.union([balancesResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { status, q, page, pageSize, format } = request.query;
      const rows = (await balanceRows()).filter(
        (row) =>
          (!q || named(row.name, q)) &&
          (!status ||
            (status === 'owing'
              ? row.balanceCents > 0
              : status === 'credit'
                ? row.balanceCents < 0
                : row.status === status)),
      );
      if (format === 'csv')
        return sendCsvFile(
          reply,
          'balances',
          csvStream(
            (async function* () {
              yield rows;
            })(),
            balanceColumns,
          ),
        );
      const chapter = await chapterReceivables();
      let creditCents = 0;
      for (const dues of chapter.members.values())
        if (dues.balanceCents < 0) creditCents -= dues.balanceCents;
      const offset = pageOffset({ page, pageSize });
      return {
        rows: rows.slice(offset, offset + pageSize),
        aging: chapter.aging,
        owedCents: chapter.owedCents,
        creditCents,
        semester: await thisSemesterDues(chapter),
        total: rows.length,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/members/:userId/statement',
    {
      config: read,
      schema: {
        params: userIdParams,
        response: { 200: statementResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      const person = await accountColumnsOf(app.db, userId, ['id', 'name', 'role', 'initiatedOn']);
      if (!person) throw new HttpError(404, 'not_found', 'There is no such member.');
      const { dues, statement: lines } = await duesWithStatement(app.db, userId, today());
      // His money is his: an officer's opening of it is in his "who saw my data".
      await recordDataAccess(app.db, lookerOf(request), [userId], accessWhat.moneyStatement);
      return {
        member: {
          id: person.id,
          name: person.name,
          side:
            person.role === 'alumni' ? ('alumni' as const) : sideOn(person.initiatedOn, today()),
        },
        balanceCents: dues.balanceCents,
        overdueCents: dues.overdueCents,
        status: dues.status,
        plan: dues.plan,
        lines: lines.map(({ recordedBy: _recordedBy, ...line }) => line),
        receipts: receiptsIn(lines, person.id, person.name),
      };
    },
  );

  // ---- Payment claims ----------------------------------------------------------------------------

  app.get(
    '/payment-claims',
    { config: read, schema: { querystring: claimsQuery, response: { 200: claimsResponse } } },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { rows, total } = await listClaims(app.db, {
        ...(status ? { status } : {}),
        page,
        pageSize,
      });
      return {
        claims: rows.map(toClaimRow),
        total,
        page,
        pageSize,
      };
    },
  );

  // The picture of his receipt a member added to his claim: for the treasurer deciding it, never
  // cached, never at /media.
  app.get(
    '/payment-claims/:id/picture',
    {
      config: read,
      schema: {
        params: idParams,
        response: { 200: z.instanceof(Buffer), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const picture = await claimPicture(app.db, request.params.id);
      if (!picture) throw new HttpError(404, 'not_found', 'This claim has no picture.');
      return reply
        .type(picture.contentType)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'inline')
        .send(Buffer.from(picture.bytes));
    },
  );

  const claimOf: About = (request) => claimAbout(app.db, (request.params as { id?: string }).id);

  app.post(
    '/payment-claims/:id/decision',
    {
      config: { area: 'treasury', about: claimOf },
      schema: {
        params: idParams,
        body: claimDecisionRequest,
        response: { 200: claimDecisionResponse, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      const { approve, note } = request.body;
      const { claim, postingId } = await audited(
        app.db,
        actorOf(request),
        'money.claim',
        async (trx) => {
          const decided = await decideClaim(trx, {
            claimId: request.params.id,
            approve,
            note: note ?? null,
            by: byOf(request),
            today: today(),
          });
          return {
            result: decided,
            target: {
              id: decided.claim.userId,
              label: formatCents(Number(decided.claim.amountCents)),
            },
            details: { claim: request.params.id, approve, posting: decided.postingId },
          };
        },
      );
      if (postingId) await emailReceipt(postingId);
      const receipt = postingId ? await receiptFor(postingId) : null;
      return {
        claim: toClaimRow({
          ...toClaim(claim),
          userId: claim.userId,
          memberName: (await accountNames(app.db, [claim.userId])).get(claim.userId) ?? '',
        }),
        payment:
          postingId && receipt
            ? {
                id: postingId,
                postingId,
                userId: claim.userId,
                amountCents: receipt.amountCents,
                method: receipt.method,
                reference: receipt.reference,
                receivedOn: receipt.receivedOn,
              }
            : null,
        receipt,
      };
    },
  );

  // ---- Proposals ---------------------------------------------------------------------------------

  const proposalsNow = async () => {
    const [settings, chapter] = await Promise.all([readSettings(app.db), chapterReceivables()]);
    return readProposals(app.db, settings, chapter.members, await fineTerms(), chapterClock());
  };

  app.get(
    '/money-proposals',
    { config: read, schema: { response: { 200: proposalsResponse } } },
    async () => {
      const proposals = await proposalsNow();
      return {
        proposals,
        totalCents: proposals.reduce((sum, proposal) => sum + proposal.amountCents, 0),
      };
    },
  );

  app.post(
    '/money-proposals/post',
    {
      config: {
        area: 'treasury',
        about: (request) => membersOfKeys(app.db, (request.body as { items: string[] }).items),
      },
      schema: {
        body: postProposalsRequest,
        response: { 200: postProposalsResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      const terms = await fineTerms();
      const { posted, skipped } = await audited(
        app.db,
        actorOf(request),
        'money.proposals',
        async (trx) => {
          const result = await postProposals(
            trx,
            request.body.items,
            terms,
            chapterClock(),
            byOf(request),
          );
          return {
            result,
            target: null,
            details: {
              posted: result.posted.map((proposal) => proposal.key),
              skipped: result.skipped,
            },
          };
        },
      );
      return {
        posted: posted.length,
        totalCents: posted.reduce((sum, proposal) => sum + proposal.amountCents, 0),
        skipped,
      };
    },
  );

  // ---- Payment plans -----------------------------------------------------------------------------

  const planRowOf = async (planId: string) => {
    const plan = (await findPlan(app.db, planId))!;
    const [chapter, names] = await Promise.all([
      chapterReceivables(),
      accountNames(app.db, [plan.userId]),
    ]);
    return toPlanRow(
      plan,
      names.get(plan.userId) ?? '',
      chapter.members.get(plan.userId)?.plan?.status,
    );
  };

  app.get(
    '/payment-plans',
    { config: read, schema: { querystring: plansQuery, response: { 200: plansResponse } } },
    async (request) => {
      const { status, page, pageSize } = request.query;
      const [{ rows, total }, chapter] = await Promise.all([
        listPlans(app.db, { status, limit: pageSize, offset: pageOffset({ page, pageSize }) }),
        chapterReceivables(),
      ]);
      return {
        plans: rows.map((plan) =>
          toPlanRow(plan, plan.name ?? '', chapter.members.get(plan.userId)?.plan?.status),
        ),
        total,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/payment-plans',
    {
      config: { area: 'treasury', about: aboutListed('userId') },
      schema: { body: planRequest, response: { 201: planResponse, ...errorAnswers(400) } },
    },
    async (request, reply) => {
      const { userId, instalments } = request.body;
      const plan = await audited(app.db, actorOf(request), 'money.plan', async (trx) => {
        const proposed = await proposePlan(trx, {
          userId,
          instalments,
          side: 'treasurer',
          by: byOf(request),
          today: today(),
        });
        return {
          result: proposed,
          target: { id: userId, label: 'payment plan proposed' },
          details: { plan: proposed.id, instalments },
        };
      });
      reply.code(201);
      return { plan: await planRowOf(plan.id) };
    },
  );

  const planAbout: About = async (request) => [
    (await findPlan(app.db, (request.params as { id: string }).id))?.userId,
  ];

  app.post(
    '/payment-plans/:id/accept',
    {
      config: { area: 'treasury', about: planAbout },
      schema: { params: idParams, response: { 200: planResponse, ...errorAnswers(404, 409) } },
    },
    async (request) => {
      await audited(app.db, actorOf(request), 'money.plan', async (trx) => {
        const plan = await acceptPlan(trx, {
          planId: request.params.id,
          side: 'treasurer',
          by: byOf(request),
        });
        return {
          result: plan,
          target: { id: plan.userId, label: 'payment plan accepted' },
          details: { plan: plan.id },
        };
      });
      return { plan: await planRowOf(request.params.id) };
    },
  );

  app.post(
    '/payment-plans/:id/decline',
    {
      config: { area: 'treasury', about: planAbout },
      schema: {
        params: idParams,
        body: declineRequest,
        response: { 200: planResponse, ...errorAnswers(400, 404, 409) },
      },
    },
    async (request) => {
      await audited(app.db, actorOf(request), 'money.plan', async (trx) => {
        const plan = await declinePlan(trx, {
          planId: request.params.id,
          side: 'treasurer',
          by: byOf(request),
          note: request.body.note ?? null,
        });
        return {
          result: plan,
          target: { id: plan.userId, label: 'payment plan declined' },
          details: { plan: plan.id, note: request.body.note ?? null },
        };
      });
      return { plan: await planRowOf(request.params.id) };
    },
  );

  // ---- Reports, handover, settings ---------------------------------------------------------------

  app.get(
    '/money-reports/:kind',
    {
      config: read,
      schema: {
        params: reportParams,
        querystring: reportQuery,
        response: { 200: z.union([reportResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { format, page, pageSize } = request.query;
      const csv = format === 'csv';
      if (kind === 'journal') {
        if (csv)
          return sendCsvFile(reply, 'journal', csvStream(journalInBatches(app.db), journalColumns));
        const { lines, total } = await journalPage(app.db, {
          offset: pageOffset({ page, pageSize }),
          limit: pageSize,
        });
        return { kind, lines, total, page, pageSize };
      }
      if (kind === 'trial-balance') {
        const accounts = await trialBalance(app.db);
        if (csv)
          return sendCsvFile(
            reply,
            'trial-balance',
            csvStream(
              (async function* () {
                yield accounts;
              })(),
              trialColumns,
            ),
          );
        return {
          kind,
          accounts,
          totalDebitCents: accounts.reduce((sum, row) => sum + row.debitCents, 0),
          totalCreditCents: accounts.reduce((sum, row) => sum + row.creditCents, 0),
        };
      }
      const chapter = await chapterReceivables();
      const names = await accountNames(app.db, [...chapter.members.keys()]);
      const rows = agingRows(chapter, names, today());
      if (csv)
        return sendCsvFile(
          reply,
          'aging',
          csvStream(
            (async function* () {
              yield rows;
            })(),
            agingColumns,
          ),
        );
      const offset = pageOffset({ page, pageSize });
      return {
        kind,
        rows: rows.slice(offset, offset + pageSize),
        totals: chapter.aging,
        total: rows.length,
        page,
        pageSize,
      };
    },
  );

  app.get(
    '/money-handover',
    { config: read, schema: { response: { 200: handoverResponse } } },
    async () => {
      const [chapter, proposals] = await Promise.all([chapterReceivables(), proposalsNow()]);
      return handoverOf(app.db, chapter, proposals, today(), {
        current: await currentSemester(),
        all: await semesters(),
      });
    },
  );

  app.get(
    '/money-settings',
    { config: read, schema: { response: { 200: moneySettingsResponse } } },
    async () => ({ settings: await readSettings(app.db) }),
  );

  app.put(
    '/money-settings',
    {
      config: { area: 'treasury', about: 'chapter' },
      schema: {
        body: moneySettingsBody,
        response: { 200: moneySettingsResponse, ...errorAnswers(400) },
      },
    },
    async (request) => {
      await audited(app.db, actorOf(request), 'money.settings', async (trx) => {
        const before = await saveSettings(trx, request.body);
        return { result: undefined, target: null, details: { from: before, to: request.body } };
      });
      return { settings: await readSettings(app.db) };
    },
  );
};

export default officerMoneyRoutes;
