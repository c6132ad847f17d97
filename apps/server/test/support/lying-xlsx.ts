import writeExcelFile from 'write-excel-file/node';
import { createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';
import { unzipBounded } from '../../src/platform/files/bounded-unzip';

// A spreadsheet whose ZIP directory understates its unpacked size: a real workbook whose first sheet is
// replaced by `unpackedMb` MB of XML (a few hundred KB deflated) declared as 1,000 bytes. Built in
// chunks, so the test process never holds the unpacked sheet.

interface Entry {
  path: string;
  packed: Buffer;
  crc: number;
  declaredSize: number;
}

async function deflatedSheet(unpackedMb: number): Promise<{ packed: Buffer; crc: number }> {
  const head = Buffer.from(
    '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row>',
  );
  const filler = Buffer.from('<!--' + ' '.repeat(1024 * 1024 - 7) + '-->');
  const tail = Buffer.from('</sheetData></worksheet>');
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = crc32(head);
  deflate.write(head);
  for (let i = 0; i < unpackedMb; i++) {
    crc = crc32(filler, crc);
    if (!deflate.write(filler)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  return { packed: Buffer.concat(chunks), crc };
}

// The fields a local header (from byte 4) and a central directory entry (from byte 6) share, in one order:
// version needed, method (deflate), CRC, packed size, the size declared unpacked, name length.
function writeSharedFields(
  header: Buffer,
  at: number,
  { packed, crc, declaredSize }: Entry,
  name: Buffer,
): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4);
  header.writeUInt32LE(crc, at + 10);
  header.writeUInt32LE(packed.length, at + 14);
  header.writeUInt32LE(declaredSize, at + 18);
  header.writeUInt16LE(name.length, at + 22);
}

function zipOf(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const file of entries) {
    const name = Buffer.from(file.path);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeSharedFields(local, 4, file, name);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    writeSharedFields(entry, 6, file, name);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, name, file.packed);
    directory.push(entry, name);
    offset += local.length + name.length + file.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directoryBytes, end]);
}

// A real workbook with its first sheet's entry replaced.
async function workbookWithSheet(sheet: Omit<Entry, 'path'>): Promise<Buffer> {
  const real = await writeExcelFile([['devid', 'devtype']]).toBuffer();
  const parts = unzipBounded(real, { unpackedMax: 1024 * 1024, entriesMax: 100, keep: () => true });
  const entries: Entry[] = [];
  for (const [path, data] of parts)
    entries.push(
      path === 'xl/worksheets/sheet1.xml'
        ? { path, ...sheet }
        : { path, packed: deflateRawSync(data), crc: crc32(data), declaredSize: data.length },
    );
  return zipOf(entries);
}

/** An .xlsx of a few hundred KB that claims 1,000 bytes for a sheet unpacking to `unpackedMb` MB. */
export async function lyingXlsx(unpackedMb = 300): Promise<Buffer> {
  return workbookWithSheet({ ...(await deflatedSheet(unpackedMb)), declaredSize: 1000 });
}

/** An honest .xlsx whose first sheet is `xml`. */
export async function xlsxWithSheet(xml: string): Promise<Buffer> {
  const data = Buffer.from(xml);
  return workbookWithSheet({ packed: deflateRawSync(data), crc: crc32(data), declaredSize: data.length });
}
