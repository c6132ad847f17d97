import { createMemoryCookieJar } from '@fleetkey/api-client';
import {
  LIVE_CLOSE_CODES,
  SESSION_COOKIE,
  type DeviceEventView,
  type ListResult,
  type LiveServerMessage,
  type TelemetryPage,
  type SessionUser,
} from '@fleetkey/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createType, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { connectDevice, deviceTopic, eventually } from './support/mqtt-devices';
import { lockWaits } from './support/postgres-locks';
import { freePort, openLive } from './support/live-socket';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer, testClient } from './support/test-server';

/** A signed-in user with a device, and the session cookie a browser would send. */
async function userWithDevice(server: TestServer) {
  const jar = createMemoryCookieJar();
  const client = testClient(server.origin, { cookieJar: jar });
  const user = await client.post<SessionUser>('/test/session', { body: { role: 0 } });
  const { devtype } = await createType(client, uniqueId('meter'));
  const device = await createDevice(client, devtype);
  return { client, user, device: { ...device, devtype }, cookie: jar.header() ?? '' };
}

const isType =
  <T extends LiveServerMessage['type']>(type: T) =>
  (message: LiveServerMessage): message is Extract<LiveServerMessage, { type: T }> =>
    message.type === type;

describe.each(testEngines)('real-time socket /ws ($name)', (engine) => {
  let server: TestServer;
  let wsPort: number;
  let url: string;
  beforeAll(async () => {
    wsPort = await freePort();
    server = await startTestServer(engine, { env: { WS_PORT: String(wsPort), OUTBOX_API: '1' } });
    url = `${server.origin.replace('http', 'ws')}/ws`;
  });
  afterAll(() => server.close());

  it('lets a sub-user watch only the devices of its scope, and only with devices:read', async () => {
    const owner = await userWithDevice(server);
    const other = await createDevice(owner.client, owner.device.devtype);
    const group = await owner.client.post<{ id: string }>('/device_groups', {
      body: { name: uniqueId('g').slice(-30) },
    });
    await owner.client.post(`/device_groups/${group.id}`, { body: { devids: [owner.device.devid] } });
    const reader = await createProfile(owner.client, { devices: ['read'] }, [group.id]);
    const jar = createMemoryCookieJar();
    await signedInSubuser(server, owner.client, reader.id, jar);
    const live = await openLive(url, { cookie: jar.header() ?? '' });
    live.send({ type: 'login' });
    expect(await live.next()).toMatchObject({ type: 'login', ok: true });
    live.send({ type: 'subscribe', devid: other.devid, events: ['data'] });
    expect(await live.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND', devid: other.devid });
    live.send({ type: 'subscribe', devid: owner.device.devid, events: ['data'] });
    expect(await live.next()).toMatchObject({ type: 'subscribed', devid: owner.device.devid });
    live.socket.close();

    const blind = await createProfile(owner.client, { groups: ['read'] });
    const blindJar = createMemoryCookieJar();
    await signedInSubuser(server, owner.client, blind.id, blindJar);
    const refused = await openLive(url, { cookie: blindJar.header() ?? '' });
    refused.send({ type: 'login' });
    expect((await refused.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('signs in with the session cookie and delivers a subscribed device’s data as notify messages', async () => {
    const owner = await userWithDevice(server);
    const live = await openLive(url, { cookie: owner.cookie });
    live.send({ type: 'login' });
    expect(await live.next()).toEqual({
      type: 'login',
      ok: true,
      user: { id: owner.user.id, username: owner.user.username },
    });
    live.send({ type: 'subscribe', devid: owner.device.devid, events: ['data', 'event'] });
    expect(await live.next()).toEqual({
      type: 'subscribed',
      devid: owner.device.devid,
      devtype: owner.device.devtype,
      events: ['data', 'event'],
    });
    const mqtt = await connectDevice(server.bus.url, owner.device);
    const time = Date.UTC(2024, 8, 1);
    await mqtt.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ time, kw: 1.5 }), { qos: 1 });
    expect(await live.next(isType('notify'))).toMatchObject({
      type: 'notify',
      topic: deviceTopic(owner.device, 'data'),
      devtype: owner.device.devtype,
      devid: owner.device.devid,
      msgtype: 'data',
      payload: [{ time, isodate: new Date(time).toISOString(), kw: 1.5 }],
    });
    await mqtt.endAsync();
    live.socket.close();
  });

  if (engine.name === 'postgres')
    it('shows a QoS 1 message to watchers as it comes, and acknowledges it to the device only once stored', async () => {
      const owner = await userWithDevice(server);
      const live = await openLive(url, { cookie: owner.cookie });
      live.send({ type: 'login' });
      await live.next(isType('login'));
      live.send({ type: 'subscribe', devid: owner.device.devid, events: ['data'] });
      await live.next(isType('subscribed'));
      const mqtt = await connectDevice(server.bus.url, owner.device);
      const holder = new pg.Client({ connectionString: server.databaseUrl });
      await holder.connect();
      try {
        // A lock held elsewhere keeps the message's insert waiting in the database.
        await holder.query('begin');
        await holder.query('lock table telemetry in share mode');
        const time = Date.UTC(2024, 8, 2);
        let acknowledged = false;
        const published = mqtt
          .publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ time, kw: 3 }), { qos: 1 })
          .then(() => (acknowledged = true));
        expect(await live.next(isType('notify'))).toMatchObject({ payload: [{ time, kw: 3 }] });
        await eventually(
          () => lockWaits(holder),
          (waiting) => waiting >= 1,
        );
        expect(acknowledged).toBe(false);
        await holder.query('commit');
        await published;
        const stored = await owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`);
        expect(stored.result.map((row) => row.time)).toEqual([time]);
      } finally {
        await holder.end();
        await mqtt.endAsync();
        live.socket.close();
      }
    });

  it('shows rows and events sent without a time at the times they were stored', async () => {
    const owner = await userWithDevice(server);
    const mqtt = await connectDevice(server.bus.url, owner.device);
    const data = deviceTopic(owner.device, 'data');
    // Stamped before anyone watches: a second stamper (the live socket's own) would start afresh.
    await mqtt.publishAsync(data, JSON.stringify({ kw: 1 }), { qos: 1 });
    const live = await openLive(url, { cookie: owner.cookie });
    live.send({ type: 'login' });
    await live.next(isType('login'));
    live.send({ type: 'subscribe', devid: owner.device.devid, events: ['data', 'event'] });
    await live.next(isType('subscribed'));
    await mqtt.publishAsync(data, JSON.stringify({ kw: 2 }), { qos: 1 });
    const shown = await live.next((m) => m.type === 'notify' && m.msgtype === 'data');
    await mqtt.publishAsync(
      deviceTopic(owner.device, 'event'),
      JSON.stringify({ type: 'warning', code: 'hot', desc: 'too hot' }),
      { qos: 1 },
    );
    const event = await live.next((m) => m.type === 'notify' && m.msgtype === 'event');
    const stored = await owner.client.get<TelemetryPage>(`/devices/${owner.device.devid}/data`, {
      query: { descend: false },
    });
    expect(stored.result.map((row) => row.kw)).toEqual([1, 2]);
    expect(shown).toMatchObject({ topic: data, payload: [{ kw: 2, time: stored.result[1]?.time }] });
    const events = await owner.client.get<ListResult<DeviceEventView>>(
      `/devices/${owner.device.devid}/event`,
    );
    expect(event).toMatchObject({ payload: { code: 'hot', time: events.result[0]?.time } });
    await mqtt.endAsync();
    live.socket.close();
  });

  it("refuses another user's device and a subscribe before login, keeping the socket open", async () => {
    const mine = await userWithDevice(server);
    const theirs = await userWithDevice(server);
    const live = await openLive(url, { cookie: mine.cookie });
    live.send({ type: 'subscribe', devid: mine.device.devid });
    expect(await live.next()).toMatchObject({ type: 'error', code: 'UNAUTHORIZED' });
    live.send({ type: 'login' });
    await live.next(isType('login'));
    live.send({ type: 'subscribe', devid: theirs.device.devid });
    expect(await live.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND', devid: theirs.device.devid });
    live.send({ type: 'ping' });
    expect(await live.next()).toEqual({ type: 'pong' });
    live.socket.close();
  });

  it('delivers only the message types subscribed, status with both console readings, and nothing after unsubscribe', async () => {
    const owner = await userWithDevice(server);
    const other = await createDevice(owner.client, owner.device.devtype);
    const live = await openLive(url, { cookie: owner.cookie });
    live.send({ type: 'login' });
    await live.next(isType('login'));
    live.send({ type: 'subscribe', devid: owner.device.devid, events: ['event', 'status'] });
    await live.next(isType('subscribed'));
    const mqtt = await connectDevice(server.bus.url, owner.device);
    expect(await live.next(isType('notify'))).toMatchObject({
      msgtype: 'status',
      payload: { status: 'online', tableStatus: 0, dashboardStatus: 0 },
    });
    await mqtt.publishAsync(deviceTopic(owner.device, 'data'), JSON.stringify({ kw: 1 }), { qos: 1 });
    await mqtt.publishAsync(
      deviceTopic(owner.device, 'event'),
      JSON.stringify({ code: 'door', type: 'warning' }),
      { qos: 1 },
    );
    expect(await live.next(isType('notify'))).toMatchObject({
      msgtype: 'event',
      payload: { code: 'door', type: 'warning' },
    });

    live.send({ type: 'unsubscribe', devid: owner.device.devid });
    expect(await live.next()).toEqual({ type: 'unsubscribed', devid: owner.device.devid });
    await mqtt.publishAsync(deviceTopic(owner.device, 'event'), JSON.stringify({ code: 'late' }), { qos: 1 });
    await mqtt.endAsync();
    // Messages of one publisher keep their order, so the other device's event comes first only if the
    // unsubscribed one was never delivered.
    live.send({ type: 'subscribe', devid: other.devid, events: ['event'] });
    await live.next(isType('subscribed'));
    const second = await connectDevice(server.bus.url, other);
    await second.publishAsync(
      deviceTopic({ devtype: owner.device.devtype, devid: other.devid }, 'event'),
      '{"code":"b"}',
      {
        qos: 1,
      },
    );
    expect(await live.next(isType('notify'))).toMatchObject({ devid: other.devid, payload: { code: 'b' } });
    await second.endAsync();
    live.socket.close();
  });

  it('closes with a message when the login has no session, or comes from another site', async () => {
    const anonymous = await openLive(url);
    anonymous.send({ type: 'login' });
    expect(await anonymous.next()).toEqual({
      type: 'close',
      code: LIVE_CLOSE_CODES.unauthorized,
      message: 'login failed: no session',
    });
    expect(await anonymous.closed).toEqual({
      code: LIVE_CLOSE_CODES.unauthorized,
      reason: 'login failed: no session',
    });
    const owner = await userWithDevice(server);
    const foreign = await openLive(url, { cookie: owner.cookie, origin: 'https://evil.example' });
    expect((await foreign.closed).code).toBe(LIVE_CLOSE_CODES.unauthorized);
  });

  it('signs in with a token in the login message, and closes with the client’s own message', async () => {
    const owner = await userWithDevice(server);
    const token = owner.cookie
      .split('; ')
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
      ?.slice(SESSION_COOKIE.length + 1);
    const live = await openLive(url);
    live.send({ type: 'login', token });
    expect(await live.next()).toMatchObject({ type: 'login', ok: true });
    live.send({ type: 'close', message: 'leaving the page' });
    expect(await live.next()).toEqual({ type: 'close', code: 1000, message: 'leaving the page' });
    expect(await live.closed).toEqual({ code: 1000, reason: 'leaving the page' });
  });

  it('serves the same socket on WS_PORT', async () => {
    const owner = await userWithDevice(server);
    const live = await openLive(`ws://127.0.0.1:${wsPort}/ws`, { cookie: owner.cookie });
    live.send({ type: 'login' });
    expect(await live.next()).toMatchObject({ type: 'login', ok: true });
    live.send({ type: 'subscribe', devid: owner.device.devid });
    await live.next(isType('subscribed'));
    const client = await connectDevice(server.bus.url, owner.device);
    await client.publishAsync(deviceTopic(owner.device, 'data'), '{"a":1}', { qos: 1 });
    expect(await live.next((m) => m.type === 'notify' && m.msgtype === 'data')).toMatchObject({
      devid: owner.device.devid,
    });
    await client.endAsync();
    live.socket.close();
  });
});

describe('real-time socket at shutdown', () => {
  it('tells every open socket the server is shutting down', async () => {
    const server = await startTestServer(testEngines[0]!);
    const owner = await userWithDevice(server);
    const live = await openLive(`${server.origin.replace('http', 'ws')}/ws`, { cookie: owner.cookie });
    live.send({ type: 'login' });
    await live.next(isType('login'));
    const closing = server.close();
    expect(await live.next()).toEqual({
      type: 'close',
      code: LIVE_CLOSE_CODES.shutdown,
      message: 'server shutting down',
    });
    expect((await live.closed).code).toBe(LIVE_CLOSE_CODES.shutdown);
    await closing;
  });
});
