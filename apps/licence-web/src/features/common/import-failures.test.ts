import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { importFailures } from './import-failures';

const refused = (fields: unknown) => new ApiError(400, 'VALIDATION_FAILED', 'x', { fields });

describe('importFailures', () => {
  it('names the 1-based row and the field of each row failure, and none for a file failure', () => {
    expect(
      importFailures(
        refused([
          { location: 'body', path: 'nodes.2.name', message: 'validation.nodeNameRequired' },
          { location: 'body', path: 'nodes.4', message: 'validation.fileStructureInvalid' },
          { location: 'body', path: 'file', message: 'validation.jsonFormatInvalid' },
        ]),
      ),
    ).toEqual([
      { row: 3, field: 'name', message: 'validation.nodeNameRequired' },
      { row: 5, field: undefined, message: 'validation.fileStructureInvalid' },
      { message: 'validation.jsonFormatInvalid' },
    ]);
  });

  it('keeps what a failure names, such as the unknown node of a board', () => {
    const unknown = { name: 'nope' };
    expect(
      importFailures(
        refused([
          {
            location: 'body',
            path: 'boards.0.nodes',
            message: 'validation.boardNodeUnknown',
            params: unknown,
          },
        ]),
      ),
    ).toEqual([{ row: 1, field: 'nodes', message: 'validation.boardNodeUnknown', params: unknown }]);
  });

  it('is undefined for refusals that list no failures', () => {
    expect(importFailures(new ApiError(403, 'FORBIDDEN', 'x'))).toBeUndefined();
    expect(importFailures(new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBeUndefined();
    expect(importFailures(new Error('x'))).toBeUndefined();
  });
});
