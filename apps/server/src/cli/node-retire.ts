// npm run node:retire -- [--client-id <id>]: ends a retired server node's persistent ingest session on the
// external broker (MQTT_URL), so the broker stops queueing device messages for a node that will not come
// back. Run it only once that node is stopped for good: its session's queue is discarded.
import { loadConfig } from '../config';
import { endPersistentSession } from '../platform/bus/end-session';
import { StartupError } from '../startup-error';

function clientIdArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf('--client-id');
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error('--client-id needs a value');
  return value;
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.mqttUrl) throw new Error('MQTT_URL is not set: only an external broker keeps ingest sessions');
  const clientId = clientIdArgument(process.argv.slice(2)) ?? config.mqttIngest.clientId;
  const { hadSession } = await endPersistentSession(config.mqttUrl, clientId);
  console.log(
    hadSession
      ? `node:retire: ended the ingest session "${clientId}"; the broker keeps nothing for it any more`
      : `node:retire: the broker had no session "${clientId}"; nothing to end`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `node:retire: ${error instanceof StartupError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
