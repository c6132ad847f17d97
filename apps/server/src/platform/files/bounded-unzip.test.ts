import { deflateRawSync } from 'node:zlib';
import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { unzipBounded, ZipRefused } from './bounded-unzip';
import { storedZip } from './stored-zip';

const everything = { unpackedMax: 1024 * 1024, entriesMax: 100, keep: () => true };

/** An archive of one deflated entry whose directory claims `claimed` unpacked bytes. */
function oneEntry(data: Buffer, claimed: number): Buffer {
  const zip = storedZip(new Map([['a.xml', Buffer.alloc(0)]]));
  const packed = deflateRawSync(data);
  const name = Buffer.from('a.xml');
  const local = Buffer.from(zip.subarray(0, 30));
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(claimed, 22);
  const entry = Buffer.from(zip.subarray(30 + name.length, 30 + name.length + 46));
  entry.writeUInt16LE(8, 10);
  entry.writeUInt32LE(packed.length, 20);
  entry.writeUInt32LE(claimed, 24);
  const end = Buffer.from(zip.subarray(zip.length - 22));
  end.writeUInt32LE(30 + name.length + packed.length, 16);
  return Buffer.concat([local, name, packed, entry, name, end]);
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof ZipRefused ? error.reason : error;
  }
  return undefined;
};

describe('unzipBounded', () => {
  it('unpacks a real spreadsheet, keeping only the entries asked for', async () => {
    const xlsx = await writeExcelFile([['devid', 'devtype']]).toBuffer();
    const parts = unzipBounded(xlsx, { ...everything, keep: (path) => path.endsWith('.xml') });
    expect([...parts.keys()]).toContain('xl/worksheets/sheet1.xml');
    expect([...parts.keys()].every((path) => path.endsWith('.xml'))).toBe(true);
    expect(parts.get('xl/sharedStrings.xml')?.toString()).toContain('devtype');
  });

  it('stops at the bytes actually inflated, whatever the directory claims', () => {
    const bomb = oneEntry(Buffer.alloc(8 * 1024 * 1024, 0x20), 100);
    expect(bomb.length).toBeLessThan(20_000);
    expect(refusal(() => unzipBounded(bomb, everything))).toBe('too-large');
    expect(unzipBounded(oneEntry(Buffer.alloc(1000, 0x20), 1), everything).get('a.xml')).toHaveLength(1000);
  });

  it('counts every kept entry against one ceiling', () => {
    const half = Buffer.alloc(600 * 1024, 0x20);
    const two = storedZip(
      new Map([
        ['a.xml', half],
        ['b.xml', half],
      ]),
    );
    expect(refusal(() => unzipBounded(two, everything))).toBe('too-large');
    expect(unzipBounded(two, { ...everything, keep: (path) => path === 'a.xml' }).size).toBe(1);
  });

  it('refuses too many entries, bytes that are no archive and entries pointing outside the file', () => {
    const many = storedZip(new Map(Array.from({ length: 101 }, (_, i) => [`${i}.xml`, Buffer.from('x')])));
    expect(refusal(() => unzipBounded(many, everything))).toBe('too-large');
    expect(refusal(() => unzipBounded(Buffer.from('devid,devtype\n'), everything))).toBe('invalid');
    const broken = storedZip(new Map([['a.xml', Buffer.from('hello')]]));
    // The directory entry's offset of its local header, pointed past the end.
    broken.writeUInt32LE(5000, broken.length - 22 - (46 + 'a.xml'.length) + 42);
    expect(refusal(() => unzipBounded(broken, everything))).toBe('invalid');
  });
});
