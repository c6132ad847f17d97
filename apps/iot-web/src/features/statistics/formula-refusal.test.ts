import { describe, expect, it } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import { formulaRefusal } from './formula-refusal';

describe('formula refusal', () => {
  it('reads the refused formula and the function at fault from a 400', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'body.formula: …', {
      fields: [{ location: 'body', path: 'formula', message: 'validation.formulaFunctionForbidden' }],
      formula: { at: 'evaluate' },
    });
    expect(formulaRefusal(error)).toEqual({
      messageKey: 'validation.formulaFunctionForbidden',
      at: 'evaluate',
    });
  });

  it('gives no name when the server names none', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      fields: [{ location: 'body', path: 'formula', message: 'validation.formulaSyntax' }],
      formula: { at: null },
    });
    expect(formulaRefusal(error)).toEqual({ messageKey: 'validation.formulaSyntax', at: null });
  });

  it('leaves other failures to the dialog: another field, another status, not an ApiError', () => {
    const name = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      fields: [{ location: 'body', path: 'name', message: 'validation.required' }],
    });
    expect(formulaRefusal(name)).toBeNull();
    expect(formulaRefusal(new ApiError(409, 'STATISTIC_LIMIT', 'x'))).toBeNull();
    expect(formulaRefusal(new Error('x'))).toBeNull();
  });
});
