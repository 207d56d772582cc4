// /api/officer/invites (area `accounts`): create an invite (its code is shown this once), list them
// a page at a time (never their codes; CSV streams them all), revoke one. Each change is recorded
// in the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '../../../../contract/api/common.ts';
import {
  createdInvite,
  idParams,
  inviteRequest,
  invitesQuery,
  invitesResponse,
  type InviteRow,
} from '../../../../contract/api/officer.ts';
import { pageOffset } from '../../../../contract/api/paging.ts';
import { now } from '../../../db/database.ts';
import { errorAnswers, HttpError } from '../../../http-error.ts';
import { csvAnswer, csvStream, inBatches } from '../../../lib/csv.ts';
import { audited } from '../../../core/audit/record.ts';
import { createInviteCode } from '../../../core/invites/invites.ts';
import { revokeInvite } from '../../../core/invites/repository.ts';
import { actorOf } from '../../../core/officers/actor.ts';
import { inviteStatusOf } from './invite-status.ts';
import * as repo from './repository.ts';
import { sendCsvFile } from '../../../lib/csv-reply.ts';
import { electNoCsv } from '../../../core/officers/access.ts';

function toInviteRow(row: repo.InviteListRow, at: string): InviteRow {
  const createdBy =
    row.makerName ?? (row.createdBy.startsWith('cli:') ? 'command line' : row.createdBy);
  return {
    id: row.id,
    role: row.role,
    usesLeft: row.usesLeft,
    used: Number(row.used ?? 0),
    expiresAt: row.expiresAt,
    createdAt: row.createdAt,
    createdBy,
    status: inviteStatusOf(row, at),
  };
}

const csvColumns = [
  { header: 'Role', value: (i: InviteRow) => i.role },
  { header: 'Status', value: (i: InviteRow) => i.status },
  { header: 'Uses left', value: (i: InviteRow) => i.usesLeft },
  { header: 'Used', value: (i: InviteRow) => i.used },
  { header: 'Expires', value: (i: InviteRow) => i.expiresAt },
  { header: 'Created', value: (i: InviteRow) => i.createdAt },
  { header: 'Created by', value: (i: InviteRow) => i.createdBy },
];

const officerInviteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      config: { area: 'accounts', about: 'chapter' },
      schema: { body: inviteRequest, response: { 201: createdInvite } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { role, uses, days } = request.body;
      const created = await audited(app.db, actor, 'invite created', async (trx) => {
        const invite = await createInviteCode(trx, {
          role,
          uses,
          days,
          createdBy: actor.label,
          createdByUserId: actor.id!,
        });
        return {
          result: invite,
          target: {
            id: invite.id,
            label: `invite for ${role === 'alumni' ? 'alumni' : 'members'}`,
          },
          details: { role, uses, days },
        };
      });
      reply.code(201);
      return {
        id: created.id,
        code: created.code,
        role,
        usesLeft: uses,
        expiresAt: created.expiresAt,
      };
    },
  );

  app.get(
    '/',
    {
      config: { area: 'accounts', about: 'chapter', elect: electNoCsv },
      schema: {
        querystring: invitesQuery,
        response: { 200: z.union([invitesResponse, csvAnswer]), ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { page, pageSize, format, ...rest } = request.query;
      const at = now();
      const filter = { ...rest, at };
      if (format === 'csv') {
        const batches = inBatches((offset, limit) =>
          repo
            .listInvites(app.db, filter, { limit, offset })
            .then((rows) => rows.map((row) => toInviteRow(row, at))),
        );
        return sendCsvFile(reply, 'invites', csvStream(batches, csvColumns));
      }
      const { rows, total } = await repo.pageOfInvites(app.db, filter, {
        limit: pageSize,
        offset: pageOffset({ page, pageSize }),
      });
      return { invites: rows.map((row) => toInviteRow(row, at)), total, page, pageSize };
    },
  );

  app.delete(
    '/:id',
    {
      config: { area: 'accounts', about: 'chapter' },
      schema: { params: idParams, response: { 200: messageResponse, ...errorAnswers(404) } },
    },
    async (request) => {
      await audited(app.db, actorOf(request), 'invite revoked', async (trx) => {
        if (!(await revokeInvite(trx, request.params.id, now())))
          throw new HttpError(
            404,
            'not_found',
            'There is no such invite, or it was revoked already.',
          );
        return { result: undefined, target: { id: request.params.id, label: 'invite' } };
      });
      return { message: 'The invite was revoked: nobody can sign up with it any more.' };
    },
  );
};

export default officerInviteRoutes;
