import { describe, expect, it } from 'vitest';
import {
  OFFLINE_LICENCE_FORMAT,
  offlineLicenceFileText,
  offlineLicencePayloadText,
  parseOfflineLicence,
  type OfflineLicencePayload,
} from './offline-licence';

const payload: OfflineLicencePayload = {
  format: OFFLINE_LICENCE_FORMAT,
  keyId: '20250301T120000.000Z-0123456789abcdef',
  licenceId: 'lic-1',
  licenceNo: 'FK20250301-AAAAAAAA',
  deviceId: 'panel-1',
  edition: '3',
  issuedAt: '2025-03-01T12:00:00.000Z',
  expiresAt: '2025-06-01T12:00:00.000Z',
};

describe('offline licence format', () => {
  it('writes one "name: value" line per field in order, then the signature line', () => {
    const text = offlineLicenceFileText(offlineLicencePayloadText(payload), 'c2ln');
    expect(text.split('\n')).toEqual([
      'format: fleetkey-offline-licence/1',
      'keyId: 20250301T120000.000Z-0123456789abcdef',
      'licenceId: lic-1',
      'licenceNo: FK20250301-AAAAAAAA',
      'deviceId: panel-1',
      'edition: 3',
      'issuedAt: 2025-03-01T12:00:00.000Z',
      'expiresAt: 2025-06-01T12:00:00.000Z',
      'signature: c2ln',
      '',
    ]);
  });

  it('reads back the fields, the exact signed text and the signature', () => {
    const signed = offlineLicencePayloadText(payload);
    expect(parseOfflineLicence(offlineLicenceFileText(signed, 'c2ln'))).toEqual({
      payload,
      signedText: signed,
      signature: 'c2ln',
    });
  });

  it('refuses a value with a line break, which would let a field forge another line', () => {
    expect(() => offlineLicencePayloadText({ ...payload, deviceId: 'a\nedition: 4' })).toThrow(/line break/);
  });

  it('reads nothing from a file with fields missing, out of order, of another format or without a signature', () => {
    const good = offlineLicenceFileText(offlineLicencePayloadText(payload), 'c2ln');
    expect(parseOfflineLicence(good.replace('edition: 3\n', ''))).toBeUndefined();
    expect(parseOfflineLicence(good.replace('keyId', 'keyID'))).toBeUndefined();
    expect(parseOfflineLicence(good.replace('/1', '/2'))).toBeUndefined();
    expect(parseOfflineLicence(offlineLicencePayloadText(payload))).toBeUndefined();
  });
});
