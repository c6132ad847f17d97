import { crc32 } from 'node:zlib';

// Packs entries into a ZIP archive without compression. Readers that unpack an archive on their own terms
// (the spreadsheet reader streams local headers) are handed this instead of the upload: it holds only
// what bounded-unzip.ts inflated, with sizes that are true.

const VERSION = 20;
// Bit 11: names are UTF-8.
const UTF8_NAMES = 0x0800;

// The local header and the central directory entry both carry the CRC, the sizes (stored: compressed =
// uncompressed) and the name's length, in this order from `at`.
function writeFileFields(header: Buffer, at: number, crc: number, size: number, nameLength: number): void {
  header.writeUInt32LE(crc, at);
  header.writeUInt32LE(size, at + 4);
  header.writeUInt32LE(size, at + 8);
  header.writeUInt16LE(nameLength, at + 12);
}

/** A ZIP archive of `entries` (path → bytes), stored uncompressed. */
export function storedZip(entries: Map<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [path, data] of entries) {
    const name = Buffer.from(path, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    writeFileFields(local, 14, crc, data.length, name.length);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(VERSION, 4);
    entry.writeUInt16LE(VERSION, 6);
    entry.writeUInt16LE(UTF8_NAMES, 8);
    writeFileFields(entry, 16, crc, data.length, name.length);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(entry, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.size, 8);
  end.writeUInt16LE(entries.size, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
