import { describe, expect, it } from 'vitest';
import { deviceIdSchema, deviceNameSchema, hostSchema, searchInputSchema } from './device';
import { issuesOf } from './issues';
import { VALIDATION_MESSAGES as M } from './keys';

describe('deviceIdSchema', () => {
  it.each(['a', 'd'.repeat(64), 'dev_01-A', '7'])('accepts %s', (id) => {
    expect(issuesOf(deviceIdSchema, id)).toEqual([]);
  });
  it.each([
    ['d'.repeat(65), '65 characters'],
    ['-dev', 'a leading dash'],
    ['dev-', 'a trailing dash'],
    ['_dev', 'a leading underscore'],
    ['dev_', 'a trailing underscore'],
    ['_', 'only an underscore'],
    ['dev 1', 'a space'],
    ['设备', 'Chinese'],
  ])('rejects %s (%s)', (id) => {
    expect(issuesOf(deviceIdSchema, id)[0]).toEqual({ path: '', message: M.deviceIdInvalid });
  });
  it('requires an id', () => {
    expect(issuesOf(deviceIdSchema, '')).toEqual([{ path: '', message: M.required }]);
  });
});

describe('deviceNameSchema', () => {
  it.each(['温度传感器-1', 'pump_2', 'n'.repeat(64), 'Pump 3', 'Boiler (west).2', '泵 [A]'])(
    'accepts %s',
    (name) => {
      expect(issuesOf(deviceNameSchema, name)).toEqual([]);
    },
  );
  it.each(['n'.repeat(65), '-泵', '泵_', 'pump#1'])('rejects %s', (name) => {
    expect(issuesOf(deviceNameSchema, name)[0]).toEqual({ path: '', message: M.deviceNameInvalid });
  });
});

describe('hostSchema', () => {
  it.each(['192.168.1.10', '::1', 'fe80::1', 'localhost', 'mqtt.example.com'])('accepts %s', (host) => {
    expect(issuesOf(hostSchema, host)).toEqual([]);
  });
  it.each(['256.1.1.1', '999.1.1.1', '-bad.com', 'bad_host', 'a.b c', `${'h'.repeat(60)}.com`])(
    'rejects %s',
    (host) => {
      expect(issuesOf(hostSchema, host)[0]).toEqual({ path: '', message: M.hostInvalid });
    },
  );
});

describe('searchInputSchema', () => {
  // Matched literally: licence numbers, device ids and e-mails hold '-' and '.'.
  it.each(['', 'sensor 1', '温度', 'dev_01', 'LIC-2025-0042', 'panel.0042', 'a@b.cn', 'a?*+^$[]\\(){}|'])(
    'accepts %j',
    (search) => {
      expect(issuesOf(searchInputSchema, search)).toEqual([]);
    },
  );
  it('rejects a search longer than 64 characters', () => {
    expect(issuesOf(searchInputSchema, 's'.repeat(65))).toEqual([{ path: '', message: M.tooLong }]);
  });
});
