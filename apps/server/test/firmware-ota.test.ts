import { firmwareApi, type ApiClient } from '@fleetkey/api-client';
import type { DeviceView, OtaState, RolloutView } from '@fleetkey/contract';
import {
  provisionDevices,
  signIn,
  startSimulation,
  type SimDevice,
  type Simulation,
} from '@fleetkey/device-sim';
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngines } from './support/databases';
import { refusalStatus } from './support/outcome';
import { signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 15, firmware and over-the-air updates: versions per device type, the devices' "new firmware" flag,
// rollouts to simulated devices that download (resuming with Range), check SHA-256 and report, the failure
// threshold, pause/resume/cancel/retry, timeouts, the signed download address, and a sub-user's scope.

const IMAGE = randomBytes(256 * 1024);
const IMAGE_SHA = createHash('sha256').update(IMAGE).digest('hex');

function upload(client: ApiClient, devtype: string, version: string, file: Buffer = IMAGE, desc = '') {
  return firmwareApi(client).upload(devtype, version, {
    file: new Blob([file]),
    fileName: `fw-${version}.bin`,
    desc,
  });
}

// The waits are as long as a loaded machine needs (the project's test timeout is 180 s): 50 simulated devices
// connecting, downloading and reporting beside the other lanes of `npm test` took over 30 s, and one device's
// first report over vi.waitFor's default second.
const WAIT = { timeout: 120_000, interval: 100 };

describe.each(testEngines)('firmware and OTA ($name)', (engine) => {
  let server: TestServer;
  let owner: ApiClient;
  let devtype: string;
  let devices: SimDevice[];
  const simulations: Simulation[] = [];

  const simulate = async (
    chosen: readonly SimDevice[],
    ota: { failDevids?: string[]; cutAt?: number } = {},
  ) => {
    const simulation = await startSimulation({
      brokerUrl: server.bus.url,
      devices: chosen,
      rate: 0,
      ota: { firmware: '1.0.0', httpBase: server.origin, ...ota },
    });
    simulations.push(simulation);
    return simulation;
  };
  const settled = async (id: string, done: (rollout: RolloutView) => boolean) => {
    let last: RolloutView | undefined;
    await vi.waitFor(async () => {
      last = await firmwareApi(owner).rollouts.get(id);
      expect(done(last)).toBe(true);
    }, WAIT);
    return last as RolloutView;
  };
  const device = (devid: string) => owner.get<DeviceView>(`/devices/${devid}`);
  const reportsFirmware = (devid: string, version: string) =>
    vi.waitFor(async () => expect((await device(devid)).firmware).toBe(version), WAIT);

  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OTA_TICK_MS: '50', OUTBOX_API: '1' } });
    owner = await signIn(server.origin, {});
    devtype = uniqueId('ota');
    // 0–59 run the simulator in one test or another; 60 never does.
    devices = await provisionDevices(owner, { count: 61, devtype, prefix: uniqueId('ota') });
  });
  afterAll(async () => {
    await Promise.all(simulations.map((simulation) => simulation.stop()));
    await server.close();
  });

  it('stores versions with size and SHA-256, orders them as versions, and refuses duplicates and bad input', async () => {
    const created = await upload(owner, devtype, '1.9.3', IMAGE, 'first');
    expect(created).toMatchObject({ version: '1.9.3', size: IMAGE.length, sha256: IMAGE_SHA, desc: 'first' });
    await upload(owner, devtype, '1.10.0');
    await upload(owner, devtype, '1.10.0-rc.1');
    const versions = (await firmwareApi(owner).list(devtype)).map((firmware) => firmware.version);
    expect(versions).toEqual(['1.10.0', '1.10.0-rc.1', '1.9.3']);
    expect(await firmwareApi(owner).desc(devtype, '1.9.3')).toEqual({ version: '1.9.3', desc: 'first' });
    // The console downloads a stored image as it was uploaded; another account's is not found.
    const image = await firmwareApi(owner).image(devtype, '1.9.3');
    expect(image.fileName).toBe('fw-1.9.3.bin');
    expect(Buffer.from(await image.blob.arrayBuffer()).equals(IMAGE)).toBe(true);
    const stranger = (await signedInUser(server)).client;
    expect(await refusalStatus(firmwareApi(stranger).image(devtype, '1.9.3'))).toMatchObject({ status: 404 });

    expect(await refusalStatus(upload(owner, devtype, '1.9.3'))).toEqual({
      status: 409,
      code: 'FIRMWARE_EXISTS',
    });
    expect(await refusalStatus(upload(owner, devtype, 'v1'))).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
    const blobsBefore = await readdir(path.join(server.dataDir, 'firmware'));
    const badField = firmwareApi(owner).upload(devtype, '3.0.0', {
      file: new Blob([IMAGE]),
      fileName: 'x.bin',
      firmwareType: 'patch' as 'full',
    });
    expect(await refusalStatus(badField)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    // The refused upload's file was streamed to disk first, and is gone again.
    expect(await readdir(path.join(server.dataDir, 'firmware'))).toEqual(blobsBefore);
    expect(await refusalStatus(upload(owner, 'no-such-type', '1.0.0'))).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it('flags devices whose type has a newer version than they report', async () => {
    const [first] = devices;
    const simulation = await simulate([first!]);
    await reportsFirmware(first!.devid, '1.0.0');
    expect((await device(first!.devid)).newfm.isnew).toBe(1);
    // A device that never said what it runs is not compared.
    expect((await device(devices[60]!.devid)).newfm).toEqual({ isnew: 0 });
    await simulation.stop();
  });

  it('rolls 1.10.0 out to 50 devices in batches: every one downloads, verifies and reports success', async () => {
    const fifty = devices.slice(0, 50);
    await simulate(fifty);
    for (const one of fifty) await reportsFirmware(one.devid, '1.0.0');
    const started = await firmwareApi(owner).notify(devtype, '1.10.0', {
      upgrade_type: 'ids',
      ids: fifty.map((one) => one.devid),
      batchSize: 20,
      batchIntervalSeconds: 0,
    });
    expect(started).toMatchObject({ state: 'running', total: 50, version: '1.10.0' });
    const done = await settled(started.id, (rollout) => rollout.state === 'done');
    expect(done.counts.success).toBe(50);
    const after = await device(fifty[0]!.devid);
    expect(after).toMatchObject({ firmware: '1.10.0', newfm: { isnew: 0 } });
    const history = await firmwareApi(owner).history(fifty[0]!.devid);
    expect(history.map((entry) => entry.state).reverse()).toEqual<OtaState[]>([
      'notified',
      'downloading',
      'verifying',
      'installing',
      'success',
    ]);
    // Devices already on the version are not offered it again.
    expect(
      await refusalStatus(
        firmwareApi(owner).notify(devtype, '1.10.0', { upgrade_type: 'ids', ids: [fifty[0]!.devid] }),
      ),
    ).toEqual({ status: 400, code: 'OTA_NO_TARGETS' });
  });

  it('a corrupted download fails with reason checksum, a cut one resumes with Range, and a retry succeeds', async () => {
    await upload(owner, devtype, '2.0.0');
    const [bad, cut] = [devices[50]!, devices[51]!];
    const simulation = await simulate([bad, cut], { failDevids: [bad.devid], cutAt: 0.5 });
    const started = await firmwareApi(owner).notify(devtype, '2.0.0', {
      upgrade_type: 'ids',
      ids: [bad.devid, cut.devid],
      failureThresholdPercent: 100,
    });
    const ended = await settled(started.id, (rollout) => rollout.state === 'done');
    expect(ended.counts).toMatchObject({ success: 1, failed: 1 });
    const failed = await firmwareApi(owner).rollouts.devices(started.id, { state: 'failed' });
    expect(failed.result).toEqual([expect.objectContaining({ devid: bad.devid, reason: 'checksum' })]);
    expect(simulation.stats().ota.resumed).toBeGreaterThanOrEqual(1);

    const retried = await firmwareApi(owner).rollouts.retry(started.id);
    expect(retried.state).toBe('running');
    const again = await settled(started.id, (rollout) => rollout.state === 'done');
    expect(again.counts).toMatchObject({ success: 2, failed: 0 });
    const [entry] = (
      await firmwareApi(owner).rollouts.devices(started.id, { state: 'success' })
    ).result.filter((row) => row.devid === bad.devid);
    expect(entry?.attempts).toBe(2);
  });

  it('stops a rollout by itself once the failure rate of finished devices passes the threshold', async () => {
    await upload(owner, devtype, '2.1.0');
    const eight = devices.slice(52, 60);
    await simulate(eight, { failDevids: eight.map((one) => one.devid) });
    const started = await firmwareApi(owner).notify(devtype, '2.1.0', {
      upgrade_type: 'ids',
      ids: eight.map((one) => one.devid),
      batchSize: 2,
      batchIntervalSeconds: 1,
      failureThresholdPercent: 50,
      failureMinimum: 2,
    });
    const stopped = await settled(started.id, (rollout) => rollout.state === 'stopped');
    expect(stopped.stopReason).toBe('failure_rate');
    // Batches stopped going out: devices are still waiting.
    expect(stopped.counts.queued).toBeGreaterThan(0);
    expect(stopped.counts.failed).toBeGreaterThanOrEqual(2);
    // A version a stopped rollout may still resume with cannot be deleted; cancelling frees it.
    expect(await refusalStatus(firmwareApi(owner).remove(devtype, '2.1.0'))).toEqual({
      status: 409,
      code: 'FIRMWARE_IN_USE',
    });
    const cancelled = await firmwareApi(owner).rollouts.changeStatus(started.id, 'cancel');
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.counts.queued).toBe(0);
    expect(await refusalStatus(firmwareApi(owner).rollouts.changeStatus(started.id, 'resume'))).toEqual({
      status: 409,
      code: 'ROLLOUT_STATE_INVALID',
    });
    await firmwareApi(owner).remove(devtype, '2.1.0');
    expect((await firmwareApi(owner).list(devtype)).map((firmware) => firmware.version)).not.toContain(
      '2.1.0',
    );
  });

  it('pauses and resumes; a device that says nothing is timed out', async () => {
    await upload(owner, devtype, '3.0.0');
    // No simulator: the offer goes out, nobody answers.
    const silent = devices[60]!;
    const started = await firmwareApi(owner).notify(devtype, '3.0.0', {
      upgrade_type: 'ids',
      ids: [silent.devid],
      timeoutSeconds: 30,
      failureThresholdPercent: 100,
    });
    const paused = await firmwareApi(owner).rollouts.changeStatus(started.id, 'pause');
    expect(paused.state).toBe('paused');
    expect(await refusalStatus(firmwareApi(owner).rollouts.changeStatus(started.id, 'pause'))).toEqual({
      status: 409,
      code: 'ROLLOUT_STATE_INVALID',
    });
    await firmwareApi(owner).rollouts.changeStatus(started.id, 'resume');
    await settled(started.id, (rollout) => rollout.counts.notified === 1);
    server.clock.advance(31_000);
    try {
      const ended = await settled(started.id, (rollout) => rollout.state === 'done');
      expect(ended.counts.timed_out).toBe(1);
      const [row] = (await firmwareApi(owner).rollouts.devices(started.id)).result;
      expect(row).toMatchObject({ devid: silent.devid, state: 'timed_out', reason: 'timeout' });
    } finally {
      server.clock.reset();
    }
  });

  it('serves the file only to a valid signed address, in ranges', async () => {
    const rollout = (await firmwareApi(owner).rollouts.list({ devtype, version: '3.0.0' })).result[0]!;
    // The offer's address, as the device got it (signed for that device and rollout).
    const offer = await new Promise<{ url: string }>((resolve, reject) => {
      void (async () => {
        const one = devices[60];
        const mqtt = await import('mqtt');
        const listener = await mqtt.connectAsync(server.bus.url, {
          clientId: one!.devid,
          username: one!.devid,
          password: one!.devsecret,
        });
        await listener.subscribeAsync(`dev/${devtype}/${one!.devid}/ota`, { qos: 1 });
        listener.on('message', (_topic, payload) => {
          resolve(JSON.parse(payload.toString()) as { url: string });
          void listener.endAsync();
        });
        await firmwareApi(owner).rollouts.retry(rollout.id);
      })().catch(reject);
    });
    const url = new URL(offer.url, server.origin);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    // fetch asks for gzip and br: the file still comes as stored, its ranges its own bytes.
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe(String(IMAGE.length));
    expect(
      createHash('sha256')
        .update(Buffer.from(await whole.arrayBuffer()))
        .digest('hex'),
    ).toBe(IMAGE_SHA);
    const tail = await fetch(url, { headers: { Range: 'bytes=1000-' } });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-encoding')).toBeNull();
    expect(tail.headers.get('content-range')).toBe(`bytes 1000-${IMAGE.length - 1}/${IMAGE.length}`);
    expect(Buffer.from(await tail.arrayBuffer()).equals(IMAGE.subarray(1000))).toBe(true);
    expect((await fetch(url, { headers: { Range: `bytes=${IMAGE.length}-` } })).status).toBe(416);

    const forged = new URL(url);
    forged.searchParams.set('token', `${url.searchParams.get('token')?.slice(0, -3) ?? ''}AAA`);
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('OTA_LINK_INVALID');
  });

  it("a sub-user's rollout reaches only the devices of its groups", async () => {
    const group = await owner.post<{ id: string }>('/device_groups', { body: { name: uniqueId('g') } });
    const [inside, outside] = [devices[56]!, devices[57]!];
    await owner.post(`/device_groups/${group.id}`, { body: { devids: [inside.devid] } });
    const profile = await createProfile(owner, { firmware: ['read', 'control'], devices: ['read'] }, [
      group.id,
    ]);
    const { client: engineer } = await signedInSubuser(server, owner, profile.id);
    await upload(owner, devtype, '4.0.0');
    const started = await firmwareApi(engineer).notify(devtype, '4.0.0', {
      upgrade_type: 'ids',
      ids: [inside.devid, outside.devid],
    });
    expect(started.total).toBe(1);
    const board = await firmwareApi(owner).rollouts.devices(started.id);
    expect(board.result.map((row) => row.devid)).toEqual([inside.devid]);
    // Uploading needs firmware:write, which the profile does not grant.
    expect(await refusalStatus(upload(engineer, devtype, '4.0.1'))).toMatchObject({ status: 403 });
    await firmwareApi(owner).rollouts.changeStatus(started.id, 'cancel');
  });
});
