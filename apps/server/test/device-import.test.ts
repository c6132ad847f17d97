import { createMemoryCookieJar, type ApiClient } from '@fleetkey/api-client';
import type { DeviceImportRowError, DeviceWithSecret } from '@fleetkey/contract';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceSecretHash } from '../src/modules/iot/devices/device-secret';
import { serverSecret } from '../src/platform/secret';
import { createDevice, createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { startTestServer, type TestServer, testClient } from './support/test-server';
import { fileForm } from './support/file-form';

const DEVICE_LIMIT = 6;

describe.each(testEngines)('bulk import and download: /multi_devices ($name)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { DEVICE_LIMIT: String(DEVICE_LIMIT) } });
  });
  afterAll(() => server.close());

  async function owner() {
    const { client, user } = await signedInUser(server);
    const { devtype } = await createType(client, uniqueId('meter'));
    const count = async () =>
      (await client.get<{ count: number }>('/devices', { query: { aggregation: 'count' } })).count;
    return { client, userId: user.id, devtype, count };
  }
  const importFile = (client: ApiClient, name: string, content: string | Buffer) =>
    client.post<DeviceWithSecret[]>('/multi_devices', { body: fileForm(name, content) });
  const rejection = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: unknown) => error as { status: number; code: string; data: Record<string, unknown> },
    );

  it('creates every device of a CSV file and answers their secrets once', async () => {
    const { client, devtype } = await owner();
    const [a, b] = [uniqueId('csv'), uniqueId('csv')];
    // Excel's BOM, columns in any order, an ignored extra column, a quoted cell, a blank line, CRLF.
    const csv =
      `\uFEFFnote,devtype,devid,devname,lat,lng,comment\r\n` +
      `x,${devtype},${a},泵站一号,31.2,121.5,"north, ""old"" roof"\r\n` +
      `\r\n` +
      `y,${devtype},${b},,,,\r\n`;
    const created = await importFile(client, 'devices.csv', csv);
    expect(created.map((d) => [d.devid, d.devname, d.gps, d.comment])).toEqual([
      [a, '泵站一号', { lat: 31.2, lng: 121.5 }, 'north, "old" roof'],
      [b, b, null, ''],
    ]);
    const key = serverSecret(server.config);
    for (const device of created) {
      const row = await server.db
        .selectFrom('devices')
        .select('secretHash')
        .where('devid', '=', device.devid)
        .executeTakeFirstOrThrow();
      expect(row.secretHash).toBe(deviceSecretHash(key, device.devid, device.devsecret));
      await expect(client.get(`/devices/${device.devid}`)).resolves.not.toHaveProperty('devsecret');
    }
  });

  it('creates every device of an XLSX file', async () => {
    const { client, devtype } = await owner();
    const [a, b] = [uniqueId('xlsx'), uniqueId('xlsx')];
    const xlsx = await writeExcelFile([
      ['devid', 'devtype', 'devname', 'lat', 'lng'],
      [a, devtype, 'first', 30.5, 114.25],
      [b, devtype, null, null, null],
    ]).toBuffer();
    const created = await importFile(client, 'Devices.XLSX', xlsx);
    expect(created.map((d) => [d.devid, d.devname, d.gps])).toEqual([
      [a, 'first', { lat: 30.5, lng: 114.25 }],
      [b, b, null],
    ]);
  });

  it('reports every failing row and creates nothing when any row fails', async () => {
    const { client, devtype, count } = await owner();
    const someoneElse = await owner();
    const taken = (await createDevice(someoneElse.client, someoneElse.devtype)).devid;
    const good = uniqueId('good');
    const csv = [
      'devid,devtype,devname,lat,lng',
      `${good},${devtype},fine,,`,
      `bad id,${devtype},,,`,
      `${uniqueId('t')},no-such-type,,,`,
      `${good},${devtype},again,,`,
      `${taken},${devtype},,,`,
      `${uniqueId('g')},${devtype},,95,10`,
      `${uniqueId('g')},${devtype},,10,`,
      `${uniqueId('e')},${someoneElse.devtype},,,`,
    ].join('\n');
    const error = await rejection(importFile(client, 'devices.csv', csv));
    expect(error).toMatchObject({ status: 400, code: 'DEVICE_IMPORT_INVALID' });
    const rows = (error?.data.rows ?? []) as DeviceImportRowError[];
    expect(rows).toEqual([
      { row: 3, field: 'devid', message: 'validation.deviceIdInvalid' },
      { row: 4, field: 'devtype', message: 'validation.deviceTypeUnknown' },
      { row: 5, field: 'devid', message: 'validation.duplicate' },
      { row: 6, field: 'devid', message: 'validation.deviceExists' },
      { row: 7, field: 'lat', message: 'validation.gpsInvalid' },
      { row: 8, field: 'lng', message: 'validation.gpsInvalid' },
      // Another user's type is no type of this user's.
      { row: 9, field: 'devtype', message: 'validation.deviceTypeUnknown' },
    ]);
    expect(await count()).toBe(0);
  });

  it('creates nothing when the rows would pass the device limit (8001)', async () => {
    const { client, devtype, count } = await owner();
    await createDevice(client, devtype);
    const rows = Array.from({ length: DEVICE_LIMIT }, () => `${uniqueId('lim')},${devtype}`);
    const error = await rejection(importFile(client, 'devices.csv', ['devid,devtype', ...rows].join('\n')));
    expect(error).toMatchObject({
      status: 403,
      code: 'DEVICE_LIMIT',
      data: { serverCode: 8001, limit: DEVICE_LIMIT },
    });
    expect(await count()).toBe(1);
    await expect(
      importFile(client, 'devices.csv', ['devid,devtype', ...rows.slice(1)].join('\n')),
    ).resolves.toHaveLength(DEVICE_LIMIT - 1);
  });

  it('reads a CSV as Excel saves it on Chinese Windows (GBK) and where it separates by ; or tab', async () => {
    const { client, devtype } = await owner();
    const [gbk, semi, tab] = [uniqueId('gbk'), uniqueId('semi'), uniqueId('tab')];
    // 水表一号 in GBK, with the bytes Excel writes: no BOM, CRLF.
    const gbkName = Buffer.from([0xcb, 0xae, 0xb1, 0xed, 0xd2, 0xbb, 0xba, 0xc5]);
    const gbkFile = Buffer.concat([
      Buffer.from(`devid,devtype,devname\r\n${gbk},${devtype},`),
      gbkName,
      Buffer.from('\r\n'),
    ]);
    const [fromGbk] = await importFile(client, 'devices.csv', gbkFile);
    expect(fromGbk).toMatchObject({ devid: gbk, devname: '水表一号' });
    // A quoted cell of a semicolon file is read as one.
    const [fromSemi] = await importFile(
      client,
      'd.csv',
      `devid;devtype;devname\n${semi};${devtype};"Hall 1 (east)"\n`,
    );
    expect(fromSemi).toMatchObject({ devid: semi, devname: 'Hall 1 (east)' });
    const [fromTab] = await importFile(client, 'd.csv', `devid\tdevtype\n${tab}\t${devtype}\n`);
    expect(fromTab).toMatchObject({ devid: tab, devtype });
  });

  it('refuses files it cannot read with 400 and a message key', async () => {
    const { client, devtype, count } = await owner();
    const csv = `devid,devtype\n${uniqueId('f')},${devtype}\n`;
    const tooMany = ['devid,devtype', ...Array.from({ length: 1001 }, (_, i) => `d${i},${devtype}`)].join(
      '\n',
    );
    const cases: [string, () => Promise<unknown>, string][] = [
      ['a text file', () => importFile(client, 'devices.txt', csv), 'validation.importFileType'],
      ['CSV bytes named .xlsx', () => importFile(client, 'devices.xlsx', csv), 'validation.importFileType'],
      [
        'an image named .csv',
        () =>
          importFile(
            client,
            'd.csv',
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0xff]),
          ),
        'validation.importFileType',
      ],
      [
        'no devtype column',
        () => importFile(client, 'd.csv', `devid,devname\nabc,x\n`),
        'validation.importFileInvalid',
      ],
      ['an empty file', () => importFile(client, 'd.csv', ''), 'validation.importFileEmpty'],
      ['blank lines only', () => importFile(client, 'd.csv', '\r\n\n'), 'validation.importFileEmpty'],
      ['a header only', () => importFile(client, 'd.csv', 'devid,devtype\n'), 'validation.importNoRows'],
      [
        'a header and blank rows',
        () => importFile(client, 'd.csv', 'devid,devtype\n,\n\n'),
        'validation.importNoRows',
      ],
      [
        'a quote left open',
        () => importFile(client, 'd.csv', `devid,devtype,devname\n${uniqueId('q')},${devtype},"open\n`),
        'validation.importCsvMalformed',
      ],
      ['1001 rows', () => importFile(client, 'd.csv', tooMany), 'validation.importTooManyRows'],
      [
        'NUL in a cell',
        () => importFile(client, 'd.csv', `devid,devtype,devname\n${uniqueId('n')},${devtype},a\u0000b\n`),
        'validation.textUnstorable',
      ],
      ['over 1 MiB', () => importFile(client, 'd.csv', 'x'.repeat(1024 * 1024 + 1)), 'validation.tooLong'],
      [
        'JSON instead of a file',
        () => client.post('/multi_devices', { body: { devid: 'x' } }),
        'validation.importFileInvalid',
      ],
    ];
    for (const [what, call, message] of cases) {
      const error = await rejection(call());
      expect(error, what).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        data: { fields: [{ path: 'file', message }] },
      });
    }
    expect(await count()).toBe(0);
  });

  it('needs a session', async () => {
    const error = await rejection(importFile(server.newClient(), 'd.csv', 'devid,devtype\na,b\n'));
    expect(error).toMatchObject({ status: 401 });
  });

  it('downloads the user own devices as CSV with ids, names and types and no secret', async () => {
    const jar = createMemoryCookieJar();
    const client = testClient(server.origin, { cookieJar: jar });
    await client.post('/test/session', { body: { role: 0 } });
    const { devtype } = await createType(client, uniqueId('meter'));
    const other = (await createType(client, uniqueId('valve'))).devtype;
    const a = await createDevice(client, devtype, { devname: '一号', comment: '=HYPERLINK("x"), dangerous' });
    server.clock.advance(10);
    const b = await createDevice(client, other, { gps: { lat: -1.5, lng: 2 } });
    await createDevice((await owner()).client, (await owner()).devtype).catch(() => undefined);

    const download = async (query = '', zone?: string) => {
      const response = await fetch(`${server.origin}/v1/multi_devices/download${query}`, {
        headers: { cookie: jar.header() ?? '', ...(zone ? { 'x-time-zone': zone } : {}) },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="devices.csv"/);
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    };
    // The registration moment as the reader's clock shows it (Shanghai: UTC+8, no daylight saving).
    const shanghai = (t: number) => {
      const wall = new Date(t + 8 * 3_600_000).toISOString();
      return `${wall.slice(0, 10)} ${wall.slice(11, 19)}+08:00`;
    };
    const text = await download('', 'Asia/Shanghai');
    expect(text).toBe(
      '\uFEFFdevid,devname,devtype,comment,lat,lng,gateway,status,registertime\r\n' +
        `${a.devid},一号,${devtype},"'=HYPERLINK(""x""), dangerous",,,,offline,${shanghai(a.registertime)}\r\n` +
        `${b.devid},${b.devid},${other},,-1.5,2,,offline,${shanghai(b.registertime)}\r\n`,
    );
    // Without a zone (or with one no clock has) the moment is written in UTC, saying so.
    const utc = new Date(a.registertime).toISOString();
    for (const zone of [undefined, 'Mars/Olympus'])
      expect(await download('', zone)).toContain(
        `,offline,${utc.slice(0, 10)} ${utc.slice(11, 19)}+00:00\r\n`,
      );
    expect(text).not.toContain(a.devsecret);
    const oneType = await download(`?devtype=${other}`);
    expect(oneType.trim().split('\r\n')).toHaveLength(2);
    expect(oneType).toContain(b.devid);

    const anonymous = await fetch(`${server.origin}/v1/multi_devices/download`);
    expect(anonymous.status).toBe(401);
  });
});
