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
import type { AdjustableClock } from './platform/clock';
import type { FastLane } from './platform/http/fast-lane';
import type { Notify } from './platform/notify/notify';

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
  /** Device-facing routes served in front of Fastify (platform/http/fast-lane.ts). */
  fastLane: FastLane;
  db: Db;
  bus: Bus;
  config: Config;
  /** The rules' clock; only NODE_ENV=test routes and in-process tests advance it. */
  clock: AdjustableClock;
  /** Outgoing SMS and e-mail (outbox, HTTP gateway, SMTP, as configured). */
  notify: Notify;
  /** Set only on the start that created the first administrator: its password, for the start banner. */
  firstAdminPassword?: string;
}
