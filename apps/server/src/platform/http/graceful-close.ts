import type { FastifyInstance } from 'fastify';
import type { FastLane } from './fast-lane';

/**
 * Once shutdown starts, answers still in flight carry `Connection: close`, so keep-alive clients
 * (browsers, load balancers) drop the socket after their response instead of holding the process open.
 * The fast lane answers before Fastify's hooks and its own 503 while closing, so it is told as well.
 */
export function registerGracefulClose(app: FastifyInstance, fastLane: Pick<FastLane, 'beginClosing'>): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    fastLane.beginClosing();
  });
  // Synchronous: it runs on every answer, and an async hook costs each a promise and a turn.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
