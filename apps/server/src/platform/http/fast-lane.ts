import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactoryHandler } from 'fastify';
import { ERROR_CATALOGUE, toFieldErrors, type ErrorCode } from '@fleetkey/contract';
import type { z } from 'zod';

/** What a fast-lane handler answers: a status, a JSON body and optional headers. */
export interface FastAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** A fast-lane handler: the parsed, schema-checked body and the client address in, an answer out. */
export type FastHandler<T> = (body: T, ip: string) => Promise<FastAnswer>;

// Device-facing endpoints with no session, no cookies and no browser are served here, in front of
// Fastify, because at thousands of calls a second Fastify's per-request hooks (sessions, CSRF,
// permissions, security headers, request ids, logging) cost more than the work itself. What the lane
// keeps of the house rules: the body is validated with the contract's schema and errors answer the
// same `{ code, message, data? }` shape with the catalogue's status.
const BODY_MAX_BYTES = 4096;

/** Routes served before Fastify; everything else falls through to it. */
export function createFastLane() {
  const routes = new Map<string, (request: IncomingMessage, response: ServerResponse) => void>();

  return {
    /** Serves `POST path` with `handler` once the JSON body passes `schema`. */
    post<S extends z.ZodType>(path: string, schema: S, handler: FastHandler<z.output<S>>): void {
      routes.set(`POST ${path}`, (request, response) => {
        readBody(request)
          .then(async (raw) => {
            const parsed = schema.safeParse(raw === undefined ? undefined : parseJson(raw));
            if (!parsed.success) return send(response, validationAnswer(parsed.error.issues));
            send(response, await handler(parsed.data, request.socket.remoteAddress ?? ''));
          })
          .catch(() => send(response, errorAnswer('INTERNAL')));
      });
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

// undefined when the body is too large: the caller answers 400 rather than reading on.
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_MAX_BYTES) chunks.push(chunk);
    });
    request.on('end', () =>
      resolve(size > BODY_MAX_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    );
    request.on('error', reject);
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
  response.writeHead(answer.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'x-content-type-options': 'nosniff',
    ...answer.headers,
  });
  response.end(text);
}
