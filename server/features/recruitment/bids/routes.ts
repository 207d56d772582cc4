// /api/recruitment/bids/:token: a prospective member reads his bid through the link in his email,
// and answers it once (docs/api.md#recruitment). The link's secret is the only key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bidAnswerRequest, bidParams, bidView } from '../../../../contract/api/recruitment.ts';
import { errorAnswers } from '../../../http-error.ts';
import { chapterToday } from '../../../core/offices/office.ts';
import { withLinkGuess } from '../../../core/recruitment/links.ts';
import { rateLimits } from '../../../core/rate-limit/rules.ts';
import { answerBid, readBid } from '../../../core/recruitment/bids.ts';

const rules = rateLimits.recruitment;

const bidRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => chapterToday(app.content.chapter.timeZone);
  const onRequest = async (request: Parameters<typeof app.enforceRateLimit>[0]) =>
    app.enforceRateLimit(request, rules.linksPerAddress);

  app.get(
    '/:token',
    {
      config: { access: 'visitor' },
      onRequest,
      schema: { params: bidParams, response: { 200: bidView, ...errorAnswers(400, 404, 429) } },
    },
    async (request) =>
      withLinkGuess(app.db, request.client, () => readBid(app.db, request.params.token, today())),
  );

  app.post(
    '/:token',
    {
      config: { access: 'visitor' },
      onRequest,
      schema: {
        params: bidParams,
        body: bidAnswerRequest,
        response: { 200: bidView, ...errorAnswers(400, 404, 409, 429) },
      },
    },
    async (request) =>
      withLinkGuess(app.db, request.client, () =>
        answerBid(
          {
            db: app.db,
            mailer: app.mailer,
            publicUrl: app.config.publicUrl,
            brand: app.emailBrand,
          },
          request.params.token,
          request.body.accept,
          today(),
        ),
      ),
  );
};

export default bidRoutes;
