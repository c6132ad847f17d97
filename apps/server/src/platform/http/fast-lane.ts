import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';
import { ERROR_CATALOGUE, toFieldErrors, type ErrorCode } from '@fleetkey/contract';
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

/** Routes served before Fastify; everything else falls through to it. */
export function createFastLane() {
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();
  // Before the first request: see young-objects.ts.
  keepShortLivedObjectsYoung();

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
          const json = raw === undefined ? undefined : parseJson(raw);
          let body = plain?.(json);
          if (body === undefined) {
            const parsed = schema.safeParse(json);
            if (!parsed.success) return send(response, validationAnswer(parsed.error.issues));
            body = parsed.data;
          }
          const answer = handler(body, request.socket.remoteAddress ?? '');
          if (!(answer instanceof Promise)) return send(response, answer);
          answer.then((later) => send(response, later)).catch(() => failed(response));
        } catch {
          failed(response);
        }
      };
      routes.set(`POST ${path}`, (request, response) =>
        readBody(request, (raw) => serve(request, response, raw)),
      );
    },

    /** The Fastify `serverFactory` that puts the lane in front of Fastify's own handler. */
    serverFactory(fastify: FastifyServerFactoryHandler): Server {
      return createServer((request, response) => {
        const route = routes.get(`${request.method ?? ''} ${request.url ?? ''}`);
        if (route) route(request, response);
        else fastify(request, response);
      });
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

// Calls `done` with the body, or undefined when it is too large: the caller answers 400 rather than
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

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
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

// A handler that threw: the house's 500, unless an answer has already begun.
function failed(response: ServerResponse): void {
  if (!response.headersSent) send(response, errorAnswer('INTERNAL'));
}
