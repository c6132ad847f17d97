import type { CommandView } from '@fleetkey/contract';
import { provisionDevices, signIn, startSimulation } from '@fleetkey/device-sim';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROW_MARKER } from '../src/modules/iot/telemetry/telemetry-rows';
import { testEngines } from './support/databases';
import { uniqueId } from './support/devices';
import { startTestServer, type TestServer } from './support/test-server';

// The device simulator (tools/device-sim) that the browser tests and the bench drive: provisioned through
// the API, it publishes readings, events and command replies the server stores.
describe('device simulator', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(testEngines[0]!);
  });
  afterAll(() => server.close());

  it('provisions devices, sends readings that are all stored, and answers a confirmed command', async () => {
    const client = await signIn(server.origin, {});
    const devices = await provisionDevices(client, {
      count: 3,
      devtype: uniqueId('sim'),
      prefix: uniqueId('sim'),
    });
    const acked: number[] = [];
    const simulation = await startSimulation({
      brokerUrl: server.bus.url,
      devices,
      rate: 200,
      eventEvery: 5,
      onAck: (_device, time) => acked.push(time),
    });
    // Readings must be flowing before the command, or a fast reply could end the run before the first one.
    await vi.waitFor(() => expect(acked.length).toBeGreaterThan(0), { timeout: 5000 });
    const target = devices[0]!;
    const answered = await client.put<CommandView>(`/devices/${target.devid}/commands/report`, {
      query: { cmdtype: 'confirmed', timeout: 5000 },
    });
    expect(answered).toMatchObject({ state: 'replied', reply: { id: answered.id, code: 0 } });
    await simulation.stop();
    const stats = simulation.stats();
    expect(stats.acked).toBe(stats.sent);
    expect(stats.acked).toBeGreaterThan(0);
    const devids = devices.map((d) => d.devid);
    const stored = await server.db
      .selectFrom('telemetry')
      .where('key', '<>', ROW_MARKER)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('devid', 'in', devids)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(acked.length * 3);
    const events = await server.db
      .selectFrom('deviceEvents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('devid', 'in', devids)
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBe(stats.events);
  });
});
