import mqtt, { type MqttClient } from 'mqtt';
import type { SimDevice } from './provision';

/** What the simulator does. */
export interface SimulationOptions {
  brokerUrl: string;
  devices: readonly SimDevice[];
  /** Data messages per second across all devices (3 numeric points each). */
  rate: number;
  qos?: 0 | 1;
  /** Every n-th data message of a device is followed by an event (0 = none). */
  eventEvery?: number;
  /** A device with this many unacknowledged messages skips its turn (the broker is behind). */
  maxInflight?: number;
  /** Called for each acknowledged data message (QoS 1) or each sent one (QoS 0). */
  onAck?: (device: SimDevice, time: number) => void;
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
}

/** A running simulation. */
export interface Simulation {
  stats(): SimulationStats;
  /** Stops publishing, waits for what is in flight, says offline, disconnects. */
  stop(): Promise<void>;
}

const TICK_MS = 10;
const CONNECT_CONCURRENCY = 50;
const DRAIN_TIMEOUT_MS = 15_000;

interface Player {
  device: SimDevice;
  client: MqttClient;
  inflight: number;
  sequence: number;
  lastTime: number;
}

const topic = (device: SimDevice, kind: string) => `dev/${device.devtype}/${device.devid}/${kind}`;

/** Answers every JSON command with a reply carrying its id (a raw command gets none: it has no id). */
function answerCommands(player: Player, stats: SimulationStats): void {
  player.client.on('message', (_topic, payload) => {
    let command: { id?: unknown; cmd?: unknown };
    try {
      command = JSON.parse(payload.toString()) as { id?: unknown; cmd?: unknown };
    } catch {
      return;
    }
    if (typeof command.id !== 'string') return;
    const reply = { id: command.id, code: 0, message: 'ok', data: { cmd: command.cmd, at: Date.now() } };
    player.client.publish(topic(player.device, 'cmd_reply'), JSON.stringify(reply), { qos: 1 });
    stats.commandsAnswered += 1;
  });
}

async function connect(brokerUrl: string, device: SimDevice, stats: SimulationStats): Promise<Player> {
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
  const player: Player = { device, client, inflight: 0, sequence: 0, lastTime: 0 };
  await client.subscribeAsync(topic(device, 'cmd/#'), { qos: 1 });
  await client.publishAsync(topic(device, 'status'), '{"status":"online"}', { qos: 1 });
  answerCommands(player, stats);
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
  };
  const players: Player[] = [];
  for (let i = 0; i < options.devices.length; i += CONNECT_CONCURRENCY) {
    const batch = options.devices.slice(i, i + CONNECT_CONCURRENCY);
    players.push(...(await Promise.all(batch.map((device) => connect(options.brokerUrl, device, stats)))));
  }

  const send = (player: Player) => {
    // Times strictly increase per device, so every message is its own row.
    const time = Math.max(Date.now(), player.lastTime + 1);
    player.lastTime = time;
    player.sequence += 1;
    const reading = {
      time,
      voltage: 220 + Math.random() * 10,
      current: Math.random() * 16,
      power: Math.random() * 3.5,
    };
    player.inflight += 1;
    stats.sent += 1;
    player.client.publish(topic(player.device, 'data'), JSON.stringify(reading), { qos }, (error) => {
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
  }, TICK_MS);

  return {
    stats: () => ({ ...stats }),
    async stop() {
      clearInterval(timer);
      const deadline = Date.now() + DRAIN_TIMEOUT_MS;
      while (players.some((p) => p.inflight > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await Promise.all(
        players.map(async ({ client, device }) => {
          await client
            .publishAsync(topic(device, 'status'), '{"status":"offline"}', { qos: 1 })
            .catch(() => undefined);
          await client.endAsync();
        }),
      );
    },
  };
}
