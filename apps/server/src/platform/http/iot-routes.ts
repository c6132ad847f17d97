import type { IotAction, IotResource } from '@fleetkey/contract';
import type { FastifySchema } from 'fastify';
import type { App } from '../../app-context';
import { iotActor, type IotActor } from '../auth/iot-actor';
import { dataRoutes, type DataRoute, type SchemaRequest } from './data-routes';

/** The route declarations iotRoutes makes for one resource. */
export type IotRoutes = ReturnType<typeof iotRoutes>;

/**
 * The IoT console routes on one resource that answer `{ data }`: each declares `config.iot` as
 * (resource, action), and `answer` gets the actor the access guard let through.
 */
export function iotRoutes(app: App, resource: IotResource) {
  const onResource =
    (route: DataRoute) =>
    <const S extends FastifySchema>(
      url: string,
      action: IotAction,
      schema: S,
      answer: (actor: IotActor, request: SchemaRequest<S>) => Promise<unknown>,
    ): void =>
      route(url, { iot: { resource, action } }, schema, (request) => answer(iotActor(request), request));
  const routes = dataRoutes(app);
  return {
    get: onResource(routes.get),
    post: onResource(routes.post),
    /** A POST that makes something: answers 201 Created. */
    postCreated: onResource(routes.postCreated),
    put: onResource(routes.put),
    patch: onResource(routes.patch),
    delete: onResource(routes.delete),
  };
}
