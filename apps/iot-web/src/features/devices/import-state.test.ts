import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { importFailure } from './import-state';

describe('bulk import state', () => {
  it('turns a DEVICE_IMPORT_INVALID answer into a per-row report sorted like the spreadsheet', () => {
    const error = new ApiError(400, 'DEVICE_IMPORT_INVALID', 'some rows of the file are invalid', {
      rows: [
        { row: 5, field: 'devtype', message: 'validation.deviceTypeUnknown' },
        { row: 2, field: 'lat', message: 'validation.gpsInvalid' },
        { row: 2, field: 'devid', message: 'validation.deviceIdInvalid' },
      ],
    });
    expect(importFailure(error)).toEqual({
      phase: 'invalid',
      rows: [
        { row: 2, field: 'devid', message: 'validation.deviceIdInvalid' },
        { row: 2, field: 'lat', message: 'validation.gpsInvalid' },
        { row: 5, field: 'devtype', message: 'validation.deviceTypeUnknown' },
      ],
    });
  });

  it('treats any other failure (or a report without rows) as a plain failure', () => {
    const limit = new ApiError(403, 'DEVICE_LIMIT', 'device count exceeds system limit');
    expect(importFailure(limit)).toEqual({ phase: 'failed', error: limit });
    const empty = new ApiError(400, 'DEVICE_IMPORT_INVALID', 'x', { rows: 'nope' });
    expect(importFailure(empty)).toEqual({ phase: 'failed', error: empty });
  });
});
