import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseDatabaseUrl } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      database: { engine: 'sqlite', file: path.resolve('./data/fleetkey.db') },
      mqttPort: 1883,
      mqttUrl: undefined,
      smtpUrl: undefined,
      logLevel: 'info',
    });
  });

  it('reads TRUST_PROXY as no proxy, any, or the proxies’ addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toBe('10.0.0.0/8, ::1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('knows whether MQTT_PORT was chosen, so only the default moves off a taken port', () => {
    expect(loadConfig({}).mqttPortChosen).toBe(false);
    expect(loadConfig({ MQTT_PORT: '1883' }).mqttPortChosen).toBe(true);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', MQTT_URL: '' })).toMatchObject({ port: 8080, mqttUrl: undefined });
  });

  it('reads every setting it documents', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/fleetkey',
      DATABASE_URL: 'postgres://fk@db/fleetkey',
      MQTT_PORT: '0',
      MQTT_URL: 'mqtt://broker:1883',
      SMTP_URL: 'smtp://mail:25',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://console.example.com',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/fleetkey',
      database: { engine: 'postgres', url: 'postgres://fk@db/fleetkey' },
      mqttPort: 0,
      mqttUrl: 'mqtt://broker:1883',
      smtpUrl: 'smtp://mail:25',
      logLevel: 'warn',
      publicUrl: 'https://console.example.com',
    });
  });

  it.each([
    [{ PORT: '70000' }, 'PORT: must be a port number (0–65535)'],
    [{ MQTT_PORT: 'x' }, 'MQTT_PORT: must be a port number (0–65535)'],
    [{ DATABASE_URL: 'foo://x' }, 'DATABASE_URL: unsupported scheme "foo:"'],
    [{ MQTT_URL: 'http://broker' }, 'MQTT_URL: must start with mqtt://'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL: is not a URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: '],
    [{ SESSION_IDLE_MINUTES: '-5' }, 'SESSION_IDLE_MINUTES: must be a positive number'],
  ])('refuses %o with a message naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('parseDatabaseUrl', () => {
  it.each([
    ['sqlite:/tmp/a.db', '/tmp/a.db'],
    ['sqlite:///tmp/a.db', '/tmp/a.db'],
    ['sqlite://rel/a.db', path.resolve('rel/a.db')],
    ['file:rel.db', path.resolve('rel.db')],
    ['sqlite::memory:', ':memory:'],
  ])('reads %s as the SQLite file %s', (url, file) => {
    expect(parseDatabaseUrl(url, '/data')).toEqual({ engine: 'sqlite', file });
  });

  it('accepts both postgres:// and postgresql://', () => {
    expect(parseDatabaseUrl('postgresql://u@h/db', '/data').engine).toBe('postgres');
    expect(parseDatabaseUrl('postgres://u@h/db', '/data').engine).toBe('postgres');
  });
});
