import writeExcelFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import { XLSX_UNPACKED_MAX, isModestZip } from './zip-guard';

/** The directory part of a ZIP archive (what the guard reads): entries of the given unpacked sizes. */
function zipDirectory(sizes: number[], comment = ''): Buffer {
  const entries = sizes.map((size, i) => {
    const name = Buffer.from(`xl/part${i}.xml`);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    return Buffer.concat([entry, name]);
  });
  const directory = Buffer.concat(entries);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sizes.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(0, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([directory, end, Buffer.from(comment)]);
}

describe('isModestZip', () => {
  it('accepts a real spreadsheet', async () => {
    const xlsx = await writeExcelFile([
      ['devid', 'devtype'],
      ['d1', 'meter'],
    ]).toBuffer();
    expect(isModestZip(xlsx)).toBe(true);
  });
  it('accepts entries up to the unpacked limit, even behind an archive comment', () => {
    expect(isModestZip(zipDirectory([1000, XLSX_UNPACKED_MAX - 1000], 'made by hand'))).toBe(true);
  });
  it('refuses an archive that would unpack past the limit', () => {
    expect(isModestZip(zipDirectory([XLSX_UNPACKED_MAX, 1]))).toBe(false);
  });
  it('refuses ZIP64 size markers and bytes that are no archive', () => {
    expect(isModestZip(zipDirectory([0xffffffff]))).toBe(false);
    expect(isModestZip(Buffer.from('devid,devtype\nd1,meter\n'))).toBe(false);
  });
  it('refuses a directory that points outside the file', () => {
    const zip = zipDirectory([10]);
    zip.writeUInt32LE(5000, zip.length - 6);
    expect(isModestZip(zip)).toBe(false);
  });
});
