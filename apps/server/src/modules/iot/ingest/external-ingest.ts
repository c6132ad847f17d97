import { parseDeviceTopic, parseDeviceUplink } from '@fleetkey/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/kysely';
import type { ExternalBus } from '../../../platform/bus/bus';
import type { CommandReplies } from '../commands/command-replies';
import { deviceAuthRepository } from './device-auth.repository';
import type { DeviceMessageHandler } from './device-messages';
import type { StoreRetry } from './store-retry';

// With an external broker the broker signs devices in (EMQX asks POST /v1/mqtt/auth and /acl); the server
// reads device messages from it. Data, events and status come through the persistent ingest session and
// are acknowledged once stored; replies come through the plain subscription every node has, because the
// node waiting for a reply must hear it.

/** How long a device's type is remembered when checking that a message's topic names a real device. */
const DEVTYPE_TTL_MS = 30_000;

/**
 * Starts reading device messages from the external broker; a message is acknowledged only once stored
 * (`untilStored` keeps trying while the database is away).
 */
export async function startExternalIngest(
  bus: ExternalBus,
  db: Db,
  handle: DeviceMessageHandler,
  replies: CommandReplies,
  untilStored: StoreRetry,
  log: FastifyBaseLogger,
): Promise<void> {
  const devices = deviceAuthRepository(db);
  // The read itself is remembered, so the many messages of a device that arrive while it runs share it.
  const devtypes = new Map<string, { devtype: Promise<string | undefined>; at: number }>();
  const devtypeOf = (devid: string) => {
    const cached = devtypes.get(devid);
    if (cached && cached.at + DEVTYPE_TTL_MS > Date.now()) return cached.devtype;
    const devtype = devices.devtypeOf(devid);
    devtypes.set(devid, { devtype, at: Date.now() });
    devtype.catch(() => devtypes.delete(devid));
    return devtype;
  };

  await bus.ingest(
    [
      'dev/+/+/data',
      'dev/+/+/event',
      'dev/+/+/status',
      'dev/+/+/attributes',
      'dev/+/+/ota_progress',
      'dev/+/+/can',
    ],
    async (topic, payload, redelivered) => {
      const parsed = parseDeviceUplink(topic);
      if (!parsed) return;
      const target = { devtype: parsed.devtype, devid: parsed.devid, kind: parsed.msgtype };
      await untilStored(async () => {
        if ((await devtypeOf(target.devid)) === target.devtype)
          await handle(target, payload, { durable: true, redelivered });
      });
    },
  );

  await bus.subscribe('dev/+/+/cmd_reply', (topic, payload) => {
    const parsed = parseDeviceTopic(topic);
    if (!parsed) return;
    replies
      .received(parsed.devid, payload)
      .catch((error: unknown) => log.warn({ err: error }, 'command reply not recorded'));
  });
}
