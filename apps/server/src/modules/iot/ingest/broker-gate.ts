import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/kysely';
import {
  topicMatches,
  type BrokerGate,
  type BrokerSession,
  type ConnectRefusal,
} from '../../../platform/bus/bus';
import { sameHash } from '../../../platform/secret';
import type { CommandDelivery } from '../commands/command-delivery';
import type { DeviceLogWriter } from '../device-logs/device-log-writer';
import { refusalReason } from '../device-logs/refusal-reason';
import { deviceSecretHash } from '../devices/device-secret';
import { createAuthThrottle } from './auth-throttle';
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
  remoteAddress: string | undefined;
  identity: DeviceIdentity;
}

/** The embedded broker's gate, with a way to stop it at shutdown. */
export interface DeviceGate extends BrokerGate<DeviceSession> {
  stop(): void;
}

/** What the gate works with. */
export interface BrokerGateDeps {
  db: Db;
  /** Keys the stored hashes of device secrets. */
  serverKey: Buffer;
  presence: Presence;
  handle: DeviceMessageHandler;
  untilStored: StoreRetry;
  log: FastifyBaseLogger;
  delivery: CommandDelivery;
  /** The per-device connection log the owner reads. */
  logs: DeviceLogWriter;
}

/**
 * Devices sign in with username = devid, password = secret and client id = devid (a gateway may also use a
 * sub-device's id); each uses only its own topics. Ten wrong secrets for an id within a minute lock it out
 * for a minute. Every connection, refusal and refused topic is a structured log line.
 */
export function createBrokerGate({
  db,
  serverKey,
  presence,
  handle,
  untilStored,
  log,
  delivery,
  logs,
}: BrokerGateDeps): DeviceGate {
  const devices = deviceAuthRepository(db);
  const throttle = createAuthThrottle();
  const refusedTopic = (session: DeviceSession, topic: string, action: 'publish' | 'subscribe') => {
    log.warn(
      {
        event: 'device_topic_refused',
        devid: session.identity.devid,
        clientId: session.clientId,
        remoteAddress: session.remoteAddress,
        topic,
        action,
      },
      `device may not ${action} on ${topic}`,
    );
    logs.connection({
      devid: session.identity.devid,
      event: 'topic_refused',
      clientId: session.clientId,
      remoteAddress: session.remoteAddress,
      reason: action === 'publish' ? 'PUBLISH_REFUSED' : 'SUBSCRIBE_REFUSED',
      detail: topic,
    });
  };
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
    async authenticate({ clientId, username, password, remoteAddress }) {
      // A device connecting while the server shuts down gets no answer: the broker closes its connection
      // moments later and it reconnects as after any drop. A refusal (CONNACK with an error) is final to
      // many clients (MQTT.js stops reconnecting), so a restart would strand them.
      if (stopped) return new Promise<never>(() => undefined);
      const refuse = (refusal: ConnectRefusal, reason: string): ConnectRefusal => {
        log.warn(
          { event: 'device_connect_refused', devid: username, clientId, remoteAddress, reason },
          reason,
        );
        // Kept for the owner only when the id names a device (the log writer checks).
        logs.connection({
          devid: username ?? '',
          event: 'connect_refused',
          clientId,
          remoteAddress,
          reason: refusalReason(refusal, Boolean(username && password)),
        });
        return refusal;
      };
      if (!username || !password) return refuse('badCredentials', 'no device id or secret');
      if (throttle.locked(username))
        return refuse('notAuthorized', 'too many wrong secrets; locked for a minute');
      const row = await devices.credentials(username);
      const right =
        row !== undefined &&
        row.secretHash !== '' &&
        sameHash(deviceSecretHash(serverKey, row.devid, password.toString('utf8')), row.secretHash);
      if (!row || !right) {
        const locked = throttle.failed(username);
        return refuse(
          'badCredentials',
          row ? `wrong secret${locked ? '; now locked for a minute' : ''}` : 'unknown device',
        );
      }
      throttle.succeeded(username);
      const identity: DeviceIdentity = {
        devid: row.devid,
        devtype: row.devtype,
        userId: row.userId,
        secretUpdatedAt: row.secretUpdatedAt,
        subdevs: await subdevsOf(row.devid),
      };
      // The client id names the MQTT session (and what it queued): a device holds only its own, a gateway
      // also its sub-devices', so no one can take over another device's session.
      if (clientId !== row.devid && !identity.subdevs.has(clientId))
        return refuse('identifierRejected', 'client id is not the device id');
      return { clientId, remoteAddress, identity };
    },

    acceptPublish(session, topic, payload, { qos, dup }) {
      if (stopped) return Promise.reject(new Error('server shutting down'));
      const target = mayPublish(session.identity, topic);
      if (!target) {
        refusedTopic(session, topic, 'publish');
        return null;
      }
      return untilStored(() => handle(target, payload, { durable: qos > 0, redelivered: dup }));
    },

    maySubscribe(session, filter) {
      const allowed = maySubscribe(session.identity, filter);
      if (!allowed) refusedTopic(session, filter, 'subscribe');
      return allowed;
    },

    // Queued commands go out once the device (or its gateway, for a sub-device) listens for them.
    subscribed(session, filters) {
      const { identity } = session;
      const reached = [[identity.devid, identity.devtype] as const, ...identity.subdevs];
      for (const [devid, devtype] of reached) {
        if (filters.some((filter) => topicMatches(filter, `dev/${devtype}/${devid}/cmd/any`)))
          delivery.deliverQueued(devid, devtype);
      }
    },

    connected(session, disconnect) {
      const { devid, devtype } = session.identity;
      const sessions = connected.get(devid) ?? new Map<DeviceSession, () => void>();
      sessions.set(session, disconnect);
      connected.set(devid, sessions);
      presence.connected(devid, devtype);
      log.info(
        {
          event: 'device_connected',
          devid,
          clientId: session.clientId,
          remoteAddress: session.remoteAddress,
        },
        'device connected',
      );
      logs.connection({
        devid,
        event: 'connected',
        clientId: session.clientId,
        remoteAddress: session.remoteAddress,
      });
    },

    disconnected(session) {
      const { devid, devtype } = session.identity;
      const sessions = connected.get(devid);
      if (!sessions?.delete(session)) return;
      log.info(
        {
          event: 'device_disconnected',
          devid,
          clientId: session.clientId,
          remoteAddress: session.remoteAddress,
        },
        'device disconnected',
      );
      logs.connection({
        devid,
        event: 'disconnected',
        clientId: session.clientId,
        remoteAddress: session.remoteAddress,
      });
      if (sessions.size === 0) connected.delete(devid);
      presence.disconnected(devid, devtype);
    },

    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
