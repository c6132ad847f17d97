import {
  addMonthsUtc,
  FIRST_BIND_BONUS_MONTHS,
  NORMAL_USER_MAX_DEVICES,
  UNBIND_LIMIT_PER_LICENCE,
  type LicenceView,
} from '@fleetkey/contract';
import type { ApiClient } from '@fleetkey/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { addLicence, addLicences, levelUser, licenceRow, setLevel, trail } from './support/licences';
import { startTestServer, type TestServer } from './support/test-server';

const bind = (client: ApiClient, id: string, deviceId: string, deviceName = 'Panel') =>
  client.put<LicenceView>(`/licences/bind/${id}`, { query: { deviceId, deviceName } });

/** How many of the calls succeeded, and the error codes of the others. */
async function outcomes(calls: Promise<unknown>[]): Promise<{ ok: number; codes: string[] }> {
  const settled = await Promise.allSettled(calls);
  return {
    ok: settled.filter((s) => s.status === 'fulfilled').length,
    codes: settled.flatMap((s) =>
      s.status === 'rejected' ? [String((s.reason as { code: string }).code)] : [],
    ),
  };
}

describe.each(testEngines)('binding licences to devices ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(() => server.close());

  it('binds a licence: in use, the device shown, logged, and the first bind adds 2 months once', async () => {
    const { client, user } = await levelUser(server);
    const [first, second] = [await addLicence(server, user.id), await addLicence(server, user.id)];
    // The bind dialog promises the bonus only while this says it is still to come.
    await expect(client.get('/rewards/mine')).resolves.toEqual({ firstBindBonus: true });
    const bound = await bind(client, first.id, 'panel-01', '一号面板');
    await expect(client.get('/rewards/mine')).resolves.toEqual({ firstBindBonus: false });
    expect(bound).toMatchObject({
      useStatus: 'inUse',
      bindDevice: { deviceId: 'panel-01', deviceName: '一号面板' },
      expiredAt: addMonthsUtc(new Date(first.expiredAt), FIRST_BIND_BONUS_MONTHS).getTime(),
    });
    const again = await bind(client, second.id, 'panel-02');
    expect(again.expiredAt).toBe(second.expiredAt);
    const { messages, logs } = await trail(server, user.id);
    expect(messages.filter((m) => m.title === 'First bind bonus')).toHaveLength(1);
    expect(logs.map((l) => l.content).sort()).toEqual(
      [
        `bound licence ${first.licenceNo} to device panel-01 (一号面板)`,
        `bound licence ${second.licenceNo} to device panel-02 (Panel)`,
      ].sort(),
    );
  });

  it('gives the first-bind bonus once when 20 first binds arrive together', async () => {
    const { client, user } = await levelUser(server);
    const ids = await addLicences(server, user.id, 20);
    const before = await Promise.all(ids.map((id) => licenceRow(server, id)));
    const result = await outcomes(ids.map((id, i) => bind(client, id, `dev-${i}`)));
    expect(result).toEqual({ ok: 20, codes: [] });
    const after = await Promise.all(ids.map((id) => licenceRow(server, id)));
    const changes = after.flatMap((row, i) => {
      const from = before[i]?.expiredAt ?? 0;
      return row.expiredAt === from ? [] : [{ from, to: row.expiredAt }];
    });
    expect(changes).toHaveLength(1);
    const [change] = changes;
    expect(change?.to).toBe(addMonthsUtc(new Date(change?.from ?? 0), FIRST_BIND_BONUS_MONTHS).getTime());
    const { messages } = await trail(server, user.id);
    expect(messages.filter((m) => m.title === 'First bind bonus')).toHaveLength(1);
  });

  it('refuses bad device ids and names with 400 and the spec’s message key', async () => {
    const { client, user } = await levelUser(server);
    const { id } = await addLicence(server, user.id);
    const fieldOf = (error: unknown) =>
      (error as { data: { fields: { path: string; message: string }[] } }).data;
    for (const [deviceId, deviceName, path, message] of [
      ['-edge', 'ok', 'deviceId', 'validation.deviceIdInvalid'],
      ['has space', 'ok', 'deviceId', 'validation.deviceIdInvalid'],
      ['x'.repeat(65), 'ok', 'deviceId', 'validation.deviceIdInvalid'],
      ['dev_中', 'ok', 'deviceId', 'validation.deviceIdInvalid'],
      ['dev-1', 'name_', 'deviceName', 'validation.deviceNameInvalid'],
      ['dev-1', 'a#b', 'deviceName', 'validation.deviceNameInvalid'],
    ] as const) {
      const error = await bind(client, id, deviceId, deviceName).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(fieldOf(error).fields).toContainEqual(expect.objectContaining({ path, message }));
    }
    await expect(client.put(`/licences/bind/${id}`, { query: { deviceId: 'dev-1' } })).rejects.toMatchObject({
      status: 400,
    });
    expect((await licenceRow(server, id)).deviceId).toBeNull();
  });

  it('refuses to bind a bound licence, a device already bound, and an expired licence', async () => {
    const { client, user } = await levelUser(server);
    const [a, b] = [await addLicence(server, user.id), await addLicence(server, user.id)];
    const expired = await addLicence(server, user.id, { expiredAt: server.clock.now() - 1 });
    await bind(client, a.id, 'dev-a');
    await expect(bind(client, a.id, 'dev-z')).rejects.toMatchObject({
      status: 409,
      code: 'LICENCE_ALREADY_BOUND',
    });
    await expect(bind(client, b.id, 'dev-a')).rejects.toMatchObject({
      status: 409,
      code: 'DEVICE_ALREADY_BOUND',
    });
    await expect(bind(client, expired.id, 'dev-e')).rejects.toMatchObject({
      status: 409,
      code: 'LICENCE_EXPIRED',
    });
  });

  it('lets one device take one licence when two binds of it race', async () => {
    const { client, user } = await levelUser(server);
    const ids = await addLicences(server, user.id, 2);
    const result = await outcomes(ids.map((id) => bind(client, id, 'raced')));
    expect(result).toEqual({ ok: 1, codes: ['DEVICE_ALREADY_BOUND'] });
  });

  it(`binds at most ${NORMAL_USER_MAX_DEVICES} devices below level 5, and more from level 5`, async () => {
    const { client, user } = await levelUser(server, 4);
    const ids = await addLicences(server, user.id, NORMAL_USER_MAX_DEVICES + 1);
    for (const [i, id] of ids.slice(0, NORMAL_USER_MAX_DEVICES).entries()) await bind(client, id, `d-${i}`);
    const last = ids.at(-1) ?? '';
    await expect(bind(client, last, 'd-extra')).rejects.toMatchObject({
      status: 409,
      code: 'LICENCE_DEVICE_LIMIT',
    });
    await setLevel(server, user.id, 5);
    await expect(bind(client, last, 'd-extra')).resolves.toMatchObject({ useStatus: 'inUse' });
  });

  it(`holds the ${NORMAL_USER_MAX_DEVICES}-device limit when 25 binds arrive together`, async () => {
    const { client, user } = await levelUser(server);
    const ids = await addLicences(server, user.id, 25);
    const result = await outcomes(ids.map((id, i) => bind(client, id, `c-${i}`)));
    expect(result.ok).toBe(NORMAL_USER_MAX_DEVICES);
    expect(result.codes).toEqual(Array(25 - NORMAL_USER_MAX_DEVICES).fill('LICENCE_DEVICE_LIMIT'));
    const bound = await server.db
      .selectFrom('licences')
      .select('id')
      .where('userId', '=', user.id)
      .where('deviceId', 'is not', null)
      .execute();
    expect(bound).toHaveLength(NORMAL_USER_MAX_DEVICES);
  });

  it('refuses a direct unbind below level 5 with LEVEL_TOO_LOW', async () => {
    const { client, user } = await levelUser(server, 4);
    const licence = await addLicence(server, user.id, { deviceId: 'dev-1', deviceName: 'one' });
    await expect(client.put(`/licences/unbind/${licence.id}`)).rejects.toMatchObject({
      status: 403,
      code: 'LEVEL_TOO_LOW',
    });
    expect((await licenceRow(server, licence.id)).deviceId).toBe('dev-1');
  });

  it(`unbinds at level 5 up to ${UNBIND_LIMIT_PER_LICENCE} times per licence, then refuses`, async () => {
    const { client, user } = await levelUser(server, 5);
    const { id, licenceNo } = await addLicence(server, user.id);
    await expect(client.put(`/licences/unbind/${id}`)).rejects.toMatchObject({ code: 'LICENCE_NOT_BOUND' });
    for (let n = 1; n <= UNBIND_LIMIT_PER_LICENCE; n++) {
      await bind(client, id, `dev-${n}`);
      await expect(client.put<LicenceView>(`/licences/unbind/${id}`)).resolves.toMatchObject({
        useStatus: 'unused',
        bindDevice: null,
        unbindCount: n,
      });
    }
    await bind(client, id, 'dev-last');
    await expect(client.put(`/licences/unbind/${id}`)).rejects.toMatchObject({
      status: 409,
      code: 'UNBIND_LIMIT',
    });
    expect(await licenceRow(server, id)).toMatchObject({
      deviceId: 'dev-last',
      unbindCount: UNBIND_LIMIT_PER_LICENCE,
    });
    const { logs } = await trail(server, user.id);
    expect(logs.filter((l) => l.content === `unbound licence ${licenceNo} from device dev-1`)).toHaveLength(
      1,
    );
  });
});
