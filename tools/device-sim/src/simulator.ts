import mqtt, { type MqttClient } from 'mqtt';
import { canSource, type CanSource } from './can';
import { performUpdate, readOffer, type OtaCounters } from './ota';
import { sendTickMs } from './pacing';
import type { SimDevice } from './provision';
import { createSimEcu, type SimDtc, type SimEcu } from './uds';

/** What the simulator does. */
export interface SimulationOptions {
  brokerUrl: string;
  devices: readonly SimDevice[];
  /** Data messages per second across all devices (3 numeric points each). */
  rate: number;
  qos?: 0 | 1;
  /** Every n-th data message of a device is followed by an event (0 = none). */
  eventEvery?: number;
  /** The voltage every reading reports (default: 220–230 at random), to cross a rule's threshold on purpose. */
  voltage?: number;
  /**
   * Raw CAN instead of meter readings: each message is `framesPerMessage` frames of the DBC's messages on
   * dev/…/can (frame times 1 ms apart).
   */
  can?: { dbcText: string; framesPerMessage: number };
  /** A device with this many unacknowledged messages skips its turn (the broker is behind). */
  maxInflight?: number;
  /** Called for each acknowledged data message (QoS 1) or each sent one (QoS 0). */
  onAck?: (device: SimDevice, time: number) => void;
  /** DTCs each device's ECU reports to UDS diagnostic commands (uds.ts); none by default. */
  dtcs?: readonly SimDtc[];
  /** Firmware updates: the version devices run at first, and how their updates go. */
  ota?: {
    /** The version every device reports on connect (default 1.0.0). */
    firmware?: string;
    /** Where relative download addresses point (the server's HTTP origin). */
    httpBase: string;
    /** Share of updates (0–1) that fail their checksum (default 0). */
    failRate?: number;
    /** Devices whose first update fails its checksum (a retry succeeds, as after a flaky download). */
    failDevids?: readonly string[];
    /** Cut each device's first download after this share of the file, then resume it (default 0: never). */
    cutAt?: number;
    /** Told of each progress report a device made, once the broker acknowledged it. */
    onReport?: (device: SimDevice, state: string) => void;
  };
}

/** Counts since the start. */
export interface SimulationStats {
  connected: number;
  sent: number;
  acked: number;
  failed: number;
  /** Turns skipped because the device had maxInflight messages unacknowledged. */
  skipped: number;
  events: number;
  commandsAnswered: number;
  /** Firmware updates that succeeded, failed, and downloads resumed with Range. */
  ota: OtaCounters;
}

/** A running simulation. */
export interface Simulation {
  stats(): SimulationStats;
  /** Stops publishing, waits for what is in flight, says offline, disconnects. */
  stop(): Promise<void>;
}

const CONNECT_CONCURRENCY = 50;
const DRAIN_TIMEOUT_MS = 15_000;

interface Player {
  device: SimDevice;
  client: MqttClient;
  inflight: number;
  sequence: number;
  lastTime: number;
  firmware: string;
  /** The update under way (one at a time; a new offer waits for it). */
  updating: Promise<void>;
  /** Its CAN frames, in --can mode. */
  can: CanSource | null;
  /** The ECU that answers diagnostic commands. */
  ecu: SimEcu;
}

const topic = (device: Pick<SimDevice, 'devtype' | 'devid'>, kind: string) =>
  `dev/${device.devtype}/${device.devid}/${kind}`;

/** Performs firmware updates as they are offered, one after the other. */
function takeUpdates(
  player: Player,
  stats: SimulationStats,
  ota: NonNullable<SimulationOptions['ota']>,
): void {
  const failing = new Set(ota.failDevids ?? []);
  let updates = 0;
  player.client.on('message', (messageTopic, payload) => {
    if (messageTopic !== topic(player.device, 'ota')) return;
    const offer = readOffer(payload);
    if (!offer) return;
    updates += 1;
    const first = updates === 1;
    player.updating = player.updating.then(async () => {
      player.firmware = await performUpdate(
        player.client,
        (kind) => topic(player.device, kind),
        offer,
        player.firmware,
        {
          httpBase: ota.httpBase,
          corrupt: () => (first && failing.has(player.device.devid)) || Math.random() < (ota.failRate ?? 0),
          cutAt: first ? (ota.cutAt ?? 0) : 0,
          onReport: ota.onReport && ((state) => ota.onReport?.(player.device, state)),
        },
        stats.ota,
      );
    });
  });
}

/** A multicast group member listed in a gateway's message: whose reply topic, and its command's id. */
interface ListedMember {
  devid: string;
  devtype: string;
  id: string;
}

