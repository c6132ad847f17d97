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
import { iotRoutes } from '../../../platform/http/iot-routes';
import type { RulesRuntime } from './engine/start-rules';
import { ruleActionsService } from './rule-actions.service';
import { ruleRecordsService } from './rule-records.service';
import { rulesService } from './rules.service';

const oneRule = { params: ruleParamsSchema };
const oneAction = { params: ruleActionParamsSchema };

/**
 * /rules, /rule_actions, /records (iot-console.md §7 "Rules and records"): rules and their actions, and the
 * alarm records rules open. Evaluating rules and running actions is the rule engine's (engine/).
 */
export function rulesRoutes(context: AppContext, runtime: RulesRuntime): void {
  const routes = iotRoutes(context.app, 'rules');
  // The engine of this node takes a change before it is answered (other nodes poll for it).
  const taken = async <T>(result: T): Promise<T> => {
    await runtime.changed();
    return result;
  };
  const rules = rulesService(context);
  const actions = ruleActionsService(context);
  const records = ruleRecordsService(context);

  // Also the dashboard's count: `filter={"desc":"trigger"}` → totalCount (or aggregation=count → count).
  routes.get('/v1/rules', 'read', { querystring: ruleListQuerySchema }, ({ scope }, request) =>
    rules.list(scope, request.query),
  );
  routes.postCreated('/v1/rules', 'write', { body: ruleBodySchema }, async (actor, request) =>
    taken(await rules.create(actor, request.body)),
  );
  routes.postCreated('/v1/rules/batch/create', 'write', { body: ruleBatchSchema }, async (actor, request) =>
    taken(await rules.createBatch(actor, request.body.rules)),
  );
  routes.get('/v1/rules/:id', 'read', oneRule, ({ scope }, request) => rules.get(scope, request.params.id));
  routes.put('/v1/rules/:id', 'write', { ...oneRule, body: ruleBodySchema }, async (actor, request) =>
    taken(await rules.update(actor, request.params.id, request.body)),
  );
  routes.delete('/v1/rules/:id', 'write', oneRule, async ({ scope }, request) => {
    await rules.remove(scope, request.params.id);
    return taken(null);
  });
  routes.patch(
    '/v1/rules/status/:id',
    'write',
    { ...oneRule, body: ruleStatusSchema },
    async ({ scope }, request) => taken(await rules.setStatus(scope, request.params.id, request.body.status)),
  );
  routes.patch(
    '/v1/rules/record/:id',
    'write',
    { ...oneRule, body: ruleRecordSchema },
    async ({ scope }, request) => taken(await rules.setRecord(scope, request.params.id, request.body.record)),
  );

  routes.get('/v1/rule_actions', 'read', { querystring: ruleActionListQuerySchema }, ({ scope }, request) =>
    actions.list(scope, request.query),
  );
  routes.postCreated('/v1/rule_actions', 'write', { body: ruleActionBodySchema }, (actor, request) =>
    actions.create(actor, request.body),
  );
  routes.get('/v1/rule_actions/:id', 'read', oneAction, ({ scope }, request) =>
    actions.get(scope, request.params.id),
  );
  routes.put(
    '/v1/rule_actions/:id',
    'write',
    { ...oneAction, body: ruleActionBodySchema },
    async (actor, request) => taken(await actions.update(actor, request.params.id, request.body)),
  );
  // "Send test": the action run once now, as if a rule had fired on its device (or a sample one).
  routes.post('/v1/rule_actions/:id/test', 'write', oneAction, (actor, request) =>
    actions.test(actor, request.params.id, runtime.actions),
  );
  routes.delete('/v1/rule_actions/:id', 'write', oneAction, async ({ scope }, request) => {
    await actions.remove(scope, request.params.id);
    return null;
  });

  routes.get('/v1/records', 'read', { querystring: recordListQuerySchema }, ({ scope }, request) =>
    records.list(scope, request.query),
  );
  // `owner` is a device id: that device's records (rule-record-calls.ts).
  routes.get(
    '/v1/records/:owner',
    'read',
    { params: recordOwnerParamsSchema, querystring: recordListQuerySchema },
    ({ scope }, request) => records.list(scope, request.query, request.params.owner),
  );
  routes.put('/v1/records/status', 'control', { body: recordStatusSchema }, (actor, request) =>
    records.changeStatus(actor, request.body),
  );
  routes.delete('/v1/records', 'control', { body: recordDeleteSchema }, ({ scope }, request) =>
    records.remove(scope, request.body.ids),
  );
}
