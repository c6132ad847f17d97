import { dtcToSae, parseDtcCode } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { clearDtcRequest, nrcName, parseUdsResponse, readDtcRequest, statusBits } from './uds-response';

describe('SAE J2012 form of a DTC', () => {
  // Worked by hand: high byte bits 7–6 system (00 P, 01 C, 10 B, 11 U), bits 5–4 first digit, bits 3–0
  // second digit; the middle byte the last two digits; the low byte (failure type) after a dash if not 0.
  it.each([
    [0x030100, 'P0301'], // 0000 0011 → P, 0, 3; 0x01
    [0xc10000, 'U0100'], // 1100 0001 → U, 0, 1; 0x00
    [0x420000, 'C0200'], // 0100 0010 → C, 0, 2; 0x00
    [0x9a1200, 'B1A12'], // 1001 1010 → B, 1, A; 0x12
    [0x3fff00, 'P3FFF'], // 0011 1111 → P, 3, F; 0xFF
    [0x03011a, 'P0301-1A'],
  ])('0x%s reads %s', (dtc, sae) => {
    expect(dtcToSae(dtc)).toBe(sae);
    expect(parseDtcCode(sae)).toBe(dtc);
  });

  it('reads the hex form and refuses what is neither form', () => {
    expect(parseDtcCode('0xC10000')).toBe(0xc10000);
    expect(parseDtcCode('p0301')).toBe(0x030100);
    expect(parseDtcCode('P4301')).toBeNull();
    expect(parseDtcCode('0x0301')).toBeNull();
    expect(parseDtcCode('X0301')).toBeNull();
  });
});

describe('UDS requests', () => {
  it('builds 19 02 <mask> and 14 FF FF FF', () => {
    expect(readDtcRequest(0xff)).toBe('1902FF');
    expect(readDtcRequest(0x08)).toBe('190208');
    expect(clearDtcRequest()).toBe('14FFFFFF');
  });
});

describe('UDS responses', () => {
  it('reads a 0x59 0x02 response into DTCs with their status bits', () => {
    // availability 0xFF; P0301 status 0x2F (bits 0,1,2,3,5); U0100 status 0x09 (bits 0,3).
    const answer = parseUdsResponse('59 02 FF 03 01 00 2F C1 00 00 09');
    expect(answer).toEqual({
      kind: 'dtcs',
      availabilityMask: 0xff,
      dtcs: [
        {
          dtc: 0x030100,
          code: '0x030100',
          sae: 'P0301',
          status: 0x2f,
          bits: [
            'testFailed',
            'testFailedThisOperationCycle',
            'pendingDTC',
            'confirmedDTC',
            'testFailedSinceLastClear',
          ],
        },
        { dtc: 0xc10000, code: '0xC10000', sae: 'U0100', status: 0x09, bits: ['testFailed', 'confirmedDTC'] },
      ],
    });
  });

  it('reads a response with no DTCs', () => {
    expect(parseUdsResponse('5902FF')).toEqual({ kind: 'dtcs', availabilityMask: 0xff, dtcs: [] });
  });

  it('names every status bit, bit 7 the warning indicator', () => {
    expect(statusBits(0x80)).toEqual(['warningIndicatorRequested']);
    expect(statusBits(0x50)).toEqual([
      'testNotCompletedSinceLastClear',
      'testNotCompletedThisOperationCycle',
    ]);
    expect(statusBits(0xff)).toHaveLength(8);
  });

  it('reads 0x54 as the clear confirmation', () => {
    expect(parseUdsResponse(Uint8Array.of(0x54))).toEqual({ kind: 'cleared' });
  });

  it('reads 0x7F negative responses with the NRC named', () => {
    expect(parseUdsResponse('7F1931')).toEqual({
      kind: 'negative',
      service: 0x19,
      nrc: 0x31,
      nrcName: 'requestOutOfRange',
    });
    expect(parseUdsResponse('7F1422')).toMatchObject({ service: 0x14, nrcName: 'conditionsNotCorrect' });
    expect(parseUdsResponse('7F1978')).toMatchObject({ nrcName: 'requestCorrectlyReceived-ResponsePending' });
  });

  it('names NRCs the table lists only as ranges', () => {
    expect(nrcName(0x12)).toBe('subFunctionNotSupported');
    expect(nrcName(0x33)).toBe('securityAccessDenied');
    expect(nrcName(0xa0)).toBe('reservedForSpecificConditionsNotCorrect');
    expect(nrcName(0xf3)).toBe('vehicleManufacturerSpecificConditionsNotCorrect');
    expect(nrcName(0x00)).toBe('ISOSAEReserved');
  });

  it.each([
    ['', 'empty response'],
    ['59 02 FF 03 01 00', '3 bytes of DTC records, not a multiple of 4'],
    ['5902', 'response has no availability mask'],
    ['59', 'response has no sub-function'],
    ['5904FF', 'unexpected sub-function 0x04'],
    ['7F19', 'negative response of 2 bytes, expected 3'],
    ['7F193100', 'negative response of 4 bytes, expected 3'],
    ['5400', 'clear confirmation of 2 bytes, expected 1'],
    ['62F190', 'unexpected service 0x62'],
    ['5G02', 'response is not hex bytes'],
    ['590', 'response is not hex bytes'],
  ])('gives a reason for %j, never a throw', (response, reason) => {
    expect(parseUdsResponse(response)).toEqual({ kind: 'invalid', reason });
  });
});
