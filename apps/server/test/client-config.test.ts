import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const sqlite = testEngines[0]!;
const DEFAULTS = { version: '3.0.6', message: '', path: '', registerStyle: 'second', forgotStyle: 'second' };

describe('GET /config.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite);
  });
  afterAll(() => server.close());

  const get = () => fetch(`${server.origin}/config.json`);

  it('answers the defaults when DATA_DIR has no config.json', async () => {
    const response = await get();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(DEFAULTS);
  });

  it('answers the client info from DATA_DIR/config.json, without a restart', async () => {
    const info = { version: '3.1.0', message: 'New client available', path: '/downloads/client-3.1.0.exe' };
    await writeFile(path.join(server.dataDir, 'config.json'), JSON.stringify(info));
    expect(await (await get()).json()).toEqual({ ...DEFAULTS, ...info });
  });

  it('takes the IoT sign-up and forgot-password styles from the file, the second style by default', async () => {
    const info = { version: '3.1.0', message: '', path: '', registerStyle: 'first' };
    await writeFile(path.join(server.dataDir, 'config.json'), JSON.stringify(info));
    expect(await (await get()).json()).toEqual({ ...info, forgotStyle: 'second' });
  });

  it('falls back to defaults when the file is not valid JSON', async () => {
    await writeFile(path.join(server.dataDir, 'config.json'), '{ version: ');
    expect(await (await get()).json()).toEqual(DEFAULTS);
  });
});
