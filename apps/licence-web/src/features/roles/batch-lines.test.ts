import { describe, expect, it } from 'vitest';
import { ROLE_BATCH_MAX } from '@fleetkey/contract';
import { parseBatchLines } from './batch-lines';

describe('parseBatchLines', () => {
  it('reads one role a line, the description after the first comma, skipping blank lines', () => {
    expect(parseBatchLines('ops\n\n  audit , reads logs, and more \n')).toEqual({
      roles: [{ name: 'ops' }, { name: 'audit', description: 'reads logs, and more' }],
      issues: [],
    });
  });

  it('names each invalid line with the contract’s message', () => {
    expect(parseBatchLines('ok1\nbad_name\nok2,x').issues).toEqual([
      { line: 2, message: 'validation.roleNameInvalid' },
      { line: 3, message: 'validation.descriptionInvalid' },
    ]);
  });

  it('refuses an empty text and more roles than one batch takes', () => {
    expect(parseBatchLines(' \n').issues).toEqual([{ line: 1, message: 'validation.required' }]);
    const many = Array.from({ length: ROLE_BATCH_MAX + 1 }, (_, i) => `role${i}`).join('\n');
    expect(parseBatchLines(many).issues).toEqual([
      { line: ROLE_BATCH_MAX + 1, message: 'validation.tooMany' },
    ]);
  });
});
