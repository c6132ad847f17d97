import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { paramRefusal } from './command-refusal';

const refusal = (code: string, data?: unknown) => new ApiError(400, code, 'refused', data);

describe('paramRefusal', () => {
  it('reads the refused parameter and why from a strict type refusal', () => {
    expect(
      paramRefusal(
        refusal('COMMAND_PARAMS_INVALID', { cmd: 'setTarget', param: 'speed', reason: 'PARAM_UNDECLARED' }),
      ),
    ).toEqual({ param: 'speed', reason: 'PARAM_UNDECLARED' });
    expect(
      paramRefusal(
        refusal('COMMAND_PARAMS_INVALID', {
          param: 'target',
          reason: 'VALUE_TYPE_MISMATCH',
          declared: 'number',
        }),
      ),
    ).toEqual({ param: 'target', reason: 'VALUE_TYPE_MISMATCH', declared: 'number' });
  });

  it('is null for other failures and for data it does not know', () => {
    expect(
      paramRefusal(refusal('COMMAND_NOT_DECLARED', { param: 'x', reason: 'PARAM_UNDECLARED' })),
    ).toBeNull();
    expect(
      paramRefusal(
        refusal('COMMAND_PARAMS_INVALID', { param: 'x', reason: 'VALUE_TYPE_MISMATCH', declared: 'blob' }),
      ),
    ).toBeNull();
    expect(paramRefusal(refusal('COMMAND_PARAMS_INVALID'))).toBeNull();
    expect(paramRefusal(new Error('offline'))).toBeNull();
  });
});
