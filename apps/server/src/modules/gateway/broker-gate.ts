import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/kysely';
import type { BrokerGate, BrokerSession } from '../../platform/bus/bus';
import { sameHash } from '../../platform/secret';
import { deviceSecretHash } from '../devices/device-secret';
import { deviceAuthRepository } from './device-auth.repository';
import type { DeviceMessageHandler } from './device-messages';
import type { StoreRetry } from './store-retry';
import type { Presence } from './presence';
import { mayPublish, maySubscribe, type DeviceIdentity } from './topic-acl';

/**
 * How often connected devices are checked against the database: a device deleted, or whose secret was
 * renewed, is disconnected within this time (a new connection is always checked at once).
 */
const DEVICE_RECHECK_MS = 2_000;

/** A device's connection to the embedded broker. */
export interface DeviceSession extends BrokerSession {
  identity: DeviceIdentity;
}

/** The embedded broker's gate, with a way to stop it at shutdown. */
export interface DeviceGate extends BrokerGate<DeviceSession> {
  stop(): void;
}

/** Devices sign in with username = devid and password = secret; each uses only its own topics. */
export function createBrokerGate(
  db: Db,
  serverKey: Buffer,
  presence: Presence,
  handle: DeviceMessageHandler,
  untilStored: StoreRetry,
  log: FastifyBaseLogger,
): DeviceGate {
  const devices = deviceAuthRepository(db);
  const connected = new Map<string, Map<DeviceSession, () => void>>();
  let stopped = false;
  let checking = false;

  async function subdevsOf(devid: string): Promise<Map<string, string>> {
    return new Map((await devices.subdevices([devid])).map((row) => [row.devid, row.devtype]));
  }

  async function recheck(): Promise<void> {
    const devids = [...connected.keys()];
    if (checking || devids.length === 0) return;
    checking = true;
    try {
      const secretTimes = new Map(
        (await devices.secretTimes(devids)).map((row) => [row.devid, row.secretUpdatedAt]),
      );
      const subdevs = new Map<string, Map<string, string>>();
      for (const row of await devices.subdevices(devids)) {
        if (!row.gatewayDevid) continue;
        const map = subdevs.get(row.gatewayDevid) ?? new Map<string, string>();
        map.set(row.devid, row.devtype);
        subdevs.set(row.gatewayDevid, map);
      }
      // Only the devices asked about: one that connected meanwhile is checked next time.
      for (const devid of devids) {
        for (const [session, disconnect] of connected.get(devid) ?? []) {
          if (secretTimes.get(devid) !== session.identity.secretUpdatedAt) disconnect();
          else session.identity.subdevs = subdevs.get(devid) ?? new Map<string, string>();
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'connected devices not rechecked');
    } finally {
      checking = false;
    }
  }
  const timer = setInterval(() => void recheck(), DEVICE_RECHECK_MS);
  timer.unref();

  return {
    async authenticate(clientId, username, password) {
      // A device connecting while the server shuts down gets no answer: the broker closes its connection
      // moments later and it reconnects as after any drop. A refusal (CONNACK with an error) is final to
      // many clients (MQTT.js stops reconnecting), so a restart would strand them.
      if (stopped) return new Promise<never>(() => undefined);
      if (!username || !password) return null;
      const row = await devices.credentials(username);
      if (!row || row.secretHash === '') return null;
      if (!sameHash(deviceSecretHash(serverKey, row.devid, password.toString('utf8')), row.secretHash))
        return null;
      const identity: DeviceIdentity = {
        devid: row.devid,
        devtype: row.devtype,
        userId: row.userId,
        secretUpdatedAt: row.secretUpdatedAt,
        subdevs: await subdevsOf(row.devid),
      };
      return { clientId, identity };
    },

    async acceptPublish(session, topic, payload, qos) {
      if (stopped) throw new Error('server shutting down');
      const target = mayPublish(session.identity, topic);
      if (!target) throw new Error(`not authorized to publish on ${topic}`);
      // Until stored, this client's next packets wait unread: the embedded broker stops reading it.
      await untilStored(() => handle(target, payload, qos > 0));
    },

    maySubscribe: (session, filter) => maySubscribe(session.identity, filter),

    connected(session, disconnect) {
      const { devid, devtype } = session.identity;
      const sessions = connected.get(devid) ?? new Map<DeviceSession, () => void>();
      sessions.set(session, disconnect);
      connected.set(devid, sessions);
      presence.connected(devid, devtype);
    },

    disconnected(session) {
      const { devid, devtype } = session.identity;
      const sessions = connected.get(devid);
      if (!sessions?.delete(session)) return;
      if (sessions.size === 0) connected.delete(devid);
      presence.disconnected(devid, devtype);
    },

    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
