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
import { dataRoutes } from '../../../platform/http/data-routes';
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
  const route = dataRoutes(app);
  // The engine of this node takes a change before it is answered (other nodes poll for it).
  const taken = async <T>(result: T): Promise<T> => {
    await runtime.changed();
    return result;
  };
  const rules = rulesService(context);
  const actions = ruleActionsService(context);
  const records = ruleRecordsService(context);

  // Also the dashboard's count: `filter={"desc":"trigger"}` → totalCount (or aggregation=count → count).
  route.get('/v1/rules', {
    config: read,
    schema: { querystring: ruleListQuerySchema },
    answer: (request) => rules.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/rules', {
    config: write,
    schema: { body: ruleBodySchema },
    status: 201,
    answer: async (request) => taken(await rules.create(iotActor(request), request.body)),
  });

  route.post('/v1/rules/batch/create', {
    config: write,
    schema: { body: ruleBatchSchema },
    status: 201,
    answer: async (request) => taken(await rules.createBatch(iotActor(request), request.body.rules)),
  });

  route.get('/v1/rules/:id', {
    config: read,
    schema: { params: ruleParamsSchema },
    answer: (request) => rules.get(iotActor(request).scope, request.params.id),
  });

  route.put('/v1/rules/:id', {
    config: write,
    schema: { params: ruleParamsSchema, body: ruleBodySchema },
    answer: async (request) => taken(await rules.update(iotActor(request), request.params.id, request.body)),
  });

  app.delete('/v1/rules/:id', { config: write, schema: { params: ruleParamsSchema } }, async (request) => {
    await rules.remove(iotActor(request).scope, request.params.id);
    return { data: await taken(null) };
  });

  route.patch('/v1/rules/status/:id', {
    config: write,
    schema: { params: ruleParamsSchema, body: ruleStatusSchema },
    answer: async (request) =>
      taken(await rules.setStatus(iotActor(request).scope, request.params.id, request.body.status)),
  });

  route.patch('/v1/rules/record/:id', {
    config: write,
    schema: { params: ruleParamsSchema, body: ruleRecordSchema },
    answer: async (request) =>
      taken(await rules.setRecord(iotActor(request).scope, request.params.id, request.body.record)),
  });

  route.get('/v1/rule_actions', {
    config: read,
    schema: { querystring: ruleActionListQuerySchema },
    answer: (request) => actions.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/rule_actions', {
    config: write,
    schema: { body: ruleActionBodySchema },
    status: 201,
    answer: (request) => actions.create(iotActor(request), request.body),
  });

  route.get('/v1/rule_actions/:id', {
    config: read,
    schema: { params: ruleActionParamsSchema },
    answer: (request) => actions.get(iotActor(request).scope, request.params.id),
  });

  route.put('/v1/rule_actions/:id', {
    config: write,
    schema: { params: ruleActionParamsSchema, body: ruleActionBodySchema },
    answer: async (request) =>
      taken(await actions.update(iotActor(request), request.params.id, request.body)),
  });

  // "Send test": the action run once now, as if a rule had fired on its device (or a sample one).
  route.post('/v1/rule_actions/:id/test', {
    config: write,
    schema: { params: ruleActionParamsSchema },
    answer: (request) => actions.test(iotActor(request), request.params.id, runtime.actions),
  });

  route.delete('/v1/rule_actions/:id', {
    config: write,
    schema: { params: ruleActionParamsSchema },
    answer: (request) => actions.remove(iotActor(request).scope, request.params.id),
  });

  route.get('/v1/records', {
    config: read,
    schema: { querystring: recordListQuerySchema },
    answer: (request) => records.list(iotActor(request).scope, request.query),
  });

  // `owner` is a device id: that device's records (rule-record-calls.ts).
  route.get('/v1/records/:owner', {
    config: read,
    schema: { params: recordOwnerParamsSchema, querystring: recordListQuerySchema },
    answer: (request) => records.list(iotActor(request).scope, request.query, request.params.owner),
  });

  route.put('/v1/records/status', {
    config: control,
    schema: { body: recordStatusSchema },
    answer: (request) => records.changeStatus(iotActor(request), request.body),
  });

  route.delete('/v1/records', {
    config: control,
    schema: { body: recordDeleteSchema },
    answer: (request) => records.remove(iotActor(request).scope, request.body.ids),
  });
}
