import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverMain = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

/** The built server (`npm run build -w apps/server`) running as its own process on a free port. */
export interface BenchServer {
  origin: string;
  /** The scratch data folder (its SQLite file is the server's database). */
  dataDir: string;
  /** CPU time the server process has used so far, in µs (Linux /proc; undefined elsewhere). */
  cpuMicros(): number | undefined;
  /** The server process's resident memory now, in bytes (Linux /proc; undefined elsewhere). */
  rssBytes(): number | undefined;
  stop(): Promise<void>;
}

/**
 * Node's flags as `npm start` (the root package.json's `serve`) runs the server: a young generation of 64 MB
 * semi-spaces, where device data's short-lived objects die without being copied to the old generation.
 */
const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Starts the built server with a scratch data folder and the embedded defaults on free ports. */
export async function startBenchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fleetkey-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_CPU_PROF=<folder>: every bench server writes a V8 CPU profile there when it stops (issue 35).
  const profiling = process.env.BENCH_CPU_PROF;
  const profile = profiling ? ['--cpu-prof', `--cpu-prof-dir=${profiling}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...profile, serverMain], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      MQTT_PORT: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      // The code-request figure sends thousands from one address: the hourly budgets would answer 429.
      CODE_BUDGET_ADDRESS_HOURLY: '1000000',
      CODE_BUDGET_HOURLY: '10000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  await waitUntilHealthy(origin, () => exitCode);
  return {
    origin,
    dataDir,
    cpuMicros() {
      try {
        // Fields after "(comm) ": utime and stime are the 12th and 13th, in ticks of 10 ms (USER_HZ 100).
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        return (Number(fields[11]) + Number(fields[12])) * 10_000;
      } catch {
        return undefined;
      }
    },
    rssBytes() {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return kb === undefined ? undefined : Number(kb) * 1024;
      } catch {
        return undefined;
      }
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Server CPU µs per request between two readings, or undefined where the platform cannot tell. */
export function microsPerRequest(
  before: number | undefined,
  after: number | undefined,
  requests: number,
): number | undefined {
  return before === undefined || after === undefined || requests === 0
    ? undefined
    : (after - before) / requests;
}

async function waitUntilHealthy(origin: string, exited: () => number | null | undefined): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited() !== undefined)
      throw new Error(`server exited with ${exited() ?? 'a signal'} before it was ready`);
    const ok = await fetch(`${origin}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy within 30 s');
}

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
