import { describe, expect, it } from 'vitest';
import { deviceImportRowSchema } from './device-import';
import { issuesOf, parsed } from './validation/issues';
import { VALIDATION_MESSAGES as M } from './validation/keys';

describe('deviceImportRowSchema', () => {
  it('takes empty optional cells as absent and coordinates as numbers', () => {
    expect(
      parsed(deviceImportRowSchema, {
        devid: 'd1',
        devtype: 'meter',
        devname: '',
        lat: '-12.5',
        lng: '+0.25',
      }),
    ).toEqual({
      devid: 'd1',
      devtype: 'meter',
      lat: -12.5,
      lng: 0.25,
    });
  });
  it('needs both coordinates or neither, within range', () => {
    expect(issuesOf(deviceImportRowSchema, { devid: 'd1', devtype: 'm', lng: '3' })).toEqual([
      { path: 'lat', message: M.gpsInvalid },
    ]);
    expect(issuesOf(deviceImportRowSchema, { devid: 'd1', devtype: 'm', lat: '1', lng: '181' })).toEqual([
      { path: 'lng', message: M.gpsInvalid },
    ]);
    expect(issuesOf(deviceImportRowSchema, { devid: 'd1', devtype: 'm', lat: '1e2', lng: '1' })[0]).toEqual({
      path: 'lat',
      message: M.gpsInvalid,
    });
  });
  it('requires an id and a type', () => {
    expect(issuesOf(deviceImportRowSchema, { devid: '', devtype: '' })).toEqual([
      { path: 'devid', message: M.required },
      { path: 'devtype', message: M.required },
    ]);
  });
});
