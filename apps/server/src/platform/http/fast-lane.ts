import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { errorCodes, type FastifyServerFactoryHandler } from 'fastify';
import { ERROR_CATALOGUE, VALIDATION_MESSAGES, toFieldErrors, type ErrorCode } from '@fleetkey/contract';
import { holdsUnstorableText } from './storable-text';
import type { z } from 'zod';
import { keepShortLivedObjectsYoung } from './young-objects';

/** What a fast-lane handler answers: a status, a JSON body and optional headers. */
export interface FastAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * A fast-lane handler: the parsed, schema-checked body and the client address in, an answer out — at
 * once when it has one (no promise, no extra turn of the event loop), else a promise of it.
 */
export type FastHandler<T> = (body: T, ip: string) => FastAnswer | Promise<FastAnswer>;

// Device-facing endpoints with no session, no cookies and no browser are served here, in front of
// Fastify, because at thousands of calls a second Fastify's per-request hooks (sessions, CSRF,
// permissions, security headers, request ids, logging) cost more than the work itself. What the lane
// keeps of the house rules: the body is validated with the contract's schema and errors answer the
// same `{ code, message, data? }` shape with the catalogue's status.
const BODY_MAX_BYTES = 4096;

// How long an idle keep-alive socket stays open. Node's default is 5 s, while browsers, undici and
// Playwright keep idle sockets for reuse longer: a client reusing one just as the server closes it gets
// ECONNRESET. 72 s is Fastify's own default, which it does not apply to a server from `serverFactory`;
// the server also announces it (`Keep-Alive: timeout=72`), so clients that read it retire sockets first.
const KEEP_ALIVE_TIMEOUT_MS = 72_000;
// Above the keep-alive timeout, as is common practice: older Node releases could close a reused socket at
// the headers timeout when that was the shorter of the two.
const HEADERS_TIMEOUT_MS = KEEP_ALIVE_TIMEOUT_MS + 1_000;
// No limit on a whole request, as Fastify's default: an installer upload (up to 2 GB) on a slow link takes
// longer than Node's 300 s. Slow senders of headers are still cut off by the headers timeout.
const REQUEST_TIMEOUT_MS = 0;

// Fastify answers 503 to requests arriving once it is closing; the lane does the same in the house shape.
const CLOSING_ANSWER = errorAnswer('SERVER_BUSY');
// The answer Fastify's routes give through storable-text.ts.
const UNSTORABLE_ANSWER: FastAnswer = {
  status: 400,
  body: {
    code: 'VALIDATION_FAILED',
    message: `body: ${VALIDATION_MESSAGES.textUnstorable}`,
    data: { fields: [{ location: 'body', path: '', message: VALIDATION_MESSAGES.textUnstorable }] },
  },
};

