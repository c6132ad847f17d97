import type { AppContext } from '../../../app-context';
import { serverSecret } from '../../../platform/secret';
import { createCommandDelivery, type CommandDelivery } from '../commands/command-delivery';
import { createCommandReplies, type CommandReplies } from '../commands/command-replies';
import { blobStore } from '../../../platform/files/blob-store';
import { createDbcDecoders } from '../dbc/dbc-decoders';
import { createBoundStrategies } from '../dbc/ingest/bound-strategies';
import { createCanSampler } from '../dbc/ingest/can-batches';
import { createCanIngest } from '../dbc/ingest/can-ingest';
import { createDeviceLogWriter } from '../device-logs/device-log-writer';
import { createUdsReplies } from '../uds/uds-replies';
import { createTypeRulesCache, type TypeRulesCache } from '../devtypes/type-rules-cache';
import { createOtaReports } from '../firmware/ota-reports';
import { startRules, type RulesRuntime } from '../rules/engine/start-rules';
import { createIngestWriter, type IngestWriter } from '../telemetry/ingest-writer';
import { createDeviceStamper } from '../telemetry/telemetry-rows';
import { createUsageMeter, type UsageMeter } from '../../money/usage/usage-meter';
import { createBrokerGate } from './broker-gate';
import { deviceAuthRepository } from './device-auth.repository';
import { createDeviceMessages } from './device-messages';
import { startExternalIngest } from './external-ingest';
import { startIngestTakeover } from './ingest-takeover';
import { createStoreRetry } from './store-retry';
import { createPresence } from './presence';
import { presenceRepository } from './presence.repository';

/** The node's device side: its data writer, receive-time stamper and command replies. */
export interface DeviceGateway {
  writer: IngestWriter;
  stamp: (devid: string) => number;
  rules: TypeRulesCache;
  replies: CommandReplies;
  /** Whether a device can take a command now; queued commands go out when it is back. */
  delivery: CommandDelivery;
  /** The rule engine and action runner of this node. */
  ruleRuntime: RulesRuntime;
  /** Counts stored messages per device and day; undefined with FUNDS_METERING=0. */
  usage: UsageMeter | undefined;
  /** Stops taking device messages, writes what is queued and marks this node's devices offline. */
  close(): Promise<void>;
}

/**
 * Connects devices to the server: on the embedded broker through its gate (sign-in, topic rights, QoS 1
 * acknowledged once stored, online/offline from connections), on an external broker through its
 * persistent ingest session (online/offline from status messages and last wills).
 */
export async function startDeviceGateway(context: AppContext): Promise<DeviceGateway> {
  const { app, db, bus, clock, config } = context;
  const log = app.log.child({ module: 'device-gateway' });
  // Usage is counted from what the writer committed: acknowledged means stored, and counted (issue 20).
  const usage = config.usage.metering
    ? createUsageMeter({
        db,
        clock,
        log: app.log.child({ module: 'usage-meter' }),
        defaultZone: config.usage.timeZone,
        flushMs: config.usage.flushMs,
      })
    : undefined;
  const writer = createIngestWriter(db, {
    onError: (error) => log.error({ err: error }, 'device data not written'),
    onStored: usage && ((devid, points) => usage.count(devid, points)),
    onWorkerLost: (error) =>
      log.error(
        { err: error },
        'the device data commit worker stopped; batches are committed on the main thread',
      ),
  });
  const stamp = createDeviceStamper(() => clock.now());
  const replies = createCommandReplies(db, clock, createUdsReplies(db, clock));
  // Delivery asks presence who is connected; presence tells delivery who reported itself back.
  const delivery = createCommandDelivery(db, bus, clock, log, (devid) => presence.isConnected(devid));
  const devtypes = deviceAuthRepository(db);
  const cameOnline = (devid: string) => {
    devtypes
      .devtypeOf(devid)
      .then((devtype) => {
        if (devtype) delivery.deliverQueued(devid, devtype);
      })
      .catch((error: unknown) => log.warn({ err: error, devid }, 'queued commands not looked up'));
  };
  const ruleRuntime = await startRules(context, { replies, delivery }, (job) => writer.exclusive(job));
  const presence = createPresence(db, bus, clock, log, bus.mode === 'embedded', cameOnline, (devid, status) =>
    ruleRuntime.engine.onStatus(devid, status),
  );
  // Rejections and connections the owner reads on the device page (issue 12).
  const logs = createDeviceLogWriter(db, clock, log);
  const rules = createTypeRulesCache(db, () => clock.now());
  const ota = createOtaReports(db, clock);
  const can = createCanIngest({
    db,
    writer,
    strategies: createBoundStrategies(db, createDbcDecoders(blobStore(config.dataDir)), () => clock.now()),
    sampler: createCanSampler(),
    rules,
    clock,
    ruleEngine: ruleRuntime.engine,
    bus,
  });
  const handle = createDeviceMessages({
    writer,
    stamp,
    presence,
    replies,
    clock,
    rules,
    logs,
    ota,
    ruleEngine: ruleRuntime.engine,
    can,
    bus,
  });
  let stopped = false;
  let stopGate = () => {};
  const untilStored = createStoreRetry(() => stopped, log);

  if (bus.mode === 'embedded') {
    // One embedded broker is one node: no device is connected to a broker that has just started.
    await presenceRepository(db).allOffline(clock.now());
    const gate = createBrokerGate({
      db,
      serverKey: serverSecret(config),
      presence,
      handle,
      untilStored,
      log,
      delivery,
      logs,
    });
    bus.attachGate(gate);
    stopGate = () => gate.stop();
  } else {
    await startIngestTakeover(context, bus, log);
    await startExternalIngest(bus, db, handle, replies, untilStored, log);
  }

  return {
    writer,
    stamp,
    rules,
    replies,
    delivery,
    ruleRuntime,
    usage,
    async close() {
      stopped = true;
      stopGate();
      replies.close();
      await writer.close();
      // After the writer: the counts of its last batches go with this flush.
      await usage?.close();
      await presence.close();
      await logs.close();
      await ruleRuntime.close();
    },
  };
}
