import type { IotAction } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TARGET_MAX, bulkTarget, writeActivity, writeTarget } from './write-activity-entry';

const route = (method: string, url: string, action: IotAction = 'write') => ({
  method,
  url,
  permission: { resource: 'devices' as const, action },
});

describe('writeActivity', () => {
  it.each([
    ['POST', '/v1/devices', 'write', 200, 'created'],
    ['POST', '/v1/rules', 'write', 201, 'created'],
    ['POST', '/v1/projects/:projectid/datasets', 'write', 201, 'created'],
    ['POST', '/v1/device_groups/:groupid', 'write', 200, 'updated'],
    ['PUT', '/v1/rules/:id', 'write', 200, 'updated'],
    ['PATCH', '/v1/rules/record/:id', 'write', 200, 'updated'],
    ['DELETE', '/v1/device_groups/:groupid', 'write', 200, 'deleted'],
    ['POST', '/v1/devices/batch/delete', 'write', 200, 'deleted'],
    ['DELETE', '/v1/records', 'control', 200, 'deleted'],
    ['PATCH', '/v1/rules/status/:id', 'write', 200, 'statusChanged'],
    ['PATCH', '/v1/tasks/:id/status', 'control', 200, 'statusChanged'],
    ['PUT', '/v1/devices/:devid/commands/:cmd', 'control', 200, 'commandSent'],
    ['PUT', '/v1/multicast/:groupid/commands/:cmd', 'control', 200, 'commandSent'],
    ['POST', '/v1/uds/dtcCommand', 'control', 201, 'commandSent'],
    ['POST', '/v1/statistics/schedule/start', 'control', 200, 'controlled'],
    ['POST', '/v1/ota/rollouts/:id/retry', 'control', 200, 'resent'],
    ['POST', '/v1/firmware/:devtype/:version/notify', 'control', 201, 'controlled'],
    ['POST', '/v1/rule_actions/:id/test', 'write', 200, 'tested'],
    ['POST', '/v1/project_datas/import', 'write', 201, 'imported'],
    ['POST', '/v1/uds/errorCodeFile', 'write', 200, 'imported'],
    ['POST', '/v1/dbc/file', 'write', 201, 'created'],
    ['POST', '/v1/customs/commonFile', 'write', 201, 'created'],
  ] as const)('%s %s (%s, %i) is %s', (method, url, action, status, expected) => {
    expect(writeActivity(route(method, url, action), status)).toBe(expected);
  });
});

describe('writeTarget', () => {
  it('names the route’s own parameters, in the order of the path', () => {
    expect(writeTarget({ devid: 'm-1' }, { devname: 'pump' }, { data: { id: 'x' } })).toBe('m-1');
    expect(writeTarget({ devtype: 'meter', version: '1.2.0' }, undefined, undefined)).toBe('meter/1.2.0');
  });

  it('names a created object by the id its answer gives, else by the one its body gives', () => {
    expect(writeTarget({}, { name: 'hot' }, { data: { id: 'r-9', name: 'hot' } })).toBe('r-9');
    expect(writeTarget({}, { devid: 'm-1', devtype: 'meter' }, { data: null })).toBe('m-1');
    expect(writeTarget(undefined, { devtype: 'meter' }, { data: { deleted: 1 } })).toBe('meter');
  });

  it('lists the ids of a bulk body, and is empty when the route names no object', () => {
    expect(writeTarget({}, { devids: ['m-1', 'm-2'] }, { data: { deleted: 2 } })).toBe('m-1, m-2');
    expect(writeTarget({}, { ids: [3, 4] }, undefined)).toBe('3, 4');
    expect(writeTarget({}, { amount: 100 }, { data: { balance: 100 } })).toBe('');
  });

  it('cuts a long single target to the column', () => {
    expect(writeTarget({ name: 'n'.repeat(100) }, undefined, undefined)).toHaveLength(ACTIVITY_TARGET_MAX);
  });
});

describe('bulkTarget', () => {
  it('shows as many ids as fit and counts the rest', () => {
    const ids = Array.from({ length: 100 }, (_, i) => `device-${i}`);
    const text = bulkTarget(ids);
    expect(text.length).toBeLessThanOrEqual(ACTIVITY_TARGET_MAX);
    expect(text).toMatch(/^device-0, device-1, .* … \+\d+$/);
    const shown = (text.split(' … ')[0] ?? '').split(', ').length;
    expect(text.endsWith(`… +${100 - shown}`)).toBe(true);
  });
});
