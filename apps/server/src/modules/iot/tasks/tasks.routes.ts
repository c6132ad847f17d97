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
  const { app } = context;
  const tasks = tasksService(context, startTaskRunner(context, delivery, firmware));

  app.get(
    '/v1/tasks',
    { config: { iot: { resource: 'tasks', action: 'read' } }, schema: { querystring: taskListQuerySchema } },
    async (request) => ({ data: await tasks.list(iotActor(request).scope, request.query) }),
  );

  app.post(
    '/v1/tasks',
    { config: { iot: { resource: 'tasks', action: 'write' } }, schema: { body: taskBodySchema } },
    async (request, reply) =>
      reply.code(201).send({ data: await tasks.create(iotActor(request), request.body) }),
  );

  app.get(
    '/v1/tasks/:id',
    { config: { iot: { resource: 'tasks', action: 'read' } }, schema: { params: taskParamsSchema } },
    async (request) => ({ data: await tasks.get(iotActor(request).scope, request.params.id) }),
  );

  app.put(
    '/v1/tasks/:id',
    {
      config: { iot: { resource: 'tasks', action: 'write' } },
      schema: { params: taskParamsSchema, body: taskBodySchema },
    },
    async (request) => ({ data: await tasks.update(iotActor(request), request.params.id, request.body) }),
  );

  app.delete(
    '/v1/tasks/:id',
    { config: { iot: { resource: 'tasks', action: 'write' } }, schema: { params: taskParamsSchema } },
    async (request) => {
      await tasks.remove(iotActor(request).scope, request.params.id);
      return { data: null };
    },
  );

  app.patch(
    '/v1/tasks/:id/status',
    {
      config: { iot: { resource: 'tasks', action: 'control' } },
      schema: { params: taskParamsSchema, body: taskStatusSchema },
    },
    async (request) => ({
      data: await tasks.changeStatus(iotActor(request).scope, request.params.id, request.body.action),
    }),
  );

  app.get(
    '/v1/tasks/:id/runs',
    {
      config: { iot: { resource: 'tasks', action: 'read' } },
      schema: { params: taskParamsSchema, querystring: taskRunListQuerySchema },
    },
    async (request) => ({
      data: await tasks.runs(iotActor(request).scope, request.params.id, request.query),
    }),
  );

  app.get(
    '/v1/tasks/:id/runs/:runId/results',
    {
      config: { iot: { resource: 'tasks', action: 'read' } },
      schema: { params: taskRunParamsSchema, querystring: taskResultListQuerySchema },
    },
    async (request) => {
      const { id, runId } = request.params;
      return { data: await tasks.results(iotActor(request).scope, id, runId, request.query) };
    },
  );
}