const isListedMember = (value: unknown): value is ListedMember =>
  typeof value === 'object' &&
  value !== null &&
  ['devid', 'devtype', 'id'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

/**
 * Answers every JSON command with a reply carrying its id (a raw command gets none: it has no id). A
 * multicast group's message to a gateway (gwb, gwr) lists its members with their own command ids: the
 * device then plays the gateway and answers for each member on the member's reply topic, as a gateway
 * relaying its sub-devices' replies would.
 */
function answerCommands(player: Player, stats: SimulationStats): void {
  player.client.on('message', (messageTopic, payload) => {
    if (!messageTopic.includes('/cmd/')) return;
    let command: { id?: unknown; cmd?: unknown; params?: unknown; members?: unknown };
    try {
      command = JSON.parse(payload.toString()) as typeof command;
    } catch {
      return;
    }
    if (typeof command.id !== 'string') return;
    const data = player.ecu.answer(command) ?? { cmd: command.cmd, at: Date.now() };
    const answers = Array.isArray(command.members)
      ? command.members.filter(isListedMember).map((m) => ({ to: m, id: m.id }))
      : [{ to: player.device, id: command.id }];
    for (const { to, id } of answers) {
      const reply = { id, code: 0, message: 'ok', data };
      player.client.publish(topic(to, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
      stats.commandsAnswered += 1;
    }
  });
}

async function connect(
  brokerUrl: string,
  device: SimDevice,
  stats: SimulationStats,
  { ota, can, dtcs }: Pick<SimulationOptions, 'ota' | 'can' | 'dtcs'>,
): Promise<Player> {
  const client = await mqtt.connectAsync(brokerUrl, {
    // The embedded broker takes only the device id as client id: no device can hold another's session.
    clientId: device.devid,
    username: device.devid,
    password: device.devsecret,
    reconnectPeriod: 1000,
    // External brokers learn online/offline from these; the embedded one also sees the connection itself.
    will: {
      topic: topic(device, 'status'),
      payload: Buffer.from('{"status":"offline"}'),
      qos: 1,
      retain: false,
    },
  });
  const firmware = ota?.firmware ?? '1.0.0';
  const player: Player = {
    device,
    client,
    inflight: 0,
    sequence: 0,
    lastTime: 0,
    firmware,
    updating: Promise.resolve(),
    can: can ? canSource(can.dbcText) : null,
    ecu: createSimEcu(dtcs ?? []),
  };
  answerCommands(player, stats);
  if (ota) takeUpdates(player, stats, ota);
  await client.subscribeAsync(ota ? [topic(device, 'cmd/#'), topic(device, 'ota')] : topic(device, 'cmd/#'), {
    qos: 1,
  });
  await client.publishAsync(topic(device, 'status'), '{"status":"online"}', { qos: 1 });
  if (ota) await client.publishAsync(topic(device, 'attributes'), JSON.stringify({ firmware }), { qos: 1 });
  stats.connected += 1;
  return player;
}

/** Connects every device, then publishes at the given rate until stopped. */
export async function startSimulation(options: SimulationOptions): Promise<Simulation> {
  const qos = options.qos ?? 1;
  const eventEvery = options.eventEvery ?? 0;
  const maxInflight = options.maxInflight ?? 200;
  const stats: SimulationStats = {
    connected: 0,
    sent: 0,
    acked: 0,
    failed: 0,
    skipped: 0,
    events: 0,
    commandsAnswered: 0,
    ota: { updated: 0, failed: 0, resumed: 0 },
  };
  const players: Player[] = [];
  for (let i = 0; i < options.devices.length; i += CONNECT_CONCURRENCY) {
    const batch = options.devices.slice(i, i + CONNECT_CONCURRENCY);
    players.push(
      ...(await Promise.all(batch.map((device) => connect(options.brokerUrl, device, stats, options)))),
    );
  }

  /** A meter reading, or in --can mode a batch of frames; times strictly increase per device. */
  const nextMessage = (player: Player): { kind: string; body: unknown; time: number } => {
    const time = Math.max(Date.now(), player.lastTime + 1);
    player.lastTime = time;
    if (player.can) {
      const count = options.can?.framesPerMessage ?? 1;
      const frames = Array.from({ length: count }, (_, index) => player.can?.next(time + index));
      player.lastTime = time + count - 1;
      return { kind: 'can', body: frames, time };
    }
    const reading = {
      time,
      voltage: options.voltage ?? 220 + Math.random() * 10,
      current: Math.random() * 16,
      power: Math.random() * 3.5,
    };
    return { kind: 'data', body: reading, time };
  };

  const send = (player: Player) => {
    const { kind, body, time } = nextMessage(player);
    player.sequence += 1;
    player.inflight += 1;
    stats.sent += 1;
    player.client.publish(topic(player.device, kind), JSON.stringify(body), { qos }, (error) => {
      player.inflight -= 1;
      if (error) stats.failed += 1;
      else {
        stats.acked += 1;
        options.onAck?.(player.device, time);
      }
    });
    if (eventEvery > 0 && player.sequence % eventEvery === 0) {
      const event = { code: 'heartbeat', type: 'log', desc: `message ${player.sequence}`, time };
      player.client.publish(topic(player.device, 'event'), JSON.stringify(event), { qos });
      stats.events += 1;
    }
  };

  let budget = 0;
  let turn = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    budget += (options.rate * (now - last)) / 1000;
    last = now;
    for (; budget >= 1 && players.length > 0; budget -= 1) {
      const player = players[turn++ % players.length] as Player;
      if (player.inflight >= maxInflight) stats.skipped += 1;
      else send(player);
    }
  }, sendTickMs(options.rate));

  return {
    stats: () => ({ ...stats, ota: { ...stats.ota } }),
    async stop() {
      clearInterval(timer);
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (players.some((p) => p.inflight > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await Promise.all(
        players.map(async ({ client, device, updating }) => {
          await updating;
          await client
            .publishAsync(topic(device, 'status'), '{"status":"offline"}', { qos: 1 })
            .catch(() => undefined);
          await client.endAsync();
        }),
      );
    },
  };
}
