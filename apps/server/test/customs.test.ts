import type { ApiClient } from '@fleetkey/api-client';
import {
  COMMON_FILE_MAX_BYTES,
  type CommonFileLink,
  type CommonFileView,
  type CustomView,
} from '@fleetkey/contract';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from './support/databases';
import { createType, signedInUser, uniqueId } from './support/devices';
import { createProfile, signedInSubuser } from './support/subusers';
import { startTestServer, type TestServer } from './support/test-server';
import { failure } from './support/outcome';

// Customs and common files over real HTTP (issue 18): a device type's display template and command panel,
// checked against what the type declares; an account's shared files, recognised by their bytes, size-capped,
// served only to the account's members or through a signed link until it expires.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

function upload(client: ApiClient, bytes: Buffer, fileName: string, route = '/customs/commonFile') {
  const body = new FormData();
  body.append('file', new Blob([bytes]), fileName);
  return client.post<CommonFileView>(route, { body });
}

describe.each(testEngines)('customs and common files ($name)', { timeout: 60_000 }, (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { OUTBOX_API: '1' } });
  });
  afterAll(() => server.close());

  const pumpType = async (client: ApiClient) => {
    const { devtype } = await createType(client, uniqueId('pump'), {
      data: [
        { name: 'temp', type: 'number', unit: 'C' },
        { name: 'rpm', type: 'integer' },
      ],
      status: [{ name: 'online', type: 'boolean' }],
      commands: [{ name: 'reboot', params: [] }],
    });
    return devtype;
  };
  const key = (devtype: string) => ({
    customname: 'card',
    customtype: 'displayTemplate',
    apptype: 'web',
    devtype,
  });
  const template = {
    points: [
      { name: 'temp', label: 'Water temperature', unit: '°C', decimals: 1, color: '#1677ff', order: 1 },
      { name: 'rpm', label: 'Speed', order: 0 },
    ],
  };

  it('creates, reads, lists, replaces and deletes a display template and a command panel', async () => {
    const { client } = await signedInUser(server);
    const devtype = await pumpType(client);
    const created = await client.post<CustomView>('/customs', { body: { ...key(devtype), value: template } });
    expect(created).toMatchObject({
      ...key(devtype),
      value: {
        points: [
          { name: 'temp', decimals: 1 },
          { name: 'rpm', label: 'Speed', unit: '', order: 0 },
        ],
      },
    });
    expect(
      await failure(client.post('/customs', { body: { ...key(devtype), value: template } })),
    ).toMatchObject({
      status: 409,
      code: 'CUSTOM_EXISTS',
    });
    await client.post('/customs', {
      body: {
        ...key(devtype),
        customname: 'controls',
        customtype: 'commandPanel',
        value: { buttons: [{ label: 'Restart', command: 'reboot', params: { delay: 5 }, confirm: true }] },
      },
    });
    const all = await client.get<CustomView[]>('/customs', { query: { devtype } });
    expect(all.map((custom) => [custom.customtype, custom.customname])).toEqual([
      ['commandPanel', 'controls'],
      ['displayTemplate', 'card'],
    ]);
    expect(
      await client.get<CustomView[]>('/customs', { query: { customtype: 'commandPanel' } }),
    ).toHaveLength(1);

    const replaced = await client.put<CustomView>('/customs/detail', {
      query: key(devtype),
      body: { value: { points: [{ name: 'online', label: 'Online' }] } },
    });
    expect(replaced.value).toEqual({ points: [{ name: 'online', label: 'Online', unit: '', order: 0 }] });
    expect(await client.get<CustomView>('/customs/detail', { query: key(devtype) })).toMatchObject({
      value: replaced.value,
    });

    await client.delete('/customs/detail', { query: key(devtype) });
    expect(await failure(client.get('/customs/detail', { query: key(devtype) }))).toMatchObject({
      status: 404,
    });
    expect(await failure(client.delete('/customs/detail', { query: key(devtype) }))).toMatchObject({
      status: 404,
    });

    // Another account sees none of them.
    const other = await signedInUser(server);
    expect(await other.client.get('/customs')).toEqual([]);
    expect(
      await failure(
        other.client.get('/customs/detail', { query: { ...key(devtype), customname: 'controls' } }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('refuses a point or command the device type does not declare, naming the entry, and bad values', async () => {
    const { client } = await signedInUser(server);
    const devtype = await pumpType(client);
    const unknownPoint = await failure(
      client.post('/customs', {
        body: { ...key(devtype), value: { points: [{ name: 'temp' }, { name: 'pressure' }] } },
      }),
    );
    expect(unknownPoint).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      data: { fields: [{ path: 'value.points.1.name', message: 'validation.pointUndeclared' }] },
    });
    const unknownCommand = await failure(
      client.post('/customs', {
        body: {
          ...key(devtype),
          customtype: 'commandPanel',
          value: { buttons: [{ label: 'Stop', command: 'halt' }] },
        },
      }),
    );
    expect(unknownCommand).toMatchObject({
      status: 400,
      data: { fields: [{ path: 'value.buttons.0.command', message: 'validation.commandUndeclared' }] },
    });
    expect(
      await failure(
        client.post('/customs', {
          body: { ...key(devtype), value: { points: [{ name: 'temp', decimals: 9, color: 'blue' }] } },
        }),
      ),
    ).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(
      await failure(client.post('/customs', { body: { ...key(devtype), customtype: 'layout', value: {} } })),
    ).toMatchObject({ status: 400 });
    expect(
      await failure(client.post('/customs', { body: { ...key('no-such-type'), value: template } })),
    ).toMatchObject({
      status: 400,
      data: { fields: [{ path: 'devtype', message: 'validation.deviceTypeUnknown' }] },
    });
    // A replacement is checked the same way, and leaves the stored value as it was.
    await client.post('/customs', { body: { ...key(devtype), value: template } });
    expect(
      await failure(
        client.put('/customs/detail', {
          query: key(devtype),
          body: { value: { points: [{ name: 'pressure' }] } },
        }),
      ),
    ).toMatchObject({ status: 400, data: { fields: [{ path: 'value.points.0.name' }] } });
    expect(await client.get<CustomView>('/customs/detail', { query: key(devtype) })).toMatchObject({
      value: { points: [{ name: 'temp' }, { name: 'rpm' }] },
    });
    // Deleting the device type takes its customs with it.
    await client.delete(`/devtype/${devtype}`);
    expect(await client.get('/customs', { query: { devtype } })).toEqual([]);
  });

  it('uploads, lists, downloads and deletes common files; the bytes decide the type', async () => {
    const { client } = await signedInUser(server);
    const image = await upload(client, PNG, 'logo.png');
    expect(image).toMatchObject({
      fileName: 'logo.png',
      kind: 'png',
      contentType: 'image/png',
      size: PNG.length,
    });
    const manual = await upload(client, PDF, 'manual.pdf', '/filemanager/upload/commonfile');
    expect(manual.kind).toBe('pdf');
    const config = await upload(client, Buffer.from('mode=eco\n'), 'pump.conf');
    expect(config.kind).toBe('text');
    const listed = await client.get<CommonFileView[]>('/customs/commonFile');
    expect(listed.map((file) => file.id).sort()).toEqual([image.id, manual.id, config.id].sort());

    // The member URL with the session, as an <img> in the console fetches it; the type is the one found.
    const downloaded = await client.getFile(image.url, { fromRoot: true });
    expect(downloaded.blob.type).toBe('image/png');
    expect(Buffer.from(await downloaded.blob.arrayBuffer())).toEqual(PNG);
    const text = await client.getFile(config.url, { fromRoot: true });
    expect(await text.blob.text()).toBe('mode=eco\n');
    expect(text.fileName).toBe('pump.conf');

    await client.delete('/customs/commonFile', { query: { id: image.id } });
    expect(await failure(client.getFile(image.url, { fromRoot: true }))).toMatchObject({ status: 404 });
    expect(await failure(client.delete('/customs/commonFile', { query: { id: image.id } }))).toMatchObject({
      status: 404,
    });
    expect((await client.get<CommonFileView[]>('/customs/commonFile')).map((file) => file.id)).not.toContain(
      image.id,
    );
  });

  it('keeps a second upload of a name beside the first: neither file is overwritten', async () => {
    const { client } = await signedInUser(server);
    const first = await upload(client, PDF, 'manual.pdf');
    const newer = Buffer.from(PDF.toString().replace('%PDF-1.4', '%PDF-1.7'));
    const second = await upload(client, newer, 'manual.pdf', '/filemanager/upload/commonfile');
    expect(second.id).not.toBe(first.id);
    const listed = await client.get<CommonFileView[]>('/customs/commonFile');
    expect(listed.map((file) => [file.fileName, file.id]).sort()).toEqual(
      [
        ['manual.pdf', first.id],
        ['manual.pdf', second.id],
      ].sort(),
    );
    const kept = await client.getFile(first.url, { fromRoot: true });
    expect(Buffer.from(await kept.blob.arrayBuffer())).toEqual(PDF);
  });

  it('refuses a name that contradicts the bytes and programs (415), and keeps nothing of them', async () => {
    const { client } = await signedInUser(server);
    const folder = path.join(server.dataDir, 'commonfiles');
    await upload(client, PNG, 'first.png');
    const before = await readdir(folder);
    expect(await failure(upload(client, PDF, 'photo.png'))).toMatchObject({
      status: 415,
      code: 'COMMON_FILE_TYPE',
      data: { reason: 'mismatch' },
    });
    expect(await failure(upload(client, Buffer.from('MZ\x90\x00\x03\x00'), 'manual.pdf'))).toMatchObject({
      status: 415,
      data: { reason: 'executable' },
    });
    expect(await failure(upload(client, Buffer.from([0, 1, 2, 0xff, 0xfe]), 'data.bin'))).toMatchObject({
      status: 415,
      data: { reason: 'unsupported' },
    });
    expect(await readdir(folder)).toEqual(before);
    expect(await client.get<CommonFileView[]>('/customs/commonFile')).toHaveLength(1);
  });

  it('refuses a file over the limit with 413 and the spec-style message, keeping nothing', async () => {
    const { client } = await signedInUser(server);
    const folder = path.join(server.dataDir, 'commonfiles');
    const before = await readdir(folder).catch(() => []);
    const tooBig = Buffer.alloc(COMMON_FILE_MAX_BYTES + 1, 0x61);
    const refused = await failure(upload(client, tooBig, 'big.txt'));
    expect(refused).toMatchObject({
      status: 413,
      code: 'COMMON_FILE_TOO_LARGE',
      message: 'only files within 20M can be uploaded',
    });
    expect(await readdir(folder).catch(() => [])).toEqual(before);
    expect(await client.get<CommonFileView[]>('/customs/commonFile')).toEqual([]);
  });

  it('refuses downloads to another account, an anonymous caller and a sub-user without the read grant', async () => {
    const { client } = await signedInUser(server);
    const file = await upload(client, PNG, 'logo.png');
    const other = await signedInUser(server);
    expect(await failure(other.client.getFile(file.url, { fromRoot: true }))).toMatchObject({ status: 404 });
    expect(
      await failure(
        other.client.post('/customs/commonFile', { query: { fileuri: 'true' }, body: { id: file.id } }),
      ),
    ).toMatchObject({ status: 404 });
    expect((await fetch(`${server.origin}${file.url}`)).status).toBe(401);

    const reader = await signedInSubuser(
      server,
      client,
      (await createProfile(client, { files: ['read'] })).id,
    );
    const fetched = await reader.client.getFile(file.url, { fromRoot: true });
    expect(Buffer.from(await fetched.blob.arrayBuffer())).toEqual(PNG);
    expect(await failure(upload(reader.client, PNG, 'mine.png'))).toMatchObject({ status: 403 });
    const stranger = await signedInSubuser(
      server,
      client,
      (await createProfile(client, { customs: ['read'] })).id,
    );
    expect(await failure(stranger.client.getFile(file.url, { fromRoot: true }))).toMatchObject({
      status: 403,
    });
  });

  it('serves a signed link to anyone until it expires, and not after', async () => {
    const { client } = await signedInUser(server);
    const file = await upload(client, PDF, 'manual.pdf');
    const asked = server.clock.now();
    const link = await client.post<CommonFileLink>('/customs/commonFile', {
      query: { fileuri: 'true' },
      body: { id: file.id, expiresInSeconds: 120 },
    });
    expect(link.expiresAt).toBeGreaterThanOrEqual(asked + 120_000);
    expect(link.expiresAt).toBeLessThanOrEqual(server.clock.now() + 120_000);
    const anonymous = await fetch(`${server.origin}${link.url}`);
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await anonymous.arrayBuffer())).toEqual(PDF);

    const forged = link.url.replace(/token=([^.]+)\.(.)/, (_, body: string, first: string) => {
      return `token=${body}.${first === 'A' ? 'B' : 'A'}`;
    });
    expect((await fetch(`${server.origin}${forged}`)).status).toBe(403);
    expect(
      await failure(
        client.post('/customs/commonFile', {
          query: { fileuri: 'true' },
          body: { id: file.id, expiresInSeconds: 5 },
        }),
      ),
    ).toMatchObject({ status: 400 });

    server.clock.advance(121_000);
    const expired = await fetch(`${server.origin}${link.url}`);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toMatchObject({ code: 'COMMON_FILE_LINK_INVALID' });
  });
});
