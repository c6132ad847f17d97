import { ERROR_CATALOGUE, ERROR_CODES, VALIDATION_MESSAGES, type FieldError } from '@fleetkey/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../../db/unavailable';
import { requestLanguage } from '../http/request-language';
import { AppError } from './app-error';
import { wordValidationKeys } from './validation-words';

interface ErrorBody {
  code: string;
  message: string;
  data?: unknown;
}

/** The one place errors become responses: `{ code, message, data? }` with a fitting status. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: unknown, request, reply) => {
    // A database out of reach is an outage, not a bug: 503 the client may retry, one warn line (folded).
    const error = isDatabaseUnavailable(thrown) ? AppError.of('DATABASE_UNAVAILABLE') : thrown;
    const { status, body } = toResponse(error);
    // API clients read the message; the consoles word `data.fields` themselves.
    if (body.code === ERROR_CODES.VALIDATION_FAILED)
      body.message = wordValidationKeys(body.message, requestLanguage(request));
    // An AppError's 5xx is a known condition (a device that did not answer, a dependency away): one line,
    // no stack. Anything else is a bug, logged with everything there is.
    if (status < 500) request.log.info({ code: body.code, status }, 'request refused');
    else if (body.code === ERROR_CODES.COMMAND_TIMEOUT)
      request.log.info({ code: body.code, status }, 'command timed out');
    else if (error instanceof AppError) request.log.warn({ code: body.code, status }, body.message);
    else request.log.error({ err: error }, 'request failed');
    const retryAfter = retryAfterOf(body.data);
    if (status === 429 && retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    return reply.status(status).send(body);
  });
}

/** A 429's `data.retryAfterSeconds`, which also goes out as the Retry-After header. */
function retryAfterOf(data: unknown): number | undefined {
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return undefined;
  return typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined;
}

function toResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { code: error.code, message: error.message };
    if (error.data !== undefined) body.data = error.data;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const location = error.validationContext ?? 'request';
    const fields: FieldError[] = error.validation.map((issue) => ({
      location,
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: issue.message ?? 'invalid',
    }));
    const first = fields[0];
    return {
      status: 400,
      body: {
        code: ERROR_CODES.VALIDATION_FAILED,
        message: first
          ? `${first.location}${first.path ? `.${first.path}` : ''}: ${first.message}`
          : 'invalid request',
        data: { fields },
      },
    };
  }
  if (isResponseSerializationError(error)) return internal();
  if (isUnstorableTextError(error)) {
    // Text that reached PostgreSQL past the edge guard (inside an uploaded file): still the client's.
    const message = VALIDATION_MESSAGES.textUnstorable;
    const fields: FieldError[] = [{ location: 'body', path: '', message }];
    return { status: 400, body: { code: ERROR_CODES.VALIDATION_FAILED, message, data: { fields } } };
  }
  if (isClientFastifyError(error)) {
    // Fastify's own 4xx (bad JSON, too large, unsupported media type…): the client's mistake, said plainly.
    return { status: error.statusCode, body: { code: error.code, message: error.message } };
  }
  return internal();
}

// 5xx bodies never carry internals: the log has them, keyed by the request id.
function internal(): { status: number; body: ErrorBody } {
  return { status: 500, body: { code: ERROR_CODES.INTERNAL, message: ERROR_CATALOGUE.INTERNAL.message } };
}

// PostgreSQL's character_not_in_repertoire (NUL in text or jsonb) and untranslatable_character.
const UNSTORABLE_TEXT_STATES = new Set(['22021', '22P05']);

function isUnstorableTextError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return typeof error.code === 'string' && UNSTORABLE_TEXT_STATES.has(error.code);
}

function isClientFastifyError(error: unknown): error is FastifyError & { statusCode: number } {
  if (typeof error !== 'object' || error === null) return false;
  const { statusCode, code } = error as Partial<FastifyError>;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500 && typeof code === 'string';
}

/** Unknown `/v1/*` paths answer 404 JSON; the web hosting decides for everything else. */
export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ code: 'NOT_FOUND', message: `no route ${request.method} ${request.url.split('?')[0]}` });
}
