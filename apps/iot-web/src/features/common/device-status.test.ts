import { describe, expect, it } from 'vitest';
import { STATUS_LOOKS, statusLook } from './device-status';

describe('device status mapping', () => {
  it('reads the device table codes 0 online, 1 offline, 2 faulty', () => {
    expect([0, 1, 2].map((code) => statusLook(code as 0 | 1 | 2).status)).toEqual([
      'online',
      'offline',
      'faulty',
    ]);
  });

  it('gives the dashboard reading of the same status: 0 normal, 1 offline, 5 fault', () => {
    expect(statusLook(0).dashboardCode).toBe(0);
    expect(statusLook(1).dashboardCode).toBe(1);
    expect(statusLook(2).dashboardCode).toBe(5);
  });

  it('colours online green, offline grey and faulty red, each with its own label', () => {
    expect(STATUS_LOOKS.map((look) => [look.color, look.labelKey])).toEqual([
      ['success', 'deviceStatus.online'],
      ['default', 'deviceStatus.offline'],
      ['error', 'deviceStatus.faulty'],
    ]);
  });
});
