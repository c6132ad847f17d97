import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from './support/devices';
import { testEngines } from './support/databases';
import { connectionsOf, connectionsWhen } from './support/device-logs';
import { closed, connectDevice, deviceTopic, ownerWithDevice } from './support/mqtt-devices';
import { startTestServer, type TestServer } from './support/test-server';

// The embedded broker's gate keeps each device's connects, disconnects and refusals for its owner.

describe.each(testEngines)('device connection log ($name)', (engine) => {
  let server: TestServer;
  let url: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    if (server.bus.mode !== 'embedded') throw new Error('expected the embedded broker');
    url = server.bus.url;
  });
  afterAll(() => server.close());

  const summary = (entries: { event: string; reason: string | null; clientId: string }[]) =>
    entries.map(({ event, reason, clientId }) => ({ event, reason, clientId }));

  it('shows a connect, a disconnect and a wrong secret to the owner, newest first; another user gets 404', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    const mqtt = await connectDevice(url, device);
    await mqtt.endAsync();
    await connectionsWhen(api, device.devid, 2);
    await expect(connectDevice(url, { ...device, devsecret: 'not-the-secret' })).rejects.toThrow(
      /bad user ?name or password/i,
    );
    const page = await connectionsWhen(api, device.devid, 3);
    expect(summary(page.result)).toEqual([
      { event: 'connect_refused', reason: 'WRONG_SECRET', clientId: device.devid },
      { event: 'disconnected', reason: null, clientId: device.devid },
      { event: 'connected', reason: null, clientId: device.devid },
    ]);
    expect(page.result[2]?.remoteAddress).toMatch(/127\.0\.0\.1/);
    const { client: stranger } = await signedInUser(server);
    await expect(connectionsOf(stranger, device.devid)).rejects.toMatchObject({ status: 404 });
    await expect(connectionsOf(server.newClient(), device.devid)).rejects.toMatchObject({ status: 401 });
  });

  it("keeps a client id that is not the device's and the lock-out after 10 wrong secrets", async () => {
    const { client: api, device } = await ownerWithDevice(server);
    await expect(connectDevice(url, device, { clientId: 'someone-else' })).rejects.toThrow(
      /identifier rejected/i,
    );
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(connectDevice(url, { ...device, devsecret: `guess-${attempt}` })).rejects.toThrow(
        /bad user ?name or password/i,
      );
    }
    await expect(connectDevice(url, device)).rejects.toThrow(/not authorized/i);
    const page = await connectionsWhen(api, device.devid, 12);
    expect(page.result[0]).toMatchObject({ event: 'connect_refused', reason: 'LOCKED_OUT' });
    expect(page.result[11]).toMatchObject({
      event: 'connect_refused',
      reason: 'CLIENT_ID_REJECTED',
      clientId: 'someone-else',
    });
  });

  it('keeps the topics a device was refused, and the disconnect that follows a refused publish', async () => {
    const mine = await ownerWithDevice(server);
    const theirs = await ownerWithDevice(server);
    const mqtt = await connectDevice(url, mine.device);
    await expect(mqtt.subscribeAsync('dev/+/+/data', { qos: 1 })).rejects.toThrow(/subscribe error/i);
    const gone = closed(mqtt);
    mqtt.publish(deviceTopic(theirs.device, 'data'), '{"v":1}', { qos: 1 });
    await gone;
    const page = await connectionsWhen(mine.client, mine.device.devid, 4);
    expect(page.result.map(({ event, reason, detail }) => ({ event, reason, detail }))).toEqual([
      { event: 'disconnected', reason: null, detail: '' },
      { event: 'topic_refused', reason: 'PUBLISH_REFUSED', detail: deviceTopic(theirs.device, 'data') },
      { event: 'topic_refused', reason: 'SUBSCRIBE_REFUSED', detail: 'dev/+/+/data' },
      { event: 'connected', reason: null, detail: '' },
    ]);
    // The other device's log is its own: nothing of this reached it.
    expect((await connectionsOf(theirs.client, theirs.device.devid)).totalCount).toBe(0);
  });

  it('keeps no entry for a sign-in under an id that names no device', async () => {
    const { client: api, device } = await ownerWithDevice(server);
    const ghost = `${device.devid}-ghost`;
    await expect(connectDevice(url, { devid: ghost, devsecret: device.devsecret })).rejects.toThrow(
      /bad user ?name or password/i,
    );
    // The device's own refusal, made after, is written: by then the ghost's would have been too.
    await expect(connectDevice(url, { ...device, devsecret: 'wrong' })).rejects.toThrow(
      /bad user ?name or password/i,
    );
    await connectionsWhen(api, device.devid, 1);
    const rows = await server.db
      .selectFrom('deviceConnections')
      .select('id')
      .where('devid', '=', ghost)
      .execute();
    expect(rows).toEqual([]);
  });
});
