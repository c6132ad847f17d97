import {
  taskBodySchema,
  taskListQuerySchema,
  taskParamsSchema,
  taskResultListQuerySchema,
  taskRunListQuerySchema,
  taskRunParamsSchema,
  taskStatusSchema,
} from '@fleetkey/contract';
import type { AppContext } from '../../../app-context';
import { iotRoutes } from '../../../platform/http/iot-routes';
import type { CommandDelivery } from '../commands/command-delivery';
import type { FirmwareService } from '../firmware/firmware.service';
import { startTaskRunner } from './task-runner';
import { tasksService } from './tasks.service';

const oneTask = { params: taskParamsSchema };

/**
 * /tasks (iot-console.md §7 "Tasks"): scheduled commands and rollouts, their status by PATCH, and their
 * history of runs with each device's result.
 */
export function tasksRoutes(
  context: AppContext,
  { delivery, firmware }: { delivery: CommandDelivery; firmware: FirmwareService },
): void {
  const routes = iotRoutes(context.app, 'tasks');
  const tasks = tasksService(context, startTaskRunner(context, delivery, firmware));

  routes.get('/v1/tasks', 'read', { querystring: taskListQuerySchema }, ({ scope }, request) =>
    tasks.list(scope, request.query),
  );
  routes.postCreated('/v1/tasks', 'write', { body: taskBodySchema }, (actor, request) =>
    tasks.create(actor, request.body),
  );
  routes.get('/v1/tasks/:id', 'read', oneTask, ({ scope }, request) => tasks.get(scope, request.params.id));
  routes.put('/v1/tasks/:id', 'write', { ...oneTask, body: taskBodySchema }, (actor, request) =>
    tasks.update(actor, request.params.id, request.body),
  );
  routes.delete('/v1/tasks/:id', 'write', oneTask, async ({ scope }, request) => {
    await tasks.remove(scope, request.params.id);
    return null;
  });
  routes.patch(
    '/v1/tasks/:id/status',
    'control',
    { ...oneTask, body: taskStatusSchema },
    ({ scope }, request) => tasks.changeStatus(scope, request.params.id, request.body.action),
  );
  routes.get(
    '/v1/tasks/:id/runs',
    'read',
    { ...oneTask, querystring: taskRunListQuerySchema },
    ({ scope }, request) => tasks.runs(scope, request.params.id, request.query),
  );
  routes.get(
    '/v1/tasks/:id/runs/:runId/results',
    'read',
    { params: taskRunParamsSchema, querystring: taskResultListQuerySchema },
    ({ scope }, request) => tasks.results(scope, request.params.id, request.params.runId, request.query),
  );
}
