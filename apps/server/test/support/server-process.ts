import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from './mqtt-devices';
import { bundledEntry } from './server-bundle';

// Server processes for the tests that kill a node (SIGKILL) and start it again, which an in-process server
// cannot show.

/** A free TCP port on the loopback address. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * One server process (the bundled `src/main.ts`), which can be killed and started again with the same settings: its own
 * port and data folder, the environment given (database, broker, ingest session).
 */
export async function serverNode(name: string, env: Record<string, string>) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), `fleetkey-${name}-`));
  let child: ChildProcess | undefined;
  let output = '';
  let lines: string[] = [];
  let partial = '';
  return {
    origin: `http://127.0.0.1:${port}`,
    async start() {
      output = '';
      lines = [];
      partial = '';
      const started = spawn(process.execPath, [bundledEntry('main')], {
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          MQTT_INGEST_CLIENT_ID: `fleetkey-${name}`,
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-20_000);
        const parts = (partial + chunk.toString()).split('\n');
        partial = parts.pop() ?? '';
        lines.push(...parts);
      };
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      await eventually(
        () =>
          fetch(`http://127.0.0.1:${port}/v1/health`).then(
            (response) => response.status,
            () => (started.exitCode === null ? 0 : -1),
          ),
        (status) => status === 200 || status === -1,
        // Generous: a loaded machine (other suites, the first migration of a database) starts slowly. A start
        // that takes 5 s alone took over 90 s beside CI's other lanes and stress-ng.
        150_000,
      ).then((status) => {
        if (status === -1) throw new Error(`${name} exited:\n${output}`);
      });
    },
    async kill(signal: NodeJS.Signals) {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill(signal);
      await exited;
    },
    output: () => output,
    /** Every whole line written to stdout and stderr since the last start. */
    lines: () => lines,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A server process. */
export type ServerNode = Awaited<ReturnType<typeof serverNode>>;
