import {
  statisticAlgorithmBodySchema,
  statisticAlgorithmListQuerySchema,
  statisticExampleBodySchema,
  statisticExampleListQuerySchema,
  statisticParamsSchema,
  statisticResultBodySchema,
  statisticResultListQuerySchema,
  statisticResultUpdateSchema,
  statisticStartSchema,
  statisticStopSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import { sendCsv } from '../../../platform/http/csv';
import { iotRoutes } from '../../../platform/http/iot-routes';
import { statisticAlgorithmsService } from './statistic-algorithms.service';
import { statisticExamplesService } from './statistic-examples.service';
import { statisticResultsService } from './statistic-results.service';
import { startStatisticRunner } from './statistic-runner';

const oneStatistic = { params: statisticParamsSchema };

/**
 * /statistics (iot-console.md §7 "Statistics"; the shapes are in the contract's statistic-calls.ts):
 * algorithms, examples and their schedule, results; this node's runner computes due windows.
 */
export function statisticsRoutes(context: AppContext): void {
  const { app } = context;
  const routes = iotRoutes(app, 'statistics');
  const algorithms = statisticAlgorithmsService(context);
  const examples = statisticExamplesService(context, startStatisticRunner(context));
  const results = statisticResultsService(context);

  routes.get(
    '/v1/statistics/algorithm',
    'read',
    { querystring: statisticAlgorithmListQuerySchema },
    ({ scope }, request) => algorithms.list(scope, request.query),
  );
  routes.postCreated(
    '/v1/statistics/algorithm',
    'write',
    { body: statisticAlgorithmBodySchema },
    (actor, request) => algorithms.create(actor, request.body),
  );
  routes.get('/v1/statistics/algorithm/:id', 'read', oneStatistic, ({ scope }, request) =>
    algorithms.get(scope, request.params.id),
  );
  routes.put(
    '/v1/statistics/algorithm/:id',
    'write',
    { ...oneStatistic, body: statisticAlgorithmBodySchema },
    (actor, request) => algorithms.update(actor, request.params.id, request.body),
  );
  routes.delete('/v1/statistics/algorithm/:id', 'write', oneStatistic, async ({ scope }, request) => {
    await algorithms.remove(scope, request.params.id);
    return null;
  });

  routes.get(
    '/v1/statistics/example',
    'read',
    { querystring: statisticExampleListQuerySchema },
    ({ scope }, request) => examples.list(scope, request.query),
  );
  routes.get('/v1/statistics/example/select_list', 'read', {}, ({ scope }) => examples.options(scope));
  routes.postCreated(
    '/v1/statistics/example',
    'write',
    { body: statisticExampleBodySchema },
    (actor, request) => examples.create(actor, request.body),
  );
  routes.get('/v1/statistics/example/:id', 'read', oneStatistic, ({ scope }, request) =>
    examples.get(scope, request.params.id),
  );
  routes.put(
    '/v1/statistics/example/:id',
    'write',
    { ...oneStatistic, body: statisticExampleBodySchema },
    (actor, request) => examples.update(actor, request.params.id, request.body),
  );
  routes.delete('/v1/statistics/example/:id', 'write', oneStatistic, async ({ scope }, request) => {
    await examples.remove(scope, request.params.id);
    return null;
  });

  routes.post(
    '/v1/statistics/schedule/start',
    'control',
    { body: statisticStartSchema },
    ({ scope }, request) => examples.start(scope, request.body),
  );
  routes.post(
    '/v1/statistics/schedule/stop',
    'control',
    { body: statisticStopSchema },
    ({ scope }, request) => examples.stop(scope, request.body.ids),
  );

  routes.get(
    '/v1/statistics/result',
    'read',
    { querystring: statisticResultListQuerySchema },
    ({ scope }, request) => results.list(scope, request.query),
  );
  app.get(
    '/v1/statistics/result/export',
    {
      config: { iot: { resource: 'statistics', action: 'read' } },
      schema: { querystring: statisticResultListQuerySchema },
    },
    async (request, reply) =>
      sendCsv(reply, 'statistics.csv', await results.csv(iotActor(request).scope, request.query)),
  );
  routes.postCreated(
    '/v1/statistics/result',
    'write',
    { body: statisticResultBodySchema },
    (actor, request) => results.add(actor, request.body),
  );
  routes.put(
    '/v1/statistics/result/:id',
    'write',
    { ...oneStatistic, body: statisticResultUpdateSchema },
    (actor, request) => results.update(actor, request.params.id, request.body),
  );
  routes.delete('/v1/statistics/result/:id', 'write', oneStatistic, async ({ scope }, request) => {
    await results.remove(scope, request.params.id);
    return null;
  });
}
