import { cpus, loadavg } from 'node:os';
import { benchAggregate } from './iot-aggregate';
import { benchCanDecode, benchCanIngest } from './iot-can';
import { benchDashboardFilter } from './iot-dashboard-filter';
import { benchIngest } from './iot-ingest';
import { benchIngestPostgres } from './iot-ingest-postgres';
import { benchMetering } from './iot-metering';
import { benchLiveLatency } from './iot-live-latency';
import { benchOta } from './iot-ota';
import { benchProjectData } from './iot-project-data';
import { benchRules } from './iot-rules';
import { startIotBenchServer, withNewAccount, type IotBenchServer } from './iot-server';
import { benchSubuserList } from './iot-subuser-list';
import { scenario } from './summary';
import { benchTelemetryScale } from './telemetry-scale-postgres';

const onServer: [string, (iot: IotBenchServer) => Promise<string[]>][] = [
  ['live', benchLiveLatency],
  ['history', benchAggregate],
  ['dashboard filter', benchDashboardFilter],
  ['sub-user list', benchSubuserList],
  ['project data', benchProjectData],
  ['OTA', benchOta],
  ['CAN ingest', benchCanIngest],
];

/** The IoT figures (issue 6): ingest, live latency, history, dashboard filter — on a fresh server with the embedded defaults. */
export async function benchIot(): Promise<void> {
  // Ingest with everything on beside everything off needs two servers of its own (issue 35).
  await scenario('ingest', benchIngest);
  const iot = await startIotBenchServer();
  // The load generator shares the machine with the server; other work on it shows in these figures.
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`\nFleetkey IoT bench — embedded broker ${iot.mqttUrl}, SQLite ${iot.dbFile}`);
  console.log(`${cpus().length} CPUs, load average before the run ${load}`);
  try {
    // Each scenario on an account of its own: none inherits another's devices, limits or rules.
    for (const [name, run] of onServer) await scenario(name, async () => run(await withNewAccount(iot)));
  } finally {
    await iot.server.stop();
  }
  await scenario('CAN decode', () => Promise.resolve(benchCanDecode()));
  // At scale: PostgreSQL and Mosquitto, on a server, broker and database of their own.
  await scenario('ingest on PostgreSQL', benchIngestPostgres);
  // 100 million points over 180 days in daily partitions, on a database of its own (issue 35).
  await scenario('telemetry at scale on PostgreSQL', benchTelemetryScale);
  // Rules in the ingest path, on a server of their own (its rules would weigh on the scenarios above).
  await scenario('rules', benchRules);
  // Usage metering on and off, on two servers of their own, alternating (issue 20).
  await scenario('metering', benchMetering);
}
