import { REJECTION_PAYLOAD_HEAD_BYTES } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { payloadHead } from './payload-head';

describe('payload head', () => {
  it('keeps UTF-8 text as it is', () => {
    expect(payloadHead(Buffer.from('{"温度": 21.5,\n"ok": true}'))).toBe('{"温度": 21.5,\n"ok": true}');
  });

  it('keeps the first 256 bytes, leaving out a character the cut splits', () => {
    const text = `${'a'.repeat(REJECTION_PAYLOAD_HEAD_BYTES - 1)}温度`;
    expect(payloadHead(Buffer.from(text))).toBe('a'.repeat(REJECTION_PAYLOAD_HEAD_BYTES - 1));
  });

  it('escapes control and direction-changing characters inside text', () => {
    expect(payloadHead(Buffer.from('a\u0000b\u001bc\u202ed'))).toBe('a\\x00b\\x1bc\\u202ed');
  });

  it('shows bytes that are not UTF-8 one by one, printable ASCII as is', () => {
    expect(payloadHead(Buffer.from([0x41, 0xff, 0xfe, 0x00, 0x7b]))).toBe('A\\xff\\xfe\\x00{');
  });

  it('never grows past four characters a byte', () => {
    const noise = Buffer.alloc(1000, 0x80);
    expect(payloadHead(noise)).toHaveLength(REJECTION_PAYLOAD_HEAD_BYTES * 4);
  });
});
