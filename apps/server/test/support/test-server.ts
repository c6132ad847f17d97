import { ApiClient, createMemoryCookieJar, type ApiClientOptions } from '@fleetkey/api-client';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import type { App, AppContext } from '../../src/app-context';
import { loadConfig } from '../../src/config';
import { endPersistentSession } from '../../src/platform/bus/end-session';
import type { TestEngine } from './databases';
import { setByHook } from './hook-values';

/**
 * How long the suite's clients wait for an answer: nearly a test's whole time (180 s), not the consoles' 60 s.
 * Beside CI's other lanes and stress-ng a 10,000-row import that takes 3 s alone took over a minute.
 */
const TEST_CLIENT_TIMEOUT_MS = 170_000;

/** A client of the suite: its own cookie jar unless given one, and the suite's patience. */
export function testClient(
  origin: string,
  options: Omit<ApiClientOptions, 'origin' | 'timeoutMs'> = {},
): ApiClient {
  return new ApiClient({
    cookieJar: createMemoryCookieJar(),
    ...options,
    origin,
    timeoutMs: TEST_CLIENT_TIMEOUT_MS,
  });
}

export interface TestServer extends AppContext {
  origin: string;
  dataDir: string;
  /** The DATABASE_URL it runs on (a second node may join it). */
  databaseUrl: string;
  /** A client with its own cookie jar, like one browser. */
  newClient(): ApiClient;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Adds routes before the server starts listening (test-only probes). */
  extend?: (app: App) => void;
  /** Runs on an existing database, which it leaves in place at its close (another node, or the test, owns it). */
  databaseUrl?: string;
}

/** Starts the real app on a free port with its own data folder, database and embedded broker. */
export async function startTestServer(
  engine: TestEngine,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fleetkey-test-'));
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: () => Promise.resolve() }
    : await engine.create(dataDir);
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    MQTT_PORT: '0',
    // With an external broker each server keeps its own persistent ingest session, ended at close.
    MQTT_INGEST_CLIENT_ID: `fleetkey-test-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    // Every test asks for its codes from 127.0.0.1: the hourly code budgets (code-budgets.test.ts) would
    // otherwise end a file's run part way. A test of the budgets sets its own.
    CODE_BUDGET_ADDRESS_HOURLY: '1000000',
    CODE_BUDGET_HOURLY: '10000000',
    ...options.env,
  });
  const context = await buildApp(config);
  const { app } = context;
  options.extend?.(app);
  await app.listen({ port: config.port, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no TCP address');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    ...context,
    origin,
    dataDir,
    databaseUrl: database.url,
    newClient: () => testClient(origin),
    async close() {
      await app.close();
      if (config.mqttUrl) await endPersistentSession(config.mqttUrl, config.mqttIngest.clientId);
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The server of one describe block; its tests and hooks read it once the block's first beforeAll has run. */
export interface SharedServer {
  readonly server: TestServer;
  /** A client made when the server starts: one browser the block's tests share. */
  readonly client: ApiClient;
}

/**
 * One server for the tests of the enclosing describe block: started before them, closed after them (one
 * server per file keeps the suite fast). Hooks the block adds later run after the start and before the close;
 * options given as a function are read at the start, after the hooks the block added earlier.
 */
export function sharedServer(
  engine: TestEngine,
  options: TestServerOptions | (() => TestServerOptions) = {},
): SharedServer {
  const server = setByHook<TestServer>('the shared server');
  const client = setByHook<ApiClient>('the shared client');
  beforeAll(async () => {
    const started = await startTestServer(engine, typeof options === 'function' ? options() : options);
    server.set(started);
    client.set(started.newClient());
  });
  afterAll(() => server.get().close());
  return {
    get server() {
      return server.get();
    },
    get client() {
      return client.get();
    },
  };
}
