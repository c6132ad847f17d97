import { INSTALLER_UPLOAD_TIMEOUT_MS, LICENCE_VALIDATE_RATE } from '@fleetkey/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadFundsConfig, type FundsConfig } from './config-funds';
import { loadOAuthConfig, type OAuthConfig } from './config-oauth';
import { loadUsageConfig, type UsageConfig } from './config-usage';
import { StartupError } from './startup-error';

export type DatabaseConfig = { engine: 'sqlite'; file: string } | { engine: 'postgres'; url: string };

/** Where SMS go: the outbox (stored and logged) or an HTTP gateway. */
/** A channel a rule action sends on, each with its own hourly budget per account. */
export type SendChannel = 'sms' | 'email' | 'webhook';

export type SmsConfig = { provider: 'outbox' } | { provider: 'http'; url: string; token: string | undefined };

export interface Config {
  nodeEnv: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  /** Embedded broker port (0 = any free port); ignored when mqttUrl is set. */
  mqttPort: number;
  /** MQTT_PORT was set: a taken port then stops the start instead of moving to the next free one. */
  mqttPortChosen: boolean;
  /** External broker; when set, no embedded broker is started. */
  mqttUrl: string | undefined;
  /** MQTT over WebSocket on the embedded broker (MQTT_WS_PORT, MQTT_WS_PATH); undefined = off. */
  mqttWs: { port: number; path: string } | undefined;
  /** External broker: the persistent ingest session's client id, and a shared-subscription group for several nodes. */
  /**
   * The persistent ingest session on an external broker; with a shared group, a node silent for
   * `takeoverAfterMs` has its session taken over by another (0: never).
   */
  mqttIngest: { clientId: string; sharedGroup: string | undefined; takeoverAfterMs: number };
  /** Secret an external broker (EMQX) presents to POST /v1/mqtt/auth and /v1/mqtt/acl; unset = those routes are off. */
  mqttHttpAuthSecret: string | undefined;
  /** A second listener for the live socket (/ws) besides PORT, e.g. 8403; undefined = none. */
  wsPort: number | undefined;
  /**
   * Whose X-Forwarded-For to believe for the client's address (sign-in lockouts, rate limits): false, true
   * (any), or addresses/CIDRs of the reverse proxies.
   */
  trustProxy: boolean | string;
  smtpUrl: string | undefined;
  /** From address of e-mail sent over SMTP. */
  mailFrom: string;
  sms: SmsConfig;
  /** OUTBOX_API=1: GET /v1/dev/outbox and /v1/dev/captcha/:uuid exist (tests and local demos only). */
  outboxApi: boolean;
  /** Codes one address may ask for an hour, across all numbers and e-mails; and everyone together. */
  codeBudget: { perAddressHourly: number; hourly: number };
  /** Messages per account and clock hour that rule actions and their tests may send, per channel. */
  sendBudget: Record<SendChannel, number>;
  /** Days an offline licence file runs before its device must renew it online (never past the licence). */
  offlineLicenceLeaseDays: number;
  /** Key for hashing codes and captcha answers; unset means DATA_DIR/secret.key (made on first start). */
  serverSecret: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  publicUrl: string | undefined;
  session: { idleMinutes: number; maxDays: number };
  /** Built consoles served by the server. */
  web: { licenceDir: string; iotDir: string };
  /** Third-party sign-in providers that are configured. */
  oauth: OAuthConfig;
  /** Requests /v1/licences/validate allows per licence key and per client IP in a minute, on each node. */
  licenceValidateRate: { perKeyPerMinute: number; perIpPerMinute: number };
  /** Minutes between runs of the licence auto-renewal job; 0 turns it off on this node. */
  autoRenewIntervalMinutes: number;
  /** System limits of the IoT console, per user: custom device types (code 8000) and devices (8001). */
  deviceLimits: { deviceTypes: number; devices: number };
  /** Administrators' uploads: installers, and web bundles and generic files; each must finish in time. */
  uploads: { installerMaxBytes: number; fileMaxBytes: number; timeoutSeconds: number };
  /**
   * Over-the-air updates: how long a device's firmware download address stays valid, and how often this node
   * sends due batches and times out silent devices (ms; 0 turns the rollout runner off on this node).
   */
  ota: { urlTtlSeconds: number; tickMs: number };
  /**
   * Scheduled tasks: how often this node looks for due times and runs to send (0: never on this node), and
   * how long a node's hold on a run lasts without renewal (another node takes the run over after it).
   */
  tasks: { tickMs: number; leaseMs: number };
  /**
   * Statistics: how often this node looks for examples with a closed window to compute (0: never on this
   * node), and how long its hold on an example lasts without renewal (another node takes it over after it).
   */
  statistics: { tickMs: number; leaseMs: number };
  /**
   * Rules: RULE_WEBHOOK_ALLOW_PRIVATE=1 lets webhooks use http and private, loopback and link-local
   * addresses (a closed network where the receiver sits beside the server); off, both are refused. How
   * often this node runs due rule timers and queued actions and looks for changed rules (0: never).
   */
  rules: { webhookAllowPrivate: boolean; tickMs: number };
  /** The IoT funds account: opening balance, transfer details, payment gateway (config-funds.ts). */
  funds: FundsConfig;
  /** Usage metering and monthly bills: prices, arrears policy, default zone, ticks (config-usage.ts). */
  usage: UsageConfig;
  /**
   * Raw points, events and hourly rollups: days they are kept (0: forever), and how often a node applies that
   * and, on PostgreSQL, creates the coming days' partitions (ms; 0: never on this node).
   */
  telemetryStore: { retentionDays: number; upkeepMs: number };
}

