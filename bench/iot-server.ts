import type { ApiClient } from '@fleetkey/api-client';
import type { SessionUser } from '@fleetkey/contract';
import { ApiClient as Client, createMemoryCookieJar } from '@fleetkey/api-client';
import { signIn } from '@fleetkey/device-sim';
import path from 'node:path';
import { freePort, startBenchServer, type BenchServer } from './server-process';
import { solvedCaptchaQuery } from './captcha';

/** The built server on the embedded defaults (SQLite, Aedes), with a signed-in user of the IoT console. */
export interface IotBenchServer {
  server: BenchServer;
  mqttUrl: string;
  /** The server's SQLite file, read directly to verify what was stored. */
  dbFile: string;
  client: ApiClient;
  /** The Cookie header of the user's session (for the real-time socket and the browser). */
  cookie: string;
  /** The signed-in user as the consoles keep it in the browser's storage. */
  user: SessionUser;
}

const PASSWORD = 'Bench1234';

/**
 * Starts the server (with `env` added: another database or broker) with a known MQTT port and OUTBOX_API=1 (so the bench can read its own sign-up code
 * and captcha), registers a user with a mobile and signs in with password and captcha.
 */
export async function startIotBenchServer(env: Record<string, string> = {}): Promise<IotBenchServer> {
  const mqttPort = await freePort();
  const server = await startBenchServer({
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    MQTT_PORT: String(mqttPort),
    OUTBOX_API: '1',
    ...env,
  });
  return signedIn(server, env.MQTT_URL ?? `mqtt://127.0.0.1:${mqttPort}`);
}

/**
 * The same server with a fresh account of its own: each scenario works on its own devices, so what one leaves
 * behind (100,000 devices of the dashboard filter) never counts against the next one's device limit.
 */
export function withNewAccount(iot: IotBenchServer): Promise<IotBenchServer> {
  return signedIn(iot.server, iot.mqttUrl);
}

let accounts = 0;

async function signedIn(server: BenchServer, mqttUrl: string): Promise<IotBenchServer> {
  accounts += 1;
  const mobile = `8613${String(Date.now() + accounts).slice(-9)}`;
  const anonymous = new Client({ origin: server.origin, cookieJar: createMemoryCookieJar() });
  const captcha = Object.fromEntries(new URLSearchParams(await solvedCaptchaQuery(server.origin)));
  await anonymous.get('/auth/sms_code', { query: { mobile, codeType: 'registerCode', ...captcha } });
  const [message] = await anonymous.get<{ body: string }[]>('/dev/outbox', { query: { receiver: mobile } });
  const smsCode = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!smsCode) throw new Error('no sign-up code in the outbox');
  const user = await anonymous.post<SessionUser>('/users', {
    body: { smsCode, data: { mobile, password: PASSWORD } },
  });
  const jar = createMemoryCookieJar();
  const client = await signIn(server.origin, { user: mobile, password: PASSWORD }, jar);
  return {
    server,
    mqttUrl,
    dbFile: path.join(server.dataDir, 'fleetkey.db'),
    client,
    cookie: jar.header() ?? '',
    user,
  };
}
