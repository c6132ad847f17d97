import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFastLane, type FastAnswer } from './fast-lane';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((done) => server.close(done).closeAllConnections())),
  );
});

/** A lane serving POST /probe with `handler`, in front of a stand-in for Fastify that answers 204. */
async function laneServer(handler: () => FastAnswer | Promise<FastAnswer>) {
  const lane = createFastLane();
  lane.post('/probe', z.object({ n: z.number() }), handler);
  const server = lane.serverFactory((_request, response) => response.writeHead(204).end());
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return { lane, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function post(url: string) {
  const response = await fetch(url, { method: 'POST', body: JSON.stringify({ n: 1 }) });
  const text = await response.text();
  return {
    status: response.status,
    connection: response.headers.get('connection'),
    keepAlive: response.headers.get('keep-alive'),
    body: text ? (JSON.parse(text) as unknown) : undefined,
  };
}

const OK: FastAnswer = { status: 200, body: { data: 'ok' } };

describe('the fast lane', () => {
  it('keeps idle keep-alive sockets 72 s, tells clients so, and waits longer for headers', async () => {
    const { server, origin } = await laneServer(() => OK);
    expect(await post(`${origin}/probe`)).toMatchObject({
      status: 200,
      connection: 'keep-alive',
      keepAlive: 'timeout=72',
    });
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });

  it('puts no time limit on a whole request, so a long upload is not cut off', async () => {
    const { server } = await laneServer(() => OK);
    expect(server.requestTimeout).toBe(0);
  });

  it('answers a request in flight when closing begins with Connection: close', async () => {
    let finish: (answer: FastAnswer) => void = () => undefined;
    let started: () => void = () => undefined;
    const handled = new Promise<void>((resolve) => (started = resolve));
    const { lane, origin } = await laneServer(() => {
      started();
      return new Promise((resolve) => (finish = resolve));
    });
    const answer = post(`${origin}/probe`);
    await handled;
    lane.beginClosing();
    finish(OK);
    expect(await answer).toMatchObject({ status: 200, connection: 'close', body: OK.body });
  });

  it('answers a request arriving once closing has begun 503 SERVER_BUSY with Connection: close', async () => {
    let calls = 0;
    const { lane, origin } = await laneServer(() => {
      calls++;
      return OK;
    });
    lane.beginClosing();
    expect(await post(`${origin}/probe`)).toMatchObject({
      status: 503,
      connection: 'close',
      body: { code: 'SERVER_BUSY' },
    });
    expect(calls).toBe(0);
  });

  it('leaves other routes to Fastify, closing or not', async () => {
    const { lane, origin } = await laneServer(() => OK);
    lane.beginClosing();
    expect((await post(`${origin}/elsewhere`)).status).toBe(204);
  });
});