/** Routes served before Fastify; everything else falls through to it. */
export function createFastLane() {
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
  // Set once shutdown starts (graceful-close.ts); one boolean test per request keeps the hot path cheap.
  let closing = false;
  // Before the first request: see young-objects.ts.
  keepShortLivedObjectsYoung();

  // Once closing, every answer asks the client to drop the socket, as Fastify's answers do then.
  const reply = (response: ServerResponse, answer: FastAnswer) => {
    if (closing) response.setHeader('connection', 'close');
    send(response, answer);
  };
  // A handler that threw: the house's 500, unless an answer has already begun.
  const failed = (response: ServerResponse) => {
    if (!response.headersSent) reply(response, errorAnswer('INTERNAL'));
  };

  return {
    /**
     * Serves `POST path` with `handler` once the JSON body passes `schema`. `plain`, when given,
     * recognises the common body cheaply and answers it as the schema would; whatever it does not
     * recognise (undefined) is judged by the schema.
     */
    post<S extends z.ZodType>(
      path: string,
      schema: S,
      handler: FastHandler<z.output<S>>,
      plain?: (body: unknown) => z.output<S> | undefined,
    ): void {
      const serve = (request: IncomingMessage, response: ServerResponse, raw: string | undefined) => {
        try {
          if (raw === undefined)
            return reply(response, fastifyAnswer(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE()));
          const json = parseJson(raw);
          if (json === NOT_JSON) return reply(response, notJsonAnswer(raw));
          // Only an escape can put NUL or a lone surrogate in JSON text: bodies without one skip the walk.
          if (raw.includes('\\u') && holdsUnstorableText(json)) return reply(response, UNSTORABLE_ANSWER);
          let body = plain?.(json);
          if (body === undefined) {
            const parsed = schema.safeParse(json);
            if (!parsed.success) return reply(response, validationAnswer(parsed.error.issues));
            body = parsed.data;
          }
          const answer = handler(body, request.socket.remoteAddress ?? '');
          if (!(answer instanceof Promise)) return reply(response, answer);
          answer.then((later) => reply(response, later)).catch(() => failed(response));
        } catch {
          failed(response);
        }
      };
      routes.set(`POST ${path}`, (request, response) =>
        readBody(request, (raw) => serve(request, response, raw)),
      );
    },

    /** From now on the lane answers new requests 503 and every answer with `Connection: close`. */
    beginClosing(): void {
      closing = true;
    },

    /** The Fastify `serverFactory` that puts the lane in front of Fastify's own handler. */
    serverFactory(fastify: FastifyServerFactoryHandler): Server {
      const server = createServer(
        { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
        (request, response) => {
          const route = routes.get(`${request.method ?? ''} ${request.url ?? ''}`);
          if (route === undefined) fastify(request, response);
          else if (closing) reply(response, CLOSING_ANSWER);
          else route(request, response);
        },
      );
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
  };
}

/** The fast lane of one server. */
export type FastLane = ReturnType<typeof createFastLane>;

/** An error answer in the house shape. */
export function errorAnswer(code: ErrorCode, data?: unknown, headers?: Record<string, string>): FastAnswer {
  const { status, message } = ERROR_CATALOGUE[code];
  return { status, body: data === undefined ? { code, message } : { code, message, data }, headers };
}

// The same answer the error handler gives Fastify's schema failures: the fields under data, the first
// one in the message.
function validationAnswer(issues: readonly z.core.$ZodIssue[]): FastAnswer {
  const fields = toFieldErrors(issues).map((field) => ({ location: 'body', ...field }));
  const first = fields[0];
  return {
    status: 400,
    body: {
      code: 'VALIDATION_FAILED',
      message: first ? `body${first.path ? `.${first.path}` : ''}: ${first.message}` : 'invalid request',
      data: { fields },
    },
  };
}

// Calls `done` with the body, or undefined when it is too large: the caller answers 413 rather than
// reading on. A small body arrives as one chunk, which is decoded as it is. An aborted request never
// ends, and its socket is gone: there is no one to answer.
function readBody(request: IncomingMessage, done: (raw: string | undefined) => void): void {
  let first: Buffer | undefined;
  let more: Buffer[] | undefined;
  let size = 0;
  request.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > BODY_MAX_BYTES) return;
    if (first === undefined) first = chunk;
    else (more ??= [first]).push(chunk);
  });
  request.on('end', () => {
    if (size > BODY_MAX_BYTES) done(undefined);
    else done(more ? Buffer.concat(more).toString('utf8') : (first?.toString('utf8') ?? ''));
  });
}

const NOT_JSON = Symbol('not JSON');

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return NOT_JSON;
  }
}

// A body too large, empty or not JSON is refused as Fastify refuses it on every other route: the same
// code, status and words, so a device's firmware meets one answer for one mistake.
function notJsonAnswer(raw: string): FastAnswer {
  return fastifyAnswer(
    raw.trim() === ''
      ? new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY()
      : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
  );
}

function fastifyAnswer(error: { code: string; message: string; statusCode?: number }): FastAnswer {
  return { status: error.statusCode ?? 400, body: { code: error.code, message: error.message } };
}

function send(response: ServerResponse, answer: FastAnswer): void {
  const text = JSON.stringify(answer.body);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-content-type-options': 'nosniff',
  };
  response.writeHead(answer.status, answer.headers ? { ...headers, ...answer.headers } : headers);
  response.end(text);
}
