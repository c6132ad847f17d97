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
  const algorithms = statisticAlgorithmsService(context);
  const examples = statisticExamplesService(context, startStatisticRunner(context));
  const results = statisticResultsService(context);

  app.get(
    '/v1/statistics/algorithm',
    { config: read, schema: { querystring: statisticAlgorithmListQuerySchema } },
    async (request) => ({ data: await algorithms.list(iotActor(request).scope, request.query) }),
  );
  app.post(
    '/v1/statistics/algorithm',
    { config: write, schema: { body: statisticAlgorithmBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await algorithms.create(iotActor(request), request.body) }),
  );
  app.get(
    '/v1/statistics/algorithm/:id',
    { config: read, schema: { params: statisticParamsSchema } },
    async (request) => ({ data: await algorithms.get(iotActor(request).scope, request.params.id) }),
  );
  app.put(
    '/v1/statistics/algorithm/:id',
    { config: write, schema: { params: statisticParamsSchema, body: statisticAlgorithmBodySchema } },
    async (request) => ({
      data: await algorithms.update(iotActor(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/v1/statistics/algorithm/:id',
    { config: write, schema: { params: statisticParamsSchema } },
    async (request) => {
      await algorithms.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/statistics/example',
    { config: read, schema: { querystring: statisticExampleListQuerySchema } },
    async (request) => ({ data: await examples.list(iotActor(request).scope, request.query) }),
  );
  app.get('/v1/statistics/example/select_list', { config: read }, async (request) => ({
    data: await examples.options(iotActor(request).scope),
  }));
  app.post(
    '/v1/statistics/example',
    { config: write, schema: { body: statisticExampleBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await examples.create(iotActor(request), request.body) }),
  );
  app.get(
    '/v1/statistics/example/:id',
    { config: read, schema: { params: statisticParamsSchema } },
    async (request) => ({ data: await examples.get(iotActor(request).scope, request.params.id) }),
  );
  app.put(
    '/v1/statistics/example/:id',
    { config: write, schema: { params: statisticParamsSchema, body: statisticExampleBodySchema } },
    async (request) => ({ data: await examples.update(iotActor(request), request.params.id, request.body) }),
  );
  app.delete(
    '/v1/statistics/example/:id',
    { config: write, schema: { params: statisticParamsSchema } },
    async (request) => {
      await examples.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );

  app.post(
    '/v1/statistics/schedule/start',
    { config: control, schema: { body: statisticStartSchema } },
    async (request) => ({ data: await examples.start(iotActor(request).scope, request.body) }),
  );
  app.post(
    '/v1/statistics/schedule/stop',
    { config: control, schema: { body: statisticStopSchema } },
    async (request) => ({ data: await examples.stop(iotActor(request).scope, request.body.ids) }),
  );

  app.get(
    '/v1/statistics/result',
    { config: read, schema: { querystring: statisticResultListQuerySchema } },
    async (request) => ({ data: await results.list(iotActor(request).scope, request.query) }),
  );
  app.get(
    '/v1/statistics/result/export',
    { config: read, schema: { querystring: statisticResultListQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, 'statistics.csv', await results.csv(iotActor(request).scope, request.query)),
  );
  app.post(
    '/v1/statistics/result',
    { config: write, schema: { body: statisticResultBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await results.add(iotActor(request), request.body) }),
  );
  app.put(
    '/v1/statistics/result/:id',
    { config: write, schema: { params: statisticParamsSchema, body: statisticResultUpdateSchema } },
    async (request) => ({ data: await results.update(iotActor(request), request.params.id, request.body) }),
  );
  app.delete(
    '/v1/statistics/result/:id',
    { config: write, schema: { params: statisticParamsSchema } },
    async (request) => {
      await results.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );
}
