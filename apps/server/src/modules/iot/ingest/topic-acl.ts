import { parseDeviceUplink, type DeviceUplinkType } from '@fleetkey/contract';

// Who may use which MQTT topic. A device owns dev/{devtype}/{devid}/…: it publishes its data, events,
// status, command replies, attributes and update progress there and subscribes there (to its commands and
// firmware updates). A gateway may also act for its
// sub-devices, whose commands it relays (multicast gwr) and whose data it forwards. Nothing else.

/** A signed-in device as the gateway knows it. */
export interface DeviceIdentity {
  devid: string;
  devtype: string;
  userId: string;
  /** When the secret it signed in with was made: a newer one ends the connection. */
  secretUpdatedAt: number;
  /** Its sub-devices (devid → devtype), refreshed while it is connected. */
  subdevs: Map<string, string>;
}

/** A device message: whose it is and what kind. */
export interface DeviceTopic {
  devtype: string;
  devid: string;
  kind: DeviceUplinkType;
}

function actsFor(identity: DeviceIdentity, devtype: string, devid: string): boolean {
  return (
    (devid === identity.devid && devtype === identity.devtype) || identity.subdevs.get(devid) === devtype
  );
}

/** The device message a publish is, when the identity may publish it; null when refused. */
export function mayPublish(identity: DeviceIdentity, topic: string): DeviceTopic | null {
  const parsed = parseDeviceUplink(topic);
  if (!parsed || !actsFor(identity, parsed.devtype, parsed.devid)) return null;
  return { devtype: parsed.devtype, devid: parsed.devid, kind: parsed.msgtype };
}

/** Whether the identity may subscribe to the filter: only below its own (or a sub-device's) topic root. */
export function maySubscribe(identity: DeviceIdentity, filter: string): boolean {
  const [root, devtype, devid, ...rest] = filter.split('/');
  if (root !== 'dev' || devtype === undefined || devid === undefined || rest.length === 0) return false;
  if ([devtype, devid].some((level) => level.includes('+') || level.includes('#'))) return false;
  return actsFor(identity, devtype, devid);
}
