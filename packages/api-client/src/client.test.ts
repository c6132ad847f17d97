import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_IDLE_HEADER } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { ApiClient } from './client';
import { createMemoryCookieJar } from './cookie-jar';

// A real local HTTP server plays the API, so the client is tested over a real socket.
type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const routes = new Map<string, Handler>();
let server: Server;
let origin: string;

function json(
  res: ServerResponse,
  status: number,
  payload: unknown,
  headers: Record<string, string | string[]> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const handler = routes.get(`${req.method} ${req.url?.split('?')[0]}`);
      if (handler) handler(req, res, body);
      else json(res, 404, { code: 'NOT_FOUND', message: 'no route' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('ApiClient', () => {
  it('unwraps {data} and sends the query without empty values', async () => {
    routes.set('GET /v1/things', (req, res) => json(res, 200, { data: { url: req.url } }));
    const client = new ApiClient({ origin });
    const result = await client.get<{ url: string }>('/things', {
      query: { skip: 0, filter: '', x: undefined },
    });
    expect(result.url).toBe('/v1/things?skip=0');
  });

  it('sends X-Requested-With on reads and writes alike (a few GETs send codes)', async () => {
    const seen: Record<string, string | undefined> = {};
    routes.set('GET /v1/h', (req, res) => {
      seen.get = req.headers['x-requested-with'] as string | undefined;
      json(res, 200, { data: 1 });
    });
    routes.set('PUT /v1/h', (req, res, body) => {
      seen.put = req.headers['x-requested-with'] as string | undefined;
      seen.body = body;
      json(res, 200, { data: 2 });
    });
    const client = new ApiClient({ origin });
    await client.get('/h');
    await client.put('/h', { body: { a: 1 } });
    expect(seen).toEqual({ get: 'fleetkey', put: 'fleetkey', body: '{"a":1}' });
  });

  it('sends the UI language as Accept-Language, as it is at each call', async () => {
    const seen: (string | undefined)[] = [];
    routes.set('GET /v1/lang', (req, res) => {
      seen.push(req.headers['accept-language']);
      json(res, 200, { data: 1 });
    });
    let language = 'en';
    const client = new ApiClient({ origin, language: () => language });
    await client.get('/lang');
    language = 'zh';
    await client.get('/lang');
    expect(seen).toEqual(['en', 'zh']);
  });

  it("names the reader's time zone in X-Time-Zone when told one, and sends none otherwise", async () => {
    const seen: (string | undefined)[] = [];
    routes.set('GET /v1/zone', (req, res) => {
      seen.push(req.headers['x-time-zone'] as string | undefined);
      json(res, 200, { data: 1 });
    });
    await new ApiClient({ origin, timeZone: () => 'Asia/Shanghai' }).get('/zone');
    await new ApiClient({ origin }).get('/zone');
    expect(seen).toEqual(['Asia/Shanghai', undefined]);
  });

  it('throws ApiError with status, code, message and data of an error answer', async () => {
    routes.set('POST /v1/login', (_req, res) =>
      json(res, 400, { code: 'FACTOR', message: 'UC :factor check failed', data: { mobile: '139****0000' } }),
    );
    const error = await new ApiClient({ origin }).post('/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'FACTOR',
      message: 'UC :factor check failed',
      data: { mobile: '139****0000' },
    });
  });

  it('calls onUnauthorized once for a 401 and still throws', async () => {
    routes.set('GET /v1/private', (_req, res) =>
      json(res, 401, { code: 'UNAUTHORIZED', message: 'please log in' }),
    );
    const onUnauthorized = vi.fn();
    const client = new ApiClient({ origin, onUnauthorized });
    await expect(client.get('/private')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports the idle limit of every answer that carries one, and nothing for answers without', async () => {
    routes.set('GET /v1/seen', (_req, res) => json(res, 200, { data: 1 }, { [SESSION_IDLE_HEADER]: '720' }));
    routes.set('GET /v1/unseen', (_req, res) => json(res, 200, { data: 1 }));
    const onSessionSeen = vi.fn();
    const client = new ApiClient({ origin, onSessionSeen });
    await client.get('/unseen');
    expect(onSessionSeen).not.toHaveBeenCalled();
    await client.get('/seen');
    expect(onSessionSeen).toHaveBeenCalledExactlyOnceWith(720);
  });

  it('gives up after the timeout with a TIMEOUT error of status 0', async () => {
    routes.set('GET /v1/slow', (_req, res) => setTimeout(() => json(res, 200, { data: 1 }), 500));
    await expect(new ApiClient({ origin }).get('/slow', { timeoutMs: 50 })).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      isOffline: true,
    });
  });

  it('reports an unreachable server as NETWORK_ERROR', async () => {
    const closed = new ApiClient({ origin: 'http://127.0.0.1:9' });
    await expect(closed.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('reads files at the host root with fromRoot', async () => {
    routes.set('GET /config.json', (_req, res) =>
      json(res, 200, { version: '3.0.6', message: '', path: '' }),
    );
    await expect(new ApiClient({ origin }).get('/config.json', { fromRoot: true })).resolves.toEqual({
      version: '3.0.6',
      message: '',
      path: '',
    });
  });

  it('keeps and sends cookies through a cookie jar, and forgets cleared ones', async () => {
    routes.set('POST /v1/session', (_req, res) =>
      json(
        res,
        200,
        { data: null },
        { 'set-cookie': ['fk_session=abc; Path=/; HttpOnly', 'lang=en; Path=/'] },
      ),
    );
    routes.set('GET /v1/echo', (req, res) => json(res, 200, { data: req.headers.cookie ?? null }));
    routes.set('GET /v1/logout', (_req, res) =>
      json(res, 200, { data: null }, { 'set-cookie': 'fk_session=; Path=/; Max-Age=0' }),
    );
    const client = new ApiClient({ origin, cookieJar: createMemoryCookieJar() });
    await client.post('/session');
    await expect(client.get('/echo')).resolves.toBe('fk_session=abc; lang=en');
    await client.get('/logout');
    await expect(client.get('/echo')).resolves.toBe('lang=en');
  });
});
