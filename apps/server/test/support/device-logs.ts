import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceConnectionPage, DeviceRejectionPage } from '@fleetkey/contract';
import type { MqttClient } from 'mqtt';
import { eventually } from './mqtt-devices';

// The device logs are written a moment after the message or connection they record (never holding up
// ingest), so tests wait for the list to show what they expect.

/** GET /devices/{devid}/rejections as the owner sees it. */
export function rejectionsOf(api: ApiClient, devid: string, query: Record<string, string> = {}) {
  return api.get<DeviceRejectionPage>(`/devices/${devid}/rejections`, { query });
}

/** The rejection list once it holds at least `count` entries. */
export function rejectionsWhen(api: ApiClient, devid: string, count: number): Promise<DeviceRejectionPage> {
  return eventually(
    () => rejectionsOf(api, devid),
    (page) => page.totalCount >= count,
  );
}

/** GET /devices/{devid}/connections as the owner sees it. */
export function connectionsOf(api: ApiClient, devid: string) {
  return api.get<DeviceConnectionPage>(`/devices/${devid}/connections`);
}

/** The connection log once it holds at least `count` entries. */
export function connectionsWhen(api: ApiClient, devid: string, count: number): Promise<DeviceConnectionPage> {
  return eventually(
    () => connectionsOf(api, devid),
    (page) => page.totalCount >= count,
  );
}

/** Publishes at QoS 1 and settles on the broker's PUBACK: the message was acknowledged. */
export async function publishAcknowledged(client: MqttClient, topic: string, payload: string | Buffer) {
  const packet = await client.publishAsync(topic, payload, { qos: 1 });
  if (packet?.cmd !== 'publish' || packet.qos !== 1) throw new Error('not a QoS 1 publish');
}
