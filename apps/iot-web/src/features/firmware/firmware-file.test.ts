import { describe, expect, it } from 'vitest';
import { FIRMWARE_MAX_BYTES } from '@fleetkey/contract';
import { firmwareFileIssue } from './firmware-file';

describe('firmware file check', () => {
  it('asks for a file, refuses an empty or too large one, and takes one of the largest size', () => {
    expect(firmwareFileIssue(undefined)).toBe('firmware.upload.fileRequired');
    expect(firmwareFileIssue({ size: 0 })).toBe('firmware.upload.fileEmpty');
    expect(firmwareFileIssue({ size: FIRMWARE_MAX_BYTES + 1 })).toBe('firmware.upload.tooLarge');
    expect(firmwareFileIssue({ size: FIRMWARE_MAX_BYTES })).toBeNull();
  });
});
