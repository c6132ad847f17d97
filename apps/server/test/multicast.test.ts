import type { ApiClient } from '@fleetkey/api-client';
import type {
  DeviceGroupDetail,
  DeviceWithSecret,
  ListResult,
  LoraFieldDescription,
  LoraSessionView,
  MulticastGroupView,
  MulticastMembersResult,
  MulticastMemberView,
  MulticastSendDetail,
  MulticastSendPage,
} from '@fleetkey/contract';
import { startSimulation } from '@fleetkey/device-sim';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { connectDevice, deviceTopic, eventually, nextMessage, storedStatus } from './support/mqtt-devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Multicast groups over real HTTP and real MQTT clients on the embedded broker: groups and members within
// the caller's scope, one command fanned out to each member (direct) or sent once through a gateway (gwb,
// gwr with the group's LoRa session), each member's result, and the session keys never shown or stored in
// clear.

const APP_SKEY = '00112233445566778899aabbccddeeff';
const NWK_SKEY = 'ffeeddccbbaa99887766554433221100';
const SESSION = {
  mcAddr: '0A1B2C3D',
  mcAppSKey: APP_SKEY,
  mcNwkSKey: NWK_SKEY,
  frequency: 869_525_000,
  dataRate: 3,
  periodicity: 4,
  class: 'B',
};

interface Account {
  client: ApiClient;
  devtype: string;
}

async function account(server: TestServer): Promise<Account> {
  const { client } = await signedInUser(server);
  const { devtype } = await createType(client, uniqueId('meter'));
  return { client, devtype };
}

/** A device connected, subscribed to `topics` (its own commands by default) and known online. */
async function online(
  server: TestServer,
  device: DeviceWithSecret,
  topics: string[] = [deviceTopic(device, 'cmd/#')],
): Promise<MqttClient> {
  const client = await connectDevice(server.bus.url, device);
  await client.subscribeAsync(topics, { qos: 1 });
  await eventually(
    () => storedStatus(server, device.devid),
    (row) => row.status === 'online',
  );
  return client;
}

/** Answers each command on its own topic with `{ id, code: 0 }` on its reply topic. */
function answers(client: MqttClient, device: DeviceWithSecret): void {
  client.on('message', (_topic, payload) => {
    const { id } = JSON.parse(payload.toString()) as { id: string };
    void client.publishAsync(deviceTopic(device, 'cmd_reply'), JSON.stringify({ id, code: 0 }), { qos: 1 });
  });
}

const states = (send: MulticastSendDetail) =>
  Object.fromEntries(send.results.map((r) => [r.devid, r.state])) as Record<string, string>;