// This file sits at apps/server/src/config.ts and is bundled into apps/server/dist/main.js:
// both are two levels below apps/, where the consoles' dist folders live.
const appsDir = fileURLToPath(new URL('../../', import.meta.url));

const PORT_RULE = 'must be a port number (0–65535)';
const port = () =>
  z.coerce.number({ error: PORT_RULE }).int(PORT_RULE).min(0, PORT_RULE).max(65535, PORT_RULE);

const urlWithScheme = (schemes: string[]) =>
  z
    .string()
    .refine((value) => URL.canParse(value), 'is not a URL')
    .refine(
      (value) => !URL.canParse(value) || schemes.includes(new URL(value).protocol),
      `must start with ${schemes.map((s) => `${s}//`).join(' or ')}`,
    );

const POSITIVE_RULE = 'must be a positive number';
const positive = () => z.coerce.number({ error: POSITIVE_RULE }).positive(POSITIVE_RULE);
const wholeNumber = (min: number) => {
  const rule = `must be a whole number, ${min} or more`;
  return z.coerce.number({ error: rule }).int(rule).min(min, rule);
};

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port().default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().optional(),
  MQTT_PORT: port().default(1883),
  MQTT_URL: urlWithScheme(['mqtt:', 'mqtts:', 'ws:', 'wss:', 'tcp:']).optional(),
  MQTT_WS_PORT: port().optional(),
  MQTT_WS_PATH: z
    .string()
    .regex(/^\/[\w\-./]*$/, 'must be a path starting with /')
    .default('/mqtt'),
  MQTT_INGEST_CLIENT_ID: z.string().min(1).max(64).default('fleetkey-ingest'),
  MQTT_SHARED_GROUP: z
    .string()
    .regex(/^[\w-]{1,64}$/, 'must be 1–64 letters, digits, _ or -')
    .optional(),
  INGEST_TAKEOVER_AFTER_MS: z.union([z.literal('0').transform(() => 0), wholeNumber(3000)]).default(15_000),
  MQTT_HTTP_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WS_PORT: port().optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'true, false, a hop count or proxy addresses',
    )
    .optional(),
  SMTP_URL: urlWithScheme(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(1).default('Fleetkey <no-reply@localhost>'),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: urlWithScheme(['http:', 'https:']).optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  OUTBOX_API: z.enum(['0', '1']).default('0'),
  CODE_BUDGET_ADDRESS_HOURLY: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CODE_BUDGET_HOURLY: z.coerce.number().int().min(1).max(10_000_000).default(2_000),
  // Messages sent for one account per hour by its rule actions and their test calls (issue 32 item 5).
  SEND_BUDGET_SMS_HOURLY: z.coerce.number().int().min(0).max(10_000_000).default(100),
  SEND_BUDGET_EMAIL_HOURLY: z.coerce.number().int().min(0).max(10_000_000).default(300),
  SEND_BUDGET_WEBHOOK_HOURLY: z.coerce.number().int().min(0).max(10_000_000).default(3_600),
  OFFLINE_LICENCE_LEASE_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  SERVER_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: urlWithScheme(['http:', 'https:']).optional(),
  SESSION_IDLE_MINUTES: positive().default(12 * 60),
  SESSION_MAX_DAYS: positive().default(30),
  WEB_DIR: z.string().min(1).optional(),
  LICENCE_VALIDATE_PER_KEY_PER_MINUTE: wholeNumber(1).default(LICENCE_VALIDATE_RATE.perKeyPerMinute),
  LICENCE_VALIDATE_PER_IP_PER_MINUTE: wholeNumber(1).default(LICENCE_VALIDATE_RATE.perIpPerMinute),
  // The job looks a week ahead, so it must run at least daily.
  AUTO_RENEW_INTERVAL_MINUTES: wholeNumber(0).max(1440, 'must be at most 1440 (a day)').default(60),
  DEVICE_TYPE_LIMIT: wholeNumber(1).default(100),
  DEVICE_LIMIT: wholeNumber(1).default(100_000),
  INSTALLER_MAX_BYTES: wholeNumber(1).default(2 * 1024 ** 3),
  UPLOAD_MAX_BYTES: wholeNumber(1).default(200 * 1024 ** 2),
  // The portal's installer upload allows 600 s (licence-portal.md §9).
  UPLOAD_TIMEOUT_SECONDS: wholeNumber(1).default(INSTALLER_UPLOAD_TIMEOUT_MS / 1000),
  OTA_URL_TTL_SECONDS: wholeNumber(60).default(3600),
  OTA_TICK_MS: wholeNumber(0).default(1000),
  TASK_TICK_MS: wholeNumber(0).default(1000),
  TASK_LEASE_SECONDS: wholeNumber(5).default(30),
  STATISTIC_TICK_MS: wholeNumber(0).default(5000),
  STATISTIC_LEASE_SECONDS: wholeNumber(5).default(60),
  RULE_WEBHOOK_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  RULE_TICK_MS: wholeNumber(0).default(250),
  TELEMETRY_RETENTION_DAYS: wholeNumber(0).default(0),
  TELEMETRY_UPKEEP_MS: wholeNumber(0).default(3_600_000),
});

