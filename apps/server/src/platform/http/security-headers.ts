import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. They depend on the options alone (no nonces, no
 * per-request directive functions), so every answer can carry the same set: @fastify/helmet rebuilt helmet's
 * middleware, parsing the CSP directives, on every request — a tenth of a 404's CPU (issue 35's profile).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): OutgoingHttpHeaders {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failure: unknown;
  helmet(options)(request, response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined)
    throw failure instanceof Error ? failure : new Error('helmet refused the options');
  return response.getHeaders();
}

/**
 * One synchronous hook a request for what each answer carries: helmet's headers and the request id (this
 * was one async onSend hook more, a promise and a microtask turn per request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    done();
  });
}