describe.each(testEngines)('multicast groups ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  it('creates, lists, renames and deletes a group; a second group of the same name is refused', async () => {
    const { client } = await account(server);
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'Street lights', description: 'North side', kind: 'direct' },
    });
    expect(group).toMatchObject({ name: 'Street lights', kind: 'direct', gwid: null, members: { count: 0 } });
    await expect(
      client.post('/multicast', { body: { name: 'Street lights', kind: 'direct' } }),
    ).rejects.toMatchObject({ status: 409, code: 'NAME_IN_USE' });
    const renamed = await client.put<MulticastGroupView>(`/multicast/${group.id}`, {
      body: { name: 'Lights' },
    });
    expect(renamed).toMatchObject({ name: 'Lights', description: 'North side' });
    const list = await client.get<ListResult<MulticastGroupView>>('/multicast');
    expect(list.result.map((g) => g.id)).toEqual([group.id]);
    await client.delete(`/multicast/${group.id}`);
    await expect(client.get(`/multicast/${group.id}`)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses invalid bodies with 400 and the fields at fault', async () => {
    const { client } = await account(server);
    const failed = (call: Promise<unknown>) =>
      call.then(
        () => null,
        (error: { data?: unknown }) => error,
      );
    expect(
      await failed(client.post('/multicast', { body: { name: 'x'.repeat(65), kind: 'mesh' } })),
    ).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      data: {
        fields: expect.arrayContaining([
          expect.objectContaining({ path: 'name', message: 'validation.tooLong' }),
          expect.objectContaining({ path: 'kind', message: 'validation.invalidOption' }),
        ]) as unknown,
      },
    });
    expect(await failed(client.post('/multicast', { body: { name: 'G', kind: 'gwb' } }))).toMatchObject({
      status: 400,
      data: { fields: [expect.objectContaining({ path: 'gwid', message: 'validation.required' })] },
    });
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'direct' },
    });
    expect(
      await failed(
        client.put(`/multicast/${group.id}/lora`, {
          body: { ...SESSION, mcAddr: 'XYZ', dataRate: 16, frequency: 1.5 },
        }),
      ),
    ).toMatchObject({
      status: 400,
      data: {
        fields: expect.arrayContaining([
          expect.objectContaining({ path: 'mcAddr', message: 'validation.hexInvalid' }),
          expect.objectContaining({ path: 'dataRate', message: 'validation.outOfRange' }),
          expect.objectContaining({ path: 'frequency', message: 'validation.invalidType' }),
        ]) as unknown,
      },
    });
    // A first session must carry both keys.
    expect(
      await failed(client.put(`/multicast/${group.id}/lora`, { body: { ...SESSION, mcNwkSKey: undefined } })),
    ).toMatchObject({ status: 400, data: { fields: [expect.objectContaining({ path: 'mcNwkSKey' })] } });
    expect(await failed(client.post(`/multicast/${group.id}/add`, { body: { devids: [] } }))).toMatchObject({
      status: 400,
      data: { fields: [expect.objectContaining({ path: 'devids' })] },
    });
  });

  it('adds and removes members within the scope: another account’s device and a sub-user’s out-of-scope device are refused', async () => {
    const owner = await account(server);
    const stranger = await account(server);
    const [a, b, c] = [
      await createDevice(owner.client, owner.devtype),
      await createDevice(owner.client, owner.devtype),
      await createDevice(owner.client, owner.devtype),
    ];
    const theirs = await createDevice(stranger.client, stranger.devtype);
    const group = await owner.client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'direct' },
    });
    await expect(
      owner.client.post(`/multicast/${group.id}/add`, { body: { devids: [a.devid, theirs.devid] } }),
    ).rejects.toMatchObject({ status: 404, data: { devids: [theirs.devid] } });
    const added = await owner.client.post<MulticastMembersResult>(`/multicast/${group.id}/add`, {
      body: { devids: [a.devid, b.devid, c.devid, a.devid] },
    });
    expect(added).toEqual({ changed: 3, members: { count: 3 } });

    // A sub-user scoped to a device group holding only `a` sees only `a`, and changes neither the group's
    // members nor the group: it reaches `b` and `c`, outside the scope. Its own group of `a` alone it changes.
    const scope = await owner.client.post<DeviceGroupDetail>('/device_groups', { body: { name: 'Scope' } });
    await owner.client.post(`/device_groups/${scope.id}`, { body: { devids: [a.devid] } });
    const profile = await createProfile(owner.client, { multicast: ['read', 'write', 'control'] }, [
      scope.id,
    ]);
    const { client: scoped } = await signedInSubuser(server, owner.client, profile.id);
    const seen = await scoped.get<ListResult<MulticastMemberView>>(`/multicast/${group.id}/members`);
    expect(seen.result.map((m) => m.devid)).toEqual([a.devid]);
    for (const devid of [a.devid, b.devid]) {
      await expect(
        scoped.post(`/multicast/${group.id}/remove`, { body: { devids: [devid] } }),
      ).rejects.toMatchObject({ status: 403, code: 'SCOPE_LIMITED' });
      await expect(
        scoped.post(`/multicast/${group.id}/add`, { body: { devids: [devid] } }),
      ).rejects.toMatchObject({ status: 403, code: 'SCOPE_LIMITED' });
    }
    await expect(scoped.delete(`/multicast/${group.id}`)).rejects.toMatchObject({
      status: 403,
      code: 'SCOPE_LIMITED',
    });
    const own = await owner.client.post<MulticastGroupView>('/multicast', {
      body: { name: 'Own', kind: 'direct' },
    });
    await expect(
      scoped.post(`/multicast/${own.id}/add`, { body: { devids: [a.devid, b.devid] } }),
    ).rejects.toMatchObject({ status: 404, data: { devids: [b.devid] } });
    expect(
      await scoped.post<MulticastMembersResult>(`/multicast/${own.id}/add`, { body: { devids: [a.devid] } }),
    ).toEqual({ changed: 1, members: { count: 1 } });
    expect(
      await scoped.post<MulticastMembersResult>(`/multicast/${own.id}/remove`, {
        body: { devids: [a.devid] },
      }),
    ).toEqual({ changed: 1, members: { count: 0 } });

    const removed = await owner.client.post<MulticastMembersResult>(`/multicast/${group.id}/remove`, {
      body: { devids: [c.devid] },
    });
    expect(removed).toEqual({ changed: 1, members: { count: 2 } });
    const members = await owner.client.get<ListResult<MulticastMemberView>>(
      `/multicast/${group.id}/members`,
      {
        query: { descend: 'false' },
      },
    );
    expect(members.result.map((m) => m.devid)).toEqual([a.devid, b.devid]);
    expect(members.result[0]).toMatchObject({ devtype: owner.devtype, status: 'offline' });
  });

  it('sends one command to a direct group: three connected members reply, the offline one is offline', async () => {
    const { client, devtype } = await account(server);
    const devices = await Promise.all([1, 2, 3, 4].map(() => createDevice(client, devtype)));
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'direct' },
    });
    await client.post(`/multicast/${group.id}/add`, { body: { devids: devices.map((d) => d.devid) } });
    const connected = devices.slice(0, 3);
    const clients = await Promise.all(connected.map((d) => online(server, d)));
    clients.forEach((c, i) => answers(c, connected[i] as DeviceWithSecret));

    const sent = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/setLevel`, {
      query: { cmdtype: 'confirmed', timeout: 5000 },
      body: { level: 2 },
    });
    expect(sent.counts).toEqual({ offline: 1, sent: 0, replied: 3, failed: 0, timeout: 0 });
    expect(sent).toMatchObject({ cmd: 'setLevel', cmdtype: 'confirmed', params: { level: 2 }, total: 4 });
    const offline = devices[3] as DeviceWithSecret;
    expect(states(sent)).toEqual({
      ...Object.fromEntries(connected.map((d) => [d.devid, 'replied'])),
      [offline.devid]: 'offline',
    });
    expect(sent.results.find((r) => r.devid === offline.devid)?.commandId).toBeNull();

    // Each member's command is its own, in its own history.
    const own = sent.results.find((r) => r.devid === connected[0]?.devid);
    const history = await client.get<{ result: { id: string; state: string }[] }>(
      `/devices/${connected[0]?.devid}/commands`,
    );
    expect(history.result).toEqual([expect.objectContaining({ id: own?.commandId, state: 'replied' })]);

    const page = await client.get<MulticastSendPage>(`/multicast/${group.id}/commands`);
    expect(page.result).toEqual([expect.objectContaining({ id: sent.id, counts: sent.counts, total: 4 })]);
    await Promise.all(clients.map((c) => c.endAsync()));
  });

  it('answers an unconfirmed send at once, and the replies that come later show in the send', async () => {
    const { client, devtype } = await account(server);
    const devices = [await createDevice(client, devtype), await createDevice(client, devtype)];
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'direct' },
    });
    await client.post(`/multicast/${group.id}/add`, { body: { devids: devices.map((d) => d.devid) } });
    const clients = await Promise.all(devices.map((d) => online(server, d)));
    const heard = clients.map((c) => nextMessage(c, 'dev/'));
    const sent = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/blink`);
    expect(sent.counts.sent).toBe(2);
    for (const [index, message] of (await Promise.all(heard)).entries()) {
      const device = devices[index] as DeviceWithSecret;
      expect(message.topic).toBe(deviceTopic(device, 'cmd/blink'));
      const command = JSON.parse(message.payload.toString()) as {
        id: string;
        multicast: string;
        group: string;
      };
      expect(command).toMatchObject({ multicast: 'direct', group: group.id });
      // The first answers done, the second a failure code.
      const reply = { id: command.id, code: index === 0 ? 0 : 3 };
      await clients[index]?.publishAsync(deviceTopic(device, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
    }
    const later = await eventually(
      () => client.get<MulticastSendDetail>(`/multicast/${group.id}/commands/${sent.id}`),
      (send) => send.counts.sent === 0,
    );
    expect(later.counts).toMatchObject({ replied: 1, failed: 1 });
    await Promise.all(clients.map((c) => c.endAsync()));
  });

  it('gwb: publishes once on the gateway topic with each member’s command id; the gateway answers for each', async () => {
    const { client, devtype } = await account(server);
    const gateway = await createDevice(client, devtype);
    const subs = [await createDevice(client, devtype), await createDevice(client, devtype)];
    const outsider = await createDevice(client, devtype);
    await client.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: subs.map((s) => s.devid) } });
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'gwb', gwid: gateway.devid },
    });
    await expect(
      client.post(`/multicast/${group.id}/add`, { body: { devids: [outsider.devid] } }),
    ).rejects.toMatchObject({
      status: 409,
      code: 'MULTICAST_MEMBER_INVALID',
      data: { devids: [outsider.devid] },
    });
    await client.post(`/multicast/${group.id}/add`, { body: { devids: subs.map((s) => s.devid) } });

    // The gateway listens on its own and its sub-devices' command topics: only its own may carry the send.
    const gw = await online(
      server,
      gateway,
      [gateway, ...subs].map((d) => deviceTopic(d, 'cmd/#')),
    );
    const topics: string[] = [];
    gw.on('message', (topic, payload) => {
      topics.push(topic);
      const message = JSON.parse(payload.toString()) as {
        members: { devid: string; devtype: string; id: string }[];
      };
      for (const member of message.members)
        void gw.publishAsync(deviceTopic(member, 'cmd_reply'), JSON.stringify({ id: member.id, code: 0 }), {
          qos: 1,
        });
    });
    const sent = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/wake`, {
      query: { cmdtype: 'confirmed', timeout: 5000 },
      body: { t: 1 },
    });
    expect(sent.counts.replied).toBe(2);
    expect(topics).toEqual([deviceTopic(gateway, 'cmd/wake')]);
    await gw.endAsync();

    // With the gateway gone every member is offline and nothing is published.
    await eventually(
      () => storedStatus(server, gateway.devid),
      (row) => row.status === 'offline',
    );
    const unheard = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/wake`);
    expect(unheard.counts).toMatchObject({ offline: 2, sent: 0 });
  });

  it('the device simulator, playing a gateway, answers a gwb group’s command for each member', async () => {
    const { client, devtype } = await account(server);
    const gateway = await createDevice(client, devtype);
    const subs = [await createDevice(client, devtype), await createDevice(client, devtype)];
    await client.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: subs.map((s) => s.devid) } });
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'Sim', kind: 'gwb', gwid: gateway.devid },
    });
    await client.post(`/multicast/${group.id}/add`, { body: { devids: subs.map((s) => s.devid) } });
    const simulation = await startSimulation({
      brokerUrl: server.bus.url,
      devices: [{ devid: gateway.devid, devsecret: gateway.devsecret, devtype }],
      rate: 0,
    });
    await eventually(
      () => storedStatus(server, gateway.devid),
      (row) => row.status === 'online',
    );
    const sent = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/wake`, {
      query: { cmdtype: 'confirmed', timeout: 5000 },
    });
    expect(sent.counts.replied).toBe(2);
    await simulation.stop();
  });

  it('gwr: refuses to send without a LoRa session, then sends once through the gateway with the session', async () => {
    const { client, devtype } = await account(server);
    const gateway = await createDevice(client, devtype);
    const subs = [await createDevice(client, devtype), await createDevice(client, devtype)];
    await client.post(`/gateway/${gateway.devid}/subdevs`, { body: { subdevs: subs.map((s) => s.devid) } });
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'LoRa', kind: 'gwr', gwid: gateway.devid },
    });
    await client.post(`/multicast/${group.id}/add`, { body: { devids: subs.map((s) => s.devid) } });
    const gw = await online(server, gateway);
    await expect(client.put(`/multicast/${group.id}/commands/open`)).rejects.toMatchObject({
      status: 409,
      code: 'LORA_SESSION_REQUIRED',
    });
    await client.put(`/multicast/${group.id}/lora`, { body: { ...SESSION, fCnt: 7 } });

    const first = nextMessage(gw, 'dev/');
    const sent = await client.put<MulticastSendDetail>(`/multicast/${group.id}/commands/open`, {
      body: { valve: 1 },
    });
    const message = await first;
    expect(message.topic).toBe(deviceTopic(gateway, 'cmd/open'));
    const payload = JSON.parse(message.payload.toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({
      id: sent.id,
      multicast: 'gwr',
      params: { valve: 1 },
      subdevs: subs.map((s) => s.devid),
      lora: { ...SESSION, mcAddr: '0a1b2c3d', fCnt: 7 },
    });
    expect((payload.members as unknown[]).length).toBe(2);
    expect(sent.counts.sent).toBe(2);

    // Each downlink takes the next frame counter.
    const second = nextMessage(gw, 'dev/');
    await client.put(`/multicast/${group.id}/commands/open`);
    expect(JSON.parse((await second).payload.toString())).toMatchObject({ lora: { fCnt: 8 } });
    expect((await client.get<LoraSessionView>(`/multicast/${group.id}/lora`)).fCnt).toBe(9);
    await gw.endAsync();
  });

  it('never answers the session keys in clear, stores them encrypted, and keeps them when a change leaves them out', async () => {
    const { client } = await account(server);
    const group = await client.post<MulticastGroupView>('/multicast', {
      body: { name: 'G', kind: 'direct' },
    });
    await expect(client.get(`/multicast/${group.id}/lora`)).rejects.toMatchObject({ status: 404 });
    const saved = await client.put<LoraSessionView>(`/multicast/${group.id}/lora`, { body: SESSION });
    expect(saved).toMatchObject({
      mcAddr: '0a1b2c3d',
      mcAppSKey: `${'*'.repeat(28)}eeff`,
      mcNwkSKey: `${'*'.repeat(28)}1100`,
      frequency: 869_525_000,
      class: 'B',
      fCnt: 0,
    });
    expect(JSON.stringify(await client.get(`/multicast/${group.id}/lora`))).not.toMatch(/00112233|ffeeddcc/);
    expect((await client.get<MulticastGroupView>(`/multicast/${group.id}`)).lora).toBe(true);

    const row = await server.db
      .selectFrom('multicastLora')
      .selectAll()
      .where('groupId', '=', group.id)
      .executeTakeFirstOrThrow();
    expect(row.appSkey).not.toContain(APP_SKEY);
    expect(row.nwkSkey).not.toContain(NWK_SKEY);
    expect(row.appSkey).toMatch(/^v1:/);

    const changed = await client.put<LoraSessionView>(`/multicast/${group.id}/lora`, {
      body: { mcAddr: '0A1B2C3D', frequency: 868_100_000, dataRate: 5, class: 'C' },
    });
    expect(changed).toMatchObject({ frequency: 868_100_000, class: 'C', mcAppSKey: `${'*'.repeat(28)}eeff` });
    await client.delete(`/multicast/${group.id}/lora`);
    await expect(client.get(`/multicast/${group.id}/lora`)).rejects.toMatchObject({ status: 404 });
  });

  it('describes the LoRa session fields for a form (GET /dev/multicast/lora)', async () => {
    const { client } = await account(server);
    const fields = await client.get<LoraFieldDescription[]>('/dev/multicast/lora');
    expect(fields.map((f) => f.name)).toEqual([
      'mcAddr',
      'mcAppSKey',
      'mcNwkSKey',
      'frequency',
      'dataRate',
      'periodicity',
      'class',
      'fCnt',
    ]);
    expect(fields.find((f) => f.name === 'mcAppSKey')).toMatchObject({
      type: 'hex',
      pattern: '^[0-9A-Fa-f]{32}$',
      secret: true,
      zh: expect.any(String) as unknown,
      en: expect.any(String) as unknown,
    });
    expect(fields.find((f) => f.name === 'frequency')).toMatchObject({ unit: 'Hz', min: 100_000_000 });
  });
});
