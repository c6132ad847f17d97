import type { FileUploadView, ListResult, WebappView } from '@fleetkey/contract';
import { createHash, randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';

const form = (bytes: Buffer, name: string) => {
  const body = new FormData();
  body.append('file', new Blob([bytes]), name);
  return body;
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(testEngines)('web app versions and generic uploads ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine);

  const contents = async () =>
    (await setup.server.db.selectFrom('oplogs').select('content').execute()).map((e) => e.content);

  it('records a web bundle for its path and keeps it as uploaded, unpacked nowhere', async () => {
    const bytes = randomBytes(5000);
    const version = await setup.keeper.post<WebappView>('/sys/webapp', {
      query: { webPath: '/licence' },
      body: form(bytes, 'licence-web-3.1.0.zip'),
    });
    expect(version).toMatchObject({
      webPath: '/licence',
      fileName: 'licence-web-3.1.0.zip',
      size: 5000,
      sha256: sha256(bytes),
      adminName: 'keeper',
    });
    await setup.keeper.post('/sys/webapp', {
      query: { webPath: '/iot' },
      body: form(randomBytes(10), 'iot.zip'),
    });
    const forLicence = await setup.keeper.get<ListResult<WebappView>>('/sys/webapp', {
      query: { webPath: '/licence' },
    });
    expect(forLicence.result.map((v) => v.id)).toEqual([version.id]);
    const stored = await readdir(path.join(setup.server.dataDir, 'webapps'));
    expect(stored).toHaveLength(2);
    expect(stored.every((name) => name.endsWith('.bin'))).toBe(true);
    expect(await contents()).toContain(
      `uploaded web app licence-web-3.1.0.zip for /licence (sha256 ${version.sha256})`,
    );
  });

  it.each([
    ['no webPath', {}],
    ['a webPath leaving its folder', { webPath: '/a/../../etc' }],
    ['a webPath with a space', { webPath: '/my app' }],
  ])('refuses a web bundle with %s with 400', async (_case, query) => {
    await expect(
      setup.keeper.post('/sys/webapp', { query, body: form(randomBytes(10), 'x.zip') }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('records a generic upload with its type and log text, listed by type', async () => {
    const bytes = randomBytes(300);
    const upload = await setup.keeper.post<FileUploadView>('/sys/file/upload', {
      query: { type: 'nodes', log: 'node library for 3.1' },
      body: form(bytes, 'nodes.json'),
    });
    expect(upload).toMatchObject({
      type: 'nodes',
      log: 'node library for 3.1',
      fileName: 'nodes.json',
      size: 300,
      sha256: sha256(bytes),
    });
    await setup.keeper.post('/sys/file/upload', {
      query: { type: 'boards' },
      body: form(randomBytes(3), 'b.json'),
    });
    const nodes = await setup.keeper.get<ListResult<FileUploadView>>('/sys/file/upload', {
      query: { type: 'nodes' },
    });
    expect(nodes.result.map((u) => u.id)).toEqual([upload.id]);
    expect(await contents()).toContain('uploaded nodes file nodes.json: node library for 3.1');
  });

  it.each([
    ['no type', {}],
    ['a type with a slash', { type: 'a/b' }],
    ['a log over 1024 characters', { type: 'nodes', log: 'l'.repeat(1025) }],
  ])('refuses a generic upload with %s with 400', async (_case, query) => {
    await expect(
      setup.keeper.post('/sys/file/upload', { query, body: form(randomBytes(10), 'x.bin') }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('refuses a generic upload that carries no file with 400', async () => {
    await expect(
      setup.keeper.post('/sys/file/upload', { query: { type: 'nodes' }, body: {} }),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});
