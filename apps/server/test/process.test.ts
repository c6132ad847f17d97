import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundledEntry } from './support/server-bundle';

const dirs: string[] = [];
// Every server a test started: one a failed test left running is killed, never left behind the suite.
const children: ChildProcess[] = [];

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-proc-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Runs the real server entry point (the bundle of `src/main.ts` that `npm start` runs) as its own process. */
function runServer(env: Record<string, string>): Run {
  let out = '';
  let err = '';
  const child = spawn(process.execPath, [bundledEntry('main')], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', MQTT_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 150_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the server process', () => {
  it.each([
    [{ DATABASE_URL: 'foo://x' }, 'DATABASE_URL'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ MQTT_URL: 'http://broker' }, 'MQTT_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('exits non-zero with one line naming the bad setting %o', async (env, setting) => {
    const run = runServer({ DATA_DIR: await dataDir(), ...env });
    expect(await run.exit).not.toBe(0);
    const lines = run.stderr().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^fleetkey: ${setting}: `));
    expect(run.stderr()).not.toMatch(/\n\s+at /);
  });

  it('exits with one line naming MQTT_PORT when the broker port is taken', async () => {
    const first = runServer({ DATA_DIR: await dataDir(), NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const mqttPort = await waitFor(() => /mqtt:\/\/[\d.]+:(\d+)/.exec(first.stdout())?.[1]);
    const second = runServer({ DATA_DIR: await dataDir(), MQTT_PORT: mqttPort });
    expect(await second.exit).not.toBe(0);
    expect(second.stderr().trim()).toMatch(/^fleetkey: MQTT_PORT: port \d+ is already in use/);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
  });

  it('without MQTT_PORT, serves on the next free port when 1883 is taken, and says so', async () => {
    // 1883 is taken: by the machine's own broker, or here by this test.
    const holder = createServer();
    await new Promise<void>((resolve) => {
      holder.once('error', () => resolve());
      holder.listen(1883, '127.0.0.1', () => resolve());
    });
    const run = runServer({ DATA_DIR: await dataDir(), NODE_ENV: 'test', LOG_LEVEL: 'info', MQTT_PORT: '' });
    const origin = await waitFor(() => /listening on (http:\/\/[\d.]+:\d+)/.exec(run.stdout())?.[1]);
    const notice = await waitFor(() => /the embedded broker listens on (\d+)/.exec(run.stdout())?.[1]);
    expect(run.stdout()).toMatch(/MQTT: port 1883 is taken/);
    expect(run.stdout()).toMatch(/First start: administrator "admin", password \S+/);
    const health = (await (await fetch(`${origin}/v1/health`)).json()) as { data: { mqttPort: number } };
    expect(health.data.mqttPort).toBe(Number(notice));
    expect(health.data.mqttPort).not.toBe(1883);
    run.child.kill('SIGTERM');
    expect(await run.exit).toBe(0);
    holder.close();
  });

  it('on SIGTERM finishes the request in flight, closes the database and exits 0', async () => {
    const dir = await dataDir();
    const run = runServer({ DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'info' });
    const origin = await waitFor(() => /listening on (http:\/\/[\d.]+:\d+)/.exec(run.stdout())?.[1]);

    const inFlight = fetch(`${origin}/v1/test/delay?ms=1500`);
    await new Promise((r) => setTimeout(r, 300));
    run.child.kill('SIGTERM');

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { waited: 1500 } });
    expect(await run.exit).toBe(0);
    expect(run.stdout()).toContain('SIGTERM: shutting down');
    // better-sqlite3 folds the WAL back into the file only when the database is closed cleanly.
    expect(existsSync(path.join(dir, 'fleetkey.db'))).toBe(true);
    expect(existsSync(path.join(dir, 'fleetkey.db-wal'))).toBe(false);
    await expect(fetch(`${origin}/v1/health`)).rejects.toThrow();
  });
});
