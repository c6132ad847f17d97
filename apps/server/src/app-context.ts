import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db/kysely';
import type { Bus } from './platform/bus/bus';

/** Fastify with zod schemas typing each route's params, query and body. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module's routes get: the app to register on and the platform services. */
export interface AppContext {
  app: App;
  db: Db;
  bus: Bus;
  config: Config;
}
