import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { ApiClient } from './client';
import { licencesApi } from './licences';
import { messagesApi } from './messages';

// A real local server plays the licence routes, so query encoding and file answers go over a socket.
let server: Server;
let origin: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    if (req.url === '/v1/licences/offline/L1') {
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="x.lic"; filename*=UTF-8''FK-0001%20offline.lic`,
      });
      res.end('-----BEGIN FLEETKEY LICENCE-----\n');
    } else if (req.url === '/v1/licences/offline/L2') {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'LEVEL_TOO_LOW', message: 'level too low' }));
    } else if (req.url === '/v1/licences/offline/L3') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'unauthorized' }));
    } else {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { totalCount: 0, result: [], unreadCount: 0 } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('licence calls', () => {
  it('downloads the offline file with the name the server suggests', async () => {
    const file = await licencesApi(new ApiClient({ origin })).offlineFile('L1');
    expect(file.fileName).toBe('FK-0001 offline.lic');
    expect(await file.blob.text()).toBe('-----BEGIN FLEETKEY LICENCE-----\n');
  });

  it('turns a refused download into the ApiError of its code', async () => {
    const error = await licencesApi(new ApiClient({ origin }))
      .offlineFile('L2')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'LEVEL_TOO_LOW' });
  });

  it('runs the 401 hook for a download like for any call', async () => {
    const onUnauthorized = vi.fn();
    await expect(licencesApi(new ApiClient({ origin, onUnauthorized })).offlineFile('L3')).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('sends the bind device in the query and the list page as skip/limit', async () => {
    const api = licencesApi(new ApiClient({ origin }));
    await api.bind('L1', { deviceId: 'dev-1', deviceName: '网关A' });
    await api.list({ skip: 10, limit: 10, useStatus: 'inUse' });
    await messagesApi(new ApiClient({ origin })).list({ type: 2, read: false, limit: 5 });
    expect(seen).toContain(
      `PUT /v1/licences/bind/L1?deviceId=dev-1&deviceName=${encodeURIComponent('网关A')}`,
    );
    expect(seen).toContain('GET /v1/licences?skip=10&limit=10&useStatus=inUse');
    expect(seen).toContain('GET /v1/messages?limit=5&type=2&read=false');
  });
});
