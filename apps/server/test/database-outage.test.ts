import type { DeviceWithSecret } from '@fleetkey/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines, type TestEngine } from './support/databases';
import { createType, uniqueId } from './support/devices';
import { eventually } from './support/mqtt-devices';
import { serverNode, type ServerNode } from './support/server-process';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy';
import { testClient } from './support/test-server';

// A server process on PostgreSQL through a proxy the test cuts: while the database is away, calls answer
// 503 DATABASE_UNAVAILABLE (not 500) and the log stays short — a failure that repeats is written once per
// cause per interval with a count, not once per request. The test prints its figures.

// Shorter than the fold interval (10 s): each cause may be written once in it.
const OUTAGE_MS = 4_000;

interface LogLine {
  module?: string;
  msg: string;
  err?: { message: string };
}
const CALLS_PER_SECOND = 50;

describe.runIf(process.env.TEST_DATABASE_URL)('calls during a database outage (PostgreSQL)', () => {
  const postgres = testEngines.find((engine) => engine.name === 'postgres') as TestEngine;
  let proxy: TcpProxy;
  let database: { url: string; drop: () => Promise<void> };
  let node: ServerNode;
  beforeAll(async () => {
    proxy = await startTcpProxy(Number(new URL(process.env.TEST_DATABASE_URL ?? '').port || 5432));
    database = await postgres.create('');
    const proxied = new URL(database.url);
    proxied.port = String(proxy.port);
    node = await serverNode('db-outage', { DATABASE_URL: proxied.toString(), MQTT_PORT: '0' });
    await node.start();
  }, 120_000);
  afterAll(async () => {
    await proxy.restore();
    await node.kill('SIGTERM');
    await node.dispose();
    await proxy.close();
    await database.drop();
  });

  it('answers commands 503 DATABASE_UNAVAILABLE and folds the repeated error lines', async () => {
    const api = testClient(node.origin);
    await api.post('/test/session', { body: { role: 0 } });
    const { devtype } = await createType(api, uniqueId('meter'));
    const device = await api.post<DeviceWithSecret>('/devices', {
      body: { devid: uniqueId('dev'), devtype },
    });
    const command = () =>
      api.put(`/devices/${device.devid}/commands/reboot`).then(
        () => ({ status: 200, code: 'OK' }),
        (error: { status: number; code: string }) => ({ status: error.status, code: error.code }),
      );

    await proxy.cut();
    const linesBefore = node.lines().length;
    const answers: { status: number; code: string }[] = [];
    const started = Date.now();
    while (Date.now() - started < OUTAGE_MS) {
      const batch = await Promise.all(Array.from({ length: CALLS_PER_SECOND / 10 }, command));
      answers.push(...batch);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lines = node
      .lines()
      .slice(linesBefore)
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
    const refused = answers.filter(
      (answer) => answer.status === 503 && answer.code === 'DATABASE_UNAVAILABLE',
    );
    console.log(
      `database outage ${OUTAGE_MS / 1000} s: ${answers.length} commands, ${refused.length} answered ` +
        `503 DATABASE_UNAVAILABLE, ${lines.length} log lines`,
    );
    expect(refused.length).toBe(answers.length);
    expect(answers.length).toBeGreaterThan(20);
    // Each cause (the refused requests, each background job's failure) once in the interval, not once per
    // request or per retry.
    const causes = lines.map((line) => `${line.module ?? ''}|${line.msg}|${line.err?.message ?? ''}`);
    expect(causes.filter((cause) => cause === '|database unavailable|')).toHaveLength(1);
    expect(new Set(causes).size).toBe(causes.length);

    await proxy.restore();
    await eventually(
      () => fetch(`${node.origin}/v1/health`).then((response) => response.status),
      (status) => status === 200,
      20_000,
    );
    expect((await command()).status).not.toBe(503);
  }, 90_000);
});
