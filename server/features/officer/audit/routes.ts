// /api/officer/audit (area `accounts`): the audit log, newest first, a page at a time, filtered
// by actor and action, with how many match; `?format=csv` streams every matching entry.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditQuery, auditResponse, type AuditEntry } from '../../../../contract/api/officer.ts';
import { errorAnswers } from '../../../http-error.ts';
import { csvAnswer, csvStream } from '../../../lib/csv.ts';
import * as repo from '../../../core/audit/repository.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';

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

async function* asEntries(batches: AsyncIterable<repo.AuditRow[]>) {
  for await (const rows of batches) yield rows.map(toEntry);
}

/** The actor filter names an officer's id, or the label of the command line or the system. */
const actorFilter = (actor: string | undefined) =>
  actor === undefined
    ? {}
    : /^[0-9a-f-]{36}$/.test(actor)
      ? { actorId: actor }
      : { actorLabel: actor };

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { area: 'accounts', elect: 'no' },
      schema: {
        querystring: auditQuery,
        response: { 200: z.union([auditResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { limit, before, actor, action, format } = request.query;
      const filter = { ...actorFilter(actor), ...(action ? { action } : {}) };
      if (format === 'csv')
        return sendCsvFile(
          reply,
          'audit-log',
          csvStream(asEntries(repo.entriesInBatches(app.db, filter)), csvColumns),
        );
      const after = before ? await repo.findEntry(app.db, before) : undefined;
      // The page, its total and the filters' choices: the last three read the counts, not the log.
      const [rows, total, actions, actors] = await Promise.all([
        repo.listEntries(app.db, {
          ...filter,
          ...(after ? { before: after } : {}),
          limit: limit + 1,
        }),
        repo.countEntries(app.db, filter),
        repo.distinctActions(app.db),
        repo.distinctActors(app.db),
      ]);
      const page = rows.slice(0, limit);
      return {
        entries: page.map(toEntry),
        next: rows.length > limit ? page.at(-1)!.id : null,
        total,
        actions,
        actors: actors.map((row) => ({ id: row.actorId, label: row.actorLabel })),
      };
    },
  );
};

export default auditRoutes;
