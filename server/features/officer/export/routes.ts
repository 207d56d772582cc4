// /api/officer/export (area `accounts`): the chapter's data as a zip of JSON and CSV, without
// credentials, streamed as it is made; the download itself is recorded in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../../../core/audit/record.ts';
import { actorOf, lookerOf } from '../../../core/officers/actor.ts';
import { accessWhat, recordDataAccess } from '../../../core/privacy/data-access.ts';
import { everyAccountId } from '../../../core/users/repository.ts';
import { fileDay } from '../../../../contract/dates.ts';
import { clock } from '../../../lib/clock.ts';
import { officerExport } from './officer-export.ts';

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    // The zip's bytes, streamed: never serialised, so any body is declared.
    { config: { area: 'accounts', elect: 'no' }, schema: { response: { 200: z.any() } } },
    async (request, reply) => {
      // Recorded when the download starts (its size is not known before it ends): an officer
      // who stops it half-way has still taken part of the data.
      await recordAudit(app.db, actorOf(request), 'data exported', null, { streamed: true });
      // "Who saw my data": every account is in the archive.
      await recordDataAccess(
        app.db,
        lookerOf(request),
        await everyAccountId(app.db),
        accessWhat.archive,
      );
      const zip = officerExport(app.db, app.content.chapter.siteName, app.content);
      zip.on('error', (err) => request.log.error({ err }, 'the officers’ export failed mid-way'));
      // The chapter's day, as every file's name and content give dates (docs/product.md#dates).
      const day = fileDay(clock.now(), app.content.chapter.timeZone);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="chapter-data-${day}.zip"`)
        .send(zip);
    },
  );
};

export default exportRoutes;
