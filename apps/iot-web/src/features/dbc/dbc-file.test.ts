import { describe, expect, it } from 'vitest';
import { DBC_FILE_MAX_BYTES } from '@fleetkey/contract';
import { dbcFileIssue } from './dbc-file';

describe('dbcFileIssue', () => {
  it('accepts a named .dbc file within the size limit', () => {
    expect(dbcFileIssue({ name: 'engine_v2.dbc', size: 1200 })).toBeNull();
  });

  it('asks for a file when none is picked', () => {
    expect(dbcFileIssue(undefined)).toBe('dbc.upload.pickFirst');
  });

  it('refuses a name without .dbc or with spaces', () => {
    expect(dbcFileIssue({ name: 'engine.txt', size: 10 })).toBe('dbc.upload.badName');
    expect(dbcFileIssue({ name: 'my engine.dbc', size: 10 })).toBe('dbc.upload.badName');
  });

  it('refuses an empty file and one above the limit', () => {
    expect(dbcFileIssue({ name: 'a.dbc', size: 0 })).toBe('dbc.upload.empty');
    expect(dbcFileIssue({ name: 'a.dbc', size: DBC_FILE_MAX_BYTES + 1 })).toBe('dbc.upload.tooLarge');
  });
});
