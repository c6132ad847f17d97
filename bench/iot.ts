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
import { startIotBenchServer } from './iot-server';
import { benchSubuserList } from './iot-subuser-list';

/** The IoT figures (issue 6): ingest, live latency, history, dashboard filter — on a fresh server with the embedded defaults. */
export async function benchIot(): Promise<void> {
  const iot = await startIotBenchServer();
  // The load generator shares the machine with the server; other work on it shows in these figures.
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`\nFleetkey IoT bench — embedded broker ${iot.mqttUrl}, SQLite ${iot.dbFile}`);
  console.log(`${cpus().length} CPUs, load average before the run ${load}`);
  try {
    for (const scenario of [
      benchIngest,
      benchLiveLatency,
      benchAggregate,
      benchDashboardFilter,
      benchSubuserList,
      benchProjectData,
      benchOta,
      benchCanIngest,
    ]) {
      for (const line of await scenario(iot)) console.log(line);
    }
  } finally {
    await iot.server.stop();
  }
  for (const line of benchCanDecode()) console.log(line);
  // At scale: PostgreSQL and Mosquitto, on a server, broker and database of their own.
  for (const line of await benchIngestPostgres()) console.log(line);
  // Rules in the ingest path, on a server of their own (its rules would weigh on the scenarios above).
  for (const line of await benchRules()) console.log(line);
  // Usage metering on and off, on two servers of their own, alternating (issue 20).
  for (const line of await benchMetering()) console.log(line);
}