/** Reads the environment into a typed config; throws StartupError naming the first bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const setting = String(issue?.path[0] ?? 'environment');
    throw new StartupError(setting, issue?.message ?? 'invalid value');
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const webDir = e.WEB_DIR ? path.resolve(e.WEB_DIR) : appsDir;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: parseDatabaseUrl(e.DATABASE_URL, dataDir),
    mqttPort: e.MQTT_PORT,
    mqttPortChosen: present.MQTT_PORT !== undefined,
    mqttUrl: e.MQTT_URL,
    mqttWs: e.MQTT_WS_PORT === undefined ? undefined : { port: e.MQTT_WS_PORT, path: e.MQTT_WS_PATH },
    mqttIngest: {
      clientId: e.MQTT_INGEST_CLIENT_ID,
      sharedGroup: e.MQTT_SHARED_GROUP,
      takeoverAfterMs: e.INGEST_TAKEOVER_AFTER_MS,
    },
    mqttHttpAuthSecret: e.MQTT_HTTP_AUTH_SECRET,
    wsPort: e.WS_PORT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sms: parseSms(e.SMS_PROVIDER, e.SMS_HTTP_URL, e.SMS_HTTP_TOKEN),
    outboxApi: e.OUTBOX_API === '1',
    codeBudget: { perAddressHourly: e.CODE_BUDGET_ADDRESS_HOURLY, hourly: e.CODE_BUDGET_HOURLY },
    sendBudget: {
      sms: e.SEND_BUDGET_SMS_HOURLY,
      email: e.SEND_BUDGET_EMAIL_HOURLY,
      webhook: e.SEND_BUDGET_WEBHOOK_HOURLY,
    },
    offlineLicenceLeaseDays: e.OFFLINE_LICENCE_LEASE_DAYS,
    serverSecret: e.SERVER_SECRET,
    logLevel: e.LOG_LEVEL,
    publicUrl: e.PUBLIC_URL,
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxDays: e.SESSION_MAX_DAYS },
    web: { licenceDir: path.join(webDir, 'licence-web/dist'), iotDir: path.join(webDir, 'iot-web/dist') },
    oauth: loadOAuthConfig(present),
    licenceValidateRate: {
      perKeyPerMinute: e.LICENCE_VALIDATE_PER_KEY_PER_MINUTE,
      perIpPerMinute: e.LICENCE_VALIDATE_PER_IP_PER_MINUTE,
    },
    autoRenewIntervalMinutes: e.AUTO_RENEW_INTERVAL_MINUTES,
    deviceLimits: { deviceTypes: e.DEVICE_TYPE_LIMIT, devices: e.DEVICE_LIMIT },
    uploads: {
      installerMaxBytes: e.INSTALLER_MAX_BYTES,
      fileMaxBytes: e.UPLOAD_MAX_BYTES,
      timeoutSeconds: e.UPLOAD_TIMEOUT_SECONDS,
    },
    ota: { urlTtlSeconds: e.OTA_URL_TTL_SECONDS, tickMs: e.OTA_TICK_MS },
    tasks: { tickMs: e.TASK_TICK_MS, leaseMs: e.TASK_LEASE_SECONDS * 1000 },
    statistics: { tickMs: e.STATISTIC_TICK_MS, leaseMs: e.STATISTIC_LEASE_SECONDS * 1000 },
    rules: { webhookAllowPrivate: e.RULE_WEBHOOK_ALLOW_PRIVATE === '1', tickMs: e.RULE_TICK_MS },
    funds: loadFundsConfig(present),
    usage: loadUsageConfig(present),
    telemetryStore: { retentionDays: e.TELEMETRY_RETENTION_DAYS, upkeepMs: e.TELEMETRY_UPKEEP_MS },
  };
}

function parseSms(
  provider: 'outbox' | 'http',
  url: string | undefined,
  token: string | undefined,
): SmsConfig {
  if (provider === 'outbox') return { provider };
  if (!url) throw new StartupError('SMS_HTTP_URL', 'must be set when SMS_PROVIDER=http');
  return { provider, url, token };
}

/** `postgres://…` → PostgreSQL; `sqlite:PATH`, `file:PATH` or unset → a SQLite file (default in DATA_DIR). */
export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseConfig {
  if (!url) return { engine: 'sqlite', file: path.join(dataDir, 'fleetkey.db') };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') {
    if (!URL.canParse(url)) throw new StartupError('DATABASE_URL', 'is not a valid postgres:// URL');
    return { engine: 'postgres', url };
  }
  if (scheme === 'sqlite' || scheme === 'file') {
    const file = url.slice(scheme.length + 1).replace(/^\/\//, '');
    if (!file) throw new StartupError('DATABASE_URL', 'names no SQLite file');
    return { engine: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
  }
  throw new StartupError(
    'DATABASE_URL',
    `unsupported scheme "${scheme ?? url}:" — use postgres://user@host/db or sqlite:path/to/file.db`,
  );
}

/** TRUST_PROXY as Fastify's trustProxy: unset or "false" trusts no proxy. */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
