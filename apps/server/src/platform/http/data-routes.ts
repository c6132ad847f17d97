import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { App } from '../../app-context';

/** A request typed by its route's zod schemas, as Fastify hands it to a handler on the App. */
export type SchemaRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

/**
 * Declares one route: its URL, who may call it (`config`, read by the access guard and the route table as
 * on any route), its schemas, and `answer`, whose result the route answers as `{ data }`.
 */
export type DataRoute = <const S extends FastifySchema>(
  url: string,
  config: FastifyContextConfig,
  schema: S,
  answer: (request: SchemaRequest<S>) => Promise<unknown>,
) => void;

/**
 * The routes whose handler only computes the data they answer as `{ data }`. Routes that stream a file,
 * read multipart or set headers need the reply and are written out.
 */
export function dataRoutes(app: App) {
  const declare =
    (method: HTTPMethods, status?: 201): DataRoute =>
    (url, config, schema, answer) => {
      app.route<RouteGenericInterface, ContextConfigDefault, FastifySchema>({
        method,
        url,
        config,
        schema,
        handler: async (request, reply) => {
          // The route validated the request against `schema` before this runs, so it is what the zod
          // type provider makes of `schema`; TypeScript cannot resolve that inside this generic.
          const data = await answer(request as Parameters<typeof answer>[0]);
          if (status) reply.code(status);
          return { data };
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    /** A POST that makes something: answers 201 Created. */
    postCreated: declare('POST', 201),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}
