import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { provisionDevices, signIn, type SimDevice } from './provision';
import { startSimulation } from './simulator';
import { parseDtcOption } from './uds';

const USAGE = `Simulates smart meters over MQTT: each publishes {voltage, current, power}, reports events, answers commands
and takes firmware updates. With --can, each publishes raw CAN frames of a DBC's messages instead.

npm run sim -- --devices N --rate MSGS_PER_S [options]

  --devices N          devices to simulate (default 10)
  --rate R             data messages per second across all devices (default 10)
  --broker URL         MQTT broker (default mqtt://127.0.0.1:1883)
  --server URL         Fleetkey server that provisions the devices (default http://127.0.0.1:8080)
  --session TOKEN      sign in with a session cookie's value
  --user U --password P  sign in with a password (captcha read through OUTBOX_API; local demos)
                       (neither: a throwaway user of a NODE_ENV=test server)
  --devtype NAME       device type, made if missing (default sim-meter)
  --prefix P           device ids P-1 … P-N (default sim; sim-<random> for a throwaway user)
  --use FILE           use the devices in FILE ([{devid, devsecret, devtype}]) instead of provisioning
  --save FILE          write the provisioned devices (with secrets) to FILE
  --qos 0|1            QoS of data and events (default 1)
  --events-every N     an event after every N-th message of a device (default 100, 0 = none)
  --duration S         stop after S seconds (default: run until Ctrl-C)
  --voltage V          every reading reports this voltage (default 220–230 at random), e.g. to cross a rule's threshold
  --firmware V         firmware version the devices report (default 1.0.0); they take offered updates
  --ota-fail-rate F    share of updates (0–1) that fail their checksum check (default 0)
  --ota-fail IDS       these devices (comma-separated ids) fail their first update's checksum check
  --ota-cut-at F       cut each device's first download after this share (0–1) and resume it with Range
  --can FILE.dbc       publish raw CAN frames encoded from this DBC on dev/…/can (its messages in turn, signals
                       sweeping their ranges) instead of meter readings
  --can-frames N       frames per CAN message (default 20)
  --dtc LIST           DTCs each device's ECU reports to UDS read commands, CODE:STATUS comma-separated
                       (e.g. P0301:0x2F,U0100:0x09); a UDS clear empties them
`;

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '10' },
    rate: { type: 'string', default: '10' },
    broker: { type: 'string', default: 'mqtt://127.0.0.1:1883' },
    server: { type: 'string', default: 'http://127.0.0.1:8080' },
    session: { type: 'string' },
    user: { type: 'string' },
    password: { type: 'string' },
    devtype: { type: 'string', default: 'sim-meter' },
    prefix: { type: 'string' },
    use: { type: 'string' },
    save: { type: 'string' },
    qos: { type: 'string', default: '1' },
    'events-every': { type: 'string', default: '100' },
    duration: { type: 'string' },
    voltage: { type: 'string' },
    firmware: { type: 'string', default: '1.0.0' },
    'ota-fail-rate': { type: 'string', default: '0' },
    'ota-fail': { type: 'string', default: '' },
    'ota-cut-at': { type: 'string', default: '0' },
    can: { type: 'string' },
    'can-frames': { type: 'string', default: '20' },
    dtc: { type: 'string', default: '' },
    help: { type: 'boolean', default: false },
  },
});

function number(name: string, value: string | undefined, min: number): number {
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < min) throw new Error(`--${name} must be a number ≥ ${min}`);
  return parsed;
}

async function devicesToPlay(): Promise<SimDevice[]> {
  if (values.use) return JSON.parse(await readFile(values.use, 'utf8')) as SimDevice[];
  const how = { session: values.session, user: values.user, password: values.password };
  const client = await signIn(values.server, how);
  // Device ids are global: a throwaway user cannot reuse the ids of an earlier one.
  const throwaway = !how.session && !how.user;
  const prefix = values.prefix ?? (throwaway ? `sim-${Math.random().toString(36).slice(2, 8)}` : 'sim');
  const devices = await provisionDevices(client, {
    count: number('devices', values.devices, 1),
    devtype: values.devtype,
    prefix,
  });
  if (values.save) await writeFile(values.save, JSON.stringify(devices, null, 2), { mode: 0o600 });
  return devices;
}

async function main(): Promise<void> {
  if (values.help) return void process.stdout.write(USAGE);
  const rate = number('rate', values.rate, 0);
  const qos = values.qos === '0' ? 0 : 1;
  const devices = await devicesToPlay();
  const can = values.can
    ? {
        dbcText: await readFile(values.can, 'utf8'),
        framesPerMessage: number('can-frames', values['can-frames'], 1),
      }
    : undefined;
  const simulation = await startSimulation({
    can,
    brokerUrl: values.broker,
    devices,
    rate,
    qos,
    eventEvery: number('events-every', values['events-every'], 0),
    voltage: values.voltage === undefined ? undefined : number('voltage', values.voltage, 0),
    dtcs: parseDtcOption(values.dtc),
    ota: {
      firmware: values.firmware,
      httpBase: values.server,
      failRate: Math.min(1, number('ota-fail-rate', values['ota-fail-rate'], 0)),
      failDevids: values['ota-fail'].split(',').filter(Boolean),
      cutAt: Math.min(1, number('ota-cut-at', values['ota-cut-at'], 0)),
    },
  });
  console.log(
    `device-sim: ${devices.length} devices connected to ${values.broker}, ${rate} msgs/s at QoS ${qos}`,
  );
  let previous = simulation.stats();
  const report = setInterval(() => {
    const now = simulation.stats();
    console.log(
      `sent ${now.sent - previous.sent}/s acked ${now.acked - previous.acked}/s · total sent ${now.sent} acked ${now.acked} failed ${now.failed} skipped ${now.skipped} events ${now.events} commands answered ${now.commandsAnswered} · updates ${now.ota.updated} ok ${now.ota.failed} failed`,
    );
    previous = now;
  }, 1000);
  const stop = async () => {
    clearInterval(report);
    await simulation.stop();
    const final = simulation.stats();
    console.log(
      `device-sim: stopped — sent ${final.sent}, acknowledged ${final.acked}, failed ${final.failed}`,
    );
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  if (values.duration) setTimeout(() => void stop(), number('duration', values.duration, 0) * 1000);
}

main().catch((error: unknown) => {
  console.error(`device-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
