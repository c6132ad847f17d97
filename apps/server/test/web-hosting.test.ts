import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer } from './support/test-server';

const sqlite = testEngines[0]!;
const bigScript = `console.log(${JSON.stringify('x'.repeat(20_000))});`;
// What the build would write beside a file (web-kit's precompress.ts); its text differs from the file's so a
// test can tell which of the two was sent.
const prebuiltScript = `console.log(${JSON.stringify('y'.repeat(20_000))});`;

// A stand-in for the two built consoles, so hosting is tested without a full Vite build.
async function makeWebDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fleetkey-web-'));
  for (const [app, title] of [
    ['licence-web', 'licence'],
    ['iot-web', 'iot'],
  ] as const) {
    await mkdir(path.join(dir, app, 'dist/assets'), { recursive: true });
    await writeFile(path.join(dir, app, 'dist/index.html'), `<html><title>${title}</title></html>`);
    await writeFile(path.join(dir, app, 'dist/assets/index-abc123.js'), bigScript);
    await writeFile(path.join(dir, app, 'dist/assets/built-abc123.js'), bigScript);
    await writeFile(
      path.join(dir, app, 'dist/assets/built-abc123.js.br'),
      brotliCompressSync(prebuiltScript),
    );
  }
  return dir;
}

describe('hosting of the built consoles', () => {
  let server: TestServer;
  let webDir: string;
  beforeAll(async () => {
    webDir = await makeWebDir();
    server = await startTestServer(sqlite, { env: { WEB_DIR: webDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const get = (p: string, headers?: Record<string, string>) =>
    fetch(`${server.origin}${p}`, { headers, redirect: 'manual' });

  it.each([
    ['/', 'licence'],
    ['/Login', 'licence'],
    ['/Home/Licence/Licence', 'licence'],
    ['/iot/', 'iot'],
    ['/iot/Home/Dashboard', 'iot'],
    ['/iot/Login', 'iot'],
  ])('serves %s from the %s console, never cached', async (route, title) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain(`<title>${title}</title>`);
  });

  it('redirects /iot to /iot/', async () => {
    const response = await get('/iot');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/iot/');
  });

  it('caches hashed assets for a year', async () => {
    for (const asset of ['/assets/index-abc123.js', '/iot/assets/index-abc123.js']) {
      const response = await get(asset);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('compresses large answers for clients that accept gzip', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bigScript);
  });

  it('sends the brotli file the build wrote beside an asset to a client that accepts br', async () => {
    for (const asset of ['/assets/built-abc123.js', '/iot/assets/built-abc123.js']) {
      const response = await get(asset, { 'accept-encoding': 'br, gzip' });
      expect(response.headers.get('content-encoding')).toBe('br');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(prebuiltScript);
    }
  });

  it('compresses an asset with no file of the client’s encoding beside it as it goes', async () => {
    const response = await get('/assets/built-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(bigScript);
  });

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await get('/assets/missing-999.js');
    expect(response.status).toBe(404);
  });

  it('keeps /v1 misses as JSON 404s', async () => {
    const response = await get('/v1/no/such/thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
