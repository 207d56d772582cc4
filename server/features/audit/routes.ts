// /api/officer/audit (area `accounts`): the audit log, newest first, a page at a time, filtered
// by actor and action; `?format=csv` downloads every matching entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditQuery, auditResponse, type AuditEntry } from '../../../contract/api/officer.ts';
import { errorAnswers } from '../../http-error.ts';
import { toCsv } from '../../lib/csv.ts';
import * as repo from './repository.ts';

function toEntry(row: repo.AuditRow): AuditEntry {
  let details: Record<string, unknown> = {};
  try {
    details = JSON.parse(row.details) as Record<string, unknown>;
  } catch {
    // An entry is never edited; a broken one is shown without its details.
  }
  return {
    id: row.id,
    at: row.at,
    actor: row.actorLabel,
    actorId: row.actorId,
    action: row.action,
    target: row.targetLabel,
    details,
  };
}

const csvColumns = [
  { header: 'Time', value: (e: AuditEntry) => e.at },
  { header: 'Actor', value: (e: AuditEntry) => e.actor },
  { header: 'Action', value: (e: AuditEntry) => e.action },
  { header: 'Target', value: (e: AuditEntry) => e.target },
  { header: 'Details', value: (e: AuditEntry) => JSON.stringify(e.details) },
];

/** The actor filter names an officer's id, or the label of the command line or the system. */
const actorFilter = (actor: string | undefined) =>
  actor === undefined
    ? {}
    : /^[0-9a-f-]{36}$/.test(actor)
      ? { actorId: actor }
      : { actorLabel: actor };

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { area: 'accounts' },
      schema: {
        querystring: auditQuery,
        response: { 200: z.union([auditResponse, z.string()]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { limit, before, actor, action, format } = request.query;
      const filter = { ...actorFilter(actor), ...(action ? { action } : {}) };
      if (format === 'csv') {
        const rows = await repo.listEntries(app.db, { ...filter, limit: 1_000_000 });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-log.csv"')
          .send(toCsv(rows.map(toEntry), csvColumns));
      }
      const after = before ? await repo.findEntry(app.db, before) : undefined;
      const rows = await repo.listEntries(app.db, {
        ...filter,
        ...(after ? { before: after } : {}),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const [actions, actors] = await Promise.all([
        repo.distinctActions(app.db),
        repo.distinctActors(app.db),
      ]);
      return {
        entries: page.map(toEntry),
        next: rows.length > limit ? page.at(-1)!.id : null,
        actions,
        actors: actors.map((row) => ({ id: row.actorId, label: row.actorLabel })),
      };
    },
  );
};

export default auditRoutes;
