// An XLSX file is a ZIP archive, and a small archive can unpack to gigabytes (a "zip bomb"). Before the
// spreadsheet reader unpacks an upload, the archive's own directory is read: too many entries, or more
// unpacked bytes than an import of DEVICE_IMPORT_ROWS_MAX rows could ever need, and the file is refused.

/** Most bytes an import's XLSX may unpack to, all entries together. */
export const XLSX_UNPACKED_MAX = 32 * 1024 * 1024;
const ENTRIES_MAX = 200;

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_SIZE = 22;
const ENTRY_SIZE = 46;
// ZIP64 marks its sizes with all ones; no spreadsheet of this size needs ZIP64.
const ZIP64_MARK = 0xffffffff;

/** True when the bytes are a ZIP archive whose directory declares a modest unpacked size. */
export function isModestZip(bytes: Buffer): boolean {
  const end = findEndRecord(bytes);
  if (end === undefined) return false;
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  if (entries > ENTRIES_MAX) return false;
  let unpacked = 0;
  for (let i = 0; i < entries; i++) {
    if (offset + ENTRY_SIZE > bytes.length || bytes.readUInt32LE(offset) !== ENTRY_SIGNATURE) return false;
    const size = bytes.readUInt32LE(offset + 24);
    if (size === ZIP64_MARK) return false;
    unpacked += size;
    if (unpacked > XLSX_UNPACKED_MAX) return false;
    offset +=
      ENTRY_SIZE +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return true;
}

// The end record is the last 22 bytes, unless an archive comment (at most 65535 bytes) follows it.
function findEndRecord(bytes: Buffer): number | undefined {
  const last = bytes.length - END_SIZE;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--) {
    if (bytes.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  return undefined;
}
