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
import { dataRoutes } from '../../../platform/http/data-routes';
import { statisticAlgorithmsService } from './statistic-algorithms.service';
import { statisticExamplesService } from './statistic-examples.service';
import { statisticResultsService } from './statistic-results.service';
import { startStatisticRunner } from './statistic-runner';

const read = { iot: { resource: 'statistics', action: 'read' } } as const;
const write = { iot: { resource: 'statistics', action: 'write' } } as const;
const control = { iot: { resource: 'statistics', action: 'control' } } as const;

/**
 * /statistics (iot-console.md §7 "Statistics"; the shapes are in the contract's statistic-calls.ts):
 * algorithms, examples and their schedule, results; this node's runner computes due windows.
 */
export function statisticsRoutes(context: AppContext): void {
  const { app } = context;
  const route = dataRoutes(app);
  const algorithms = statisticAlgorithmsService(context);
  const examples = statisticExamplesService(context, startStatisticRunner(context));
  const results = statisticResultsService(context);

  route.get('/v1/statistics/algorithm', {
    config: read,
    schema: { querystring: statisticAlgorithmListQuerySchema },
    answer: (request) => algorithms.list(iotActor(request).scope, request.query),
  });
  route.post('/v1/statistics/algorithm', {
    config: write,
    schema: { body: statisticAlgorithmBodySchema },
    status: 201,
    answer: (request) => algorithms.create(iotActor(request), request.body),
  });
  route.get('/v1/statistics/algorithm/:id', {
    config: read,
    schema: { params: statisticParamsSchema },
    answer: (request) => algorithms.get(iotActor(request).scope, request.params.id),
  });
  route.put('/v1/statistics/algorithm/:id', {
    config: write,
    schema: { params: statisticParamsSchema, body: statisticAlgorithmBodySchema },
    answer: (request) => algorithms.update(iotActor(request), request.params.id, request.body),
  });
  route.delete('/v1/statistics/algorithm/:id', {
    config: write,
    schema: { params: statisticParamsSchema },
    answer: (request) => algorithms.remove(iotActor(request).scope, request.params.id),
  });

  route.get('/v1/statistics/example', {
    config: read,
    schema: { querystring: statisticExampleListQuerySchema },
    answer: (request) => examples.list(iotActor(request).scope, request.query),
  });
  route.get('/v1/statistics/example/select_list', {
    config: read,
    answer: (request) => examples.options(iotActor(request).scope),
  });
  route.post('/v1/statistics/example', {
    config: write,
    schema: { body: statisticExampleBodySchema },
    status: 201,
    answer: (request) => examples.create(iotActor(request), request.body),
  });
  route.get('/v1/statistics/example/:id', {
    config: read,
    schema: { params: statisticParamsSchema },
    answer: (request) => examples.get(iotActor(request).scope, request.params.id),
  });
  route.put('/v1/statistics/example/:id', {
    config: write,
    schema: { params: statisticParamsSchema, body: statisticExampleBodySchema },
    answer: (request) => examples.update(iotActor(request), request.params.id, request.body),
  });
  route.delete('/v1/statistics/example/:id', {
    config: write,
    schema: { params: statisticParamsSchema },
    answer: (request) => examples.remove(iotActor(request).scope, request.params.id),
  });

  route.post('/v1/statistics/schedule/start', {
    config: control,
    schema: { body: statisticStartSchema },
    answer: (request) => examples.start(iotActor(request).scope, request.body),
  });
  route.post('/v1/statistics/schedule/stop', {
    config: control,
    schema: { body: statisticStopSchema },
    answer: (request) => examples.stop(iotActor(request).scope, request.body.ids),
  });

  route.get('/v1/statistics/result', {
    config: read,
    schema: { querystring: statisticResultListQuerySchema },
    answer: (request) => results.list(iotActor(request).scope, request.query),
  });
  app.get(
    '/v1/statistics/result/export',
    { config: read, schema: { querystring: statisticResultListQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'statistics.csv', await results.csv(iotActor(request).scope, request.query)),
  );
  route.post('/v1/statistics/result', {
    config: write,
    schema: { body: statisticResultBodySchema },
    status: 201,
    answer: (request) => results.add(iotActor(request), request.body),
  });
  route.put('/v1/statistics/result/:id', {
    config: write,
    schema: { params: statisticParamsSchema, body: statisticResultUpdateSchema },
    answer: (request) => results.update(iotActor(request), request.params.id, request.body),
  });
  route.delete('/v1/statistics/result/:id', {
    config: write,
    schema: { params: statisticParamsSchema },
    answer: (request) => results.remove(iotActor(request).scope, request.params.id),
  });
}
