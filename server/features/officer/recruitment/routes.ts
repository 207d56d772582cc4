// /api/officer/recruitment (area `recruitment`, docs/api.md#recruitment-console): the periods, the
// pipeline (a page at a time, by stage and name or email, or every prospect as CSV), a prospect's
// stage and bid, the secret ballots and their results, a period's numbers and the deletions' log.
// Every write is audited in its transaction, naming prospects by id only: the audit log stays, the
// prospect does not.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOffset } from '../../../../contract/api/paging.ts';
import {
  ballotParams,
  ballotRequest,
  ballotResponse,
  ballotResultsResponse,
  ballotsQuery,
  ballotsResponse,
  bidRequest,
  deletionsResponse,
  periodParams,
  periodRequest,
  periodResponse,
  periodsResponse,
  periodStats as periodStatsSchema,
  prospectParams,
  prospectResponse,
  prospectsQuery,
  prospectsResponse,
  stageRequest,
  statsQuery,
  type PeriodStats,
  type ProspectView,
} from '../../../../contract/api/recruitment.ts';
import { errorAnswers, fieldError, HttpError } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { csvAnswer, csvStream, inBatches, toCsv } from '../../../lib/csv.ts';
import { fileNamePart, sendCsvFile } from '../../../lib/csv-reply.ts';
import { audited } from '../../../core/audit/record.ts';
import { electNoCsv } from '../../../core/officers/access.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import * as ballots from '../../../core/recruitment/ballots.ts';
import { findBallot, ballotsOfPeriod } from '../../../core/recruitment/ballots-repository.ts';
import { extendBid } from '../../../core/recruitment/bid.ts';
import * as periods from '../../../core/recruitment/periods.ts';
import { runRecruitmentDeletions } from '../../../core/recruitment/deletion.ts';
import { deletionDay } from '../../../../contract/recruitment.ts';
import * as pipeline from '../../../core/recruitment/pipeline.ts';
import { findProspect } from '../../../core/recruitment/prospects-repository.ts';
import { periodStats } from '../../../core/recruitment/stats.ts';

const prospectCsvColumns = [
  { header: 'Name', value: (p: ProspectView) => p.name },
  { header: 'Email', value: (p: ProspectView) => p.email },
  { header: 'Phone', value: (p: ProspectView) => p.phone },
  { header: 'Class year', value: (p: ProspectView) => p.classYear },
  { header: 'Major', value: (p: ProspectView) => p.major },
  { header: 'Heard from', value: (p: ProspectView) => p.heardFrom },
  { header: 'Stage', value: (p: ProspectView) => p.stage },
  { header: 'Confirmed', value: (p: ProspectView) => (p.confirmed ? 'yes' : 'no') },
  { header: 'Registered', value: (p: ProspectView) => p.registeredAt },
  { header: 'Events', value: (p: ProspectView) => p.events.map((e) => e.title).join('; ') },
  { header: 'Notes', value: (p: ProspectView) => p.notes.length },
  { header: 'Bid', value: (p: ProspectView) => p.bid.status },
  { header: 'Answer by', value: (p: ProspectView) => p.bid.expiresOn },
  { header: 'Joined', value: (p: ProspectView) => (p.joined ? 'yes' : 'no') },
];

const statsCsvColumns: { header: string; value: (s: PeriodStats) => number }[] = [
  { header: 'Registered', value: (s) => s.registered },
  { header: 'Confirmed', value: (s) => s.confirmed },
  { header: 'Attended', value: (s) => s.attended },
  { header: 'Voted on', value: (s) => s.votedOn },
  { header: 'Bids', value: (s) => s.bids },
  { header: 'Accepted', value: (s) => s.accepted },
  { header: 'Declined', value: (s) => s.declined },
];

const noSuchPeriod = () => new HttpError(404, 'not_found', 'There is no such recruitment period.');
const noSuchProspect = () =>
  new HttpError(404, 'not_found', 'There is no such prospective member.');
const prospectTarget = (id: string) => ({ id, label: 'prospective member' });

/** Now, as the database keeps instants. */
const at = () => new Date(clock.now()).toISOString();

const officerRecruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  const mailDeps = () => ({
    mailer: app.mailer,
    brand: app.emailBrand,
    publicUrl: app.config.publicUrl,
    timeZone: app.content.chapter.timeZone,
  });

  /** The period asked for, or the open one, else the newest (none when there is no period). */
  async function chosenPeriod(id: string | undefined) {
    if (id) return (await periods.findPeriod(app.db, id)) ?? Promise.reject(noSuchPeriod());
    return (await periods.openPeriod(app.db, today())) ?? periods.newestPeriod(app.db);
  }

  async function oneProspect(id: string) {
    const row = await findProspect(app.db, id);
    if (!row) throw noSuchProspect();
    const [view] = await pipeline.prospectViews(app.db, [row], today());
    return view!;
  }

  // ---- Periods --------------------------------------------------------------------------------

  app.get(
    '/periods',
    {
      config: { area: 'recruitment' },
      schema: { response: { 200: periodsResponse } },
    },
    async () => {
      const day = today();
      const rows = await periods.allPeriods(app.db);
      return { periods: rows.map((row) => periods.periodView(row, day)) };
    },
  );

  app.post(
    '/periods',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: { body: periodRequest, response: { 201: periodResponse, ...errorAnswers(409) } },
    },
    async (request, reply) => {
      const row = await audited(
        app.db,
        actorOf(request),
        'recruitment period created',
        async (trx) => {
          const created = await periods.createPeriod(trx, request.body);
          return {
            result: created,
            target: { id: created.id, label: created.name },
            details: { opensOn: created.opensOn, closesOn: created.closesOn },
          };
        },
      );
      reply.code(201);
      return { period: periods.periodView(row, today()) };
    },
  );

  app.put(
    '/periods/:id',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: {
        params: periodParams,
        body: periodRequest,
        response: { 200: periodResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const row = await audited(
        app.db,
        actorOf(request),
        'recruitment period changed',
        async (trx) => {
          const { before, after } = await periods.updatePeriod(
            trx,
            request.params.id,
            request.body,
          );
          return {
            result: after,
            target: { id: after.id, label: after.name },
            details: {
              opensOn: [before.opensOn, after.opensOn],
              closesOn: [before.closesOn, after.closesOn],
              deleteAfterDays: [before.deleteAfterDays, after.deleteAfterDays],
            },
          };
        },
      );
      // A period ended with no days to keep (or moved far enough back) is due now: its prospects
      // are deleted before the answer, not at the next turn of the day.
      if (deletionDay(row.closesOn, row.deleteAfterDays) <= today()) {
        await runRecruitmentDeletions({ db: app.db }, today());
        const deleted = await periods.findPeriod(app.db, row.id);
        return { period: periods.periodView(deleted ?? row, today()) };
      }
      return { period: periods.periodView(row, today()) };
    },
  );

  app.get(
    '/periods/:id/stats',
    {
      config: { area: 'recruitment', elect: electNoCsv },
      schema: {
        params: periodParams,
        querystring: statsQuery,
        response: { 200: z.union([periodStatsSchema, csvAnswer]), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const period = await periods.findPeriod(app.db, request.params.id);
      const stats = period && (await periodStats(app.db, period.id));
      if (!period || !stats) throw noSuchPeriod();
      if (request.query.format === 'csv')
        return sendCsvFile(
          reply,
          `recruitment-${fileNamePart(period.name)}`,
          toCsv([stats], statsCsvColumns),
        );
      return stats;
    },
  );

  app.get(
    '/deletions',
    {
      config: { area: 'recruitment' },
      schema: { response: { 200: deletionsResponse } },
    },
    async () => ({
      deletions: (await periods.deletionsLog(app.db)).map((row) => ({
        at: row.at,
        periodId: row.periodId,
        periodName: row.periodName,
        count: Number(row.count),
      })),
    }),
  );

  // ---- The pipeline ---------------------------------------------------------------------------

  app.get(
    '/prospects',
    {
      config: { area: 'recruitment', elect: electNoCsv },
      schema: {
        querystring: prospectsQuery,
        response: { 200: z.union([prospectsResponse, csvAnswer]), ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { period: periodId, stage, q, page, pageSize, format } = request.query;
      const period = await chosenPeriod(periodId);
      const day = today();
      if (format === 'csv') {
        const rows = period
          ? inBatches((offset, limit) =>
              pipeline
                .listProspects(app.db, { periodId: period.id, stage, q }, { limit, offset })
                .then((batch) => pipeline.prospectViews(app.db, batch, day)),
            )
          : (async function* () {})();
        const name = period ? `prospects-${fileNamePart(period.name)}` : 'prospects';
        return sendCsvFile(reply, name, csvStream(rows, prospectCsvColumns));
      }
      if (!period) return { prospects: [], total: 0, page, pageSize };
      const { rows, total } = await pipeline.pageOfProspects(
        app.db,
        { periodId: period.id, stage, q },
        { limit: pageSize, offset: pageOffset({ page, pageSize }) },
      );
      return { prospects: await pipeline.prospectViews(app.db, rows, day), total, page, pageSize };
    },
  );

  app.patch(
    '/prospects/:id',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: {
        params: prospectParams,
        body: stageRequest,
        response: { 200: prospectResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { stage } = request.body;
      await audited(app.db, actorOf(request), 'prospective member moved', async (trx) => {
        const prospect = await findProspect(trx, id);
        if (!prospect) throw noSuchProspect();
        const period = (await periods.findPeriod(trx, prospect.periodId))!;
        if (!periods.stagesOf(period).includes(stage))
          throw fieldError('stage', 'Choose one of the period’s stages.');
        await pipeline.setStage(trx, id, stage, at());
        return {
          result: undefined,
          target: prospectTarget(id),
          details: { stage: [prospect.stage, stage] },
        };
      });
      return { prospect: await oneProspect(id) };
    },
  );

  app.post(
    '/prospects/:id/bid',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: {
        params: prospectParams,
        body: bidRequest,
        response: { 200: prospectResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { expiresOn } = request.body;
      await audited(app.db, actorOf(request), 'bid extended', async (trx) => {
        await extendBid(trx, mailDeps(), id, expiresOn, { at: at(), today: today() });
        return { result: undefined, target: prospectTarget(id), details: { expiresOn } };
      });
      // The bid's email was queued in the transaction: it leaves now, not at the mailer's next round.
      app.mailer.wake();
      return { prospect: await oneProspect(id) };
    },
  );

  // ---- The secret ballot ----------------------------------------------------------------------

  /** A ballot, closed first if its time has passed, with its results once closed. */
  async function ballotWithResults(id: string) {
    const now = at();
    const found = await findBallot(app.db, id);
    if (!found) throw new HttpError(404, 'not_found', 'There is no such ballot.');
    const ballot = await ballots.settleBallot(app.db, found, now);
    const period = (await periods.findPeriod(app.db, ballot.periodId))!;
    const rules = periods.periodView(period, today()).vote;
    const [view] = await ballots.ballotViews(app.db, [ballot], now);
    return { ballot: view!, results: await ballots.resultsOf(app.db, ballot, rules, now) };
  }

  app.get(
    '/ballots',
    {
      config: { area: 'recruitment' },
      schema: {
        querystring: ballotsQuery,
        response: { 200: ballotsResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const period = await chosenPeriod(request.query.period);
      if (!period) return { ballots: [] };
      const now = at();
      const rows = await ballotsOfPeriod(app.db, period.id);
      const settled = await Promise.all(rows.map((row) => ballots.settleBallot(app.db, row, now)));
      return { ballots: await ballots.ballotViews(app.db, settled, now) };
    },
  );

  app.post(
    '/ballots',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: { body: ballotRequest, response: { 201: ballotResponse, ...errorAnswers(409) } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const now = { at: at(), today: today() };
      const ballot = await audited(app.db, actor, 'ballot opened', async (trx) => {
        const opened = await ballots.openBallot(trx, { ...request.body, openedBy: actor.id }, now);
        return {
          result: opened,
          target: { id: opened.id, label: 'recruitment ballot' },
          details: {
            prospectIds: request.body.prospectIds,
            closesAt: opened.closesAt,
            eligible: opened.eligible,
          },
        };
      });
      reply.code(201);
      const [view] = await ballots.ballotViews(app.db, [ballot], now.at);
      return { ballot: view! };
    },
  );

  app.get(
    '/ballots/:id',
    {
      config: { area: 'recruitment' },
      schema: {
        params: ballotParams,
        response: { 200: ballotResultsResponse, ...errorAnswers(404) },
      },
    },
    async (request) => ballotWithResults(request.params.id),
  );

  app.post(
    '/ballots/:id/close',
    {
      config: { area: 'recruitment', about: 'chapter' },
      schema: {
        params: ballotParams,
        response: { 200: ballotResultsResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await audited(app.db, actorOf(request), 'ballot closed', async (trx) => {
        await ballots.closeBallot(trx, id, at());
        return { result: undefined, target: { id, label: 'recruitment ballot' } };
      });
      return ballotWithResults(id);
    },
  );
};

export default officerRecruitmentRoutes;
