import { APP_VERSION } from '@fleetkey/contract';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

// GET /v1/app/{projectName}/version.json (iot-console.md §7 "Other"): public, the app's version file.

const sqlite = testEngines[0]!;

describe('the apps’ version files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(sqlite);
  });
  afterAll(() => server.close());

  const get = (name: string) => fetch(`${server.origin}/v1/app/${name}/version.json`);

  it('answers the file an operator placed for the app, to anyone, not cached', async () => {
    const dir = path.join(server.dataDir, 'apps', 'meter-app');
    await mkdir(dir, { recursive: true });
    const file = { version: '2.4.1', message: 'Faster sync', path: '/downloads/meter-2.4.1.apk' };
    await writeFile(path.join(dir, 'version.json'), JSON.stringify(file));
    const response = await get('meter-app');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(file);
  });

  it('answers the server’s version for its own consoles, and 404 for an app it does not know', async () => {
    expect(await (await get('iot')).json()).toEqual({ version: APP_VERSION });
    const missing = await get('no-such-app');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('ignores an invalid file and refuses names that could leave the apps folder', async () => {
    const dir = path.join(server.dataDir, 'apps', 'broken');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'version.json'), '{ "message": "no version" }');
    expect((await get('broken')).status).toBe(404);
    expect((await get('..%2Fconfig')).status).toBe(400);
  });
});
