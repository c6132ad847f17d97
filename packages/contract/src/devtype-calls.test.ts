import { describe, expect, it } from 'vitest';
import {
  deviceTypeCreateSchema,
  deviceTypeSectionSchemas,
  devtypeNameSchema,
  initParamSchema,
} from './devtype-calls';
import { issuesOf, parsed } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

describe('devtypeNameSchema', () => {
  it.each(['meter', 'Smart-Meter_2', 'm'.repeat(64)])('accepts %s', (name) => {
    expect(issuesOf(devtypeNameSchema, name)).toEqual([]);
  });
  // A type name is an MQTT topic level: no '/', '+' or '#'.
  it.each(['a/b', 'a+', '#', '-meter', 'meter_', 'm'.repeat(65), '电表'])('rejects %s', (name) => {
    expect(issuesOf(devtypeNameSchema, name)[0]?.message).toBe(M.deviceTypeInvalid);
  });
});

describe('device type sections', () => {
  it('reports a repeated point name at the repeat', () => {
    const points = [
      { name: 'v', type: 'number' },
      { name: 'a', type: 'number' },
      { name: 'v', type: 'integer' },
    ];
    expect(issuesOf(deviceTypeSectionSchemas.data, points)).toEqual([
      { path: '2.name', message: M.duplicate },
    ]);
  });
  it('defaults a command to unconfirmed with no parameters', () => {
    expect(parsed(deviceTypeSectionSchemas.commands, [{ name: 'reboot' }])).toEqual([
      { name: 'reboot', cmdtype: 'unconfirmed', params: [] },
    ]);
  });
  it('repeats event codes nowhere', () => {
    expect(issuesOf(deviceTypeSectionSchemas.errors, [{ code: 'E1' }, { code: 'E1' }])).toEqual([
      { path: '1.code', message: M.duplicate },
    ]);
  });
  it('takes scalar initial parameters only', () => {
    expect(issuesOf(initParamSchema, { a: 1, b: 'x', c: false })).toEqual([]);
    expect(issuesOf(initParamSchema, { a: [1] })).toEqual([{ path: 'a', message: M.invalidType }]);
    expect(issuesOf(initParamSchema, { 'a b': 1 })[0]?.message).toBe(M.keyNameInvalid);
  });
  it('bounds every section', () => {
    const many = Array.from({ length: 257 }, (_, i) => ({ name: `p${i}`, type: 'number' }));
    expect(issuesOf(deviceTypeSectionSchemas.status, many)).toEqual([{ path: '', message: M.tooMany }]);
  });
  it('strips unknown fields instead of storing them', () => {
    expect(
      parsed(deviceTypeCreateSchema, { devtype: 'meter', data: [{ name: 'v', type: 'number', x: 1 }] }),
    ).toEqual({
      devtype: 'meter',
      mode: 'strict',
      data: [{ name: 'v', type: 'number' }],
    });
  });
  it('makes a new type strict unless told, and takes only strict or open', () => {
    expect(parsed(deviceTypeCreateSchema, { devtype: 'meter' })).toEqual({
      devtype: 'meter',
      mode: 'strict',
    });
    expect(parsed(deviceTypeCreateSchema, { devtype: 'meter', mode: 'open' })).toMatchObject({
      mode: 'open',
    });
    expect(issuesOf(deviceTypeCreateSchema, { devtype: 'meter', mode: 'loose' })).toEqual([
      { path: 'mode', message: M.invalidOption },
    ]);
  });
});
