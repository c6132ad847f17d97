import { DEVICE_TIME_AHEAD_MAX_MS, TELEMETRY_PAYLOAD_MAX_BYTES } from '@fleetkey/contract';
import { describe, expect, it, vi } from 'vitest';
import { parseDataPayload, readDataPayload, readEventPayload, readStatusPayload } from './device-payloads';

const NOW = Date.UTC(2025, 5, 1);
const bytes = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('reading device payloads', () => {
  it('rejects a payload that is not JSON or is too large, as a whole', () => {
    expect(readDataPayload(bytes('not json'), NOW).rejections[0]?.reason).toBe('MALFORMED_JSON');
    const large = Buffer.alloc(TELEMETRY_PAYLOAD_MAX_BYTES + 1, 0x20);
    expect(readDataPayload(large, NOW)).toEqual({
      rows: [],
      rejections: [
        {
          reason: 'PAYLOAD_TOO_LARGE',
          detail: `${TELEMETRY_PAYLOAD_MAX_BYTES + 1} > ${TELEMETRY_PAYLOAD_MAX_BYTES}`,
        },
      ],
    });
  });

  it('parses one message’s bytes once for the ingest and the live watchers', () => {
    const parse = vi.spyOn(JSON, 'parse');
    try {
      const payload = bytes({ v: 1 });
      expect(readDataPayload(payload, NOW).rows).toHaveLength(1);
      expect(parseDataPayload(payload, NOW)).toHaveLength(1);
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
  });

  it('gives the live socket the rows history will hold', () => {
    expect(parseDataPayload(bytes({ v: 1, bad: [1] }), NOW)).toEqual([
      { at: '', time: undefined, points: { v: 1 } },
    ]);
    expect(parseDataPayload(bytes({ bad: [1] }), NOW)).toBeNull();
  });

  it('rejects an event without a code, naming the field, and one stamped a day ahead', () => {
    expect(readEventPayload(bytes({ type: 'error' }), NOW)).toEqual({
      rejection: { reason: 'EVENT_INVALID', detail: 'code' },
    });
    const time = NOW + DEVICE_TIME_AHEAD_MAX_MS + 1;
    expect(readEventPayload(bytes({ code: 'E1', time }), NOW)).toEqual({
      rejection: { reason: 'TIME_IN_FUTURE', detail: `time: ${time}` },
    });
    expect(readEventPayload(bytes({ code: 'E1' }), NOW).value).toMatchObject({ code: 'E1', type: 'log' });
  });

  it('rejects an unknown status word, naming it', () => {
    expect(readStatusPayload(bytes('banana'))).toEqual({
      rejection: { reason: 'STATUS_INVALID', detail: 'banana' },
    });
    expect(readStatusPayload(bytes({ status: 'fault' }))).toEqual({ value: 'faulty' });
  });
});
