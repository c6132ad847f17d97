import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';

// A Mosquitto of this test's own, run from the configuration the project ships (deploy/mosquitto/), so
// the fault tests prove that file's queue limits. Only what cannot be shipped changes: its port, a scratch
// persistence folder, and anonymous clients instead of the dynamic-security plugin's device accounts.

const SHIPPED = new URL('../../../../deploy/mosquitto/mosquitto.conf', import.meta.url);
const REPLACED = /^(listener|persistence_location|allow_anonymous|plugin|plugin_opt_config_file|log_dest)\b/;

/** A running Mosquitto and how to stop it. */
export interface ShippedMosquitto {
  url: string;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function answers(url: string): Promise<boolean> {
  try {
    const probe = await mqtt.connectAsync(url, { reconnectPeriod: 0, connectTimeout: 1_000 });
    await probe.endAsync();
    return true;
  } catch {
    return false;
  }
}

/** Starts `mosquitto` with the shipped configuration on a free loopback port. */
export async function startShippedMosquitto(): Promise<ShippedMosquitto> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-mosquitto-'));
  const port = await freePort();
  const shipped = (await readFile(SHIPPED, 'utf8')).split('\n').filter((line) => !REPLACED.test(line));
  const conf = path.join(dir, 'mosquitto.conf');
  await writeFile(
    conf,
    [
      ...shipped,
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      `persistence_location ${dir}/`,
      `log_dest file ${dir}/mosquitto.log`,
    ].join('\n'),
  );
  const child: ChildProcess = spawn('mosquitto', ['-c', conf], { stdio: 'ignore' });
  const url = `mqtt://127.0.0.1:${port}`;
  for (let tries = 0; !(await answers(url)); tries++) {
    if (tries > 50 || child.exitCode !== null) {
      const log = await readFile(path.join(dir, 'mosquitto.log'), 'utf8').catch(() => '');
      throw new Error(`mosquitto did not start (exit ${child.exitCode}):\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
