import type { App } from './app-context';
import { buildApp } from './app';
import { loadConfig } from './config';
import { printNotice } from './platform/notice';
import { StartupError } from './startup-error';

// Longest a shutdown may take before the process gives up on in-flight work.
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const { app, bus, firstAdminPassword } = await buildApp(config);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    const code = (error as NodeJS.ErrnoException).code;
    throw new StartupError(
      'PORT',
      code === 'EADDRINUSE' ? `port ${config.port} is already in use` : `cannot listen (${String(error)})`,
    );
  }
  const mqttWs = bus.mode === 'embedded' && bus.wsUrl ? `, MQTT over WebSocket ${bus.wsUrl}` : '';
  app.log.info(`Fleetkey ${describeUrls(app)}, MQTT ${bus.url} (${bus.mode} broker)${mqttWs}`);
  if (firstAdminPassword) {
    printNotice([
      `First start: administrator "admin", password ${firstAdminPassword}`,
      'Shown this once. Sign in at /admin and change it (you will be asked to).',
    ]);
  }
  if (bus.mode === 'embedded' && config.mqttPort !== 0 && bus.port !== config.mqttPort) {
    printNotice([
      `MQTT: port ${config.mqttPort} is taken (another MQTT broker?), so the embedded broker listens on ${bus.port}.`,
      `Devices connect to ${bus.url}. Set MQTT_PORT to choose the port, or MQTT_URL to use the broker on ${config.mqttPort}.`,
    ]);
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(app, signal));
  }
}

function describeUrls(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return 'listening';
  const anyInterface = address.address === '0.0.0.0' || address.address === '::';
  const host = anyInterface
    ? 'localhost'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  const base = `http://${host}:${address.port}`;
  return `listening on ${base}: licence portal ${base}/, IoT console ${base}/iot/, API ${base}/v1`;
}

async function shutdown(app: App, signal: string): Promise<void> {
  app.log.info(`${signal}: shutting down`);
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  await app.close();
  process.exit(0);
}

main().catch((error: unknown) => {
  // One clear line, no stack trace, for a setting the operator must fix.
  if (error instanceof StartupError) console.error(`fleetkey: ${error.message}`);
  else console.error(`fleetkey: failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
