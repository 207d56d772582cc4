// GET /api/donations/totals (docs/api.md, call 6): the ledger summed per initiative, for anyone.
// The answer is the same for everyone: made from the sums kept per version of the ledger
// (summary.ts) and the published initiatives, serialised and compressed once, so a request reads
// one version number and sends bytes (decision 019).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Initiative } from '../../../contract/content.ts';
import { totalsResponse } from '../../../contract/api/member-area.ts';
import { encodeJson, keptWhileSame, sendEncodedJson } from '../../lib/json-answer.ts';
import { totalsOf } from '../../core/donations/repository.ts';
import { ledgerSums, type LedgerSums } from '../../core/donations/summary.ts';

const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Made again when the ledger changes (new sums) or an officer publishes the alumni page (its
  // initiatives: live content).
  const answer = keptWhileSame((sums: LedgerSums, initiatives: readonly Initiative[]) =>
    encodeJson(totalsResponse, {
      totals: totalsOf(
        sums,
        initiatives.map((initiative) => initiative.name),
      ),
      online: app.config.stripe !== null,
    }),
  );
  app.get(
    '/totals',
    { config: { access: 'visitor' }, schema: { response: { 200: totalsResponse } } },
    async (request, reply) => {
      const sums = await ledgerSums(app.db, await app.dataVersions());
      const body = await answer(sums, app.content.alumni.support.initiatives);
      return sendEncodedJson(request, reply, body, 'no-cache');
    },
  );
};

export default donationRoutes;
