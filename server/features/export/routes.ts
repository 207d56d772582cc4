// /api/officer/export (area `accounts`): the chapter's data as a zip of JSON and CSV, without
// credentials; the download itself is recorded in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/record.ts';
import { actorOf } from '../officers/actor.ts';
import { officerExport } from './officer-export.ts';

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    { config: { area: 'accounts' }, schema: { response: { 200: z.instanceof(Buffer) } } },
    async (request, reply) => {
      const zip = await officerExport(app.db, app.content.chapter.siteName, app.content);
      await recordAudit(app.db, actorOf(request), 'data exported', null, { bytes: zip.length });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="chapter-data-${day}.zip"`)
        .send(Buffer.from(zip));
    },
  );
};

export default exportRoutes;
