import type {
  FastifyInstance,
  FastifyRequest,
  onSendHookHandler,
  preSerializationHookHandler,
  RouteOptions,
} from 'fastify';
import type { Db } from '../../../db/kysely';
import type { Clock } from '../../../platform/clock';
import { recordActivity } from './account-activity';
import { writeActivity, writeTarget, type WriteRoute } from './write-activity-entry';

// A write answers `{ data }`; the object it created is often named only there (a new rule's id).
const answers = new WeakMap<FastifyRequest, unknown>();

const keepAnswer: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
  answers.set(request, payload);
  done(null, payload);
};

/** Methods that change nothing: their routes record nothing. */
const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

function hooksOf<H>(declared: H | H[] | undefined): H[] {
  if (declared === undefined) return [];
  return Array.isArray(declared) ? declared : [declared];
}

/**
 * Records, in the account activity log, every successful write of an IoT route: one entry per 2xx answer
 * to a route that declares `config.iot` with an action other than read and a method other than GET/HEAD,
 * naming the actor the access guard let through, what the write did, the route's resource and its object
 * (see write-activity-entry.ts). The entry is written in onSend, before the answer leaves: an acknowledged
 * write always has its entry, and a write whose entry cannot be stored is answered as failed. A refused
 * write (4xx/5xx) records nothing. Sub-user and profile routes are `user` routes, not `iot` ones: they
 * keep their own, more specific entries and get no second one here.
 *
 * The hooks are attached to those routes only, as each is registered, so reads and every other route run
 * no hook of this at all. Register before any route.
 */
export function registerWriteActivities(app: FastifyInstance, db: Db, clock: Clock): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const permission = route.config?.iot;
    // A route declaring only `read` changes nothing, whatever its method (decoding a posted CAN frame).
    if (!permission || permission.action === 'read') return;
    if ([route.method].flat().every((method) => READ_METHODS.has(method))) return;
    const recordWrite: onSendHookHandler<unknown> = (request, reply, payload, done) => {
      const actor = request.iotActor;
      const ok = reply.statusCode >= 200 && reply.statusCode < 300;
      if (!ok || !actor || READ_METHODS.has(request.method)) return done(null, payload);
      const written: WriteRoute = { method: request.method, url: route.url, permission };
      recordActivity(
        db,
        { ownerId: actor.ownerId, username: actor.username, ip: request.ip },
        writeActivity(written, reply.statusCode),
        writeTarget(request.params, request.body, answers.get(request)),
        clock.now(),
        permission.resource,
      ).then(() => done(null, payload), done);
    };
    route.preSerialization = [...hooksOf(route.preSerialization), keepAnswer];
    route.onSend = [...hooksOf(route.onSend), recordWrite];
  });
}
