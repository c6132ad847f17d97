import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@fleetkey/api-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for routes called by devices or other servers, which carry no browser cookies. */
    csrf?: boolean;
  }
}

/** Methods that change nothing, so need no CSRF header. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A cross-site form cannot set custom headers, so requiring `X-Requested-With: fleetkey` on every
 * state-changing /v1 call stops forged writes that would ride on the session cookie.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  // Synchronous: most requests pass at the first test, and an async hook costs each a promise and a turn.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/v1/')) return done();
    // Unknown routes fall through to their 404; routes called by machines opt out.
    if (request.routeOptions.url === undefined || request.routeOptions.config.csrf === false) return done();
    if (request.headers[REQUESTED_WITH_HEADER.toLowerCase()] !== REQUESTED_WITH_VALUE) {
      return done(
        new AppError(
          403,
          'CSRF_HEADER_MISSING',
          `missing header ${REQUESTED_WITH_HEADER}: ${REQUESTED_WITH_VALUE}`,
        ),
      );
    }
    done();
  });
}
