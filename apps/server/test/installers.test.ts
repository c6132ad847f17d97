import { createMemoryCookieJar, type ApiClient, type CookieJar } from '@fleetkey/api-client';
import type { InstallerDownload, InstallerView, ListResult } from '@fleetkey/contract';
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminsService } from '../src/modules/accounts/admins/admins.service';
import { ADMIN_PASSWORD } from './support/admins';
import { testEngines } from './support/databases';
import { rawUpload } from './support/raw-upload';
import { startTestServer, type TestServer, testClient } from './support/test-server';

const MAX_BYTES = 1_000_000;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const form = (bytes: Buffer, name = 'fleetkey-setup-3.1.0.exe') => {
  const body = new FormData();
  body.append('file', new Blob([bytes]), name);
  return body;
};

describe.each(testEngines)('installers: /sys/installers and the public downloads ($name)', (engine) => {
  let server: TestServer;
  let jar: CookieJar;
  let keeper: ApiClient;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      env: { INSTALLER_MAX_BYTES: String(MAX_BYTES), UPLOAD_TIMEOUT_SECONDS: '1' },
    });
    await adminsService(server.db, server.clock).create('keeper', ADMIN_PASSWORD, false);
    // A client whose cookies this test can also put on raw requests.
    jar = createMemoryCookieJar();
    keeper = testClient(server.origin, { cookieJar: jar });
    await keeper.post('/auth/admin/login', { body: { user: 'keeper', password: ADMIN_PASSWORD } });
  });
  afterAll(() => server.close());

  const folder = () => path.join(server.dataDir, 'installers');
  const filesInFolder = () => readdir(folder()).catch(() => [] as string[]);
  const upload = (bytes: Buffer, query: Record<string, string> = {}) =>
    keeper.post<InstallerView>('/sys/installers', { body: form(bytes), query });
  const rawInstallerUpload = (chunks: Buffer[], afterChunk?: (index: number) => Promise<'stop' | void>) =>
    rawUpload(`${server.origin}/v1/sys/installers`, jar.header() ?? '', chunks, afterChunk);

  it('stores an upload with its SHA-256, lists it and serves it publicly byte for byte', async () => {
    const bytes = randomBytes(700_000);
    const installer = await upload(bytes, {
      version: '3.1.0',
      os: 'Windows',
      description: 'client for Windows',
    });
    expect(installer).toMatchObject({
      fileName: 'fleetkey-setup-3.1.0.exe',
      size: bytes.length,
      sha256: sha256(bytes),
      version: '3.1.0',
      os: 'Windows',
      description: 'client for Windows',
      adminName: 'keeper',
    });
    const listed = await keeper.get<ListResult<InstallerView>>('/sys/installers');
    expect(listed.result).toContainEqual(installer);

    const anonymous = server.newClient();
    const downloads = await anonymous.get<ListResult<InstallerDownload>>('/installers');
    const entry = downloads.result.find((d) => d.id === installer.id);
    expect(entry).toMatchObject({
      sha256: installer.sha256,
      downloadPath: `/v1/installers/${installer.id}/download`,
    });
    expect(entry).not.toHaveProperty('adminName');
    const response = await fetch(`${server.origin}${entry?.downloadPath ?? ''}`);
    expect(response.headers.get('content-disposition')).toContain('fleetkey-setup-3.1.0.exe');
    // Sent as stored, though fetch asks for gzip and br.
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('writes the file while it is still arriving, not after buffering it', async () => {
    const chunks = [randomBytes(200_000), randomBytes(200_000)];
    const answer = await rawInstallerUpload(chunks, async (index) => {
      if (index > 0) return;
      // The upload is unfinished here: its partial file must already be on disk and growing.
      await expect
        .poll(async () => {
          const partial = (await filesInFolder()).find((name) => name.endsWith('.part'));
          return partial ? (await stat(path.join(folder(), partial))).size : 0;
        })
        .toBeGreaterThan(0);
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ size: 400_000, sha256: sha256(Buffer.concat(chunks)) });
  });

  it('refuses a file over the configured size with 413 and keeps nothing of it', async () => {
    const before = await filesInFolder();
    const count = (await keeper.get<ListResult<InstallerView>>('/sys/installers')).totalCount;
    await expect(upload(randomBytes(MAX_BYTES + 1))).rejects.toMatchObject({
      status: 413,
      code: 'FILE_TOO_LARGE',
    });
    expect(await filesInFolder()).toEqual(before);
    await expect(keeper.get('/sys/installers')).resolves.toMatchObject({ totalCount: count });
  });

  it('gives up on an upload that takes longer than allowed, with 408, and keeps nothing of it', async () => {
    const before = await filesInFolder();
    const answer = await rawInstallerUpload([randomBytes(10_000), randomBytes(10_000)], async () => 'stop');
    expect(answer).toMatchObject({ status: 408, body: { code: 'UPLOAD_TIMEOUT' } });
    await expect.poll(filesInFolder).toEqual(before);
  });

  it('deletes an installer: the record, the file and the download', async () => {
    const installer = await upload(randomBytes(1000));
    const files = await filesInFolder();
    await keeper.delete(`/sys/installers/${installer.id}`);
    await expect(keeper.delete(`/sys/installers/${installer.id}`)).rejects.toMatchObject({ status: 404 });
    expect((await filesInFolder()).length).toBe(files.length - 1);
    const response = await fetch(`${server.origin}/v1/installers/${installer.id}/download`);
    expect(response.status).toBe(404);
    const log = await server.db.selectFrom('oplogs').select('content').execute();
    expect(log.map((e) => e.content)).toEqual(
      expect.arrayContaining([
        `uploaded installer fleetkey-setup-3.1.0.exe (1000 bytes, sha256 ${installer.sha256})`,
        'deleted installer fleetkey-setup-3.1.0.exe',
      ]),
    );
  });

  it('refuses what is not one multipart file, and a bad description, with 400', async () => {
    await expect(keeper.post('/sys/installers', { body: { file: 'x' } })).rejects.toMatchObject({
      status: 400,
    });
    await expect(keeper.post('/sys/installers', { body: new FormData() })).rejects.toMatchObject({
      status: 400,
    });
    await expect(upload(randomBytes(10), { description: 'x' })).rejects.toMatchObject({ status: 400 });
  });

  it('keeps the uploaded name without its folders', async () => {
    const installer = await keeper.post<InstallerView>('/sys/installers', {
      body: form(randomBytes(10), '..\\..\\evil/setup (1).exe'),
    });
    expect(installer.fileName).toBe('setup (1).exe');
    const stored = await readdir(folder());
    expect(stored.every((name) => /^\.?[0-9a-f]{32}\.bin(\.part)?$/.test(name))).toBe(true);
    const bytes = await readFile(path.join(folder(), stored.find((n) => !n.startsWith('.')) ?? ''));
    expect(bytes.length).toBeGreaterThan(0);
  });
});
