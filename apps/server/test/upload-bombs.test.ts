import type { ApiClient } from '@fleetkey/api-client';
import type { DeviceWithSecret } from '@fleetkey/contract';
import writeExcelFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createType, signedInUser, uniqueId } from './support/devices';
import { testEngines } from './support/databases';
import { lyingXlsx, xlsxWithSheet } from './support/lying-xlsx';
import { startTestServer, type TestServer } from './support/test-server';

// Issue 32 item 3: a 307 KB .xlsx whose ZIP directory understated its unpacked size blocked every request
// for 70 s and took the process to 2.4 GB. Each import that reads spreadsheets is sent such a file while
// another client keeps calling the server; the file is refused at once, memory stays flat and the other
// calls keep their answers coming. The server runs in this process, so its RSS is this process's.

const IMPORTS: [string, string][] = [
  ['device import', '/multi_devices'],
  ['UDS import', '/uds/errorCodeFile'],
  ['project-data import', '/project_datas/import?datasetid=no-such-set'],
];

function upload(name: string, content: Buffer): FormData {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return form;
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as { status: number; code: string; data: Record<string, unknown> },
  );

/** Calls a cheap route back to back until stopped; each call's time in ms. */
function keepCalling(server: TestServer) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${server.origin}/v1/licences/public-keys`);
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop(): Promise<number[]> {
      running = false;
      await loop;
      return times.sort((a, b) => a - b);
    },
  };
}

/** Highest RSS seen while `work` runs, sampled every 20 ms. */
async function peakRss<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const result = await work();
    return { result, peak: Math.max(peak, process.memoryUsage.rss()) };
  } finally {
    clearInterval(sampler);
  }
}

describe.each(testEngines)('uploads cannot starve the server ($name)', (engine) => {
  let server: TestServer;
  let client: ApiClient;
  let bomb: Buffer;
  beforeAll(async () => {
    server = await startTestServer(engine);
    ({ client } = await signedInUser(server));
    bomb = await lyingXlsx(300);
  }, 120_000);
  afterAll(() => server.close());

  it('refuses a spreadsheet that unpacks past what its directory claims, at once, on every import', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = process.memoryUsage.rss();
    const caller = keepCalling(server);
    const { result: answers, peak } = await peakRss(async () => {
      const found: { name: string; ms: number; error: Awaited<ReturnType<typeof rejection>> }[] = [];
      for (const [name, path] of IMPORTS) {
        const started = performance.now();
        const error = await rejection(client.post(path, { body: upload('devices.xlsx', bomb) }));
        found.push({ name, ms: performance.now() - started, error });
      }
      return found;
    });
    const times = await caller.stop();
    for (const { name, ms, error } of answers) {
      expect(error, name).toMatchObject({
        status: 400,
        code: 'VALIDATION_FAILED',
        data: { fields: [{ path: 'file', message: 'validation.importFileTooLarge' }] },
      });
      // "At once", against the report's 70 s: here the worker starts from source through tsx (seconds on a
      // loaded machine); the bundled server refuses such a file in well under a second.
      expect(ms, name).toBeLessThan(30_000);
    }
    const p99 = times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? Infinity;
    console.log(
      `upload bombs: ${answers.map((a) => `${a.name} ${Math.round(a.ms)} ms`).join(', ')}; ` +
        `${times.length} other calls, p99 ${Math.round(p99)} ms; RSS +${Math.round((peak - before) / 2 ** 20)} MB`,
    );
    expect(times.length).toBeGreaterThan(3);
    expect(p99).toBeLessThan(1_000);
    expect(peak - before).toBeLessThan(200 * 2 ** 20);
  }, 120_000);

  it('refuses a few bytes of sheet that name row 1,048,576 or column XFD before building any row', async () => {
    const sheet = (cells: string) =>
      xlsxWithSheet(`<?xml version="1.0"?><worksheet><sheetData>${cells}</sheetData></worksheet>`);
    const cell = (ref: string, row: number) => `<row r="${row}"><c r="${ref}"><v>1</v></c></row>`;
    const cases: [string, Buffer, string][] = [
      [
        'row 1,048,576',
        await sheet(cell('A1', 1) + cell('A1048576', 1_048_576)),
        'validation.importTooManyRows',
      ],
      ['column XFD', await sheet(cell('A1', 1) + cell('XFD2', 2)), 'validation.importFileType'],
    ];
    for (const [what, file, message] of cases) {
      const error = await rejection(client.post('/multi_devices', { body: upload('devices.xlsx', file) }));
      expect(error, what).toMatchObject({ status: 400, data: { fields: [{ path: 'file', message }] } });
    }
  });

  it('still reads an honest spreadsheet in the worker', async () => {
    const { devtype } = await createType(client, uniqueId('meter'));
    const devid = uniqueId('xlsx');
    const sheet = await writeExcelFile([
      ['devid', 'devtype'],
      [devid, devtype],
    ]).toBuffer();
    const created = await client.post<DeviceWithSecret[]>('/multi_devices', {
      body: upload('devices.xlsx', sheet),
    });
    expect(created.map((device) => device.devid)).toEqual([devid]);
  });
});
