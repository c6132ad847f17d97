import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { connectAsDevice } from './broker';

// Helpers of the device log spec: a device speaking MQTT to the e2e
// server's broker, and waits on what the server has recorded (the logs are written a moment after the
// message or connection, so the page is opened once they hold what the test did).

/** A message on the device's event topic (a bare string is a payload for its data topic). */
export interface EventMessage {
  event: string;
}

/**
 * Connects as the device, publishes each payload at QoS 1 (each acknowledged) on its data topic, or on its
 * event topic when given as an EventMessage, then disconnects.
 */
export async function publishAsDevice(
  device: { devid: string; devtype: string; secret: string },
  payloads: (string | EventMessage)[],
): Promise<void> {
  const client = await connectAsDevice(device.devid, device.secret);
  for (const payload of payloads) {
    const [kind, bytes] = typeof payload === 'string' ? ['data', payload] : ['event', payload.event];
    await client.publishAsync(`dev/${device.devtype}/${device.devid}/${kind}`, bytes, { qos: 1 });
  }
  await client.endAsync();
}

/** Tries to sign in as the device with a wrong secret; settles once the broker has refused it. */
export async function tryWrongSecret(devid: string): Promise<void> {
  await expect(connectAsDevice(devid, 'wrong')).rejects.toThrow(/bad user ?name or password/i);
}

/** Waits until the device's log (`rejections` or `connections`) holds `count` entries. */
export async function waitForLog(
  request: APIRequestContext,
  devid: string,
  log: 'rejections' | 'connections',
  count: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/devices/${devid}/${log}`);
        return ((await response.json()) as { data: { totalCount: number } }).data.totalCount;
      },
      { timeout: 15_000, message: `${devid} ${log}` },
    )
    .toBe(count);
}
