// /api/officer/donations (area `treasury`): the ledger a page at a time (or every matching gift as
// a streamed CSV) with totals per initiative, record a gift, void one with a reason. The alumni
// page's totals follow on the next request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../contract/api/officer.ts';
import { pageOffset } from '../../../contract/api/paging.ts';
import {
  donationRequestFor,
  donationResponse,
  donationsQuery,
  donationsResponse,
  voidRequest,
  type DonationRow,
} from '../../../contract/api/officer-donations.ts';
import { localDate } from '../../../contract/event-dates.ts';
import { errorAnswers } from '../../http-error.ts';
import { clock } from '../../lib/clock.ts';
import { csvStream } from '../../lib/csv.ts';
import {
  countDonations,
  donationsInBatches,
  listDonations,
  totalsOf,
} from '../../core/donations/repository.ts';
import { countsFromSums, ledgerSums } from '../../core/donations/summary.ts';
import { actorOf } from '../../core/officers/actor.ts';
import { recordGift, toDonationRow, voidGift } from './service.ts';
import { sendCsvFile } from '../../lib/csv-reply.ts';

const csvColumns = [
  { header: 'Date', value: (d: DonationRow) => d.donatedOn },
  { header: 'Initiative', value: (d: DonationRow) => d.initiative },
  { header: 'Amount', value: (d: DonationRow) => d.amount },
  { header: 'Donor', value: (d: DonationRow) => d.donorName ?? 'Anonymous' },
  { header: 'Note', value: (d: DonationRow) => d.note },
  { header: 'Recorded by', value: (d: DonationRow) => d.recordedBy },
  { header: 'Recorded at', value: (d: DonationRow) => d.createdAt },
  { header: 'Voided at', value: (d: DonationRow) => d.voided?.at },
  { header: 'Voided by', value: (d: DonationRow) => d.voided?.by },
  { header: 'Void reason', value: (d: DonationRow) => d.voided?.reason },
];

/** The ledger's rows as the API gives them, batch by batch. */
async function* rowsOf(batches: ReturnType<typeof donationsInBatches>) {
  for await (const batch of batches) yield batch.map(toDonationRow);
}

const officerDonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The published alumni page's, read on each request: an officer may add an initiative.
  const initiatives = () =>
    app.content.alumni.support.initiatives.map((initiative) => initiative.name);
  // The chapter's day, on the published time zone and the server's clock (tests set it).
  const today = () => localDate(clock.now(), app.content.chapter.timeZone);

  app.get(
    '/donations',
    {
      config: { area: 'treasury' },
      schema: {
        querystring: donationsQuery,
        response: { 200: z.union([donationsResponse, z.string()]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { format, page, pageSize, ...filter } = request.query;
      if (format === 'csv')
        return sendCsvFile(
          reply,
          'donations',
          csvStream(rowsOf(donationsInBatches(app.db, filter)), csvColumns),
        );
      const { donations: version } = await app.dataVersions();
      const [rows, sums] = await Promise.all([
        listDonations(app.db, filter, { limit: pageSize, offset: pageOffset({ page, pageSize }) }),
        ledgerSums(app.db, version),
      ]);
      // Over every page: from the kept sums, or (a filter by dates) one query.
      const { total, countedCents } =
        countsFromSums(sums, filter) ?? (await countDonations(app.db, filter));
      return {
        donations: rows.map(toDonationRow),
        totals: totalsOf(sums, initiatives()),
        listedTotal: countedCents / 100,
        total,
        page,
        pageSize,
      };
    },
  );

  app.post(
    '/donations',
    {
      config: { area: 'treasury' },
      schema: {
        body: donationRequestFor(initiatives, today),
        response: { 201: donationResponse },
      },
    },
    async (request, reply) => {
      const donation = await recordGift(app.db, actorOf(request), request.body, today());
      reply.code(201);
      return { donation, message: 'The gift was recorded.' };
    },
  );

  app.post(
    '/donations/:id/void',
    {
      config: { area: 'treasury' },
      schema: {
        params: idParams,
        body: voidRequest,
        response: { 200: donationResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => ({
      donation: await voidGift(app.db, actorOf(request), request.params.id, request.body.reason),
      message: 'The gift was voided; it no longer counts in the totals.',
    }),
  );
};

export default officerDonationsRoutes;
