import { describe, expect, it } from 'vitest';
import { TELEMETRY_DOWNLOAD_DEVICES_MAX } from '@fleetkey/contract';
import { toDownload, type DownloadValues } from './download-form';

const BASE: DownloadValues = { scope: 'devices', devids: [], devtype: null, range: null };
const START = Date.UTC(2025, 0, 1);

describe('data download form', () => {
  it('asks for chosen devices with the range in epoch seconds', () => {
    expect(
      toDownload({ ...BASE, devids: ['m-1', 'm-2'], range: { start: START, end: START + 1500 } }),
    ).toEqual({
      ok: true,
      body: { scope: 'devices', devids: ['m-1', 'm-2'], starttime: START / 1000, endtime: START / 1000 + 2 },
    });
  });

  it('asks for a whole type, all of its data when no range is given', () => {
    expect(toDownload({ ...BASE, scope: 'type', devtype: 'meter' })).toEqual({
      ok: true,
      body: { scope: 'type', devtype: 'meter' },
    });
  });

  it('refuses no devices, too many devices, no type and a reversed range on their fields', () => {
    const issues = (values: DownloadValues) => {
      const checked = toDownload(values);
      return checked.ok ? [] : checked.issues;
    };
    expect(issues(BASE)).toEqual([{ path: ['devids'], message: 'validation.required' }]);
    const many = Array.from({ length: TELEMETRY_DOWNLOAD_DEVICES_MAX + 1 }, (_, i) => `m-${i}`);
    expect(issues({ ...BASE, devids: many })).toEqual([{ path: ['devids'], message: 'validation.tooMany' }]);
    expect(issues({ ...BASE, scope: 'type' })).toEqual([
      { path: ['devtype'], message: 'validation.required' },
    ]);
    expect(issues({ ...BASE, devids: ['m-1'], range: { start: START, end: START - 1 } })).toEqual([
      { path: ['range'], message: 'validation.rangeInvalid' },
    ]);
  });
});
