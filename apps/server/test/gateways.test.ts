import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceView, GatewayTransferResult, GatewayView } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { expectFieldRefusals } from './support/outcome';
import { startTestServer, type TestServer } from './support/test-server';

describe.each(testEngines)('gateways: /gateway/{devid} ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  /** A signed-in user with two gateways and four plain devices. */
  async function owner() {
    const { client } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('gw'));
    const make = async () => (await createDevice(client, devtype)).devid;
    const gw1 = await make();
    const gw2 = await make();
    const subs = [await make(), await make(), await make(), await make()] as [string, string, string, string];
    return { client, gw1, gw2, subs };
  }
  const gatewayOf = async (client: ApiClient, devid: string) =>
    (await client.get<DeviceView>(`/devices/${devid}`)).gateway;
  // The database orders sub-devices by id under its own collation; compare them as sets.
  const sorted = ({ devid, subdevs }: GatewayView): GatewayView => ({ devid, subdevs: [...subdevs].sort() });
  const both = ({ from, to }: GatewayTransferResult) => ({ from: sorted(from), to: sorted(to) });
  const expectInvalid = (promise: Promise<unknown>, devid: string, reason: string) =>
    expect(promise).rejects.toMatchObject({ status: 409, code: 'GATEWAY_INVALID', data: { devid, reason } });

  it('adds sub-devices with POST and removes them with PUT', async () => {
    const { client, gw1, subs } = await owner();
    const [a, b, c] = subs;
    await expect(
      client.post<GatewayView>(`/gateway/${gw1}/subdevs`, { body: { subdevs: [b, a] } }).then(sorted),
    ).resolves.toEqual({ devid: gw1, subdevs: [a, b].sort() });
    // Adding a sub-device again changes nothing.
    await expect(
      client.post<GatewayView>(`/gateway/${gw1}/subdevs`, { body: { subdevs: [a, c] } }).then(sorted),
    ).resolves.toEqual({ devid: gw1, subdevs: [a, b, c].sort() });
    expect(await gatewayOf(client, a)).toBe(gw1);
    const subdevices = await client.get<{ result: DeviceView[] }>('/devices', {
      query: { filter: JSON.stringify({ gateway: gw1 }) },
    });
    expect(subdevices.result.map((d) => d.devid).sort()).toEqual([a, b, c].sort());

    await expect(
      client.put<GatewayView>(`/gateway/${gw1}/subdevs`, { body: { subdevs: [a, b] } }),
    ).resolves.toEqual({ devid: gw1, subdevs: [c] });
    expect(await gatewayOf(client, a)).toBeNull();
    await expectInvalid(client.put(`/gateway/${gw1}/subdevs`, { body: { subdevs: [a] } }), a, 'notAttached');
  });

  it('keeps the relation one level deep and refuses loops', async () => {
    const { client, gw1, gw2, subs } = await owner();
    const [a, b] = subs;
    await client.post(`/gateway/${gw1}/subdevs`, { body: { subdevs: [a] } });

    await expectInvalid(client.post(`/gateway/${gw1}/subdevs`, { body: { subdevs: [gw1] } }), gw1, 'self');
    // A sub-device cannot become a gateway, nor a gateway a sub-device.
    await expectInvalid(
      client.post(`/gateway/${a}/subdevs`, { body: { subdevs: [b] } }),
      a,
      'gatewayIsSubdevice',
    );
    await expectInvalid(
      client.post(`/gateway/${gw2}/subdevs`, { body: { subdevs: [b, gw1] } }),
      gw1,
      'subdeviceIsGateway',
    );
    // A sub-device of one gateway is moved by transfer, not taken by another gateway.
    await expectInvalid(
      client.post(`/gateway/${gw2}/subdevs`, { body: { subdevs: [a] } }),
      a,
      'attachedElsewhere',
    );
    // Refused requests changed nothing.
    expect(await gatewayOf(client, b)).toBeNull();
    expect(await gatewayOf(client, a)).toBe(gw1);
  });

  it('transfers all sub-devices, or the named ones, to another gateway of the same user', async () => {
    const { client, gw1, gw2, subs } = await owner();
    const [a, b, c] = subs;
    await client.post(`/gateway/${gw1}/subdevs`, { body: { subdevs: [a, b, c] } });

    await expect(
      client
        .post<GatewayTransferResult>(`/gateway/${gw1}/transfer_subdevs`, {
          body: { to: gw2, subdevs: [b] },
        })
        .then(both),
    ).resolves.toEqual({ from: { devid: gw1, subdevs: [a, c].sort() }, to: { devid: gw2, subdevs: [b] } });
    await expect(
      client
        .post<GatewayTransferResult>(`/gateway/${gw1}/transfer_subdevs`, { body: { to: gw2 } })
        .then(both),
    ).resolves.toEqual({ from: { devid: gw1, subdevs: [] }, to: { devid: gw2, subdevs: [a, b, c].sort() } });

    await expectInvalid(client.post(`/gateway/${gw2}/transfer_subdevs`, { body: { to: gw2 } }), gw2, 'self');
    await expectInvalid(
      client.post(`/gateway/${gw2}/transfer_subdevs`, { body: { to: gw1, subdevs: [subs[3]] } }),
      subs[3],
      'notAttached',
    );
    // A sub-device is no gateway to receive others.
    await expectInvalid(
      client.post(`/gateway/${gw2}/transfer_subdevs`, { body: { to: a } }),
      a,
      'gatewayIsSubdevice',
    );
    expect(await gatewayOf(client, a)).toBe(gw2);
  });

  it('frees sub-devices when their gateway is deleted', async () => {
    const { client, gw1, subs } = await owner();
    await client.post(`/gateway/${gw1}/subdevs`, { body: { subdevs: [subs[0]] } });
    await client.delete(`/devices/${gw1}`);
    expect(await gatewayOf(client, subs[0])).toBeNull();
  });

  it("answers 404 for another user's gateway or devices, and changes nothing", async () => {
    const a = await owner();
    const b = await owner();
    await a.client.post(`/gateway/${a.gw1}/subdevs`, { body: { subdevs: [a.subs[0]] } });
    const calls: [string, () => Promise<unknown>][] = [
      [
        'POST on theirs',
        () => b.client.post(`/gateway/${a.gw1}/subdevs`, { body: { subdevs: [b.subs[0]] } }),
      ],
      ['PUT on theirs', () => b.client.put(`/gateway/${a.gw1}/subdevs`, { body: { subdevs: [a.subs[0]] } })],
      [
        'transfer from theirs',
        () => b.client.post(`/gateway/${a.gw1}/transfer_subdevs`, { body: { to: b.gw1 } }),
      ],
      [
        'their device as mine',
        () => b.client.post(`/gateway/${b.gw1}/subdevs`, { body: { subdevs: [a.subs[1]] } }),
      ],
      [
        'transfer to theirs',
        () => a.client.post(`/gateway/${a.gw1}/transfer_subdevs`, { body: { to: b.gw1 } }),
      ],
    ];
    for (const [what, call] of calls) await expect(call(), what).rejects.toMatchObject({ status: 404 });
    expect(await gatewayOf(a.client, a.subs[0])).toBe(a.gw1);
    expect(await gatewayOf(a.client, a.subs[1])).toBeNull();
  });

  it('refuses bad input with 400 and message keys', async () => {
    const { client, gw1 } = await owner();
    await expectFieldRefusals([
      [
        'no sub-devices',
        () => client.post(`/gateway/${gw1}/subdevs`, { body: { subdevs: [] } }),
        'subdevs',
        'validation.required',
      ],
      [
        'a bad sub-device id',
        () => client.put(`/gateway/${gw1}/subdevs`, { body: { subdevs: ['a b'] } }),
        'subdevs.0',
        'validation.deviceIdInvalid',
      ],
      [
        'no target',
        () => client.post(`/gateway/${gw1}/transfer_subdevs`, { body: {} }),
        'to',
        'validation.required',
      ],
    ]);
  });
});
