// DBC files are mostly ASCII; older tools write comments in Windows-1252, which is not valid UTF-8.
const utf8 = new TextDecoder('utf-8', { fatal: true });
const latin1 = new TextDecoder('latin1');

/** A DBC file's bytes as text: UTF-8 when they are, else Latin-1. */
export function decodeDbcText(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}
