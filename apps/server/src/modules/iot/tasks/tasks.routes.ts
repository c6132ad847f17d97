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
import { iotActor } from '../../../platform/auth/iot-actor';
import { dataRoutes } from '../../../platform/http/data-routes';
import type { CommandDelivery } from '../commands/command-delivery';
import type { FirmwareService } from '../firmware/firmware.service';
import { startTaskRunner } from './task-runner';
import { tasksService } from './tasks.service';

/**
 * /tasks (iot-console.md §7 "Tasks"): scheduled commands and rollouts, their status by PATCH, and their
 * history of runs with each device's result.
 */
export function tasksRoutes(
  context: AppContext,
  { delivery, firmware }: { delivery: CommandDelivery; firmware: FirmwareService },
): void {
  const route = dataRoutes(context.app);
  const tasks = tasksService(context, startTaskRunner(context, delivery, firmware));

  route.get('/v1/tasks', {
    config: { iot: { resource: 'tasks', action: 'read' } },
    schema: { querystring: taskListQuerySchema },
    answer: (request) => tasks.list(iotActor(request).scope, request.query),
  });

  route.post('/v1/tasks', {
    config: { iot: { resource: 'tasks', action: 'write' } },
    schema: { body: taskBodySchema },
    status: 201,
    answer: (request) => tasks.create(iotActor(request), request.body),
  });

  route.get('/v1/tasks/:id', {
    config: { iot: { resource: 'tasks', action: 'read' } },
    schema: { params: taskParamsSchema },
    answer: (request) => tasks.get(iotActor(request).scope, request.params.id),
  });

  route.put('/v1/tasks/:id', {
    config: { iot: { resource: 'tasks', action: 'write' } },
    schema: { params: taskParamsSchema, body: taskBodySchema },
    answer: (request) => tasks.update(iotActor(request), request.params.id, request.body),
  });

  route.delete('/v1/tasks/:id', {
    config: { iot: { resource: 'tasks', action: 'write' } },
    schema: { params: taskParamsSchema },
    answer: (request) => tasks.remove(iotActor(request).scope, request.params.id),
  });

  route.patch('/v1/tasks/:id/status', {
    config: { iot: { resource: 'tasks', action: 'control' } },
    schema: { params: taskParamsSchema, body: taskStatusSchema },
    answer: (request) => tasks.changeStatus(iotActor(request).scope, request.params.id, request.body.action),
  });

  route.get('/v1/tasks/:id/runs', {
    config: { iot: { resource: 'tasks', action: 'read' } },
    schema: { params: taskParamsSchema, querystring: taskRunListQuerySchema },
    answer: (request) => tasks.runs(iotActor(request).scope, request.params.id, request.query),
  });

  route.get('/v1/tasks/:id/runs/:runId/results', {
    config: { iot: { resource: 'tasks', action: 'read' } },
    schema: { params: taskRunParamsSchema, querystring: taskResultListQuerySchema },
    answer: (request) => {
      const { id, runId } = request.params;
      return tasks.results(iotActor(request).scope, id, runId, request.query);
    },
  });
}
