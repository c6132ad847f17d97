import {
  recordDeleteSchema,
  recordListQuerySchema,
  recordOwnerParamsSchema,
  recordStatusSchema,
  ruleActionBodySchema,
  ruleActionListQuerySchema,
  ruleActionParamsSchema,
  ruleBatchSchema,
  ruleBodySchema,
  ruleListQuerySchema,
  ruleParamsSchema,
  ruleRecordSchema,
  ruleStatusSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotActor } from '../../../platform/auth/iot-actor';
import type { RulesRuntime } from './engine/start-rules';
import { ruleActionsService } from './rule-actions.service';
import { ruleRecordsService } from './rule-records.service';
import { rulesService } from './rules.service';

const read = { iot: { resource: 'rules', action: 'read' } } as const;
const write = { iot: { resource: 'rules', action: 'write' } } as const;
const control = { iot: { resource: 'rules', action: 'control' } } as const;

/**
 * /rules, /rule_actions, /records (iot-console.md §7 "Rules and records"): rules and their actions, and the
 * alarm records rules open. Evaluating rules and running actions is the rule engine's (engine/).
 */
export function rulesRoutes(context: AppContext, runtime: RulesRuntime): void {
  const { app } = context;
  // The engine of this node takes a change before it is answered (other nodes poll for it).
  const taken = async <T>(result: T): Promise<T> => {
    await runtime.changed();
    return result;
  };
  const rules = rulesService(context);
  const actions = ruleActionsService(context);
  const records = ruleRecordsService(context);

  // Also the dashboard's count: `filter={"desc":"trigger"}` → totalCount (or aggregation=count → count).
  app.get('/v1/rules', { config: read, schema: { querystring: ruleListQuerySchema } }, async (request) => ({
    data: await rules.list(iotActor(request).scope, request.query),
  }));

  app.post('/v1/rules', { config: write, schema: { body: ruleBodySchema } }, async (request, reply) =>
    reply.code(201).send({ data: await taken(await rules.create(iotActor(request), request.body)) }),
  );

  app.post(
    '/v1/rules/batch/create',
    { config: write, schema: { body: ruleBatchSchema } },
    async (request, reply) =>
      reply.code(201).send({
        data: await taken(await rules.createBatch(iotActor(request), request.body.rules)),
      }),
  );

  app.get('/v1/rules/:id', { config: read, schema: { params: ruleParamsSchema } }, async (request) => ({
    data: await rules.get(iotActor(request).scope, request.params.id),
  }));

  app.put(
    '/v1/rules/:id',
    { config: write, schema: { params: ruleParamsSchema, body: ruleBodySchema } },
    async (request) => ({
      data: await taken(await rules.update(iotActor(request), request.params.id, request.body)),
    }),
  );

  app.delete('/v1/rules/:id', { config: write, schema: { params: ruleParamsSchema } }, async (request) => {
    await rules.remove(iotActor(request).scope, request.params.id);
    return { data: await taken(null) };
  });

  app.patch(
    '/v1/rules/status/:id',
    { config: write, schema: { params: ruleParamsSchema, body: ruleStatusSchema } },
    async (request) => ({
      data: await taken(
        await rules.setStatus(iotActor(request).scope, request.params.id, request.body.status),
      ),
    }),
  );

  app.patch(
    '/v1/rules/record/:id',
    { config: write, schema: { params: ruleParamsSchema, body: ruleRecordSchema } },
    async (request) => ({
      data: await taken(
        await rules.setRecord(iotActor(request).scope, request.params.id, request.body.record),
      ),
    }),
  );

  app.get(
    '/v1/rule_actions',
    { config: read, schema: { querystring: ruleActionListQuerySchema } },
    async (request) => ({ data: await actions.list(iotActor(request).scope, request.query) }),
  );

  app.post(
    '/v1/rule_actions',
    { config: write, schema: { body: ruleActionBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await actions.create(iotActor(request), request.body) }),
  );

  app.get(
    '/v1/rule_actions/:id',
    { config: read, schema: { params: ruleActionParamsSchema } },
    async (request) => ({ data: await actions.get(iotActor(request).scope, request.params.id) }),
  );

  app.put(
    '/v1/rule_actions/:id',
    { config: write, schema: { params: ruleActionParamsSchema, body: ruleActionBodySchema } },
    async (request) => ({
      data: await taken(await actions.update(iotActor(request), request.params.id, request.body)),
    }),
  );

  // "Send test": the action run once now, as if a rule had fired on its device (or a sample one).
  app.post(
    '/v1/rule_actions/:id/test',
    { config: write, schema: { params: ruleActionParamsSchema } },
    async (request) => ({ data: await actions.test(iotActor(request), request.params.id, runtime.actions) }),
  );

  app.delete(
    '/v1/rule_actions/:id',
    { config: write, schema: { params: ruleActionParamsSchema } },
    async (request) => {
      await actions.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );

  app.get(
    '/v1/records',
    { config: read, schema: { querystring: recordListQuerySchema } },
    async (request) => ({ data: await records.list(iotActor(request).scope, request.query) }),
  );

  // `owner` is a device id: that device's records (rule-record-calls.ts).
  app.get(
    '/v1/records/:owner',
    { config: read, schema: { params: recordOwnerParamsSchema, querystring: recordListQuerySchema } },
    async (request) => ({
      data: await records.list(iotActor(request).scope, request.query, request.params.owner),
    }),
  );

  app.put(
    '/v1/records/status',
    { config: control, schema: { body: recordStatusSchema } },
    async (request) => ({
      data: await records.changeStatus(iotActor(request), request.body),
    }),
  );

  app.delete('/v1/records', { config: control, schema: { body: recordDeleteSchema } }, async (request) => ({
    data: await records.remove(iotActor(request).scope, request.body.ids),
  }));
}
