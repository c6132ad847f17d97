import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFastLane, type FastAnswer } from './fast-lane';
import { registerGracefulClose } from './graceful-close';

describe('graceful close', () => {
  it('tells the fast lane when the app starts closing: its answer in flight carries Connection: close', async () => {
    const lane = createFastLane();
    let finish: (answer: FastAnswer) => void = () => undefined;
    let started: () => void = () => undefined;
    const handled = new Promise<void>((resolve) => (started = resolve));
    lane.post('/probe', z.object({}), () => {
      started();
      return new Promise((resolve) => (finish = resolve));
    });
    const app = Fastify({ serverFactory: (handler) => lane.serverFactory(handler) });
    registerGracefulClose(app, lane);
    let closingBegun: () => void = () => undefined;
    const begun = new Promise<void>((resolve) => (closingBegun = resolve));
    // Runs after graceful close's own preClose hook, which was added first.
    app.addHook('preClose', async () => closingBegun());
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const answer = fetch(`${origin}/probe`, { method: 'POST', body: '{}' });
    await handled;
    const closed = app.close();
    await begun;
    finish({ status: 200, body: { data: 'ok' } });
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    await closed;
  });
});
