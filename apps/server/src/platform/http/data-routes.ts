import type {
  FastifyContextConfig,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteOptions,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-context';

/** A request whose params, query and body are typed by the route's zod schemas. */
export type SchemaRequest<Schema extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Schema,
  ZodTypeProvider
>;

/** One route that answers `{ data }`: who may call it, what it accepts, and the call that makes its data. */
export interface DataRoute<Schema extends FastifySchema> {
  /** Who may call it (`permission`, `iot` or `audience`): what the access guard and the route table read. */
  config: FastifyContextConfig;
  /** The zod schemas that check params, query and body at the edge (and document them in OpenAPI). */
  schema?: Schema;
  /** 201 on a route that creates; 200 otherwise. */
  status?: 201;
  /** The data of the answer; a call that gives nothing (a removal) answers `{ data: null }`. */
  answer: (request: SchemaRequest<Schema>, reply: FastifyReply) => Promise<unknown>;
}

type Declare = <Schema extends FastifySchema>(url: string, route: DataRoute<Schema>) => void;

/**
 * Declares routes whose handler only calls a service and answers `{ data }` (ARCHITECTURE.md "A request"),
 * so each route says only its path, access, schemas and call. Routes that answer otherwise (files, streams,
 * redirects) stay plain Fastify routes.
 */
export function dataRoutes(app: App): Record<'get' | 'post' | 'put' | 'patch' | 'delete', Declare> {
  const declare =
    (method: HTTPMethods): Declare =>
    <Schema extends FastifySchema>(url: string, { config, schema, status, answer }: DataRoute<Schema>) => {
      const route: RouteOptions = {
        method,
        url,
        config,
        ...(schema ? { schema } : {}),
        // Fastify has checked the request against `schema` before any handler runs.
        handler: async (request, reply) => {
          if (status) reply.code(status);
          return { data: (await answer(request as SchemaRequest<Schema>, reply)) ?? null };
        },
      };
      app.route(route);
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
