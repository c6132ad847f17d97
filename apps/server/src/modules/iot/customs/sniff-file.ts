import { COMMON_FILE_KINDS, type CommonFileKind } from '@fleetkey/contract';

// A common file is served back to browsers, so what it is comes from its bytes, never from the name or the
// Content-Type the uploader sent: a page saved as "manual.png" must not come back as HTML, and a program
// must not be shared as a "manual". The first bytes decide; the name's extension must agree with them.

/** How many leading bytes are read to decide what a file is. */
export const SNIFF_BYTES = 8192;

/** Why a file is refused (the `reason` of COMMON_FILE_TYPE). */
export type SniffRefusal = 'executable' | 'unsupported' | 'mismatch';

const startsWith = (head: Buffer, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Signatures of programs: Windows PE, ELF, Mach-O (both byte orders, fat), Java class, scripts (#!). */
const EXECUTABLES: readonly (readonly number[])[] = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
];

/** Extensions refused whatever the bytes are: a browser or a desktop would run them. */
const EXECUTABLE_EXTENSIONS = new Set([
  'exe',
  'dll',
  'so',
  'dylib',
  'com',
  'bat',
  'cmd',
  'msi',
  'ps1',
  'sh',
  'scr',
  'jar',
  'app',
  'apk',
  'vbs',
  'js',
  'html',
  'htm',
  'svg',
  'xhtml',
]);

function binaryKind(head: Buffer): CommonFileKind | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(head, ascii('%PDF-'))) return 'pdf';
  // A zip starts with a local file header, or is empty (only the end-of-directory record).
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  return undefined;
}

/**
 * Whether the head reads as text: UTF-8 (a character cut at the end of the head is fine) with no control
 * characters but tab, line feed, form feed and carriage return.
 */
function isText(head: Buffer): boolean {
  for (const byte of head)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The extension of a file name, lower case; '' without one. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** What a file is from its first bytes and its name, or why it is refused. */
export function sniffFile(
  head: Buffer,
  fileName: string,
): { kind: CommonFileKind } | { refused: SniffRefusal } {
  const extension = extensionOf(fileName);
  if (EXECUTABLE_EXTENSIONS.has(extension) || EXECUTABLES.some((signature) => startsWith(head, signature)))
    return { refused: 'executable' };
  const kind = binaryKind(head) ?? (isText(head) ? 'text' : undefined);
  if (!kind) return { refused: 'unsupported' };
  const claimed = (Object.keys(COMMON_FILE_KINDS) as CommonFileKind[]).find((candidate) =>
    (COMMON_FILE_KINDS[candidate].extensions as readonly string[]).includes(extension),
  );
  // A text file may carry any other extension (a device's .conf or .toml); a known one must match the bytes.
  if (claimed ? claimed !== kind : kind !== 'text') return { refused: 'mismatch' };
  return { kind };
}
