import { REJECTION_PAYLOAD_HEAD_BYTES } from '@fleetkey/contract';

// A rejected payload is shown to its owner as text, and may be anything a device sent: the bytes are
// shown as UTF-8 when they are UTF-8, with control and direction-changing characters escaped (they would
// hide or reorder what is shown); otherwise byte by byte, printable ASCII as is and the rest as \xNN.

const decoder = new TextDecoder('utf-8', { fatal: true });
// C0 and C1 controls except tab, newline and carriage return.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
// Line and paragraph separators, bidirectional embeddings, overrides and isolates.
const DIRECTIONAL = /[\u2028-\u202e\u2066-\u2069]/g;

const hexByte = (code: number) => `\\x${code.toString(16).padStart(2, '0')}`;

function escapeText(text: string): string {
  return text
    .replace(CONTROLS, (char) => hexByte(char.charCodeAt(0)))
    .replace(DIRECTIONAL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function escapeBytes(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x20 && byte <= 0x7e ? String.fromCharCode(byte) : hexByte(byte);
  return text;
}

/** The payload's first REJECTION_PAYLOAD_HEAD_BYTES bytes as safe text (at most four characters a byte). */
export function payloadHead(payload: Uint8Array): string {
  const head = payload.subarray(0, REJECTION_PAYLOAD_HEAD_BYTES);
  // The cut may fall inside a character: up to three bytes of an unfinished one are left out.
  const trims = payload.length > head.length ? 3 : 0;
  for (let trim = 0; trim <= trims; trim++) {
    try {
      return escapeText(decoder.decode(head.subarray(0, head.length - trim)));
    } catch {
      // Not UTF-8 this way: try a shorter cut, then bytes.
    }
  }
  return escapeBytes(head);
}
