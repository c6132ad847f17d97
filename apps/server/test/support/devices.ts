import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceTypeView, DeviceWithSecret, SessionUser } from '@fleetkey/contract';
import type { TestServer } from './test-server';

// IoT console test helpers: throwaway signed-in users (the test-only session route) and device types and
// devices made through the real calls.

/** A new main account, signed in on its own client. */
export async function signedInUser(server: TestServer): Promise<{ client: ApiClient; user: SessionUser }> {
  const client = server.newClient();
  const user = await client.post<SessionUser>('/test/session', { body: { role: 0 } });
  return { client, user };
}

let sequence = 0;
/** An id no other call in this test process has used (device ids are global across users). */
export function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${process.pid}-${sequence}`;
}

/**
 * POST /devtype with the given name and body. The type is `open` unless the body says otherwise, so tests
 * of other things may send any point and command; a new type is strict by default (devtypes.test.ts).
 */
export function createType(client: ApiClient, devtype: string, body: object = {}): Promise<DeviceTypeView> {
  return client.post<DeviceTypeView>('/devtype', { body: { devtype, mode: 'open', ...body } });
}

/** POST /devices of the given type. */
export function createDevice(
  client: ApiClient,
  devtype: string,
  body: object = {},
): Promise<DeviceWithSecret> {
  return client.post<DeviceWithSecret>('/devices', { body: { devid: uniqueId('dev'), devtype, ...body } });
}
