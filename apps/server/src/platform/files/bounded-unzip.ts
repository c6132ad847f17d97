import { inflateRawSync } from 'node:zlib';

// A ZIP archive's directory states each entry's unpacked size, and a hostile one understates it: a 307 KB
// file that "unpacked" to a few MB blew up to gigabytes in the spreadsheet reader. Here the stated sizes
// are ignored; each entry is inflated with a hard ceiling on the bytes it may actually produce, the
// ceiling shrinking with what earlier entries took, so no archive can make this allocate more than
// `unpackedMax` bytes of output in all.

/** Why an archive was refused: not a readable ZIP, or more unpacked bytes or entries than allowed. */
export class ZipRefused extends Error {
  constructor(readonly reason: 'invalid' | 'too-large') {
    super(`zip refused: ${reason}`);
  }
}

/** What an archive may hold. */
export interface UnzipLimits {
  /** Most bytes all kept entries may inflate to together. */
  unpackedMax: number;
  /** Most entries the directory may list. */
  entriesMax: number;
  /** Which entries to inflate (by path); the rest are skipped unread. */
  keep: (path: string) => boolean;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;
const LOCAL_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;
// ZIP64 marks its sizes and offsets with all ones; nothing unpacked here is big enough to need ZIP64.
const ZIP64_MARK = 0xffffffff;

/** The kept entries of a ZIP archive, inflated within `limits`; throws ZipRefused otherwise. */
export function unzipBounded(bytes: Buffer, limits: UnzipLimits): Map<string, Buffer> {
  const end = findEndRecord(bytes);
  if (end === undefined) throw new ZipRefused('invalid');
  const count = bytes.readUInt16LE(end + 10);
  if (count > limits.entriesMax) throw new ZipRefused('too-large');
  const entries = new Map<string, Buffer>();
  let offset = bytes.readUInt32LE(end + 16);
  let left = limits.unpackedMax;
  for (let i = 0; i < count; i++) {
    if (offset + ENTRY_SIZE > bytes.length || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE)
      throw new ZipRefused('invalid');
    const method = bytes.readUInt16LE(offset + 10);
    const packedSize = bytes.readUInt32LE(offset + 20);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const localAt = bytes.readUInt32LE(offset + 42);
    if (packedSize === ZIP64_MARK || localAt === ZIP64_MARK) throw new ZipRefused('invalid');
    const path = bytes.toString('utf8', offset + ENTRY_SIZE, offset + ENTRY_SIZE + nameLength);
    offset += ENTRY_SIZE + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    if (!limits.keep(path) || entries.has(path)) continue;
    const packed = packedData(bytes, localAt, packedSize);
    const unpacked = inflateEntry(method, packed, left);
    if (unpacked.length > left) throw new ZipRefused('too-large');
    left -= unpacked.length;
    entries.set(path, unpacked);
  }
  return entries;
}

// The entry's packed bytes, found through its local header (whose own size fields are not trusted either).
function packedData(bytes: Buffer, localAt: number, packedSize: number): Buffer {
  if (localAt + LOCAL_SIZE > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL_SIGNATURE)
    throw new ZipRefused('invalid');
  const start = localAt + LOCAL_SIZE + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
  if (start + packedSize > bytes.length) throw new ZipRefused('invalid');
  return bytes.subarray(start, start + packedSize);
}

function inflateEntry(method: number, packed: Buffer, left: number): Buffer {
  if (method === STORED) {
    if (packed.length > left) throw new ZipRefused('too-large');
    return packed;
  }
  if (method !== DEFLATED) throw new ZipRefused('invalid');
  try {
    // zlib stops and throws (ERR_BUFFER_TOO_LARGE) as soon as the output would pass the ceiling.
    return inflateRawSync(packed, { maxOutputLength: Math.max(left, 1) });
  } catch (error) {
    const tooLarge =
      error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new ZipRefused(tooLarge ? 'too-large' : 'invalid');
  }
}

// The end record is the last 22 bytes, unless an archive comment (at most 65535 bytes) follows it.
function findEndRecord(bytes: Buffer): number | undefined {
  const last = bytes.length - END_SIZE;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return undefined;
}
