import { ERROR_CODES, VALIDATION_MESSAGES, type FieldError } from '@fleetkey/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

// PostgreSQL cannot store U+0000 in text or jsonb (it threw, a 500 with a stack on 122 routes) and the
// drivers of both engines silently turn unpaired UTF-16 surrogates into U+FFFD, so a stored value would
// not be the one sent. Such text is refused once, here, before any hook or route can hand it to storage.

const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds a character neither database stores as sent: NUL or an unpaired surrogate. */
export function isUnstorable(text: string): boolean {
  return UNSTORABLE.test(text);
}

/** Whether any string or object key inside `value` is unstorable (a walk with its own stack). */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorable(item)) return true;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorable(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

type Location = 'headers' | 'params' | 'querystring' | 'body';

const refuse = (location: Location): AppError => {
  const message = VALIDATION_MESSAGES.textUnstorable;
  const fields: FieldError[] = [{ location, path: '', message }];
  return new AppError(400, ERROR_CODES.VALIDATION_FAILED, `${location}: ${message}`, { fields });
};

function checkBeforeBody(request: FastifyRequest): void {
  if (holdsUnstorableText(request.params)) throw refuse('params');
  if (holdsUnstorableText(request.query)) throw refuse('querystring');
  if (holdsUnstorableText(request.headers)) throw refuse('headers');
}

/**
 * Refuses (400 VALIDATION_FAILED) NUL and unpaired surrogates in path parameters, query and headers before
 * any other hook runs, and in the parsed body before validation. Register before every other onRequest hook.
 */
export function registerStorableTextGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => checkBeforeBody(request));
  app.addHook('preValidation', async (request) => {
    if (holdsUnstorableText(request.body)) throw refuse('body');
  });
}
