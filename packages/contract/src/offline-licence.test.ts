import { describe, expect, it } from 'vitest';
import {
  OFFLINE_LICENCE_FORMAT,
  offlineLicenceFileText,
  offlineLicencePayloadText,
  offlineRevocationsPayloadText,
  parseOfflineLicence,
  parseOfflineRevocations,
  type OfflineLicencePayload,
} from './offline-licence';

/** A signature in its only spelling: 64 bytes, padded base64. */
const SIGNATURE = `${'paWl'.repeat(21)}pQ==`;
const payload: OfflineLicencePayload = {
  format: OFFLINE_LICENCE_FORMAT,
  keyId: '20250301T120000.000Z-0123456789abcdef',
  fileId: 'file-1',
  licenceId: 'lic-1',
  licenceNo: 'FK20250301-AAAAAAAA',
  deviceId: 'panel-1',
  edition: '3',
  issuedAt: '2025-03-01T12:00:00.000Z',
  expiresAt: '2025-06-01T12:00:00.000Z',
};

describe('offline licence format', () => {
  it('writes one "name: value" line per field in order, then the signature line', () => {
    const text = offlineLicenceFileText(offlineLicencePayloadText(payload), SIGNATURE);
    expect(text.split('\n')).toEqual([
      'format: fleetkey-offline-licence/2',
      'keyId: 20250301T120000.000Z-0123456789abcdef',
      'fileId: file-1',
      'licenceId: lic-1',
      'licenceNo: FK20250301-AAAAAAAA',
      'deviceId: panel-1',
      'edition: 3',
      'issuedAt: 2025-03-01T12:00:00.000Z',
      'expiresAt: 2025-06-01T12:00:00.000Z',
      `signature: ${SIGNATURE}`,
      '',
    ]);
  });

  it('reads back the fields, the exact signed text and the signature', () => {
    const signed = offlineLicencePayloadText(payload);
    expect(parseOfflineLicence(offlineLicenceFileText(signed, SIGNATURE))).toEqual({
      payload,
      signedText: signed,
      signature: SIGNATURE,
    });
  });

  it('refuses a value with a line break, which would let a field forge another line', () => {
    expect(() => offlineLicencePayloadText({ ...payload, deviceId: 'a\nedition: 4' })).toThrow(/line break/);
  });

  it('reads nothing from a file with fields missing, out of order, of another format or without a signature', () => {
    const good = offlineLicenceFileText(offlineLicencePayloadText(payload), SIGNATURE);
    expect(parseOfflineLicence(good.replace('edition: 3\n', ''))).toBeUndefined();
    expect(parseOfflineLicence(good.replace('keyId', 'keyID'))).toBeUndefined();
    expect(parseOfflineLicence(good.replace('licence/2', 'licence/3'))).toBeUndefined();
    expect(parseOfflineLicence(offlineLicencePayloadText(payload))).toBeUndefined();
  });

  it('reads nothing from a file with bytes after its signature line, which no signature covers', () => {
    const good = offlineLicenceFileText(offlineLicencePayloadText(payload), SIGNATURE);
    expect(parseOfflineLicence(good)).toBeDefined();
    for (const appended of ['deviceId: panel-2\n', '\n', 'x', `signature: ${SIGNATURE}\n`])
      expect(parseOfflineLicence(good + appended)).toBeUndefined();
  });

  it('reads a signature only in its one spelling: 64 bytes of padded base64, no stray bits or characters', () => {
    const withSignature = (signature: string) =>
      parseOfflineLicence(offlineLicenceFileText(offlineLicencePayloadText(payload), signature));
    expect(withSignature(SIGNATURE)?.signature).toBe(SIGNATURE);
    // Node's base64 decoder reads each of these as the same 64 bytes (or skips what follows).
    for (const variant of [`${SIGNATURE} `, `${SIGNATURE}!`, `${SIGNATURE.slice(0, 85)}R==`, ` ${SIGNATURE}`])
      expect(withSignature(variant)).toBeUndefined();
    expect(withSignature(SIGNATURE.slice(0, 84))).toBeUndefined();
  });
});

describe('offline revocation list format', () => {
  const list = {
    keyId: 'key-1',
    issuedAt: '2025-03-10T08:00:00.000Z',
    revoked: [
      { fileId: 'file-1', expiresAt: '2025-03-31T12:00:00.000Z' },
      { fileId: 'file-2', expiresAt: '2025-04-02T12:00:00.000Z' },
    ],
  };

  it('writes the header, one revoked line per file, then the signature, and reads it back', () => {
    const signed = offlineRevocationsPayloadText(list);
    const text = offlineLicenceFileText(signed, SIGNATURE);
    expect(text.split('\n')).toEqual([
      'format: fleetkey-offline-revocations/1',
      'keyId: key-1',
      'issuedAt: 2025-03-10T08:00:00.000Z',
      'revoked: file-1 2025-03-31T12:00:00.000Z',
      'revoked: file-2 2025-04-02T12:00:00.000Z',
      `signature: ${SIGNATURE}`,
      '',
    ]);
    expect(parseOfflineRevocations(text)).toEqual({ list, signedText: signed, signature: SIGNATURE });
  });

  it('reads an empty list, and refuses a malformed one', () => {
    const empty = offlineLicenceFileText(offlineRevocationsPayloadText({ ...list, revoked: [] }), SIGNATURE);
    expect(parseOfflineRevocations(empty)?.list.revoked).toEqual([]);
    expect(parseOfflineRevocations(empty.replace('revocations/1', 'revocations/9'))).toBeUndefined();
    expect(parseOfflineRevocations(empty.replace(`signature: ${SIGNATURE}\n`, ''))).toBeUndefined();
    expect(parseOfflineRevocations(`${empty}revoked: file-9 2025-04-02T12:00:00.000Z\n`)).toBeUndefined();
  });
});
