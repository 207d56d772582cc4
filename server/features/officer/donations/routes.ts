// /api/officer/donations (area `treasury`): the ledger a page at a time (or every matching gift as
// a streamed CSV) with totals per initiative, record a gift, void one with a reason, link one to the
// donor's account (and find that account by name). The alumni page's totals follow on the next
// request.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../../../contract/api/officer.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import {
  donationRequestFor,
  donationResponse,
  donationsQuery,
  donationsResponse,
  giftAccountRequest,
  giftAccountsListed,
  giftAccountsQuery,
  giftAccountsResponse,
  voidRequest,
  type DonationRow,
} from '../../../../contract/api/officer/donations.ts';
import { localDate } from '../../../../contract/event-dates.ts';
import { errorAnswers } from '../../../http-error.ts';
import { clock } from '../../../lib/clock.ts';
import { csvStream } from '../../../lib/csv.ts';
import {
  countDonations,
  donationsInBatches,
  findDonation,
  listDonations,
  totalsOf,
} from '../../../core/donations/repository.ts';
import { countsFromSums, ledgerSums } from '../../../core/donations/summary.ts';
import { aboutListed, type About, electNoCsv } from '../../../core/officers/access.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { openAccountsNamed } from '../../../core/users/repository.ts';
import { linkGift, recordGift, toDonationRows, voidGift } from './service.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';

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
  { header: 'Account', value: (d: DonationRow) => d.account?.name },
];

const officerDonationsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The ledger's rows as the API gives them, batch by batch. */
  async function* rowsOf(batches: ReturnType<typeof donationsInBatches>) {
    for await (const batch of batches) yield await toDonationRows(app.db, batch);
  }

  // The published alumni page's, read on each request: an officer may add an initiative.
  const initiatives = () =>
    app.content.alumni.support.initiatives.map((initiative) => initiative.name);
  // The chapter's day, on the published time zone and the server's clock (tests set it).
  const today = () => localDate(clock.now(), app.content.chapter.timeZone);

  app.get(
    '/',
    {
      config: { area: 'treasury', about: 'chapter', elect: electNoCsv },
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
      const versions = await app.dataVersions();
      const [rows, sums] = await Promise.all([
        listDonations(app.db, filter, { limit: pageSize, offset: pageOffset({ page, pageSize }) }),
        ledgerSums(app.db, versions),
      ]);
      // Over every page: from the kept sums, or (a filter by dates) one query.
      const { total, countedCents } =
        countsFromSums(sums, filter) ?? (await countDonations(app.db, filter));
      return {
        donations: await toDonationRows(app.db, rows),
        totals: totalsOf(sums, initiatives()),
        listedTotal: countedCents / 100,
        total,
        page,
        pageSize,
      };
    },
  );

  // A gift linked to an account is that account's money: its treasurer never records, voids or
  // links a gift of his own (the access layer refuses it).
  const accountOfGift = async (request: FastifyRequest) =>
    (await findDonation(app.db, (request.params as { id: string }).id))?.accountId;
  const giftAccount: About = async (request) => [await accountOfGift(request)];
  const giftRelink: About = async (request) => [
    await accountOfGift(request),
    (request.body as { accountId?: string | null }).accountId,
  ];

  app.post(
    '/',
    {
      config: { area: 'treasury', about: aboutListed('accountId') },
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
    '/:id/void',
    {
      config: { area: 'treasury', about: giftAccount },
      schema: {
        params: idParams,
        body: voidRequest,
        response: { 200: donationResponse, ...errorAnswers(404, 409) },
      },
    },
    async (request) => ({
      donation: await voidGift(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.reason,
        today(),
      ),
      message: 'The gift was voided; it no longer counts in the totals.',
    }),
  );

  // The gift is his once linked: in his own data (GET /api/me/export), never by a name alone.
  app.put(
    '/:id/account',
    {
      config: { area: 'treasury', about: giftRelink },
      schema: {
        params: idParams,
        body: giftAccountRequest,
        response: { 200: donationResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const donation = await linkGift(
        app.db,
        actorOf(request),
        request.params.id,
        request.body.accountId,
      );
      return {
        donation,
        message: donation.account
          ? `The gift is linked to ${donation.account.name}'s account.`
          : 'The gift is linked to no account.',
      };
    },
  );

  // The accounts a gift may be linked to, by name (the console's search-as-you-type choice).
  app.get(
    '/accounts',
    {
      config: { area: 'treasury' },
      schema: { querystring: giftAccountsQuery, response: { 200: giftAccountsResponse } },
    },
    async (request) => ({
      accounts: request.query.q
        ? await openAccountsNamed(app.db, request.query.q, giftAccountsListed)
        : [],
    }),
  );
};

export default officerDonationsRoutes;
