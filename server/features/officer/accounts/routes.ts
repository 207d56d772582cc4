// /api/officer/accounts (area `accounts`): the list (JSON or CSV), one account, its changes, a new
// verification code, signing an account out everywhere, graduation and initiation.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import { limits } from '../../../../contract/limits.ts';
import {
  type AccountRow,
  accountPatch,
  accountResponse,
  accountsQuery,
  accountsResponse,
  idParams,
  oneAccountResponse,
} from '../../../../contract/api/officer.ts';
import { errorAnswers } from '../../../http-error.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import { csvAnswer, csvStream, inBatches } from '../../../lib/csv.ts';
import { versionedCache } from '../../../lib/versioned-cache.ts';
import {
  graduateRequest,
  graduateResponse,
  initiateRequest,
  initiateResponse,
} from '../../../../contract/api/officer/positions.ts';
import { aboutListed, aboutParam, electNoCsv } from '../../../core/officers/access.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { resetByOfficer } from '../../../core/users/two-factor-reset.ts';
import * as repo from '../../../core/users/account-list.ts';
import * as accounts from '../../../core/accounts/service.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';

const csvColumns = [
  { header: 'Name', value: (a: AccountRow) => a.name },
  { header: 'Email', value: (a: AccountRow) => a.email },
  { header: 'Role', value: (a: AccountRow) => a.role },
  {
    header: 'Officer',
    value: (a: AccountRow) => (a.isOfficer ? 'yes' : 'no'),
  },
  { header: 'Areas', value: (a: AccountRow) => a.areas.join(' ') },
  { header: 'Position', value: (a: AccountRow) => a.position },
  { header: 'Class', value: (a: AccountRow) => a.graduationYear },
  { header: 'Initiated on', value: (a: AccountRow) => a.initiatedOn ?? '' },
  {
    header: 'Verified',
    value: (a: AccountRow) => (a.verified ? 'yes' : 'no'),
  },
  {
    header: 'Disabled',
    value: (a: AccountRow) => (a.disabled ? 'yes' : 'no'),
  },
  {
    header: 'Ended',
    value: (a: AccountRow) => (a.ended ? 'yes' : 'no'),
  },
  {
    header: 'Two-factor',
    value: (a: AccountRow) => (a.twoFactor ? 'on' : 'off'),
  },
  { header: 'Created', value: (a: AccountRow) => a.createdAt },
  { header: 'Last seen', value: (a: AccountRow) => a.lastSeenAt },
];

/**
 * The body of a graduation or an initiation holds up to `graduateMax` ids: 64 bytes each, for an id
 * of 36 characters quoted and followed by a comma (39) with room for indenting and the day. The
 * app's 16 KiB for every other body would refuse it (413) from about 420 ids.
 */
const idsBodyLimit = limits.offices.graduateMax * 64;

const officerAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  // Every class an account gives, asked with every page of the list: built again only when an
  // account changed (the `accounts` data version), not read from 20,000 accounts per request.
  const classYears = versionedCache(() => repo.listClassYears(app.db));

  app.get(
    '/',
    {
      config: { area: 'accounts', elect: electNoCsv },
      schema: {
        querystring: accountsQuery,
        response: { 200: z.union([accountsResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...asked } = request.query;
      const filter = { ...asked, today: today() };
      if (format === 'csv') {
        const batches = inBatches(
          (offset, limit) =>
            repo.listAccounts(app.db, filter, { limit, offset }).then(async (rows) => {
              // Each batch as it leaves: an officer who stops half-way has still taken those.
              await recordDataAccess(
                app.db,
                lookerOf(request),
                rows.map((row) => row.id),
                accessWhat.accountsCsv,
              );
              return rows.map(accounts.toAccountRow);
            }),
          1000,
        );
        return sendCsvFile(reply, 'accounts', csvStream(batches, csvColumns));
      }
      const [{ rows, total }, years] = await Promise.all([
        repo.pageOfAccounts(app.db, filter, {
          limit: pageSize,
          offset: pageOffset({ page, pageSize }),
        }),
        app.dataVersions().then(({ accounts: version }) => classYears.get(version)),
      ]);
      // "Who saw my data": each account on the page (one entry a day per officer and account).
      await recordDataAccess(
        app.db,
        lookerOf(request),
        rows.map((row) => row.id),
        accessWhat.accountsList,
      );
      return {
        accounts: rows.map(accounts.toAccountRow),
        total,
        page,
        pageSize,
        classYears: years,
      };
    },
  );

  app.get(
    '/:id',
    {
      config: { area: 'accounts' },
      schema: { params: idParams, response: { 200: oneAccountResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      const account = await accounts.findAccount(app.db, request.params.id);
      // "Who saw my data": an officer opening another's account (not his own).
      if (account.id !== request.session!.userId)
        await recordDataAccess(app.db, lookerOf(request), [account.id], accessWhat.opened);
      return { account };
    },
  );

  app.patch(
    '/:id',
    {
      config: { area: 'accounts', about: aboutParam('id') },
      schema: {
        params: idParams,
        body: accountPatch,
        response: { 200: accountResponse, ...errorAnswers(403, 404, 409) },
      },
    },
    async (request) => ({
      account: await accounts.updateAccount(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, brand: app.emailBrand },
        actorOf(request),
        request.params.id,
        request.body,
        today(),
      ),
      message: accounts.accountMessages.updated,
    }),
  );

  // Graduation (docs/product.md#positions-and-terms): the ticked members of a class, all or none.
  app.post(
    '/graduate',
    {
      config: { area: 'accounts', about: aboutListed('ids') },
      bodyLimit: idsBodyLimit,
      schema: {
        body: graduateRequest,
        response: { 200: graduateResponse, ...errorAnswers(400, 409) },
      },
    },
    async (request) => {
      const { moved, emptied } = await accounts.graduate(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, brand: app.emailBrand },
        actorOf(request),
        request.body.ids,
        today(),
      );
      return {
        moved,
        message: `${accounts.graduationMessages.moved(moved)}${accounts.graduationMessages.emptied(emptied)}`,
      };
    },
  );

  // Initiation (docs/product.md#standing): the ticked new members, all or none.
  app.post(
    '/initiate',
    {
      config: { area: 'accounts', about: aboutListed('ids') },
      bodyLimit: idsBodyLimit,
      schema: { body: initiateRequest, response: { 200: initiateResponse, ...errorAnswers(400) } },
    },
    async (request) => {
      const initiated = await accounts.initiate(
        app.db,
        actorOf(request),
        request.body.ids,
        request.body.initiatedOn,
      );
      const n = `${initiated} ${initiated === 1 ? 'member is' : 'members are'}`;
      return {
        initiated,
        message: `${n} initiated on ${request.body.initiatedOn}: actives from that day.`,
      };
    },
  );

  app.post(
    '/:id/resend-verification',
    {
      config: { area: 'accounts', about: aboutParam('id') },
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404, 409) } },
    },
    async (request) => ({
      message: await accounts.resendVerification(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, brand: app.emailBrand },
        actorOf(request),
        request.params.id,
      ),
    }),
  );

  app.post(
    '/:id/sign-out',
    {
      config: { area: 'accounts', about: aboutParam('id') },
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404, 409) } },
    },
    async (request) => ({
      message: await accounts.signOutEverywhere(app.db, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/:id/reset-two-factor',
    {
      config: { area: 'accounts', about: aboutParam('id') },
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404, 409) } },
    },
    async (request) => {
      // An ended account has no two-factor left; refused as every change to it is (409).
      await accounts.refuseEndedAccount(app.db, request.params.id);
      return resetByOfficer(
        { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, brand: app.emailBrand },
        actorOf(request),
        request.params.id,
      );
    },
  );
};

export default officerAccountRoutes;
