import {
  reviewDecisionParamsSchema,
  reviewDecisionSchema,
  reviewExportQuerySchema,
  reviewListQuerySchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { csvTable, sendCsv } from '../../../platform/http/csv';
import { dataRoutes } from '../../../platform/http/data-routes';
import { oplogActor } from '../../../platform/oplog/oplog';
import { REVIEW_CSV_HEADER, reviewCsvCells } from './review-record';
import { reviewService } from './review.service';

const read = { permission: 'applications:read' } as const;

/**
 * The administrators' review of applications (licence-portal.md §2 PendingTrial and Examined, §7
 * `PATCH /applyments/status/{applyId}`): read with applications:read, decide with applications:write.
 * `/v1/applyments/review` is a static path, so Fastify routes it here before the users' `/:userId`.
 */
export function reviewRoutes(context: AppContext): void {
  const { app } = context;
  const routes = dataRoutes(app);
  const review = reviewService(context);

  routes.get('/v1/applyments/review', read, { querystring: reviewListQuerySchema }, (request) =>
    review.list(request.query),
  );

  // The same filters as the list: the file is what the screen shows, all pages of it.
  app.get(
    '/v1/applyments/review/export',
    { config: read, schema: { querystring: reviewExportQuerySchema } },
    async (request, reply) => {
      const records = await review.exportRecords(request.query);
      return sendCsv(
        reply,
        'examination-records.csv',
        csvTable(REVIEW_CSV_HEADER, records.map(reviewCsvCells)),
      );
    },
  );

  routes.patch(
    '/v1/applyments/status/:applyId',
    { permission: 'applications:write' },
    { params: reviewDecisionParamsSchema, body: reviewDecisionSchema },
    (request) => review.decide(oplogActor(request), request.params.applyId, request.body),
  );
}
