import { describe, expect, it } from 'vitest';
import { requestTimeZone } from './request-time-zone';

describe('the time zone of a request', () => {
  it('is the zone X-Time-Zone names', () => {
    expect(requestTimeZone({ headers: { 'x-time-zone': 'Asia/Shanghai' } })).toBe('Asia/Shanghai');
  });
  it('is UTC without the header, for a name no zone has, for a list, and for an overlong name', () => {
    for (const zone of [undefined, 'Mars/Olympus', ['Asia/Shanghai', 'UTC'], `Asia/${'x'.repeat(80)}`])
      expect(requestTimeZone({ headers: { 'x-time-zone': zone } })).toBe('UTC');
  });
});
