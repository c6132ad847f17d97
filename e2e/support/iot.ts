import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { MQTT_URL, SERVER_ORIGIN } from './broker';

// Helpers of the IoT specs: registry set-up over the API, device statuses, and the device simulator (the
// screens themselves are driven in the specs).

const CSRF = { 'X-Requested-With': 'fleetkey' };

/** A name no other test uses: letters, digits and _ only, so it is a valid device type or id. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Creates a device type over the API with the given sections (strict unless `mode` says otherwise). */
export async function createDeviceType(
  request: APIRequestContext,
  devtype: string,
  sections: object = {},
): Promise<void> {
  const response = await request.post('/v1/devtype', { data: { devtype, ...sections }, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Creates a device over the API and answers its secret. */
export async function createDevice(
  request: APIRequestContext,
  devid: string,
  devtype: string,
): Promise<string> {
  const response = await request.post('/v1/devices', { data: { devid, devtype }, headers: CSRF });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { devsecret: string } }).data.devsecret;
}

/** Creates `count` devices `<devtype>_1` … of one type over the API, for the simulator. */
export async function createNumberedDevices(
  request: APIRequestContext,
  devtype: string,
  count: number,
): Promise<SimulatedDevice[]> {
  const devices: SimulatedDevice[] = [];
  for (let n = 1; n <= count; n += 1) {
    const devid = `${devtype}_${n}`;
    devices.push({ devid, devtype, secret: await createDevice(request, devid, devtype) });
  }
  return devices;
}

/** Imports devices `${prefix}-00000` … of one type over the API, 1000 rows (the import's most) a file. */
export async function importDevices(
  request: APIRequestContext,
  devtype: string,
  prefix: string,
  count: number,
): Promise<void> {
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
      const n = String(start + i).padStart(5, '0');
      return `${prefix}-${n},${devtype},电表${n}`;
    });
    const response = await request.post('/v1/multi_devices', {
      headers: CSRF,
      multipart: {
        file: {
          name: 'devices.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from(['devid,devtype,devname', ...rows].join('\n')),
        },
      },
      timeout: 120_000,
    });
    expect(response.ok(), (await response.text()).slice(0, 500)).toBe(true);
  }
}

const STATUS_CODES = { online: 0, offline: 1, faulty: 2 } as const;

/** The device-table status code of a device (0 online, 1 offline, 2 faulty), read over the API. */
export async function deviceStatusOf(page: Page, devid: string): Promise<number> {
  const response = await page.request.get(`/v1/devices/${devid}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { status: number } }).data.status;
}

/** Waits until the server sees the device in a status (connect, disconnect and last will move it). */
export async function waitForStatus(
  page: Page,
  devid: string,
  status: keyof typeof STATUS_CODES,
): Promise<void> {
  await expect
    .poll(() => deviceStatusOf(page, devid), { timeout: 30_000, message: `${devid} ${status}` })
    .toBe(STATUS_CODES[status]);
}

/** A running simulator process. */
export interface Simulator {
  /** Stops it (its devices say offline and disconnect) and waits for it to exit. */
  stop(): Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Data messages per second the simulator sends for the device. */
const SIM_RATE = 5;

/** A device the simulator plays, with the secret the console showed. */
export interface SimulatedDevice {
  devid: string;
  devtype: string;
  secret: string;
}

/**
 * Starts tools/device-sim (`npm run sim`) for devices made on the screens or over the API, against the e2e
 * server's broker (and its HTTP port, for firmware downloads), with `args` added; resolves once it says its
 * devices are connected.
 */
export async function startSimulator(
  devices: SimulatedDevice | readonly SimulatedDevice[],
  args: readonly string[] = [],
): Promise<Simulator> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-sim-'));
  const file = path.join(dir, 'devices.json');
  const played = (Array.isArray(devices) ? devices : [devices]) as readonly SimulatedDevice[];
  await writeFile(
    file,
    JSON.stringify(played.map((d) => ({ devid: d.devid, devsecret: d.secret, devtype: d.devtype }))),
    { mode: 0o600 },
  );
  // Its own process group: npm starts tsx, which starts node; stopping the group stops all three.
  const child = spawn(
    'npm',
    [
      'run',
      'sim',
      '--',
      '--use',
      file,
      '--rate',
      String(SIM_RATE),
      '--broker',
      MQTT_URL,
      '--events-every',
      '10',
      '--server',
      SERVER_ORIGIN,
      ...args,
    ],
    { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`simulator did not connect:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/devices? connected/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`simulator exited:\n${output}`));
    });
  });
  return {
    async stop() {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
