import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from '@fleetkey/api-client';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { isApiPath } from './api-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false for routes called by devices or other servers, which carry no browser cookies; true for a GET
     * that changes something (sends a code), which then needs the header like any other state change.
     */
    csrf?: boolean;
  }
}

/** Methods that change nothing, so need no CSRF header. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route needs the CSRF header: state changes, unless it opted out; safe methods only if they opted in. */
export function needsCsrfHeader(methods: readonly string[], csrf: boolean | undefined): boolean {
  if (csrf !== undefined) return csrf;
  return methods.some((method) => !SAFE_METHODS.has(method));
}

/**
 * A cross-site form cannot set custom headers, so requiring `X-Requested-With: fleetkey` on every
 * state-changing /v1 call stops forged writes that would ride on the session cookie.
 */
export function registerCsrfGuard(app: FastifyInstance): void {
  // Synchronous: most requests pass at the first test, and an async hook costs each a promise and a turn.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isApiPath(request.url) || request.method === 'OPTIONS') return done();
    // Unknown routes fall through to their 404; routes called by machines opt out.
    if (request.routeOptions.url === undefined) return done();
    if (!needsCsrfHeader([request.method], request.routeOptions.config.csrf)) return done();
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
