import type { FastifyInstance } from 'fastify';

/**
 * Once shutdown starts, answers still in flight carry `Connection: close`, so keep-alive clients
 * (browsers, load balancers) drop the socket after their response instead of holding the process open.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
}
